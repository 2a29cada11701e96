import Foundation
import Testing
@testable import VitrineSite

/// VitePress pages as their authors write them: the Vue blocks VitePress hoists out of the Markdown are no
/// page text, and a `layout: home` page gets the default theme's hero and feature cards from its front matter.
@Suite struct VitePressPageTests {
    /// A VitePress project with `pages` in its `docs/` folder, built with the built-in theme.
    func project(_ pages: [String: String]) -> (Fixture, SiteOptions) {
        let fixture = Fixture(pages: [:])
        fixture.write("export default { title: 'R' }\n", to: "project/docs/.vitepress/config.mts")
        for (path, text) in pages { fixture.write(text, to: "project/docs/" + path) }
        return (fixture, SiteOptions(siteDirectory: fixture.root + "/project/docs", templatesDirectory: Fixture.defaultTheme))
    }

    @Test func scriptAndStyleBlocksAreLeftOutAndCounted() throws {
        let (fixture, options) = project([
            "index.md": "# Home\n",
            "guide.md": """
                # Guide

                <script setup lang="ts">
                import Widget from './Widget.vue'
                const few = 1 < 2
                </script>

                Text after.

                ```html
                <script>
                shownCode()
                </script>
                ```

                <style scoped>
                .x { color: red }
                </style>

                [gone](./nowhere)

                """,
        ])
        var warned = options
        warned.warnLinks = true
        let result = try fixture.build(warned)
        let page = try #require(result.snapshot.text("guide/index.html"))
        #expect(!page.contains("Widget") && !page.contains("few") && !page.contains("color: red") && !page.contains("&lt;script setup"))
        #expect(page.contains("<p>Text after.</p>"))
        #expect(page.contains("shownCode"), "a listing shows its script as written")
        let warnings = fixture.shownWarnings(result)
        #expect(warnings.contains(
            "project/docs/guide.md:3:1: warning: 1 Vue script block left out (vitrine runs no Vue), the first here: '<script setup lang=\"ts\">'"))
        #expect(warnings.contains("project/docs/guide.md:16:1: warning: 1 Vue style block left out (vitrine runs no Vue), the first here: '<style scoped>'"))
        // The lines after the blocks keep their numbers.
        #expect(warnings.contains("project/docs/guide.md:20:1: warning: broken link './nowhere' (resolved to '../nowhere')"))
    }

    @Test func aScriptBlockIsOnlyLeftOutOfAVitePressPage() throws {
        let fixture = Fixture(pages: [:])
        fixture.write("site_name: M\n", to: "project/mkdocs.yml")
        fixture.write("# Home\n\n<script setup>\nx()\n</script>\n", to: "project/docs/index.md")
        let result = try fixture.build(SiteOptions(siteDirectory: fixture.root + "/project/docs", templatesDirectory: Fixture.defaultTheme))
        #expect(result.snapshot.text("index.html")?.contains("<script setup>\nx()\n</script>") == true, "kept whole, as MkDocs keeps raw HTML")
        #expect(!result.warnings.contains { $0.message.contains("Vue") })
    }

    static let home = """
        ---
        layout: home
        hero:
          name: Rover & &lt;Co&gt;
          text: Routes for every &lt;app&gt;
          tagline: Small & typed
          image:
            src: /logo.svg
            alt: Rover's logo
          actions:
            - theme: brand
              text: Get started
              link: /guide
            - theme: alt
              text: API
              link: /api/
            - theme: alt
              text: Source
              link: https://example.org/rover
        features:
          - icon: 🧭
            title: Typed &lt;routes&gt;
            details: Params & queries checked.
            link: /guide#install
            linkText: Read the guide
          - icon:
              src: /logo.svg
            title: Small
            details: No runtime.
          - title: Plain
            details: No icon, no link.
        ---

        Text under the cards.

        """

    @Test func aHomePageDrawsItsHeroAndFeatures() throws {
        let (fixture, options) = project([
            "index.md": Self.home,
            "guide.md": "# Guide\n\n## Install\n",
            "api/index.md": "# API\n",
            "public/logo.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        ])
        let result = try fixture.build(options)
        let home = try #require(result.snapshot.text("index.html"))
        // VitePress reads the text as HTML; vitrine shows its words, escaped. The name is the page's one `<h1>`.
        #expect(home.contains("<h1 class=\"home-hero-name\">Rover &amp; &lt;Co&gt;</h1>"))
        #expect(home.contains("<p class=\"home-hero-text\">Routes for every &lt;app&gt;</p>"))
        #expect(home.contains("<p class=\"home-hero-tagline\">Small &amp; typed</p>"))
        #expect(home.components(separatedBy: "<h1").count == 2)
        #expect(home.contains("<title>R</title>"))
        #expect(home.contains("<img src=\"/logo.svg\" alt=\"Rover&#39;s logo\">") || home.contains("<img src=\"/logo.svg\" alt=\"Rover's logo\">"))
        // Action links go where the page's own links would.
        #expect(home.contains("<a class=\"home-action home-action-brand\" href=\"guide/\">Get started</a>"))
        #expect(home.contains("<a class=\"home-action home-action-alt\" href=\"api/\">API</a>"))
        #expect(home.contains("<a class=\"home-action home-action-alt\" href=\"https://example.org/rover\">Source</a>"))
        // Feature cards: linked or not, an emoji or a picture for an icon.
        #expect(home.contains("<a class=\"home-feature\" href=\"guide/#install\">"))
        #expect(home.contains("<span class=\"home-feature-icon\" aria-hidden=\"true\">🧭</span>"))
        #expect(home.contains("<h2 class=\"home-feature-title\">Typed &lt;routes&gt;</h2>"))
        #expect(home.contains("<p class=\"home-feature-details\">Params &amp; queries checked.</p>"))
        #expect(home.contains("<span class=\"home-feature-link\">Read the guide</span>"))
        #expect(home.contains("<img class=\"home-feature-icon\" src=\"/logo.svg\" alt=\"\">"))
        #expect(home.contains("<div class=\"home-feature\">\n<h2 class=\"home-feature-title\">Plain</h2>"))
        #expect(home.components(separatedBy: "<li><a class=\"home-feature\"").count == 2, "only the linked card is a link")
        // The cards come before the page's own text.
        let cards = try #require(home.range(of: "class=\"home-features\""))
        let text = try #require(home.range(of: "<p>Text under the cards.</p>"))
        #expect(cards.lowerBound < text.lowerBound)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func aHomePageInAFolderLinksFromItsOwnURL() throws {
        let (fixture, options) = project([
            "index.md": "# Home\n",
            "guide.md": "# Guide\n",
            "fr/index.md": "---\nlayout: home\nhero:\n  name: Rover\n  actions:\n    - text: Guide\n      link: /guide\n---\n",
        ])
        let result = try fixture.build(options)
        let page = try #require(result.snapshot.text("fr/index.html"))
        #expect(page.contains("<a class=\"home-action home-action-brand\" href=\"../guide/\">Guide</a>"), "brand is the default theme")
        #expect(page.contains("<title>Rover · R</title>"), "the hero's name is the title the page does not give")
    }

    @Test func aBrokenActionLinkIsReportedAtItsLine() throws {
        let (fixture, options) = project([
            "index.md": "---\nlayout: home\nfeatures:\n  - title: Lost\n    link: ./lost\nhero:\n  name: Rover\n  actions:\n    - text: Guide\n      link: /guide\n    - text: Gone\n      link: /nowhere\n---\n",
            "guide.md": "# Guide\n",
        ])
        #expect(fixture.failures(options) == [
            "project/docs/index.md:5:11: error: broken link './lost'",
            "project/docs/index.md:12:13: error: broken link '/nowhere'",
        ])
    }

    @Test func aHomeLayoutWithoutHeroOrFeaturesChangesNothing() throws {
        let (fixture, options) = project([
            "index.md": "---\nlayout: home\ntitle: Welcome\n---\nJust text.\n",
            "other.md": "---\nlayout: home\nhero: banner.png\n---\n# Other\n",
        ])
        let result = try fixture.build(options)
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("<h1>Welcome</h1>") && !home.contains("home-hero") && !home.contains("home-features"))
        let other = try #require(result.snapshot.text("other/index.html"))
        #expect(!other.contains("home-hero") && other.contains("<h1 id=\"other\">Other"), "a hero of another shape is another theme's")
    }
}
