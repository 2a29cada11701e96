import Foundation
import Testing
@testable import VitrineSite

/// Input the tools accept that stopped or spoilt a build here, found in a fourth round of public projects
/// (blog_os, jasmine's site, mdBook's guide, dapr's docs), written here as fixtures of our own.
@Suite struct ToolInputTests {
    func build(_ files: [String: String]) throws -> (Fixture, BuildResult) {
        try Fixture.project(files)
    }

    @Test func aZolaSectionThatIsNotRenderedLeavesItsFolderToAPage() throws {
        let (fixture, result) = try build([
            "config.toml": "title = \"Z\"\nbase_url = \"https://z.example\"\n",
            "content/_index.md": "+++\ntitle = \"Home\"\n+++\n",
            "content/posts/_index.md": "+++\ntitle = \"Posts\"\n+++\n",
            "content/posts/kernel/_index.md": "+++\ntitle = \"Extra posts\"\nrender = false\n+++\n",
            "content/posts/kernel/index.md": "+++\ntitle = \"A kernel\"\npath = \"kernel\"\n+++\nThe post.\n",
        ])
        #expect(result.snapshot.text("kernel/index.html")?.contains("The post.") == true)
        #expect(result.snapshot.files["posts/kernel/index.html"] == nil, "the section writes no page of its own")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("index page") })
    }

    @Test func aFrontMatterKeyWithNoValueIsNotSet() throws {
        let (fixture, result) = try build([
            "_config.yml": "title: J\nurl: https://j.example\n",
            "index.md": "---\ntitle: Home\n---\nHome.\n",
            "guide.md": "---\ntitle: Guide\norder:\ndate:\n---\nThe guide.\n",
        ])
        #expect(result.snapshot.text("guide/index.html")?.contains("The guide.") == true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("order") })
    }

