import Foundation
import Testing
@testable import VitrineSite

/// Other tools' conventions met in a fifteenth round of real projects, each in a small project of our own shape.
@Suite struct SurveyFifteenTests {
    /// A VitePress page whose front matter is never closed is read as gray-matter reads it, the rest of the file
    /// being its front matter, with a warning: the site builds.
    @Test func vitePressFrontMatterNeverClosedRunsToTheEnd() throws {
        let (fixture, result) = try Fixture.project([
            ".vitepress/config.mts": "export default defineConfig({ title: 'Open' })\n",
            "index.md": "---\nlayout: home\n\nhero:\n  name: Open Home\n  tagline: Never closed\n",
            "guide/index.md": "# Guide\n",
        ])
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("Open Home") && home.contains("Never closed") && !home.contains("layout: home"), "\(home)")
        #expect(fixture.shownWarnings(result).contains { $0.contains("index.md:1:1") && $0.contains("as gray-matter reads it") })
    }

    /// vitrine's own pages keep the error: a header never closed is a mistake there.
    @Test func ownFrontMatterNeverClosedIsAnError() throws {
        let fixture = Fixture(pages: ["index.md": "---\ntitle: Open\n\n# Body\n"])
        #expect(throws: BuildFailure.self) { try fixture.build() }
    }

    /// Docusaurus' category index convention: a doc named as its folder is the folder's page, at its URL.
    @Test func docusaurusDocNamedAsItsFolderIsItsIndex() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'Ship', url: 'https://example.org', baseUrl: '/' };\n",
            "docs/intro.md": "# Intro\n\nSee [the build](/docs/build/) and [its params](./build/#defining-params).\n",
            "docs/build/build.md": "# Build\n\n## Defining params\n",
            "docs/build/run.md": "# Run\n\nBack to [params](../build#defining-params).\n",
            "docs/deploy/index.md": "# Deploy\n",
            "docs/deploy/deploy.md": "# Deploy again\n",
        ], warnLinks: true)
        let build = try #require(result.snapshot.text("build/index.html"))
        #expect(build.contains("id=\"defining-params\""), "\(build)")
        #expect(result.snapshot.files["build/build/index.html"] == nil)
        // A folder with an index page keeps the doc named as it a page of its own.
        #expect(result.snapshot.text("deploy/index.html")?.contains("<title>Deploy ·") == true)
        #expect(result.snapshot.files["deploy/deploy/index.html"] != nil)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// remark-heading-id, among an Astro project's Markdown plugins, takes `{#…}` as the id whatever it holds;
    /// without it the braces are the heading's text.
    @Test func remarkHeadingIDTakesAnyID() throws {
        let page = "# Decorators\n\n### `@useAuth` {#@Demo.Http.useAuth}\n\nSee [useAuth](#@Demo.Http.useAuth).\n"
        let (fixture, result) = try Fixture.project([
            "astro.config.mjs": "import remarkHeadingID from 'remark-heading-id';\nexport default defineConfig({ markdown: { remarkPlugins: [remarkHeadingID] }, integrations: [starlight({ title: 'Ids' })] });\n",
            "src/content/docs/decorators.md": page,
        ], warnLinks: true)
        let html = try #require(result.snapshot.text("decorators/index.html"))
        #expect(html.contains("<h3 id=\"@Demo.Http.useAuth\">"), "\(html)")
        #expect(!html.contains("{#"), "\(html)")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
        let (_, plain) = try Fixture.project([
            "astro.config.mjs": "export default defineConfig({ integrations: [starlight({ title: 'Ids' })] });\n",
            "src/content/docs/decorators.md": page,
        ], warnLinks: true)
        #expect(plain.snapshot.text("decorators/index.html")?.contains("{#@Demo.Http.useAuth}") == true)
    }

    /// Hugo's Goldmark makes a heading's id from its source, raw HTML included.
    @Test func hugoHeadingIDHoldsItsRawHTML() throws {
        let (fixture, result) = try Fixture.project([
            "config.toml": "title = 'Kiali'\n[markup.goldmark.renderer]\nunsafe = true\n",
            "content/page.md": "---\ntitle: Page\n---\n\nGo to [validations](#a-nameistio_validationsa-istio-validations).\n\n### <a name=\"istio_validations\"></a> Istio Validations\n",
        ], warnLinks: true)
        let html = try #require(result.snapshot.text("page/index.html"))
        #expect(html.contains("<h3 id=\"a-nameistio_validationsa-istio-validations\">"), "\(html)")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// Zola's shortcodes in Tera 2's component form are read: a paired `mermaid` is a Mermaid block, others are
    /// counted and named as the older form's are.
    @Test func zolaComponentsAreRead() throws {
        let (fixture, result) = try Fixture.project([
            "config.toml": "title = 'Components'\nbase_url = 'https://example.org'\n",
            "content/_index.md": "+++\ntitle = 'Home'\n+++\n",
            "content/shapes.md": "+++\ntitle = 'Shapes'\n+++\n\nA gallery:\n\n{{ <gallery page alt=\"Demo\" /> }}\n\n{% <mermaid> %}\ngraph TD;\nA-->B;\n{% </mermaid> %}\n\nEnd.\n",
        ])
        let html = try #require(result.snapshot.text("shapes/index.html"))
        #expect(html.contains("<code class=\"language-mermaid\">graph TD;"), "\(html)")
        #expect(!html.contains("{{") && !html.contains("{%") && html.contains("End."), "\(html)")
        let warnings = fixture.shownWarnings(result)
        #expect(warnings.contains { $0.contains("shapes.md:7:1") && $0.contains("{{ <gallery page alt=\"Demo\" /> }}") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("Mermaid") }, "\(warnings)")
    }

    /// A page whose permalink is the site's root stands where the root's listing would: the page is the file
    /// written there, build after build, as it is in the snapshot (two threads once both wrote it, and one failed).
    @Test func aPageAtTheRootIsTheFileWrittenThere() throws {
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: Root\n",
            "pages/index.md": "---\ntitle: Welcome\npermalink: /\n---\n\nThe real home.\n",
        ].merging((1...40).map { ("pages/page-\($0).md", "---\ntitle: Page \($0)\n---\n\nText \($0).\n") }) { own, _ in own })
        #expect(result.snapshot.text("index.html")?.contains("The real home.") == true)
        var options = SiteOptions(siteDirectory: fixture.root + "/project", templatesDirectory: Fixture.defaultTheme)
        options.warnLinks = true
        for _ in 1...8 {
            let output = try StagedOutput(replacing: fixture.output, protecting: [fixture.root + "/project"])
            _ = try SiteBuilder(options: options).build(into: output)
            try output.finish()
            let written = try String(contentsOfFile: fixture.output + "/index.html", encoding: .utf8)
            #expect(written.contains("The real home."))
        }
    }
}
