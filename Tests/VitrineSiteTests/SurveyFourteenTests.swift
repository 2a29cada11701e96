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

    /// Hugo's Goldmark numbers its footnotes' ids (`fn:1`, `fnref:1`, `fnref1:1` for a second reference), which
    /// authors link by hand.
    @Test func hugoFootnoteIDsAreGoldmarks() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.toml": "title = 'Notes'\n",
            "content/post.md": "---\ntitle: Post\n---\n\nOne[^log] and two[^b], again[^log]. See [the log note](#fn:1).\n\n[^log]: The log.\n[^b]: Bee.\n",
        ], warnLinks: true)
        let html = try #require(result.snapshot.text("post/index.html"))
        #expect(html.contains("<a href=\"#fn:1\" id=\"fnref:1\" data-footnote-ref>1</a>"), "\(html)")
        #expect(html.contains("<a href=\"#fn:1\" id=\"fnref1:1\" data-footnote-ref>1</a>"), "\(html)")
        #expect(html.contains("<li id=\"fn:2\">") && html.contains("href=\"#fnref1:1\""), "\(html)")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
        // Elsewhere, cmark-gfm's ids by label stay.
        let own = try Fixture(pages: ["index.md": "One[^log].\n\n[^log]: The log.\n"]).build()
        #expect(own.snapshot.text("index.html")?.contains("<li id=\"fn-log\">") == true)
    }

    /// A character reference in an attribute is read as a browser reads it: `&#x27;` is an apostrophe.
    @Test func characterReferencesInAttributesAreRead() throws {
        let fixture = Fixture(pages: [
            "index.md": "<img src=\"game&#x27;s.png\" alt=\"x\"> <a href=\"a&amp;b/\">a</a> <a href=\"gone&#39;s/\">g</a>\n",
            "game's.png": "png", "a&b/index.md": "# A and B\n", "config.yml": "rawHTML: true\n",
        ])
        #expect(fixture.failures() == ["Site/index.md:1:71: error: broken link 'gone&#39;s/' (resolved to 'gone's/')"])
    }

    /// MkDocs builds a page its `nav:` leaves out but puts it in no menu: no entry, no previous or next.
    @Test func mkDocsPagesOutsideTheNavAreInNoMenu() throws {
        let (_, result) = try Fixture.project([
            "mkdocs.yml": "site_name: Nav\nnav:\n  - Home: index.md\n  - Guide: guide.md\n",
            "docs/index.md": "# Home\n", "docs/guide.md": "# Guide\n",
            "docs/draft.md": "# Unfinished draft\n", "docs/snippets/part.md": "# Snippet part\n",
        ])
        let guide = try #require(result.snapshot.text("guide/index.html"))
        #expect(!guide.contains("Unfinished draft") && !guide.contains("Snippet part") && !guide.contains(">snippets<"), "\(guide)")
        let draft = try #require(result.snapshot.text("draft/index.html"))
        #expect(draft.contains("<h1 id=\"unfinished-draft\">"), "\(draft)")
        #expect(!draft.contains("rel=\"prev\"") && !draft.contains("rel=\"next\""), "\(draft)")
        #expect(!guide.contains("rel=\"next\""), "\(guide)")
        #expect(result.snapshot.files["snippets/part/index.html"] != nil)
        // awesome-pages' `...` in the nav brings in the pages it does not name: none is hidden then.
        let (_, rest) = try Fixture.project([
            "mkdocs.yml": "site_name: Nav\nnav:\n  - Home: index.md\n  - Guides:\n    - ... | flat | guides/*.md\n",
            "docs/index.md": "# Home\n", "docs/guides/install.md": "# Install guide\n",
        ])
        let menu = ToolMenuTests.menu(try #require(rest.snapshot.text("index.html")))
        #expect(menu.contains("Guides"), "\(menu)")
    }

    /// The Carpentries' `{{ page.root }}` before a `{% link %}` or a path from the root reaches that page.
    @Test func jekyllPageRootBeforeALinkReachesIt() throws {
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: Lesson\ncollections:\n  episodes:\n    output: true\n    permalink: /:path/\ndefaults:\n  - scope: {path: '', type: episodes}\n    values: {root: ..}\n",
            "index.md": "---\ntitle: Home\nroot: .\n---\n\nStart [here]({{ page.root }}/01-intro/).\n",
            "setup.md": "---\ntitle: Setup\n---\n\n## Local rendering\n",
            "_episodes/01-intro.md": "---\ntitle: Intro\n---\n\nSee [setup]({{ page.root }}{% link setup.md %}#local-rendering).\n",
            "_episodes/02-more.md": "---\ntitle: More\n---\n\nSee [nowhere]({% link setup.md %}#nowhere).\n",
        ], warnLinks: true)
        let intro = try #require(result.snapshot.text("01-intro/index.html"))
        #expect(intro.contains("href=\"../setup/#local-rendering\""), "\(intro)")
        #expect(result.snapshot.text("index.html")?.contains("href=\"./01-intro/\"") == true)
        // A broken one is quoted as its author wrote it.
        let broken = fixture.shownWarnings(result).filter { $0.contains("broken link") || $0.contains("Liquid") }
        #expect(broken.count == 1 && broken[0].contains("02-more.md:5:5: warning: broken link '{% link setup.md %}#nowhere'"), "\(broken)")
    }

    /// A Hugo page written in HTML draws Docsy's `alert` as a box and its `relref` as the page's address, as
    /// Hugo shows them there (the text inside is not Markdown).
    @Test func hugoHTMLPageDrawsAlertBoxes() throws {
        let (_, result) = try Fixture.project([
            "hugo.toml": "title = 'Ref'\n[markup.goldmark.renderer]\nunsafe = true\n",
            "content/docs/install/_index.md": "---\ntitle: Install\n---\n\n## Managed IDE\n",
            "content/docs/reference/_index.html": "---\ntitle: Reference\n---\n\n{{< alert title=\"Tip\" >}}\nSee [options]({{< relref \"../install/#managed-ide\" >}}).\n{{< /alert >}}\n\n<p>Anchors.</p>\n",
        ])
        let html = try #require(result.snapshot.text("docs/reference/index.html"))
        #expect(html.contains("<p class=\"markdown-alert-title\">Tip</p>"), "\(html)")
        #expect(!html.contains(":::") && !html.contains("vitrine-ref:"), "\(html)")
        #expect(html.contains("install/#managed-ide)"), "\(html)")
    }

    /// A VitePress config passed through plugins on its way out is named in a warning: what they add is missing.
    @Test func vitePressConfigWrappersAreNamed() throws {
        let (fixture, result) = try Fixture.project([
            ".vitepress/config.ts": "import { defineConfig } from 'vitepress'\nimport { withSidebar } from 'vitepress-sidebar'\nimport { withI18n } from 'vitepress-i18n'\n\n"
                + "const config = { title: 'Wrapped' }\n\nexport default defineConfig(withSidebar(withI18n(config, { locales: ['en'] }), {}))\n",
            "index.md": "# Home\n",
        ])
        #expect(result.snapshot.text("index.html")?.contains("Wrapped") == true)
        #expect(fixture.shownWarnings(result).contains { $0.contains("'withSidebar', 'withI18n'") && $0.contains("is missing") }, "\(fixture.shownWarnings(result))")
    }
}
