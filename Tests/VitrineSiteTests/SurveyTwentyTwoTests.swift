import Foundation
import Testing
import VitrineMarkdown
@testable import VitrineSite

/// Other tools' conventions met in a twenty-second round of real projects, each in a small project of our own shape.
@Suite struct SurveyTwentyTwoTests {
    /// Docusaurus publishes its docs under `/docs/`, beside a static file vitrine's docs at the root would clash
    /// with: the page is kept, the file named, and the site builds.
    @Test func docusaurusStaticFileWhereVitrinePublishesADocsPage() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'Vanity', url: 'https://example.org', baseUrl: '/', presets: [['classic', {docs: {}}]] };\n",
            "docs/intro.md": "# Intro\n",
            "docs/helm/index.md": "# Helm\n\nThe chart tool.\n",
            "static/helm/index.html": "<!DOCTYPE html><meta name=\"go-import\" content=\"helm.sh/helm git https://example.org/helm\">\n",
        ])
        #expect(result.snapshot.text("helm/index.html")?.contains("The chart tool.") == true)
        #expect(fixture.shownWarnings(result).contains { $0.contains("static/helm/index.html:1:1: warning: left out: vitrine publishes the docs at the site's root") },
                "\(fixture.shownWarnings(result))")
    }

    /// A Docusaurus folder's index page is at the folder's URL with its slash, which its relative links are read from.
    @Test func docusaurusIndexPagesLinkFromTheirFolder() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'Index', url: 'https://example.org', baseUrl: '/', presets: [['classic', {docs: {}}]] };\n",
            "docs/guide/index.md": "# Guide\n\nSee [setup](./setup) and [usage](usage).\n",
            "docs/guide/setup.md": "# Setup\n",
            "docs/guide/usage.md": "# Usage\n",
            "docs/guide/more.md": "# More\n\nBack to [setup](./setup).\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("guide/index.html")?.contains("<a href=\"./setup\">setup</a> and <a href=\"usage\">usage</a>") == true)
        #expect(result.snapshot.text("guide/more/index.html")?.contains("<a href=\"../setup\">setup</a>") == true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// pymdownx.snippets reads each line: snippet lines one after another each bring their file.
    @Test func mkDocsSnippetLinesInARow() throws {
        let (_, result) = try Fixture.project([
            "mkdocs.yml": "site_name: Snips\nmarkdown_extensions:\n  - pymdownx.snippets:\n      base_path: [includes]\n",
            "docs/index.md": "# Plugins\n--8<-- \"pairlists.md\"\n--8<-- \"protections.md\"\n",
            "includes/pairlists.md": "## Pairlists\n\nPick pairs.\n",
            "includes/protections.md": "## Protections\n\nStop trading.\n",
        ])
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains("Pick pairs.") && page.contains("Stop trading.") && !page.contains("--8&lt;--"), "\(page)")
    }

    /// One title a page: Docusaurus takes the first heading for it wherever it is, when it is a level one; a page
    /// that opens with the authors' own `<h1>` has it as its title.
    @Test func pagesWhoseTitleHeadingIsNotTheirFirstMarkdownBlock() throws {
        let (_, docusaurus) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'Titles', url: 'https://example.org', baseUrl: '/', presets: [['classic', {docs: {}}]] };\n",
            "docs/jina.md": "---\ntitle: Jina\n---\n\n:::warning\n\nA community page.\n\n:::\n\n# Jina Web Search\n\nSet it up.\n",
        ])
        let jina = try #require(docusaurus.snapshot.text("jina/index.html"))
        #expect(jina.components(separatedBy: "<h1").count == 2, "\(jina)")
        #expect(jina.contains(">Jina Web Search<"))
        let (_, mkdocs) = try Fixture.project([
            "mkdocs.yml": "site_name: Raw\nnav:\n  - Specimen: specimen.md\n",
            "docs/specimen.md": "<h1>Theme Specimen</h1>\n\n## Type\n\nText.\n",
        ])
        let specimen = try #require(mkdocs.snapshot.text("specimen/index.html"))
        #expect(specimen.components(separatedBy: "<h1").count == 2 && specimen.contains("<h1>Theme Specimen</h1>"), "\(specimen)")
    }

    /// A Jekyll collection's document keeps its name in `:path` (`/guide/setup/index/`); a page's index does not.
    @Test func jekyllCollectionIndexDocumentsKeepTheirName() throws {
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: Collections\ncollections:\n  guide:\n    permalink: /:collection/:path/\n    output: true\n",
            "index.md": "---\ntitle: Home\n---\n[Setup](/guide/setup/index/) and [install](/guide/setup/install/).\n",
            "_guide/setup/index.md": "---\ntitle: Setup\n---\nBegin.\n",
            "_guide/setup/install.md": "---\ntitle: Install\n---\nInstall.\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("guide/setup/index/index.html")?.contains("Begin.") == true, "\(result.snapshot.files.keys.sorted())")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// A Liquid capture prints nothing where it is written, and an include of a file a variable names is a tag left
    /// out, quoted as written.
    @Test func jekyllCapturesAndIncludesByVariable() throws {
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: Parts\n",
            "index.md": """
                ---
                title: Firmware
                ---
                {% capture path %}parts/{{ page.device }}.md{% endcapture %}
                {% include {{ path }} %}

                Update it.

                {% capture note %}
                The quirk is shown for every device.
                {% endcapture %}
                {% include alerts/note.html content=note %}

                """,
        ])
        let page = try #require(result.snapshot.text("index.html"))
        #expect(!page.contains("parts/") && !page.contains("{% include") && page.contains("Update it."), "\(page)")
        // A capture of prose, which an include shows, keeps its text.
        #expect(page.contains("The quirk is shown for every device."))
        #expect(fixture.shownWarnings(result).contains { $0.contains("index.md:5:1: warning: 3 Liquid tags left out") && $0.contains("'{% include {{ path }} %}'") },
                "\(fixture.shownWarnings(result))")
    }

    /// A Starlight project's own Astro routes are not built: named once, and links to their addresses not checked.
    @Test func starlightProjectsOwnAstroRoutesAreNamed() throws {
        let (fixture, result) = try Fixture.project([
            "astro.config.mjs": "import starlight from '@astrojs/starlight';\nexport default { integrations: [starlight({ title: 'Catalog' })] };\n",
            "src/content/docs/index.md": "---\ntitle: Home\n---\n\nSee the [chargers](/en/chargers) and [nowhere](/en/nowhere).\n",
            "src/pages/[lang]/chargers/index.astro": "---\nconst chargers = [];\n---\n<ul></ul>\n",
            "src/pages/[...slug].astro": "---\n---\n",
        ], warnLinks: true)
        let warnings = fixture.shownWarnings(result)
        #expect(warnings.contains { $0.contains("src/pages/[...slug].astro: warning: 2 Astro pages of the project's own not built") }, "\(warnings)")
        #expect(warnings.filter { $0.contains("broken link") }.map { $0.contains("'/en/nowhere'") } == [true], "\(warnings)")
        #expect(result.snapshot.text("index.html") != nil)
    }

    /// github-slugger, which Docusaurus and Astro make heading ids with, keeps an emoji's variation selector (a
    /// mark); Hugo and mdBook leave it out with the emoji.
    @Test func emojiVariationSelectorsInHeadingIDs() throws {
        #expect(HeadingSlugs.slug("⏱️ Model List", style: .githubSlugger) == "\u{FE0F}-model-list")
        #expect(HeadingSlugs.slug("⏱️ Model List", style: .github) == "-model-list")
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'Emoji', url: 'https://example.org', baseUrl: '/', presets: [['classic', {docs: {}}]] };\n",
            "docs/intro.md": "# Intro\n\nSee [loading](#\u{FE0F}-model-list-loading).\n\n## ⏱️ Model List Loading\n",
            "docs/other.md": "# Other\n\nSee [loading there](intro.md#\u{FE0F}-model-list-loading).\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("other/index.html")?.contains("href=\"../intro/#%EF%B8%8F-model-list-loading\"") == true)
        #expect(result.snapshot.text("intro/index.html")?.contains("<h2 id=\"\u{FE0F}-model-list-loading\">") == true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// Hugo keeps a slug's case with `disablePathToLower`, and its `:filename` date handler takes the slug from the
    /// file's name after its date.
    @Test func hugoSlugCaseAndSlugsFromDatedFileNames() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.yaml": "title: Blog\ndisablePathToLower: true\nfrontmatter:\n  date: [':filename', ':default']\npermalinks:\n  blog: /blog/:slug/\n",
            "content/_index.md": "---\ntitle: Home\n---\n[1.11](/blog/Velero-1.11/) and [CSI](/blog/CSI-integration/).\n",
            "content/blog/release.md": "---\ntitle: Velero 1.11 is out\nslug: Velero-1.11\ndate: 2023-04-01\n---\nOut.\n",
            "content/blog/2020-05-27-CSI-integration.md": "---\ntitle: How to use CSI volume snapshotting\n---\nSnapshots.\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("blog/Velero-1.11/index.html")?.contains("Out.") == true, "\(result.snapshot.files.keys.sorted())")
        #expect(result.snapshot.text("blog/CSI-integration/index.html")?.contains("Snapshots.") == true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// A backtick fence's info string holds no backtick: ```` ```code``` ```` on its own line is a code span, and
    /// what follows it is read as Markdown, Liquid and containers alike.
    @Test func oneLineTripleBacktickCodeOpensNoFence() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'Spans', url: 'https://example.org', baseUrl: '/', presets: [['classic', {docs: {}}]] };\n",
            "docs/intro.md": "# Intro\n\n```cat a b > c```\n\n:::info\n\nBody two.\n\n:::\n",
        ])
        let page = try #require(result.snapshot.text("intro/index.html"))
        #expect(page.contains("<code>cat a b &gt; c</code>") && page.contains("markdown-alert") && !page.contains(":::info"), "\(page)")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains(":::") })
    }

    /// A Zola page whose `[extra]` asks its theme for math has its `$…$` and `$$…$$` drawn.
    @Test func zolaPagesAskingForMath() throws {
        let (_, result) = try Fixture.project([
            "zola.toml": "title = 'Rates'\nbase_url = 'https://example.org'\n",
            "content/irr.md": "+++\ntitle = \"IRR\"\n[extra]\nmath = true\n+++\n$$y = \\frac{d}{365}$$ and $r$.\n",
            "content/plain.md": "+++\ntitle = \"Plain\"\n+++\nIt costs $5 and $6.\n",
        ])
        #expect(result.snapshot.text("irr/index.html")?.contains("<math display=\"block\" alttext=\"y = \\frac{d}{365}\">") == true)
        #expect(result.snapshot.text("plain/index.html")?.contains("It costs $5 and $6.") == true)
    }

    /// An MDX partial placed inside an element (`<div>` in a `<TabItem>`) is drawn there, as MDX renders it.
    @Test func mdxPartialInsideAnElement() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'Partials', url: 'https://example.org', baseUrl: '/', presets: [['classic', {docs: {routeBasePath: '/'}}]] };\n",
            "docs/index.mdx": """
                ---
                title: Quick start
                ---
                import Tabs from '@theme/Tabs';
                import TabItem from '@theme/TabItem';
                import Install from './tab/Install.md';

                <Tabs>
                  <TabItem value="pip" label="pip">
                    <div className='mt-5'>
                      <Install />
                    </div>
                  </TabItem>
                </Tabs>

                """,
            "docs/tab/Install.md": "Run `pip install thing` to install.\n",
        ])
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains("<p>Run <code>pip install thing</code> to install.</p>") && !page.contains("{{#include"), "\(page)")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("include") })
    }

    /// Tabs inside a tab, Docsy's `tabpane` in a `tab` and MDX's `<Tabs>` in a `<TabItem>`, are a set of their own
    /// inside the outer tab, with no fence left as text.
    @Test func tabsInsideATab() throws {
        let (_, hugo) = try Fixture.project([
            "hugo.toml": "title = 'Keys'\n[module]\n[[module.imports]]\npath = 'github.com/google/docsy'\n",
            "content/setup.md": """
                ---
                title: Setup
                ---
                {{< tabpane text=true >}}
                {{% tab header="QAT" %}}

                {{< tabpane text=true >}}
                {{% tab header="Apply from stdin" %}}
                Run it from stdin.
                {{% /tab %}}
                {{% tab header="Apply from file" %}}
                Run it from a file.
                {{% /tab %}}
                {{< /tabpane >}}

                {{% /tab %}}
                {{% tab header="CryptoMB" %}}
                Use a Xeon.
                {{% /tab %}}
                {{< /tabpane >}}

                After the tabs.

                """,
        ])
        let (_, mdx) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'Tabs', url: 'https://example.org', baseUrl: '/', presets: [['classic', {docs: {routeBasePath: '/'}}]] };\n",
            "docs/index.mdx": """
                ---
                title: Setup
                ---
                import Tabs from '@theme/Tabs';
                import TabItem from '@theme/TabItem';

                <Tabs>
                <TabItem value="qat" label="QAT">

                <Tabs>
                <TabItem value="stdin" label="Apply from stdin">

                Run it from stdin.

                </TabItem>
                <TabItem value="file" label="Apply from file">

                Run it from a file.

                </TabItem>
                </Tabs>

                </TabItem>
                <TabItem value="mb" label="CryptoMB">

                Use a Xeon.

                </TabItem>
                </Tabs>

                After the tabs.

                """,
        ])
        for (tool, page) in [("Hugo", hugo.snapshot.text("setup/index.html")), ("MDX", mdx.snapshot.text("index.html"))] {
            let page = try #require(page, "\(tool)")
            let qat = try #require(page.range(of: ">QAT</label>"), "\(tool): \(page)")
            let inner = try #require(page.range(of: ">Apply from stdin</label>"), "\(tool)")
            let crypto = try #require(page.range(of: ">CryptoMB</label>"), "\(tool)")
            #expect(qat.upperBound < inner.lowerBound && inner.upperBound < crypto.lowerBound, "\(tool)")
            #expect(page.components(separatedBy: "class=\"tabbed-set\"").count == 3, "\(tool): \(page)")
            #expect(!page.contains(":::") && page.contains("<p>After the tabs.</p>"), "\(tool): \(page)")
        }
    }
}