    @Test func anotherToolsRawStyleBlockIsKeptWhole() throws {
        let (fixture, result) = try build([
            "book.toml": "[book]\ntitle = \"B\"\n",
            "src/SUMMARY.md": "# Summary\n\n[Intro](README.md)\n",
            "src/README.md": "# Intro\n\n<style>\n.warning { color: red; }\n</style>\n\nText.\n",
        ])
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains("<style>\n.warning { color: red; }\n</style>"))
        #expect(!page.contains("&lt;style"))
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("shown as text") })
    }

    @Test func aHugoReferenceToAnAnchorAloneNamesAHeadingOfItsOwnPage() throws {
        let (_, result) = try build([
            "hugo.toml": "title = \"H\"\nbaseURL = \"https://h.example/\"\n",
            "content/_index.md": "---\ntitle: Home\n---\n",
            "content/docs/start/_index.md": "---\ntitle: Start\n---\n",
            "content/docs/start/pubsub.md": "---\ntitle: Pub/sub\n---\nSee [the file]({{< ref \"#component-file\" >}}).\n\n## Component file\n",
        ])
        // The build fails on a broken link: a fragment sent to the section would be one.
        #expect(result.snapshot.text("docs/start/pubsub/index.html")?.contains("href=\"#component-file\"") == true)
    }

    @Test func aJekyllCollectionPatternWithoutATrailingSlashPublishesFilesItsLinksLandOn() throws {
        let (fixture, result) = try build([
            "_config.yml": "title: J\nurl: https://j.example\ncollections:\n  api:\n    output: true\n    permalink: api/:path\n",
            "index.md": "---\ntitle: Home\n---\n[Clock](api/2.6/Clock.html), [Env](/api/2.6/Env)\n",
            "_api/2.6/Clock.html": "---\ntitle: Clock\n---\n<p>See <a href=\"Env.html\">Env</a>.</p>\n",
            "_api/2.6/Env.html": "---\ntitle: Env\n---\n<p>Env.</p>\n",
        ])
        #expect(result.snapshot.text("api/2.6/Clock.html")?.contains("<a href=\"Env.html\">Env</a>") == true)
        #expect(result.snapshot.files["api/2.6/Env.html"] != nil)
        // `/api/2.6/Env` reaches `Env.html` on GitHub Pages: not a broken link.
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken") })
    }

    @Test func aDocusaurusFileLinkIsLookedUpFromTheDocsRootToo() throws {
        let (fixture, result) = try build([
            "docusaurus.config.js": "module.exports = { title: 'D', url: 'https://d.example', baseUrl: '/' };\n",
            "docs/angular/api.mdx": "---\ntitle: API\n---\nSee [queries](queries/about.md#priority) and [here](./local.md).\n",
            "docs/angular/local.md": "# Local\n",
            "docs/queries/about.md": "# About\n\n## Priority\n",
        ])
        let page = try #require(result.snapshot.text("angular/api/index.html"))
        #expect(page.contains("href=\"../../queries/about/#priority\""))
        #expect(page.contains("href=\"../../angular/local/\">here</a>"), "a link from the page's folder still goes there first")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken") })
    }

    @Test func vitePressPagesComeFromItsSourceFolderLessWhatItExcludes() throws {
        let (fixture, result) = try build([
            ".vitepress/config.ts": """
                export const sidebar = {
                  '/guide/': [{ text: 'Getting Started', items: [{ text: 'Zeta', link: '/guide/zeta' }, { text: 'Alpha', link: '/guide/alpha' }] }]
                }
                export default defineConfig({ title: 'V', srcDir: 'src', srcExclude: ['tutorial/**/description.md'], themeConfig: { sidebar } })
                """,
            "README.md": "# The repository's readme\n", "package.json": "{}\n",
            "src/index.md": "# Home\n\n[Start](/guide/zeta)\n",
            "src/guide/zeta.md": "# Zeta\n", "src/guide/alpha.md": "# Alpha\n",
            "src/tutorial/step-1/description.md": "# Step\n", "src/tutorial/step-1/index.md": "# Step one\n",
        ])
        #expect(result.snapshot.text("index.html")?.contains("Home") == true)
        #expect(result.snapshot.files["guide/zeta/index.html"] != nil)
        #expect(result.snapshot.files["src/index.html"] == nil && result.snapshot.files["package.json"] == nil, "only the source folder is the site")
        #expect(result.snapshot.files["tutorial/step-1/description/index.html"] == nil && result.snapshot.files["tutorial/step-1/index.html"] != nil)
        let zeta = try #require(result.snapshot.text("guide/zeta/index.html"))
        let order = ["Zeta", "Alpha"].compactMap { zeta.range(of: ">\($0)</a>")?.lowerBound }
        #expect(order.count == 2 && order[0] < order[1], "the sidebar held in a variable orders the menu")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken") })
    }

    @Test func aHugoShortcodeFollowedByBlanksIsStillAloneOnItsLine() throws {
        let (_, result) = try build([
            "hugo.toml": "title = \"H\"\nbaseURL = \"https://h.example/\"\n",
            "content/_index.md": "---\ntitle: Home\n---\nText before.\n\n{{% alert title=\"Note\" color=\"primary\" %}} \t\nInside the alert.\n{{% /alert %}}\n",
        ])
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("<div class=\"markdown-alert markdown-alert-note admonition\">\n<p class=\"markdown-alert-title\">Note</p>\n<p>Inside the alert.</p>\n</div>"))
    }

    @Test func aZolaSectionSortedByDateListsItsNewestPageFirst() throws {
        let (_, result) = try build([
            "config.toml": "title = \"Z\"\nbase_url = \"https://z.example\"\n",
            "content/_index.md": "+++\ntitle = \"Home\"\n+++\n",
            "content/posts/_index.md": "+++\ntitle = \"Posts\"\nsort_by = \"date\"\n+++\n",
            "content/posts/apple.md": "+++\ntitle = \"Apple\"\ndate = 2020-01-05\n+++\n",
            "content/posts/zebra.md": "+++\ntitle = \"Zebra\"\ndate = 2024-03-01\n+++\n",
            "content/posts/mango/index.md": "+++\ntitle = \"Mango\"\ndate = 2022-07-10\n+++\n",
        ])
        let posts = try #require(result.snapshot.text("posts/index.html"))
        let places = ["Zebra", "Mango", "Apple"].compactMap { posts.range(of: ">\($0)</a>")?.lowerBound }
        #expect(places.count == 3 && places == places.sorted(), "newest first, as Zola's sort_by = \"date\"")
    }

    @Test func aJekyllBaseURLThatNamesAHostLeavesThePagesAtItsRoot() throws {
        let (fixture, result) = try build([
            "_config.yml": "title: J\nbaseurl: //j.example.org\n",
            "index.md": "---\ntitle: Home\n---\n[Guide](/guide/) and [again]({{ site.baseurl }}/guide/)\n",
            "guide.md": "---\ntitle: Guide\n---\nThe guide.\n",
        ])
        #expect(result.snapshot.text("index.html")?.contains("href=\"guide/\"") == true)
        #expect(result.snapshot.text("sitemap.xml")?.contains("<loc>https://j.example.org/guide/</loc>") == true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken") })
    }

    @Test func jekyllReadsPostsFoldersBelowTheRootWithTheirFoldersAsCategories() throws {
        let (fixture, result) = try build([
            "_config.yml": "title: J\npermalink: pretty\nurl: https://j.example\n",
            "index.md": "---\ntitle: Home\n---\nRead [the release](/en/news/2024/01/15/release/).\n",
            "en/news/_posts/2024-01-15-release.md": "---\ntitle: Released\n---\nThe post.\n",
            "_drafts/2024-02-01-later.md": "---\ntitle: Later\n---\nNot yet.\n",
        ])
        #expect(result.snapshot.text("en/news/2024/01/15/release/index.html")?.contains("The post.") == true)
        #expect(fixture.shownWarnings(result).contains { $0.contains("'_'") && $0.contains("_drafts") }, "other folders with '_' are still left out, named")
    }

    @Test func docusaurusLinksReachADocByItsIDAndVersionNamesKeepTheirNumbers() throws {
        let (_, result) = try build([
            "docusaurus.config.js": """
                module.exports = { title: 'D', url: 'https://d.example', baseUrl: '/',
                  presets: [['classic', { docs: {}, blog: { path: 'blog' } }]] };
                """,
            "docs/intro.md": "# Intro\n\nSee [the runner](/docs/runner#options) and [10.20](/blog/releases/10.20).\n",
            "docs/Runner.md": "---\nid: runner\ntitle: Runner\n---\n## Options\n",
            "docs/01-guide.md": "# Guide\n",
            "blog/releases/10.20.md": "---\ntitle: pnpm 10.20\n---\nReleased.\n",
            "blog/releases/11.20.md": "---\ntitle: pnpm 11.20\n---\nReleased.\n",
        ])
        let intro = try #require(result.snapshot.text("intro/index.html"))
        #expect(intro.contains("href=\"../runner/#options\""))
        #expect(result.snapshot.files["blog/releases/10.20/index.html"] != nil && result.snapshot.files["blog/releases/11.20/index.html"] != nil)
        #expect(result.snapshot.files["guide/index.html"] != nil, "a number prefix is still dropped")
    }

    @Test func docusaurusVersionsWhoseFolderABuildStepMakesAndSlugsFromAVersionsRoot() throws {
        let (fixture, result) = try build([
            "docusaurus.config.ts": """
                const config = { "title": "Quoted title", "url": "https://d.example", "baseUrl": "/",
                  "presets": [["classic", { "docs": { "path": "./docs", "routeBasePath": "/", includeCurrentVersion: false, lastVersion: last } }]],
                  themeConfig: { footer: { links: [ { title: 'Docs', items: [] } ] } } };
                export default config;
                """,
            "versions.json": "[\"11.x\", \"10.x\"]",
            "README.md": "# The repository\n",
            "docs/intro.md": "---\nslug: /\n---\n# Intro\n",
            "versioned_docs/version-10.x/intro.md": "---\nslug: /\n---\n# Intro 10\n",
        ])
        #expect(result.snapshot.text("index.html")?.contains("<title>Quoted title</title>") == true, "the quoted title, not the footer's")
        #expect(result.snapshot.text("10.x/index.html")?.contains("Intro 10") == true, "the version's slug / is its own root")
        #expect(fixture.shownWarnings(result).contains { $0.contains("versions.json") && $0.contains("'11.x'") && $0.contains("latest") })
    }

    @Test func aFenceInsideAnHTMLElementOfAMkDocsPageIsCode() throws {
        let (_, result) = try build([
            "mkdocs.yml": "site_name: M\nmarkdown_extensions:\n  - pymdownx.superfences\n",
            "docs/index.md": "# Install\n\n<div class=\"termy\">\n\n```console\n$ pip install x\n\n$ x run\n```\n\n</div>\n\n<div class=\"note\">\n\n    kept whole\n\n</div>\n",
        ])
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains("<div class=\"termy\">\n<pre><code class=\"language-console\">"))
        #expect(!page.contains("```"), "no fence shows as text")
        #expect(!page.contains("<!---->\n<span"), "a blank line of the code stays blank")
        #expect(page.contains("<div class=\"note\">\n<!---->\n    kept whole"), "an element without a fence is still kept whole")
    }

    @Test func anAbsoluteLinkWrittenWithTheBasePathDoesNotGainItTwice() throws {
        let (_, result) = try build([
            "mkdocs.yml": "site_name: B\nsite_url: https://example.org/proj/\n",
            "docs/index.md": "# Home\n\nSee [other](/proj/other/), [the sitemap](/proj/sitemap.xml) and [the root](/other/).\n",
            "docs/other.md": "# Other\n",
        ])
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("<a href=\"other/\">other</a>") && home.contains("href=\"/proj/sitemap.xml\""))
        #expect(!home.contains("/proj/proj/"))
    }

    @Test func iconShortcodesInTabLabelsAreLeftOutAndCounted() throws {
        let (fixture, result) = try build([
            "mkdocs.yml": "site_name: I\nmarkdown_extensions:\n  - pymdownx.tabbed\n  - pymdownx.emoji\n",
            "docs/index.md": "# Icons\n\n=== \":fontawesome-brands-linux: Linux\"\n\n    Linux text.\n\n=== \":smile: Windows\"\n\n    Windows text.\n",
        ])
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains("> Linux</label>") && page.contains("😄 Windows</label>"))
        #expect(!page.contains(":fontawesome"))
        #expect(fixture.shownWarnings(result).contains { $0.contains("project/docs/index.md:3:6: warning: 1 icon shortcode") })
    }

    @Test func aMissingSectionInAnotherToolsProjectIsAWarningAMissingPageAnError() throws {
        let (fixture, result) = try build([
            "mkdocs.yml": "site_name: A\n",
            "docs/index.md": "# Home\n\nSee [setup](other.md#setup) and [the top](#nowhere).\n",
            "docs/other.md": "# Other\n",
        ])
        #expect(fixture.shownWarnings(result).contains { $0.hasPrefix("project/docs/index.md:3:5: warning: broken link 'other.md#setup'") && $0.contains("no heading or anchor 'setup'") })
        #expect(fixture.shownWarnings(result).contains { $0.contains("warning: broken link '#nowhere'") })
        let missing = Fixture(pages: [:])
        missing.write("site_name: A\n", to: "project/mkdocs.yml")
        missing.write("# Home\n\n[gone](gone.md)\n", to: "project/docs/index.md")
        #expect(missing.failures(SiteOptions(siteDirectory: missing.root + "/project", templatesDirectory: Fixture.defaultTheme)).contains { $0.contains("error: broken link 'gone.md'") })
    }
}
