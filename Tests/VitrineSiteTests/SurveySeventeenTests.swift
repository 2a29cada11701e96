import Foundation
import Testing
@testable import VitrineSite

/// Other tools' conventions met in a seventeenth round of real projects, each in a small project of our own shape.
@Suite struct SurveySeventeenTests {
    /// Hugo builds a page file beside a section of its name (`tool.md`, `tool/_index.md`): the section is published.
    @Test func hugoPageBesideItsSectionLeavesTheSection() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.toml": "title = 'Tools'\nbaseURL = 'https://example.org/'\n",
            "content/_index.md": "---\ntitle: Home\n---\n",
            "content/docs/tool.md": "---\ntitle: Tool page\n---\n\nThe page.\n",
            "content/docs/tool/_index.md": "---\ntitle: Tool section\n---\n\nThe section.\n",
            "content/docs/tool/flags.md": "---\ntitle: Flags\n---\n",
        ])
        let tool = try #require(result.snapshot.text("docs/tool/index.html"))
        #expect(tool.contains("The section.") && !tool.contains("The page."))
        #expect(fixture.shownWarnings(result).contains { $0.contains("docs/tool.md:1: warning:") && $0.contains("as Hugo writes the index page over it") })
    }

    /// MkDocs builds a page whose `title` YAML reads as a list (`[Concept Name]`, a placeholder): a warning here.
    @Test func mkDocsListTitleWarnsAndBuilds() throws {
        let (fixture, result) = try Fixture.project([
            "mkdocs.yml": "site_name: Guide\n",
            "docs/index.md": "# Home\n",
            "docs/concept.md": "---\ntitle: [Concept Name]\n---\n\nBody.\n",
        ])
        #expect(result.snapshot.text("concept/index.html")?.contains("<title>Concept Name") == true)
        #expect(fixture.shownWarnings(result).contains { $0.contains("docs/concept.md:2:8: warning: 'title' is a list, not text") })
    }

    /// mdbook-katex draws `$…$` and `$$…$$` at build time: a book with it has its math drawn, and no warning for it.
    @Test func mdBookKatexDrawsMath() throws {
        let (fixture, result) = try Fixture.project([
            "book.toml": "[book]\ntitle = 'Proofs'\n\n[preprocessor.katex]\nafter = ['links']\n",
            "src/SUMMARY.md": "# Summary\n\n- [Sumcheck](sumcheck.md)\n",
            "src/sumcheck.md": "# Sumcheck\n\nA proof of size $\\Theta(n)$.\n\n$$\n\\sum_x f(x)\n$$\n",
        ])
        let page = try #require(result.snapshot.text("sumcheck/index.html"))
        #expect(page.components(separatedBy: "<math").count == 3 && !page.contains("$\\Theta"), "\(page)")
        #expect(!fixture.shownWarnings(result).contains { $0.contains("katex") })
    }

    /// Zola publishes `2018-10-10-hello-world.md` at `hello-world/`, dated by its name; a section sorted by date
    /// lists it by that date.
    @Test func zolaDatedNamesGiveTheDateAndTheURL() throws {
        let (fixture, result) = try Fixture.project([
            "config.toml": "title = 'Blog'\nbase_url = 'https://example.org'\n",
            "content/_index.md": "+++\ntitle = 'Home'\n+++\n\nRead [hello](@/blog/2018-10-10-hello-world.md) and [second](./blog/second-post).\n",
            "content/blog/_index.md": "+++\ntitle = 'Blog'\nsort_by = 'date'\n+++\n",
            "content/blog/2018-10-10-hello-world.md": "+++\ntitle = 'Hello'\n+++\n\nFirst.\n",
            "content/blog/2021-03-04_second-post.md": "+++\ntitle = 'Second'\n+++\n\nLater.\n",
            "content/blog/2019-01-02T10:00:00Z-bundle/index.md": "+++\ntitle = 'Bundle'\n+++\n\nMiddle.\n",
        ])
        #expect(result.snapshot.text("blog/hello-world/index.html")?.contains("2018-10-10") == true)
        #expect(result.snapshot.text("blog/second-post/index.html") != nil)
        #expect(result.snapshot.text("blog/bundle/index.html") != nil)
        let blog = try #require(result.snapshot.text("blog/index.html"))
        let order = ["second-post/", "bundle/", "hello-world/"].compactMap { blog.range(of: "href=\"../blog/\($0)\"")?.lowerBound }
        #expect(order.count == 3 && order == order.sorted(), "newest first")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    @Test func zolaDatedNamesAreReadAsZolaReadsThem() {
        #expect(ZolaDatedName.split("2018-10-10-hello")?.name == "hello")
        #expect(ZolaDatedName.split("2018-10-10_hello")?.day == "2018-10-10")
        #expect(ZolaDatedName.split("2018-10-10 -hello")?.name == "hello")
        #expect(ZolaDatedName.split("2018-10-10T09:30:00+02:00-hello")?.name == "hello")
        #expect(ZolaDatedName.split("2018-13-10-hello") == nil, "no month 13")
        #expect(ZolaDatedName.split("2018-10-10") == nil, "a date alone names nothing")
        #expect(ZolaDatedName.split("2018-10-10-") == nil)
        #expect(ZolaDatedName.split("v2018-10-10-hello") == nil)
    }

    /// Docsy's tabs opened in a list item, their code at the margin: Hugo takes the shortcode out whole, so the item
    /// goes on after it; `{{% /tab %}} {{% tab B %}}` on one line closes one tab and opens the next.
    @Test func docsyTabsInAListItemKeepTheItemGoing() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.toml": "title = 'Demo'\nbaseURL = 'https://example.org/'\n",
            "content/_index.md": "---\ntitle: Home\n---\n",
            "content/demo.md": """
                ---
                title: Demo
                ---

                See [minimal mode](#run-in-minimal-mode).

                1.  Start the demo:

                    {{< tabpane text=true >}} {{% tab Make %}}

                ```shell
                make start
                ```

                    {{% /tab %}} {{% tab Docker %}}

                ```shell
                docker compose up
                ```

                    {{% /tab %}} {{< /tabpane >}}

                    ### Run in minimal mode

                    Without Kafka.

                2.  Open the store.

                """,
        ])
        let page = try #require(result.snapshot.text("demo/index.html"))
        #expect(page.contains("<label for=\"__tabbed_1_1\">Make</label>") && page.contains("<label for=\"__tabbed_1_2\">Docker</label>"), "\(page)")
        let heading = try #require(page.range(of: "<h3 id=\"run-in-minimal-mode\">"))
        let secondItem = try #require(page.range(of: "<p>Open the store.</p>"))
        #expect(heading.lowerBound < secondItem.lowerBound && page[heading.lowerBound..<secondItem.lowerBound].contains("</li>"))
        #expect(!page.contains(":::") && !page.contains("<pre><code>###"), "\(page)")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") })
    }

    /// `::: tab` containers in a list item make a set of tabs there, as at the margin.
    @Test func tabsInAListItemAreTabs() throws {
        let fixture = Fixture(pages: [
            "index.md": "# Home\n\n1.  Install:\n\n    ::: tab Linux\n    apt install x\n    :::\n    ::: tab Mac\n    brew install x\n    :::\n\n2.  Run.\n",
        ])
        let result = try fixture.build()
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains(">Linux</label>") && page.contains(">Mac</label>"), "\(page)")
    }

    /// A site config's `cascade` aimed by `target.path` (a glob) keeps Hugo from rendering the pages it matches.
    @Test func hugoSiteCascadeTargetHidesPages() throws {
        let (_, result) = try Fixture.project([
            "hugo.yaml": "title: Docs\nbaseURL: https://example.org/\ncascade:\n  - build: { list: never, render: never }\n    target: { path: '{,/**}/_includes{,/**}' }\n",
            "content/_index.md": "---\ntitle: Home\n---\n",
            "content/_includes/note.md": "---\ntitle: Note\n---\n\nA snippet.\n",
            "content/docs/_index.md": "---\ntitle: Docs\n---\n",
            "content/docs/_includes/intro.md": "---\ntitle: Intro\n---\n\nAnother.\n",
            "content/docs/guide.md": "---\ntitle: Guide\n---\n",
        ])
        #expect(result.snapshot.text("docs/guide/index.html") != nil)
        #expect(!result.snapshot.files.keys.contains { $0.contains("_includes") }, "\(result.snapshot.files.keys.sorted())")
    }

    @Test func hugoGlobsMatchAsHugoMatchesThem() throws {
        let includes = try #require(HugoGlob.expression("{,/**}/_includes{,/**}"))
        let matches = { (path: String) in includes.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil }
        #expect(matches("/_includes") && matches("/docs/_includes") && matches("/docs/_includes/note") && !matches("/docs/includes"))
        let star = try #require(HugoGlob.expression("/docs/*"))
        let starMatches = { (path: String) in star.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil }
        #expect(starMatches("/docs/a") && !starMatches("/docs/a/b"))
        #expect(HugoGlob.expression("{a,b") == nil)
    }

    /// With Hugo's typographer off, `#### --timeout` keeps its dashes in its id, as GitHub's ids do.
    @Test func hugoWithoutTypographerKeepsLeadingDashes() throws {
        let files = [
            "content/_index.md": "---\ntitle: Home\n---\n",
            "content/flags.md": "---\ntitle: Flags\n---\n\nSee [`--timeout`](#--timeout).\n\n#### --timeout\n\nSeconds.\n",
        ]
        let (_, off) = try Fixture.project(files.merging(["hugo.toml": "title = 'F'\n[markup.goldmark.extensions]\ntypographer = false\n"]) { $1 })
        #expect(off.snapshot.text("flags/index.html")?.contains("<h4 id=\"--timeout\">") == true)
        let (_, newer) = try Fixture.project(files.merging(["hugo.toml": "title = 'F'\n[markup.goldmark.extensions.typographer]\ndisable = true\n"]) { $1 })
        #expect(newer.snapshot.text("flags/index.html")?.contains("<h4 id=\"--timeout\">") == true)
        let (_, on) = try Fixture.project(files.merging(["hugo.toml": "title = 'F'\n"]) { $1 })
        #expect(on.snapshot.text("flags/index.html")?.contains("<h4 id=\"timeout\">") == true, "the typographer's dash is left out")
    }

    /// VitePress' dynamic route (`[pkg].md` with its `[pkg].paths.js` loader) is a template: neither is published.
    @Test func vitePressDynamicRoutesAreLeftOutWithAWarning() throws {
        let (fixture, result) = try Fixture.project([
            ".vitepress/config.mts": "export default defineConfig({ title: 'Packages' })\n",
            "index.md": "# Home\n\nSee [foo](/packages/foo).\n",
            "packages/[pkg].md": "# {{ $params.pkg }}\n",
            "packages/[pkg].paths.js": "export default { paths() { return [{ params: { pkg: 'foo' } }] } }\n",
        ])
        #expect(!result.snapshot.files.keys.contains { $0.contains("[pkg]") }, "\(result.snapshot.files.keys.sorted())")
        #expect(fixture.shownWarnings(result).contains { $0.contains("packages/[pkg].md:1:1: warning: 1 dynamic route template left out") })
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "links to the route's pages are not checked")
    }

    /// A Hugo mount into a folder below `static` publishes the mounted folder's files there.
    @Test func hugoStaticMountBelowStatic() throws {
        let (_, result) = try Fixture.project([
            "hugo.yaml": "title: Icons\nbaseURL: https://example.org/\nmodule:\n  mounts:\n    - { source: content, target: content }\n    - { source: static, target: static }\n    - { source: iconography/32x32, target: static/img/logos/32x32 }\n",
            "content/_index.md": "---\ntitle: Home\n---\n\n![Receivers](/img/logos/32x32/receivers.svg)\n",
            "static/img/a.txt": "a\n",
            "iconography/32x32/receivers.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n",
        ])
        #expect(result.snapshot.files["img/logos/32x32/receivers.svg"] != nil)
        #expect(result.snapshot.files["img/a.txt"] != nil)
        #expect(result.warnings.allSatisfy { !$0.message.contains("broken link") })
    }

    /// A heading's attribute list may set `lang` and the like beside an id and classes, as Goldmark and attr_list read it.
    @Test func headingAttributesTakeLangBesideIDAndClass() throws {
        let (_, result) = try Fixture.project([
            "hugo.toml": "title = 'Checks'\n",
            "content/_index.md": "---\ntitle: Home\n---\n\n## `Easy CLA` {.notranslate lang=en}\n\n### Cache {#cache-updates .notranslate lang=en}\n\n## Unsafe {onclick=x}\n",
        ])
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("<h2 id=\"easy-cla\" class=\"notranslate\" lang=\"en\"><code>Easy CLA</code>"), "\(home)")
        #expect(home.contains("<h3 id=\"cache-updates\" class=\"notranslate\" lang=\"en\">Cache"))
        #expect(home.contains("Unsafe {onclick=x}") && !home.contains("onclick=\""), "a script's attribute is no list: it stays text")
    }

    /// Hugo's alert title keeps its raw HTML: an anchor there is a link's target.
    @Test func alertTitleKeepsItsAnchor() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.toml": "title = 'L10n'\n[markup.goldmark.renderer]\nunsafe = true\n",
            "content/_index.md": "---\ntitle: Home\n---\n\nKeep [PRs small](#small-prs).\n\n> [!IMPORTANT] Submit small PRs <a id=\"small-prs\"></a>\n>\n> Reviewers thank you.\n",
        ])
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("<p class=\"markdown-alert-title\">Submit small PRs<a id=\"small-prs\"></a></p>\n<p>Reviewers thank you.</p>"), "\(home)")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") })
    }

    /// A VitePress sidebar for a folder holding one group, the folder's own page first in it, shows the folder's
    /// pages under a heading: no page of its own for the group.
    @Test func vitePressOneGroupOfAFolderIsNoPage() throws {
        let (_, result) = try Fixture.project([
            ".vitepress/config.mts": """
                export default defineConfig({ title: 'Feeds', themeConfig: { sidebar: { '/deploy/': [
                  { text: 'Deploy', items: [{ text: 'Deployment', link: '/deploy/' }, { text: 'Configuration', link: '/deploy/config' }] },
                ] } } })
                """,
            "index.md": "# Home\n", "deploy/index.md": "# Deployment\n", "deploy/config.md": "# Configuration\n",
        ])
        #expect(result.snapshot.text("deploy/deploy/index.html") == nil)
        let deployment = try #require(result.snapshot.text("deploy/index.html"))
        #expect(deployment.contains("<a class=\"pager-next\" rel=\"next\" href=\"../deploy/config/\">"), "the pager goes on to the folder's next page")
    }

    /// Docusaurus reads a folder's `_category_.json` for the menu and never publishes it.
    @Test func docusaurusCategoryFilesAreNotPublished() throws {
        let (_, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'Mesh', url: 'https://example.org', baseUrl: '/' };\n",
            "docs/intro.md": "# Intro\n",
            "docs/guides/_category_.json": "{ \"label\": \"All the guides\", \"position\": 2 }\n",
            "docs/guides/install.md": "# Install\n",
        ])
        #expect(result.snapshot.files.keys.allSatisfy { !$0.contains("_category_") })
        #expect(result.snapshot.text("intro/index.html")?.contains("All the guides") == true)
    }

    /// A broken link cmark writes percent-encoded (an angle-bracket destination with a space, a fragment in
    /// Chinese) is reported at its line, as the author wrote it.
    @Test func encodedBrokenLinksAreReportedWhereWritten() throws {
        let (fixture, result) = try Fixture.project([
            "book.toml": "[book]\ntitle = 'Links'\n",
            "src/SUMMARY.md": "- [A](a.md)\n",
            "src/a.md": "# A\n\n[spaced](<other page.md>)\n\n[heading](a.md#顶层对象键)\n",
        ], warnLinks: true)
        let warnings = fixture.shownWarnings(result)
        #expect(warnings.contains { $0.contains("src/a.md:3:1: warning: broken link 'other page.md'") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("src/a.md:5:1: warning: broken link 'a.md#顶层对象键'") && $0.contains("'顶层对象键'") }, "\(warnings)")
        #expect(warnings.allSatisfy { !$0.contains("template output") })
    }

    /// MkDocs publishes a theme folder's files and its `static_templates` (a landing page of plain HTML); one
    /// holding Jinja is left out with a warning, and the theme's other templates are never published.
    @Test func mkDocsStaticTemplatesAndThemeFiles() throws {
        let (fixture, result) = try Fixture.project([
            "mkdocs.yml": "site_name: Journal\ntheme:\n  name: readthedocs\n  custom_dir: theme\n  static_templates:\n    - index.html\n    - about.html\nnav:\n  - Overview: overview.md\n",
            "theme/index.html": "<!DOCTYPE html>\n<title>Journal</title>\n<h1>Collect your thoughts</h1>\n<link rel=\"stylesheet\" href=\"assets/colors.css\">\n",
            "theme/about.html": "<!DOCTYPE html>\n<title>{{ config.site_name }}</title>\n",
            "theme/main.html": "{% extends \"base.html\" %}\n",
            "theme/assets/colors.css": "body { color: black }\n",
            "theme/mkdocs_theme.yml": "extends: readthedocs\n",
            "docs/overview.md": "# Overview\n",
        ])
        #expect(result.snapshot.text("index.html")?.contains("<h1>Collect your thoughts</h1>") == true)
        #expect(result.snapshot.files["assets/colors.css"] != nil)
        #expect(result.snapshot.files["main.html"] == nil && result.snapshot.files["mkdocs_theme.yml"] == nil && result.snapshot.files["about.html"] == nil)
        #expect(fixture.shownWarnings(result).contains { $0.contains("theme/about.html:2:8: warning: this page of the theme's 'static_templates' is a Jinja template") }, "\(fixture.shownWarnings(result))")
    }

    /// MkDocs builds on past two pages at one URL (two blog posts of one slug), one left out with a warning.
    @Test func mkDocsPagesAtOneURLWarn() throws {
        let (fixture, result) = try Fixture.project([
            "mkdocs.yml": "site_name: Blog\n",
            "docs/index.md": "# Home\n",
            "docs/blog/best.md": "---\nslug: zero-cost\n---\n\n# Best\n",
            "docs/blog/json.md": "---\nslug: zero-cost\n---\n\n# JSON\n",
        ])
        #expect(result.snapshot.text("blog/zero-cost/index.html")?.contains("Best") == true)
        #expect(fixture.shownWarnings(result).contains { $0.contains("docs/blog/json.md:1: warning:") && $0.contains("as MkDocs publishes one of two pages at one URL") }, "\(fixture.shownWarnings(result))")
    }

    /// Hugo draws an alert in a list item as anywhere (its blockquote hook is called for every quote); GitHub does not.
    @Test func alertsInListItemsOfAnotherToolsPages() throws {
        let (_, result) = try Fixture.project([
            "hugo.toml": "title = 'OCB'\n",
            "content/_index.md": "---\ntitle: Home\n---\n\n1.  Build it.\n\n    > [!NOTE]\n    > It takes a while.\n\n2.  Run it.\n",
        ])
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("<li>\n<p>Build it.</p>\n<div class=\"markdown-alert markdown-alert-note\">"), "\(home)")
        #expect(!home.contains("[!NOTE]"))
    }

    /// pymdownx.tabbed's `slugify` names each tab by its title, so a link opens it; a title used twice gets `_1`.
    @Test func mkDocsTabsNamedByTheirTitles() throws {
        let (fixture, result) = try Fixture.project([
            "mkdocs.yml": "site_name: Tabs\nmarkdown_extensions:\n  - pymdownx.superfences\n  - pymdownx.tabbed:\n      alternate_style: true\n      slugify: !!python/object/apply:pymdownx.slugs.slugify\n        kwds:\n          case: lower\n",
            "docs/index.md": "# Home\n\nRead about [SSH fleets](fleets.md#ssh-fleets).\n",
            "docs/fleets.md": "# Fleets\n\n=== \"Backend fleets\"\n    Cloud.\n\n=== \"SSH fleets\"\n    Yours.\n\nAgain:\n\n=== \"SSH fleets\"\n    Once more.\n\nSee [the SSH tab](#ssh-fleets).\n",
        ], warnLinks: true)
        let page = try #require(result.snapshot.text("fleets/index.html"))
        #expect(page.contains("id=\"backend-fleets\"") && page.contains("id=\"ssh-fleets\"") && page.contains("id=\"ssh-fleets_1\""), "\(page)")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// Material's blog publishes a post at `blog/` + its date and slug (`{date}/{slug}`, `yyyy/MM/dd`), or by the
    /// plugin's `post_url_format`; links to the post's file follow it.
    @Test func materialBlogPostsByDateAndSlug() throws {
        let files = [
            "docs/index.md": "# Home\n\nRead [the launch](blog/posts/launch.md).\n",
            "docs/blog/index.md": "# Blog\n",
            "docs/blog/posts/launch.md": "---\ndate: 2024-03-05\ncategories: [News]\n---\n\n# We launched, finally!\n\nText.\n",
            "docs/blog/posts/2023/old.md": "---\ndate:\n  created: 2023-12-01\nslug: an-old-one\n---\n\n# Old\n",
        ]
        let (_, standard) = try Fixture.project(files.merging(["mkdocs.yml": "site_name: News\nplugins:\n  - blog\n"]) { $1 })
        #expect(standard.snapshot.text("blog/2024/03/05/we-launched-finally/index.html") != nil, "\(standard.snapshot.files.keys.sorted())")
        #expect(standard.snapshot.text("blog/2023/12/01/an-old-one/index.html") != nil)
        #expect(standard.snapshot.text("index.html")?.contains("href=\"blog/2024/03/05/we-launched-finally/\"") == true)
        let (_, custom) = try Fixture.project(files.merging([
            "mkdocs.yml": "site_name: News\nplugins:\n  - material/blog:\n      post_url_format: \"{categories}/{slug}\"\n      post_url_date_format: yyyy\n",
        ]) { $1 })
        #expect(custom.snapshot.text("blog/news/we-launched-finally/index.html") != nil, "\(custom.snapshot.files.keys.sorted())")
    }
}
