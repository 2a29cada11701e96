import Foundation
import Testing
@testable import VitrineSite

/// Other tools' conventions met in an eleventh round of real projects, each in a small project of our own shape.
@Suite struct SurveyElevenTests {
    /// A script config's title held in a constant of the file is read through it, not from a deeper object.
    @Test func aTitleHeldInAConstantIsTheSitesTitle() throws {
        let text = """
            const TITLE = 'Lexical';
            const parseFrontMatter = async (params) => {
              if (params.filePath.endsWith('/docs/api/modules.md')) {
                Object.assign(result.frontMatter, {
                  title: '@lexical/monorepo',
                });
              }
            };
            const config: Config = {
              title: TITLE,
              url: 'https://example.org',
            };
            """
        #expect(ToolConfig.outermostLiteral("title", in: text) == "Lexical")
    }

    /// Astro's `base` is where the site is served, and its authors write it in links.
    @Test func astrosBaseIsTheSitesPath() throws {
        let (fixture, result) = try Fixture.project([
            "astro.config.mjs": "export default defineConfig({\n  site: 'https://example.org',\n  base: '/my-docs',\n  integrations: [starlight({ title: 'Base' })],\n})\n",
            "src/content/docs/index.mdx": "---\ntitle: Home\n---\n\nSee the [intro](/my-docs/guides/intro/).\n\n![Picture](/my-docs/pic.png)\n",
            "src/content/docs/guides/intro.md": "---\ntitle: Intro\n---\n\nBack [home](/my-docs/).\n",
            "public/pic.png": "png",
        ], warnLinks: true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// Astro's loader reads `x.md` and `x.mdx` as one id: the later is kept, with a warning, and the site builds.
    @Test func aStarlightPageWrittenTwiceKeepsTheLaterFile() throws {
        let (fixture, result) = try Fixture.project([
            "astro.config.mjs": "export default defineConfig({ integrations: [starlight({ title: 'Dup' })] })\n",
            "src/content/docs/index.md": "---\ntitle: Home\n---\n",
            "src/content/docs/reference/images.md": "---\ntitle: Old images\n---\n",
            "src/content/docs/reference/images.mdx": "---\ntitle: Images\n---\n",
        ])
        #expect(result.snapshot.text("reference/images/index.html")?.contains("<title>Images") == true)
        #expect(fixture.shownWarnings(result).contains { $0.contains("reference/images.md and reference/images.mdx are one page to Astro") })
    }

    /// mdBook's `{{#title}}` is the page's title, and is not shown.
    @Test func anMdBookTitleDirectiveIsThePagesTitle() throws {
        let (_, result) = try Fixture.project([
            "book.toml": "[book]\ntitle = \"Titles\"\n",
            "src/SUMMARY.md": "# Summary\n\n- [Async functions](async.md)\n",
            "src/async.md": "{{#title Async functions — My Book}}\n# Async functions\n\nText.\n",
        ])
        let page = try #require(result.snapshot.text("async/index.html"))
        #expect(page.contains("<title>Async functions — My Book · Titles</title>"))
        #expect(!page.contains("{{#title"))
        #expect(page.components(separatedBy: "<h1").count == 2)
    }

    /// `.GetPage` finds a page from the linking page's folder, a bundle's section, then the content's root.
    @Test func aHugoHookThatFindsPagesLooksInTheSectionAndAtTheRoot() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.yaml": "title: G\n",
            "layouts/_markup/render-link.html": "{{ with $.PageInner.GetPage .Destination }}{{ .RelPermalink }}{{ end }}\n",
            "content/_index.md": "---\ntitle: Home\n---\n",
            "content/releases/_index.md": "---\ntitle: Releases\n---\n",
            "content/docs/start/_index.md": "---\ntitle: Start\n---\n\nSee our [releases](releases/).\n",
            "content/blog/0809-myths/index.md": "---\ntitle: Myths\n---\n\nSee [benchmarks](0518-benchmarks).\n",
            "content/blog/0518-benchmarks/index.md": "---\ntitle: Benchmarks\n---\n",
        ], warnLinks: true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
        #expect(result.snapshot.text("blog/0809-myths/index.html")?.contains("blog/0518-benchmarks/\">benchmarks</a>") == true)
    }

