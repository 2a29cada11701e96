import Foundation
import Testing
@testable import VitrineSite

/// Shapes found in other tools' projects (mkdocs-material, textual, grpc.io, hugo-book, react-native-website,
/// typescript-eslint, the Rust blog, tauri, choosealicense), written here as fixtures of our own.
@Suite struct ToolShapesTests {
    func build(_ files: [String: String], site: String = "", warnLinks: Bool = false) throws -> (Fixture, BuildResult) {
        try Fixture.project(files, site: site, warnLinks: warnLinks)
    }

    @Test func aDocusaurusConfigInTypeScriptModuleFormGivesItsOwnTitleNotAFooterColumns() throws {
        let (_, result) = try build([
            "docusaurus.config.mts": """
                const footer = { links: [{ title: 'Community', items: [] }] };
                // title: 'Commented'
                const config: Config = {
                  tagline: "a { brace in a string",
                  title: 'Linted',
                  themeConfig: { footer },
                };
                export default config;
                """,
            "docs/intro.md": "# Intro\n\n<div class=\"card\">kept</div>\n",
        ])
        #expect(result.projectLine?.contains("'Linted'") == true)
        #expect(result.snapshot.text("intro/index.html")?.contains("<div class=\"card\">kept</div>") == true, "a tool's project keeps raw HTML")
    }

    @Test func windowsLineEndingsReadAsLineEndsInMDX() throws {
        let page = "---\r\ntitle: Flex\r\n---\r\nimport Tabs from '@theme/Tabs';\r\n\r\n<Tabs>\r\n<TabItem value=\"ios\" label=\"iOS\">\r\n\r\nOn iOS.\r\n\r\n</TabItem>\r\n</Tabs>\r\n"
        let (_, result) = try build(["docusaurus.config.js": "module.exports = { title: 'C' };\n", "docs/flex.md": page])
        let html = try #require(result.snapshot.text("flex/index.html"))
        #expect(!html.contains("import Tabs"), "the import line is left out")
        #expect(html.contains("class=\"tabbed-set") && html.contains("iOS</label>"), "the tabs are drawn")
    }

    @Test func htmlTagsWithJSXAttributesBecomeHTML() throws {
        let page = """
            - <ins style={{background: '#f0f8ff', marginTop: 4, zIndex: 2}} className="box" /> aliceblue
            - <span title={'Named'} data-x={user.name} hidden={true}>x</span>
            - <br style={{clear: 'both'}} />

            A{' '}B
            """
        let (fixture, result) = try build(["docusaurus.config.js": "module.exports = { title: 'C' };\n", "docs/colors.mdx": page])
        let html = try #require(result.snapshot.text("colors/index.html"))
        #expect(html.contains("<ins style=\"background: #f0f8ff; margin-top: 4px; z-index: 2\" class=\"box\" ></ins> aliceblue"))
        #expect(html.contains("<span title=\"Named\" hidden>x</span>"))
        #expect(html.contains("<br style=\"clear: both\" />"), "a void element keeps its slash")
        #expect(html.contains("<p>A B</p>"))
        #expect(fixture.shownWarnings(result).contains { $0.contains("1 JSX expression attribute left out, the first here: 'data-x={…}'") })
    }

