import Foundation
import Testing
@testable import VitrineSite

/// Other tools' conventions met in a fourteenth round of real projects, each in a small project of our own shape.
@Suite struct SurveyFourteenTests {
    /// VitePress includes another file's Markdown where `<!--@include: …-->` stands, `@` starting from the source folder.
    @Test func vitePressIncludesAreDrawn() throws {
        let (fixture, result) = try Fixture.project([
            ".vitepress/config.ts": "export default defineConfig({ title: 'Include' })\n",
            "index.md": "# Home\n",
            "guide/config.md": "---\ntitle: createConfig\n---\n\n<!--@include: @shared/options.md-->\n",
            "guide/relative.md": "# Relative\n\n<!--@include: ../shared/options.md{3,}-->\n",
            "shared/options.md": "## Options\n\nThe **options** of [the guide](/guide/relative).\n",
        ], warnLinks: true)
        let config = try #require(result.snapshot.text("guide/config/index.html"))
        #expect(config.contains("The <strong>options</strong> of"), "\(config)")
        let relative = try #require(result.snapshot.text("guide/relative/index.html"))
        #expect(relative.contains("The <strong>options</strong> of") && !relative.contains(">Options<"), "\(relative)")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// MkDocs keeps a page over a file of the docs at the same address, with a warning; a `docs_dir` that is not
    /// there stops the build, as MkDocs stops.
    @Test func mkDocsKeepsThePageAndStopsWithoutItsDocs() throws {
        let (fixture, result) = try Fixture.project([
            "mkdocs.yml": "site_name: Algo\n",
            "docs/index.md": "# Home page\n",
            "docs/index.html": "<html>Home hero</html>\n",
        ])
        #expect(result.snapshot.text("index.html")?.contains("Home page") == true)
        #expect(fixture.shownWarnings(result).contains { $0.contains("docs/index.html:1:1") && $0.contains("as MkDocs keeps the page") })
        let missing = Fixture(pages: [:])
        missing.write("site_name: Algo\ndocs_dir: ../build/docs\n", to: "project/mkdocs.yml")
        missing.write("# Readme\n", to: "project/README.md")
        #expect(throws: BuildFailure.self) { try missing.build(SiteOptions(siteDirectory: missing.root + "/project", templatesDirectory: Fixture.defaultTheme)) }
    }

    /// arithmatex reads math in admonition, details and tab bodies, which are Markdown though indented.
    @Test func mathInMkDocsAdmonitionBodiesIsMath() throws {
        let (_, result) = try Fixture.project([
            "mkdocs.yml": "site_name: M\nmarkdown_extensions:\n  - admonition\n  - pymdownx.arithmatex:\n      generic: true\n",
            "docs/index.md": "# Math\n\n!!! tip \"Base\"\n\n    Dividing into $m$ parts.\n\n    ```python\n    price = \"$5\" + \"$6\"\n    ```\n\n??? note \"Folded\"\n\n    A details block: $x^2$.\n",
        ])
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains("<math alttext=\"m\">"), "\(page)")
        #expect(page.contains("<math alttext=\"x^2\">"), "\(page)")
        #expect(page.contains("&quot;$5&quot;"), "\(page)")
    }