    /// A Jekyll page given a permalink links from there: `tooltips.html` from `/help_api.html` is at the root.
    @Test func aJekyllPermalinkPagesLinksAreReadFromItsAddress() throws {
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: Tooltips\n",
            "index.md": "# Home\n",
            "pages/help_api.md": "---\ntitle: Help API\npermalink: help_api.html\n---\n\nSee [tooltips](tooltips.html).\n",
            "tooltips.html": "---\nlayout: none\n---\n<p>Tooltip demo</p>\n",
        ], warnLinks: true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// Hugo's inline shortcode is a template of the page's own: left out, named, its lines kept.
    @Test func aHugoInlineShortcodeIsLeftOut() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.yaml": "title: L\nenableInlineShortcodes: true\n",
            "content/_index.md": "---\ntitle: Home\n---\n",
            "content/releases.md": "---\ntitle: Releases\n---\n\n{{< recent-versions.inline >}}\n{{ range hugo.Data.versions }}\n<p>Linkerd {{ . }}</p>\n{{ end }}\n{{< /recent-versions.inline >}}\n\nAfter [a gone page](gone/).\n",
        ], warnLinks: true)
        let page = try #require(result.snapshot.text("releases/index.html"))
        #expect(!page.contains("range hugo.Data"), "\(page)")
        let warnings = fixture.shownWarnings(result)
        #expect(warnings.contains { $0.contains("Hugo inline shortcode") }, "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("project/content/releases.md:11:") && $0.contains("broken link 'gone/'") }, "the lines after it keep their numbers: \(warnings)")
    }

    /// An MDX fragment is its children alone.
    @Test func anMDXFragmentShowsItsChildren() throws {
        let (fixture, result) = try Fixture.project([
            "astro.config.mjs": "export default defineConfig({ integrations: [starlight({ title: 'F' })] })\n",
            "src/content/docs/index.mdx": "---\ntitle: Home\n---\n\n<>There are no known issues on <b>Android</b>.</>\n\n<>\nA paragraph.\n</>\n\nIn code `<>` stays.\n",
        ])
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains("There are no known issues on <b>Android</b>."), "\(page)")
        #expect(!page.contains("&lt;&gt;There"), "\(page)")
        #expect(page.contains("<code>&lt;&gt;</code>"))
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("MDX component") }, "\(fixture.shownWarnings(result))")
    }

    /// VitePress reads a hero's link from the site's root, `/` or not.
    @Test func aVitePressHeroLinkWithoutASlashIsFromTheRoot() throws {
        let (fixture, result) = try Fixture.project([
            ".vitepress/config.ts": "export default defineConfig({ title: 'V' })\n",
            "index.md": "# Home\n",
            "fa/index.md": "---\nlayout: home\nhero:\n  name: VitePress\n  actions:\n    - theme: brand\n      text: Start\n      link: fa/guide/getting-started\n---\n",
            "fa/guide/getting-started.md": "# Getting started\n",
        ], warnLinks: true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
        #expect(result.snapshot.text("fa/index.html")?.contains("href=\"../fa/guide/getting-started/\">Start</a>") == true)
    }

    /// Docusaurus reads a picture's path from the page's file, `./` or not, wherever a `slug` publishes the page.
    @Test func aDocusaurusPictureIsReadFromThePagesFileWhateverItsSlug() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'Images', presets: [['classic', { docs: { routeBasePath: '/' } }]] }\n",
            "docs/intro.md": "# Intro\n",
            "docs/artifacts.md": "---\nslug: api/artifacts\n---\n# Artifacts\n\n![Timeline](img/timeline.png)\n",
            "docs/img/timeline.png": "png",
        ], warnLinks: true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
        #expect(result.snapshot.text("api/artifacts/index.html")?.contains("src=\"../../img/timeline.png\"") == true)
    }
}