    @Test func hugoShortcodesEscapedToBeShownStaySoClosingTagsToo() throws {
        let (_, result) = try build([
            "hugo.yaml": "title: H\nparams:\n  versions:\n    core: v1.82.0\n",
            "content/_index.md": "```tpl\n{{</* tabs */>}}\n{{%/* tab \"A\" */%}} x {{%/* /tab */%}}\n{{</* /tabs */>}}\n```\n\nRelease {{< param versions.core >}}.\n",
        ])
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("{{&lt; tabs &gt;}}\n{{% tab &quot;A&quot; %}} x {{% /tab %}}\n{{&lt; /tabs &gt;}}"))
        #expect(home.contains("<p>Release v1.82.0.</p>"), "a dotted key reaches into params")
        #expect(result.warnings.isEmpty)
    }

    @Test func hugoPagesThatRenderOnlyALinkWriteNoPageButLinksToThemStand() throws {
        let (fixture, result) = try build([
            "hugo.yaml": "title: H\n",
            "content/docs/_index.md": "# Docs\n\nSee the [API](api/).\n",
            "content/docs/api.md": "---\ntitle: API\n_build: {render: link}\n---\n",
        ])
        #expect(result.snapshot.files["docs/api/index.html"] == nil)
        #expect(fixture.shownWarnings(result) == [
            "project/content/docs/api.md:1:1: warning: 1 page says 'build: {render: link}', the first here: no page is written at its address, "
                + "which links may still name (the host is to answer it)",
        ])
    }

    @Test func mkDocsMarkdownInHTMLWithABareAttributeOrTextAgainstTheTags() throws {
        let (_, result) = try build([
            "mkdocs.yml": "site_name: M\nmarkdown_extensions:\n  - md_in_html\n  - admonition\n  - tables\n",
            "docs/index.md": "# Home\n\n<div class=\"result\" markdown>\n\n!!! note\n\n    Lorem **dolor**.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n</div>\n\n<figure markdown=\"1\">\nWorks: **bold**.\n</figure>\n\n!!! tip \"Added in version 0.61\"\n\nAfter.\n",
        ])
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("<div class=\"result\">\n<div class=\"markdown-alert markdown-alert-note admonition\">"))
        #expect(home.contains("<td>1</td>"))
        #expect(home.contains("<figure>\n<p>Works: <strong>bold</strong>.</p>\n</figure>"))
        #expect(home.contains("<div class=\"markdown-alert markdown-alert-tip admonition\">\n<p class=\"markdown-alert-title\">Added in version 0.61</p>\n</div>\n<p>After.</p>"),
                "a title alone is an admonition of its own")
    }

    @Test func zolaPagesAtTheirPathWithTheirBundlesFilesAndAliasesFromTheRoot() throws {
        let (fixture, result) = try build([
            "config.toml": "title = \"Z\"\nbase_url = \"https://z.example\"\n",
            "content/_index.md": "+++\ntitle = \"Blog\"\n+++\n[Post](/2021/08/03/GATs-push/) and [alpha](@/Alpha.md).\n",
            "content/Alpha.md": "+++\ntitle = \"Alpha\"\npath = \"2015/02/20/Alpha\"\n+++\nText.\n",
            "content/GATs-push/index.md": "+++\ntitle = \"GATs\"\npath = \"2021/08/03/GATs-push\"\naliases = [\"2021/08/03/GATs-push.html\"]\n+++\n![reactions](gats-reactions.png)\n",
            "content/GATs-push/gats-reactions.png": "png",
        ])
        #expect(result.snapshot.files["2015/02/20/Alpha/index.html"] != nil)
        #expect(result.snapshot.text("2021/08/03/GATs-push/gats-reactions.png") == "png", "the bundle's picture goes with its page")
        #expect(result.snapshot.text("2021/08/03/GATs-push.html")?.contains("url=../../../2021/08/03/GATs-push/") == true, "the alias is read from the root")
        #expect(fixture.shownWarnings(result).isEmpty)
    }

    @Test func aHugoBundleInACapitalisedFolderPublishesItsFilesAtItsLowercasedURL() throws {
        let (fixture, result) = try build([
            "hugo.yaml": "title: H\nbaseURL: https://h.example/\n",
            "content/_index.md": "# Home\n",
            "content/News Post/index.md": "---\ntitle: News\n---\n![shot](Shot.png)\n",
            "content/News Post/Shot.png": "png",
        ])
        #expect(result.snapshot.text("news-post/Shot.png") == "png")
        #expect(fixture.shownWarnings(result).isEmpty)
    }

    @Test func vitePressVueComponentsAreDrawnOrCountedNeverPassedThroughSilently() throws {
        let (fixture, result) = try build([
            ".vitepress/config.ts": "export default { title: 'V' }\n",
            "index.md": "# Home\n\nSections with <Badge text=\"NRV\" type=\"warning\" /> apply.\n\n<BlogIndex/>\n\n<ScrimbaLink href=\"https://x.example\">Watch</ScrimbaLink>\n\n```vue\n<Kept />\n```\n",
        ])
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("Sections with <span class=\"badge\">NRV</span> apply."))
        // A component alone on its line stays an unknown tag, so its (often indented) children stay HTML.
        #expect(home.contains("<BlogIndex/>") && home.contains("Watch") && home.contains("&lt;Kept /&gt;"))
        #expect(fixture.shownWarnings(result) == [
            "project/index.md:5:1: warning: 1 Vue component passed through unread (children shown), the first here: '<BlogIndex>'",
            "project/index.md:7:1: warning: 1 Vue component left out (children kept), the first here: '<ScrimbaLink>'",
        ])
    }

    @Test func mdBookAddressesAndRedirectsStillLand() throws {
        let (fixture, result) = try build([
            "book.toml": """
                [book]
                title = "B"

                [output.html.redirect]
                "/old/place.html" = "../guide/install.html#setup"
                "/gone.html" = "https://example.org/elsewhere.html"
                "/broken.html" = "nowhere.html"
                """,
            "src/SUMMARY.md": "- [Intro](README.md)\n- [Install](guide/install.md)\n",
            "src/README.md": "# Intro\n", "src/guide/install.md": "# Install\n\n## Setup\n",
        ])
        #expect(result.snapshot.text("guide/install.html")?.contains("url=../guide/install/\"") == true, "a page's mdBook address leads to it")
        #expect(result.snapshot.files["index.html"]?.bytes.isEmpty == false && result.snapshot.text("index.html")?.contains("http-equiv") == false,
                "the home page stays the home page")
        #expect(result.snapshot.text("old/place.html")?.contains("url=../guide/install/#setup") == true)
        #expect(result.snapshot.text("gone.html")?.contains("url=https://example.org/elsewhere.html") == true)
        #expect(fixture.shownWarnings(result).contains("project/book.toml: warning: 1 redirect leads to no page of the site and is not written, the first: '/broken.html' to 'nowhere.html'"))
    }

    @Test func mkDocsInheritReadsTheBaseConfigUnderTheOwn() throws {
        let (fixture, result) = try build([
            "base.yml": "site_name: Based\nsite_url: https://base.example/\nmarkdown_extensions:\n  - pymdownx.keys\ntheme:\n  name: material\n  language: fr\n",
            "mkdocs.yml": "INHERIT: base.yml\nsite_url: https://own.example/\ntheme:\n  language: de\n",
            "docs/index.md": "# Home\n\nPress ++ctrl+q++.\n",
        ])
        #expect(result.projectLine?.contains("'Based'") == true)
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("<kbd") && !home.contains("++ctrl"), "the base's extensions are read")
        #expect(home.contains("https://own.example/") && home.contains("<html lang=\"de\""), "the own settings win, mappings merged")
        #expect(fixture.shownWarnings(result).isEmpty)
        let (broken, _) = (Fixture(pages: [:]), ())
        broken.write("INHERIT: missing.yml\n", to: "project/mkdocs.yml")
        broken.write("# Home\n", to: "project/docs/index.md")
        #expect(broken.failures(SiteOptions(siteDirectory: broken.root + "/project", templatesDirectory: Fixture.defaultTheme))
            == ["project/mkdocs.yml:1:10: error: INHERIT names 'missing.yml', which cannot be read"])
    }

    @Test(arguments: [("title: J\n", "../assets/shot.png"), ("title: J\npermalink: \":title\"\n", "../assets/shot.png"),
                      ("title: J\npermalink: pretty\n", "assets/shot.png")])
    func jekyllPagesLinkFromTheirFilesFolderUnlessPermalinksEndInASlash(config: String, src: String) throws {
        let (fixture, result) = try build([
            "_config.yml": config, "BrewTestBot.md": "---\ntitle: Bot\n---\n![shot](assets/shot.png)\n", "assets/shot.png": "png",
            "index.md": "---\ntitle: Home\n---\nHome.\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("BrewTestBot/index.html")?.contains("<img src=\"\(src)\"") == true)
        #expect(fixture.shownWarnings(result).filter { $0.contains("broken link") } == (src.hasPrefix("..") ? [] : [
            "project/BrewTestBot.md:4:1: warning: broken link 'assets/shot.png'",
        ]))
    }

    @Test func docusaurusDocsElsewhereVersionsBlogAndOtherInstancesAreEachAtTheirRoute() throws {
        let (fixture, result) = try build([
            "website/docusaurus.config.ts": """
                const community = { id: 'community', path: 'community', routeBasePath: '/community' };
                export default {
                  title: 'RN',
                  presets: [['classic', { docs: { path: '../docs', sidebarPath: './sidebars.ts' }, blog: { path: 'blog' } }]],
                  plugins: [['content-docs', community]],
                };
                """,
            "website/versions.json": "[\"0.86\", \"0.85\"]\n",
            "docs/intro.md": "# Next intro\n\n[Colors](colors) and [stable](/docs/intro).\n", "docs/colors.md": "# Colors\n",
            "website/versioned_docs/version-0.86/intro.md": "# Intro\n\n[Colors](colors), <a href=\"./colors\">colours</a>.\n\n```html\n<a href='/{{url}}'></a>\n```\n",
            "website/versioned_docs/version-0.86/colors.md": "# Colors\n",
            "website/versioned_docs/version-0.85/intro.md": "# Old intro\n\n[Colors](colors.md)\n", "website/versioned_docs/version-0.85/colors.md": "# Colors\n",
            "website/versioned_docs/version-0.85/_partial.mdx": "Partial.\n",
            "website/blog/2024-05-06-hello.md": "# Hello\n", "website/community/support.md": "# Support\n",
        ], site: "website")
        for path in ["intro/index.html", "0.85/intro/index.html", "next/intro/index.html", "blog/2024/05/06/hello/index.html", "community/support/index.html"] {
            #expect(result.snapshot.files[path] != nil, "\(path)")
        }
        #expect(result.snapshot.files["0.85/_partial/index.html"] == nil)
        #expect(result.snapshot.text("intro/index.html")?.contains("<a href=\"../colors\">Colors</a>, <a href=\"../colors\">colours</a>") == true,
                "a page at /docs/intro reads its relative links from /docs/, in Markdown and in HTML")
        #expect(result.projectLine?.contains("versioned_docs/version-0.86 and 4 more folders") == true, "\(result.projectLine ?? "")")
        #expect(fixture.shownWarnings(result).filter { $0.contains("broken") }.isEmpty, "\(fixture.shownWarnings(result))")
    }

    @Test func aTabItemIndentedUnderItsTabsAtTheLeftEdgeIsStillATab() throws {
        let (fixture, result) = try build([
            "astro.config.mjs": "export default defineConfig({ integrations: [starlight({ title: 'T' })] })\n",
            "src/content/docs/index.mdx": "# Home\n\n<Tabs>\n\t<TabItem label=\"npm\">\n\nnpm i\n\n</TabItem>\n<TabItem label=\"yarn\">\n\nyarn add\n\n</TabItem>\n</Tabs>\n",
        ])
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains(">npm</label>") && home.contains(">yarn</label>") && !home.contains("<p>:::</p>"))
        #expect(fixture.shownWarnings(result).isEmpty)
    }

    @Test func jekyllCollectionTextDocumentsArePagesAndUnderscoredFilesAreNotPublished() throws {
        let (fixture, result) = try build([
            "_config.yml": "title: L\ncollections:\n  licenses:\n    output: true\n    permalink: /licenses/:path/\n",
            "index.md": "---\ntitle: Home\n---\n[MIT](/licenses/mit/)\n",
            "_licenses/mit.txt": "---\ntitle: MIT License\n---\n\nMIT License\n\nPermission <is> granted.\n",
            "_notes/draft.md": "# Not published\n", "docs/_partial.md": "# Partial\n", "docs/page.md": "---\ntitle: Page\n---\nText.\n",
        ])
        let license = try #require(result.snapshot.text("licenses/mit/index.html"))
        #expect(license.contains("<pre class=\"text\">MIT License\n\nPermission &lt;is&gt; granted.\n</pre>"))
        #expect(!result.snapshot.files.keys.contains { $0.hasPrefix("_notes/") || $0.contains("_partial") || $0.hasSuffix("mit.txt") })
        #expect(result.snapshot.files["docs/page/index.html"] != nil)
        #expect(fixture.shownWarnings(result).filter { $0.contains("broken") }.isEmpty)
    }

    @Test func astroPathAliasesPublishTheirPictures() throws {
        let (fixture, result) = try build([
            "astro.config.mjs": "export default defineConfig({ integrations: [starlight({ title: 'A' })] })\n",
            "tsconfig.json": "{\n  \"compilerOptions\": {\n    \"paths\": {\n      \"@assets/*\": [\"src/assets/*\"],\n      \"@components/*\": [\"src/components/*\"]\n    }\n  }\n}\n",
            "src/assets/blog/graph.png": "png", "src/components/Card.astro": "---\n---\n<div/>\n",
            "src/content/docs/blog/post.mdx": "# Post\n\n![graph](@assets/blog/graph.png)\n",
        ])
        #expect(result.snapshot.text("@assets/blog/graph.png") == "png")
        #expect(result.snapshot.text("blog/post/index.html")?.contains("<img src=\"../../@assets/blog/graph.png\"") == true)
        #expect(!result.snapshot.files.keys.contains { $0.hasPrefix("@components/") }, "a folder of code is never published")
        #expect(fixture.shownWarnings(result).filter { $0.contains("broken") }.isEmpty)
    }

    @Test func aHeadingAToolsHookFillsIsNamedNotSilentlyEmpty() throws {
        let (fixture, result) = try build([
            "mkdocs.yml": "site_name: M\nhooks:\n  - hooks/shortcodes.py\n",
            "docs/index.md": "# Home\n\n#### <!-- md:setting config.enabled -->\n\nText.\n\n## <!-- a note --> Kept\n",
        ])
        #expect(fixture.shownWarnings(result).contains(
            "project/docs/index.md:3:1: warning: 1 heading drawn empty (holding only a comment, which another tool's hook fills), the first here: '#### <!-- md:setting config.enabled -->'"))
    }
}