    /// Hugo's `uglyURLs`, for every section or those it names, publishes pages as `name.html`.
    @Test func hugoUglyURLsPublishFiles() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.toml": "title = 'Ugly'\n[uglyURLs]\npost = true\n[permalinks]\npost = '/:year/:month/:day/:slug/'\n",
            "content/_index.md": "---\ntitle: Home\n---\nRead [why](/2015/11/09/why-90-days.html) and [the FAQ](/docs/faq/).\n",
            "content/post/2015-11-09-why-90-days.md": "---\ntitle: Why 90 days\ndate: 2015-11-09\nslug: why-90-days\n---\n",
            "content/docs/faq.md": "---\ntitle: FAQ\n---\n",
        ], warnLinks: true)
        #expect(result.snapshot.files["2015/11/09/why-90-days.html"] != nil)
        #expect(result.snapshot.files["docs/faq/index.html"] != nil)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// A Docusaurus picture written from the file into the static folder (`../static/img/x.png`) is published at the root.
    @Test func aDocusaurusPictureInTheStaticFolderIsFound() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'S', url: 'https://example.org', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n",
            "docs/intro.md": "# Intro\n\n![diagram](../static/img/post/diagram.png)\n",
            "static/img/post/diagram.png": "png",
        ], warnLinks: true)
        #expect(result.snapshot.text("intro/index.html")?.contains("src=\"/img/post/diagram.png\"") == true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// Starlight's plugins are code vitrine does not run: named in one warning.
    @Test func starlightPluginsAreNamed() throws {
        let (fixture, result) = try Fixture.project([
            "astro.config.mjs": "export default defineConfig({ integrations: [starlight({ title: 'V', plugins: [starlightVersions({ versions: [{ slug: '1.0' }] }), topics()] })] })\n",
            "src/content/docs/index.md": "---\ntitle: Home\n---\n",
        ])
        #expect(fixture.shownWarnings(result).contains { $0.contains("2 Starlight plugins vitrine does not run ('starlightVersions', 'topics')") },
                "\(fixture.shownWarnings(result))")
    }

    /// A Hugo config directory's menu for the default language (`menu.en.toml`) is the site's main menu.
    @Test func aHugoLanguagesMenuFileIsTheMainMenu() throws {
        let (_, result) = try Fixture.project([
            "config/_default/hugo.toml": "title = 'Menus'\ndefaultContentLanguage = 'en'\n",
            "config/_default/menu.en.toml": "[[main]]\nname = 'Documentation'\npageRef = '/docs'\nweight = 1\n\n[[main]]\nname = 'About Us'\npageRef = '/about'\nweight = 2\n",
            "content/_index.md": "---\ntitle: Home\n---\n",
            "content/about.md": "---\ntitle: About\n---\n",
            "content/docs/_index.md": "---\ntitle: Docs\n---\n",
        ])
        let home = try #require(result.snapshot.text("index.html"))
        let documentation = try #require(home.range(of: ">Documentation<"))
        let about = try #require(home.range(of: ">About Us<"))
        #expect(documentation.lowerBound < about.lowerBound)
    }

    /// VitePress fills `{{ expression }}` with Vue: vitrine shows it as written, counted in a warning.
    @Test func vueTemplateExpressionsAreNamed() throws {
        let (fixture, result) = try Fixture.project([
            ".vitepress/config.ts": "export default defineConfig({ title: 'Vue' })\n",
            "index.md": "# Transports\n\nThe answer is {{ 1 + 1 }}, and `{{ code }}` is code.\n",
        ])
        #expect(result.snapshot.text("index.html")?.contains("{{ 1 + 1 }}") == true)
        #expect(fixture.shownWarnings(result).contains { $0.contains("index.md:3:1") && $0.contains("1 Vue template expression shown as written") },
                "\(fixture.shownWarnings(result))")
    }

    /// A snippet's own snippet lines are drawn too, at their indentation, as pymdownx.snippets draws them.
    @Test func nestedSnippetsAreDrawn() throws {
        let (_, result) = try Fixture.project([
            "mkdocs.yml": "site_name: Snippets\nmarkdown_extensions:\n  - pymdownx.snippets:\n      base_path: docs/Snippets\n",
            "docs/index.md": "# Installer\n\n--8<-- \"installer.md\"\n",
            "docs/Snippets/installer.md": "Steps:\n\n--8<-- \"usage.md\"\n",
            "docs/Snippets/usage.md": "Run the installer and pick your game folder.\n",
        ])
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains("Run the installer and pick your game folder."), "\(page)")
        #expect(!page.contains("--8&lt;--") && !page.contains("--8<--"))
    }

    /// A link inside an HTML comment is no link: never checked, never reported.
    @Test func linksInCommentsAreNotChecked() throws {
        let (fixture, result) = try Fixture.project([
            "config.toml": "base_url = \"https://example.org\"\ntitle = \"C\"\n",
            "content/_index.md": "+++\ntitle = \"Home\"\n+++\n\n<!-- <a href=\"/old-page/\">old</a> -->\n\n<a href=\"/gone/\">gone</a>\n",
        ], warnLinks: true)
        let broken = fixture.shownWarnings(result).filter { $0.contains("broken link") }
        #expect(broken.count == 1 && broken[0].contains("/gone/"), "\(broken)")
    }

    /// An mdBook redirect's target written with the book's path on its host (`/cairo-book/ch12.html`) is the page.
    @Test func anMdBookRedirectToTheBooksPathIsWritten() throws {
        let (fixture, result) = try Fixture.project([
            "book.toml": "[book]\ntitle = \"Redirects\"\n\n[output.html]\nsite-url = \"/cairo-book/\"\n\n[output.html.redirect]\n\"/ch11-00-advanced.html\" = \"/cairo-book/ch12-00-advanced.html\"\n",
            "src/SUMMARY.md": "# Summary\n\n- [Advanced](ch12-00-advanced.md)\n",
            "src/ch12-00-advanced.md": "# Advanced\n",
        ])
        #expect(result.snapshot.text("ch11-00-advanced.html")?.contains("ch12-00-advanced/") == true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("redirect") }, "\(fixture.shownWarnings(result))")
    }

    /// A Docusaurus blog post shows its title above its text, whatever heading the text starts with.
    @Test func aDocusaurusBlogPostShowsItsTitle() throws {
        let (_, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'B', url: 'https://example.org', baseUrl: '/', presets: [['classic', { docs: {}, blog: {} }]] };\n",
            "docs/intro.md": "---\ntitle: Intro\n---\n# Getting going\n",
            "blog/2021-03-15-release.md": "---\ntitle: OpenKruise 0.8.0\n---\n# Preface\n\nText.\n",
        ])
        let post = try #require(result.snapshot.text("blog/2021/03/15/release/index.html"))
        #expect(post.contains("<h1>OpenKruise 0.8.0</h1>"), "\(post)")
        // A docs page's first heading stands for its title, as Docusaurus shows it.
        #expect(result.snapshot.text("intro/index.html")?.contains("<h1>Intro</h1>") == false)
    }
}
