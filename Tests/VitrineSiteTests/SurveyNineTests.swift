import Foundation
import Testing
@testable import VitrineSite

/// Other tools' conventions met in a ninth round of real projects, each in a small project of our own shape.
@Suite struct SurveyNineTests {
    /// MkDocs reads a header it cannot read as no header: the page builds, its text as written.
    @Test func anMkDocsHeaderThatIsNotYAMLOrNotClosedIsThePagesText() throws {
        let (fixture, result) = try Fixture.project([
            "mkdocs.yml": "site_name: H\n",
            "docs/index.md": "# Home\n",
            "docs/idea.md": "---\ntitle: Idea\nauthors:\n  - @someone\n  - @other: x\n---\n\n# Idea\n\nBody.\n",
            "docs/snippet.md": "---\n\nA snippet that opens with a rule.\n",
        ])
        #expect(result.snapshot.text("idea/index.html")?.contains("Body.") == true)
        #expect(result.snapshot.text("snippet/index.html")?.contains("A snippet that opens with a rule.") == true)
        let warnings = fixture.shownWarnings(result)
        #expect(warnings.contains { $0.hasPrefix("project/docs/idea.md:") && $0.contains("the front matter is read as the page's text, as MkDocs reads it") })
        #expect(warnings.contains { $0.hasPrefix("project/docs/snippet.md:1:1:") && $0.contains("no closing '---' line: read as the page's text") })
        // Elsewhere a header that cannot be read stays an error: Hugo and Jekyll fail on it.
        let plain = Fixture(pages: ["index.md": "---\ntitle: [unclosed\n---\n# Home\n"])
        #expect(plain.failures().first?.contains("error: invalid YAML") == true)
    }

