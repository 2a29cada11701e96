import Foundation
import Testing
@testable import VitrineSite

/// MDX component tags written over several lines, on their own or inside raw HTML.
@Suite struct MDXTagTests {
    @Test func tagsOverSeveralLinesAreReadWhole() throws {
        let fixture = Fixture(pages: [:])
        fixture.write("export default defineConfig({ site: 'https://m.example', integrations: [starlight({ title: 'M' })] })\n", to: "project/astro.config.mjs")
        fixture.write("""
            ---
            title: Home
            ---
            <div class="hero">
              <Install
                npm={["i -D x"]}
              />
              <p>After</p>
            </div>

            <Code code={`a < b
            c`} lang="sh" />

            Then [gone](/nowhere/).

            """, to: "project/src/content/docs/index.mdx")
        var options = SiteOptions(siteDirectory: fixture.root + "/project", templatesDirectory: Fixture.defaultTheme)
        options.warnLinks = true
        let result = try fixture.build(options)
        let home = try #require(result.snapshot.text("index.html"))
        #expect(!home.contains("Install") && !home.contains("npm={"), "the component is left out, the HTML around it kept")
        #expect(home.contains("<p>After</p>\n</div>"))
        #expect(home.contains("<pre><code class=\"language-sh\">a &lt; b\nc</code></pre>"))
        // The lines after the tags keep their numbers.
        #expect(fixture.shownWarnings(result).contains { $0.hasPrefix("project/src/content/docs/index.mdx:14:") && $0.contains("broken link '/nowhere/'") })
    }
}
