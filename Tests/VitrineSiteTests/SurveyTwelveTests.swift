import Foundation
import Testing
@testable import VitrineSite

/// Other tools' conventions met in a twelfth round of real projects, each in a small project of our own shape.
@Suite struct SurveyTwelveTests {
    /// VitePress writes a home page's hero and feature text as HTML: the words are shown, never the tags, and an
    /// icon only the site's CSS can draw is left out with a warning naming it.
    @Test func vitePressHomeTextWrittenAsHTMLShowsItsWords() throws {
        let (fixture, result) = try Fixture.project([
            ".vitepress/config.mts": "export default { title: 'Icons' }\n",
            "index.md": """
                ---
                layout: home
                hero:
                  name: Icons
                  tagline: Fast &amp; small<br>for docs
                features:
                  - icon: <span class="memo"></span>
                    title: Focus on <code>content</code>
                    details: Just Markdown.
                  - icon: <img src="/rocket.svg">
                    title: Pictures
                  - icon: <span>⚡</span>
                    title: Words
                ---

                """,
            "public/rocket.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        ])
        let page = try #require(result.snapshot.text("index.html"))
        #expect(!page.contains("&lt;span"))
        #expect(!page.contains("&lt;code"))
        #expect(!page.contains("&lt;br"))
        #expect(page.contains("Focus on content"))
        #expect(page.contains("Fast &amp; small for docs"))
        #expect(page.contains("src=\"rocket.svg\"") || page.contains("src=\"/rocket.svg\""), "\(page)")
        #expect(page.contains(">⚡</span>"))
        let warning = try #require(fixture.shownWarnings(result).first { $0.contains("feature icon") })
        #expect(warning.contains("index.md:7:"), "\(warning)")
        #expect(warning.contains("<span class=\"memo\"></span>"))
    }

    /// VitePress' `rewrites` publish pages at other paths: the English folder at the root, with its sidebar and
    /// links written for the paths the readers see.
    @Test func vitePressRewritesPublishPagesAtTheirNewPaths() throws {
        let (fixture, result) = try Fixture.project([
            ".vitepress/config.mts": """
                export default defineConfig({
                  title: 'Rewrites',
                  rewrites: {
                    'en/:rest*': ':rest*',
                    'packages/:pkg/src/(.*)': ':pkg/index.md',
                  },
                  themeConfig: { sidebar: { '/guide/': [{ text: 'Guide', items: [{ text: 'Start', link: '/guide/start' }] }] } }
                })

                """,
            "en/index.md": "---\nlayout: home\nhero:\n  name: Rewrites\n  actions:\n    - text: Start\n      link: /guide/start\n---\n",
            "en/guide/start.md": "# Start\n\n![Diagram](./diagram.png)\n\nSee [the package](../alpha/index.md).\n",
            "en/guide/diagram.png": "png",
            "packages/alpha/src/intro.md": "# Alpha\n",
            "index.md": "# Old home\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("index.html")?.contains("home-hero-name\">Rewrites") == true)
        #expect(result.snapshot.text("guide/start/index.html")?.contains("<h1") == true)
        #expect(result.snapshot.text("en/guide/start/index.html") == nil)
        #expect(result.snapshot.files["guide/diagram.png"] != nil)
        #expect(result.snapshot.text("alpha/index.html")?.contains("Alpha") == true)
        let warnings = fixture.shownWarnings(result)
        #expect(warnings.allSatisfy { !$0.contains("broken link") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("index.md:1:1") && $0.contains("'rewrites' publishes en/index.md") }, "\(warnings)")
    }

    @Test func rewritePatternsMatchAsPathToRegexpReadsThem() {
        let rewrites = PathRewrites(rules: [
            .init(pattern: "packages/:pkg/src/:page.md", target: ":pkg/:page.md"),
            .init(pattern: "en/:rest*", target: ":rest*"),
            .init(pattern: "old.md", target: "new/index.md"),
        ])
        #expect(rewrites.rewritten("en/guide/a.md") == "guide/a.md")
        #expect(rewrites.rewritten("en/index.md") == "index.md")
        #expect(rewrites.rewritten("packages/a/src/b.md") == "a/b.md")
        #expect(rewrites.rewritten("packages/a/src/deep/b.md") == nil)
        #expect(rewrites.rewritten("old.md") == "new/index.md")
        #expect(rewrites.rewritten("older.md") == nil)
        #expect(rewrites.rewritten("fr/index.md") == nil)
    }

    /// An HTML element right under a component's tag, with no blank line between, holds Markdown in MDX too.
    @Test func anMDXElementRightUnderAComponentHoldsMarkdown() throws {
        let (_, result) = try Fixture.project([
            "astro.config.mjs": "export default defineConfig({ integrations: [starlight({ title: 'D' })] })\n",
            "src/content/docs/index.mdx": "---\ntitle: Home\n---\n",
            "src/content/docs/install.mdx": """
                ---
                title: Install
                ---
                import OsAwareTabs from '@components/OsAwareTabs.astro';

                <OsAwareTabs syncKey="terminal">
                    <div slot="unix">
                          ```bash
                          aspire-install.sh
                            [--install-path <DIRECTORY>]
                          ```
                    </div>
                </OsAwareTabs>

                ## Description

                """,
        ])
        let page = try #require(result.snapshot.text("install/index.html"))
        #expect(page.contains("<div slot=\"unix\">"), "\(page)")
        #expect(page.contains("<pre><code class=\"language-bash\">"), "\(page)")
        #expect(page.contains("DIRECTORY"), "\(page)")
        #expect(!page.contains("```"))
    }

    /// Jekyll publishes nothing under `_posts/`: the posts' listing in the menu is at `posts/`.
    @Test func jekyllPostsAreListedAtTheCollectionsName() throws {
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: Blog\npermalink: /blog/:year/:month/:day/:title/\n",
            "index.md": "# Home\n",
            "_posts/2016-10-11-hello.md": "---\ntitle: Hello\n---\nText.\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("blog/2016/10/11/hello/index.html") != nil)
        #expect(result.snapshot.files.keys.allSatisfy { !$0.hasPrefix("_posts/") }, "\(result.snapshot.files.keys.sorted())")
        let listing = try #require(result.snapshot.text("posts/index.html"))
        #expect(listing.contains("blog/2016/10/11/hello/"))
        #expect(result.snapshot.text("index.html")?.contains("href=\"./posts/\"") == true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") })
    }
}