    @Test func aDateAfterANoBreakSpaceIsRead() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'N', presets: [['classic', { docs: {}, blog: {} }]] }\n",
            "docs/intro.md": "# Intro\n",
            "blog/2017-09-12-plans.md": "---\ntitle: Plans\ndate: \u{00A0} 2017-09-12 10:00:00\n---\nText.\n",
        ])
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("date") }, "\(fixture.shownWarnings(result))")
        #expect(result.snapshot.files.keys.contains { $0.hasPrefix("blog/2017/09/12/") })
    }

    @Test func anMkDocsPageNamedAfterAFolderGivesItsURLToTheFoldersIndexPage() throws {
        for (first, second) in [("hydrator.md", "hydrator/README.md"), ("hydrator/README.md", "hydrator.md")] {
            let (fixture, result) = try Fixture.project([
                "mkdocs.yml": "site_name: D\n",
                "docs/index.md": "# Home\n",
                "docs/" + first: first == "hydrator.md" ? "# Hydrator page\n" : "# Hydrator design\n",
                "docs/" + second: second == "hydrator.md" ? "# Hydrator page\n" : "# Hydrator design\n",
            ])
            #expect(result.snapshot.text("hydrator/index.html")?.contains("Hydrator design") == true)
            #expect(fixture.shownWarnings(result).contains { $0.hasPrefix("project/docs/hydrator.md:1:") && $0.contains("is left out, as MkDocs writes the index page over it") })
        }
        // Two pages of another kind at one URL stay an error.
        let fixture = Fixture(pages: ["a.md": "# A\n", "a/index.md": "# A again\n"])
        #expect(fixture.failures().contains { $0.contains("is already used by") })
    }

    @Test func zolaPublishesAStaticFileInPlaceOfThePageAtItsPath() throws {
        let (fixture, result) = try Fixture.project([
            "config.toml": "title = \"Z\"\nbase_url = \"https://z.example\"\n",
            "content/_index.md": "+++\ntitle = \"Docs home\"\n+++\nGenerated.\n",
            "content/guide.md": "+++\ntitle = \"Guide\"\n+++\nSee the [home](@/_index.md).\n",
            "static/index.html": "<!doctype html><title>Landing</title><a href=\"guide/\">Guide</a>\n",
        ])
        #expect(result.snapshot.text("index.html")?.contains("<title>Landing</title>") == true)
        #expect(fixture.shownWarnings(result).contains { $0.hasPrefix("project/static/index.html:1:1:") && $0.contains("as Zola copies its static files last") })
        // Any other tool's static file over a page is still an error.
        let plain = Fixture(pages: ["index.md": "# Home\n", "guide.md": "# Guide\n", "guide/index.html": "<p>mine</p>\n"])
        #expect(plain.failures().contains { $0.contains("would replace the generated guide/index.html") })
    }

    /// `//host/x` is another host on the page's scheme, in every family: never a path of the site.
    @Test func protocolRelativeURLsAreLeftAsWritten() throws {
        let (fixture, result) = try Fixture.project([
            "mkdocs.yml": "site_name: P\n",
            "docs/index.md": "# Home\n",
            "docs/guide/page.md": "# Page\n\n[Library](//cdn.example.com/lib.js)\n\n<script src=\"//platform.example.com/widgets.js\"></script>\n",
        ], warnLinks: true)
        let page = try #require(result.snapshot.text("guide/page/index.html"))
        #expect(page.contains("href=\"//cdn.example.com/lib.js\""))
        #expect(page.contains("src=\"//platform.example.com/widgets.js\""))
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// MkDocs leaves a link to a folder (`./#part`, `../`) as written: the browser reads it from the page's URL.
    @Test func anMkDocsLinkToTheSameFoldersAnchorStaysOnThePage() throws {
        let (fixture, result) = try Fixture.project([
            "mkdocs.yml": "site_name: D\n",
            "docs/index.md": "# Home\n",
            "docs/tls/overview.md": "# Overview\n\nSee [the resolver](./#certificate-resolver).\n\n## Certificate resolver\n\nText.\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("tls/overview/index.html")?.contains("href=\"./#certificate-resolver\"") == true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// Jekyll serves a page at `name.html`, and its authors link it so, from where the linking page is served.
    @Test func jekyllLinksToAPagesHTMLAddressReachThePage() throws {
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: Links\n",
            "index.md": "---\ntitle: Home\n---\nGet it on [the download page](download.html), see [the map](reference.html#map).\n",
            "download.md": "---\ntitle: Download\n---\nFiles, and [the old reference](reference-2.0.0.html).\n",
            "reference-2.0.0.html": "---\ntitle: Reference 2\n---\n<p>Old.</p>\n",
            "reference.html": "---\ntitle: Reference\n---\n<h2 id=\"map\">Map</h2>\n<p><a href=\"download.html\">Download</a></p>\n",
            "_posts/2012-07-30-released.md": "---\ntitle: Released\n---\n[Get it](../../../download.html) and [read](../../../reference.html#map).\n",
        ], warnLinks: true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
        let post = try #require(result.snapshot.files.keys.first { $0.hasPrefix("2012/07/30/") && $0.hasSuffix(".html") })
        #expect(result.snapshot.text(post)?.contains("href=\"../../../download/\"") == true)
        #expect(result.snapshot.text("index.html")?.contains("href=\"reference/#map\"") == true)
    }

    /// MDX has no indented code: a closing fence at any indentation closes the block, as micromark reads it.
    @Test func anMDXFenceClosedFurtherInStillCloses() throws {
        let (_, result) = try Fixture.project([
            "astro.config.mjs": "export default defineConfig({ integrations: [starlight({ title: 'F' })] })\n",
            "src/content/docs/index.mdx": "---\ntitle: Home\n---\n",
            "src/content/docs/explore.mdx": "---\ntitle: Explore\n---\n\nRun it:\n\n```bash\naspire run\n\n    Dashboard: https://localhost\n    ```\n\nThe URL holds a **token**.\n\n## Resources page\n",
        ])
        let page = try #require(result.snapshot.text("explore/index.html"))
        #expect(page.contains("<strong>token</strong>"))
        #expect(page.contains("id=\"resources-page\""))
        #expect(page.contains("https://localhost\n</code></pre>\n<p>The URL holds"))
    }

    /// A plugin wrapping Starlight passes Starlight's own options on: its title and its locales are the site's.
    @Test func starlightOptionsInsideAWrappingPluginAreRead() throws {
        let (_, result) = try Fixture.project([
            "astro.config.mjs": """
                import { rss } from './config/head'
                export default defineConfig({ integrations: [Icons({ starlight: { title: 'Aspire', defaultLocale: 'root',
                  locales: { root: { label: 'English', lang: 'en' }, ja: { label: '日本語', lang: 'ja' } } } })] })
                """,
            "config/head.ts": "export const rss = { tag: 'link', attrs: { title: 'Aspire Docs RSS' } }\n",
            "src/content/docs/index.md": "---\ntitle: Home\n---\n",
            "src/content/docs/guide.md": "---\ntitle: Guide\n---\n",
            "src/content/docs/ja/index.md": "---\ntitle: ホーム\n---\n",
        ])
        let page = try #require(result.snapshot.text("ja/index.html"))
        #expect(page.contains("lang=\"ja\""))
        #expect(result.snapshot.text("guide/index.html")?.contains("Aspire") == true)
        #expect(result.snapshot.text("guide/index.html")?.contains("Aspire Docs RSS") == false)
        #expect(result.snapshot.files["ja/guide/index.html"] != nil, "the untranslated page stands in, as Starlight serves it")
    }

    /// An Astro site without Starlight whose own route draws the docs collection publishes it there.
    @Test func anAstroSitesOwnDocsRouteIsWhereItsLinksPoint() throws {
        let (fixture, result) = try Fixture.project([
            "astro.config.ts": "export default defineConfig({ site: 'https://example.org', integrations: [mdx()] })\n",
            "src/pages/docs/[...slug].astro": "---\nconst entries = await getCollection(\"docs\")\n---\n",
            "src/content/docs/v3/introduction.mdx": "---\ntitle: Introduction\n---\n\nSee [Option](/docs/v3/guide/option).\n",
            "src/content/docs/v3/guide/option.mdx": "---\ntitle: Option\n---\n\nBack to [the start](/docs/v3/introduction).\n",
        ], warnLinks: true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
        let intro = try #require(result.snapshot.text("v3/introduction/index.html"))
        #expect(intro.contains("guide/option/\">Option</a>"), "\(intro)")
    }

    /// Hugo's render hook that looks each link's page up sends `../scalers` to the page of that source path.
    @Test func aHugoLinkHookThatFindsPagesIsFollowed() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.toml": "title = 'K'\nbaseURL = 'https://k.example/'\n",
            "layouts/_default/_markup/render-link.html": "{{ with .Page.GetPage .Destination }}<a href=\"{{ .RelPermalink }}\">{{ end }}\n",
            "content/docs/_index.md": "---\ntitle: Docs\n---\n",
            "content/docs/scalers.md": "---\ntitle: Scalers\n---\n",
            "content/docs/concepts/_index.md": "---\ntitle: Concepts\n---\n",
            "content/docs/concepts/scaling-jobs.md": "---\ntitle: Jobs\n---\n\n## Limits\n",
            "content/docs/concepts/external-scalers.md": "---\ntitle: External\n---\n\nSee [built-in scalers](../scalers) and [jobs](./scaling-jobs#limits).\n",
        ], warnLinks: true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
        let page = try #require(result.snapshot.text("docs/concepts/external-scalers/index.html"))
        #expect(page.contains("/docs/scalers/\">built-in scalers</a>") || page.contains("../../scalers/\">built-in scalers</a>"), "\(page)")
        #expect(page.contains("scaling-jobs/#limits\">jobs</a>"))
    }

    /// MDX has no indented code: a fence inside an HTML element inside a component is code, however far in.
    @Test func anMDXFenceInsideAnHTMLElementIsCode() throws {
        let (_, result) = try Fixture.project([
            "astro.config.mjs": "export default defineConfig({ integrations: [starlight({ title: 'D' })] })\n",
            "src/content/docs/index.mdx": "---\ntitle: Home\n---\n",
            "src/content/docs/install.mdx": "---\ntitle: Install\n---\nimport OsAwareTabs from '@components/OsAwareTabs.astro';\n\n## Synopsis\n\n<OsAwareTabs syncKey=\"terminal\">\n\n    <div slot=\"unix\">\n\n          ```bash\n          aspire-install.sh\n            [--install-path <DIRECTORY>]\n          ```\n    </div>\n</OsAwareTabs>\n\n## Description\n\nText.\n",
        ])
        let page = try #require(result.snapshot.text("install/index.html"))
        #expect(page.contains("&lt;</span>DIRECTORY"), "\(page)")
        #expect(page.contains("<pre><code class=\"language-bash\">"), "\(page)")
        #expect(!page.contains("```"))
    }

    /// An HTML page's links are found in one pass, each at its own line and column, however many there are.
    @Test func linksInALargeHTMLPageAreFoundAtTheirPlaces() throws {
        let rows = (0..<3000).map { "<tr id=\"m\($0)\"><td><a href=\"#m\($0 + 1)\">m\($0)</a></td></tr>" }
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: Large\n",
            "reference.html": "---\ntitle: Reference\n---\n<table>\n" + rows.joined(separator: "\n") + "\n</table>\n<p>Last: <a href=\"gone.html\">x</a> <a  href=\"#m0\">first</a></p>\n",
        ], warnLinks: true)
        let broken = fixture.shownWarnings(result).filter { $0.contains("broken link") }
        // Only the last row's link and the missing file are broken, each at its place (the header is three lines).
        #expect(broken.count == 2, "\(broken)")
        #expect(broken.contains { $0.hasPrefix("project/reference.html:3004:29:") && $0.contains("'#m3000'") }, "\(broken)")
        #expect(broken.contains { $0.hasPrefix("project/reference.html:3006:19:") && $0.contains("'gone.html'") }, "\(broken)")
    }
}
