import Foundation
import Testing
@testable import VitrineSite

/// Other tools' conventions met in a twenty-fifth round of real projects, each in a small project of our own shape.
@Suite struct SurveyTwentyFiveTests {
    /// To Jekyll a page's `slug` is data (node-red's breadcrumbs, a list): its file's path is still its URL.
    @Test func jekyllPageSlugIsData() throws {
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: Slugs\n",
            "index.md": "---\ntitle: Home\n---\n[Settings](docs/settings-file)\n",
            "docs/crumbs.md": "---\ntitle: Crumbs\nslug:\n  - {label: community, url: /about/community/}\n  - slack\n---\nText.\n",
            "docs/settings-file.md": "---\ntitle: Settings\nslug: settings\n---\nMore.\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("docs/crumbs/index.html")?.contains("Text.") == true)
        #expect(result.snapshot.text("docs/settings-file/index.html")?.contains("More.") == true, "\(result.snapshot.files.keys.sorted())")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// Hugo merges its theme's `static/` under the project's: the theme's pictures are published, the project's own
    /// file of a name wins.
    @Test func hugoThemeStaticFiles() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.toml": "baseURL = 'https://example.org/'\ntitle = 'Theme'\ntheme = 'plain'\n",
            "content/_index.md": "---\ntitle: Home\n---\n![Overview](/img/overview.png) ![Logo](/img/logo.svg)\n",
            "themes/plain/static/img/overview.png": "theme png",
            "themes/plain/static/img/logo.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
            "static/img/logo.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"><title>own</title></svg>",
        ], warnLinks: true)
        #expect(result.snapshot.text("img/overview.png") == "theme png")
        #expect(result.snapshot.text("img/logo.svg")?.contains("own") == true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") && !$0.contains("replace") }, "\(fixture.shownWarnings(result))")
    }

    /// A Hugo leaf bundle's other content files are its resources, not pages: left out, named once.
    @Test func hugoLeafBundleResources() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.toml": "baseURL = 'https://example.org/'\ntitle = 'Bundles'\n",
            "content/_index.md": "---\ntitle: Home\n---\n",
            "content/plugins/_index.md": "---\ntitle: Plugins\n---\n",
            "content/plugins/list/index.md": "---\ntitle: List\nheadless: true\n---\n",
            "content/plugins/list/01-cis.md": "---\ntitle: CIS\n---\n",
            "content/plugins/list/02-logs.md": "---\ntitle: Logs\n---\n",
        ])
        #expect(!result.snapshot.files.keys.contains { $0.contains("01-cis") || $0.contains("02-logs") }, "\(result.snapshot.files.keys.sorted())")
        #expect(fixture.shownWarnings(result).contains {
            $0.contains("content/plugins/list/01-cis.md:1:1: warning: 2 content files are in a leaf bundle")
        }, "\(fixture.shownWarnings(result))")
    }

    /// Docusaurus serves a page at its `slug`: an index doc given `slug: /tutorial` is at `/docs/tutorial`, its relative
    /// links read from `/docs/`; one given `slug: /guide/` is read from `/docs/guide/`.
    @Test func docusaurusSlugSaysWhereLinksAreReadFrom() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'Yew', url: 'https://example.org', baseUrl: '/', presets: [['classic', {docs: {}}]] };\n",
            "docs/tutorial/index.md": "---\ntitle: Tutorial\nslug: /tutorial\n---\n\nLists are [supported](concepts/lists).\n",
            "docs/concepts/lists.md": "# Lists\n",
            "docs/other.md": "---\nslug: /guide/\n---\n\n# Guide\n\nSee [setup](setup).\n",
            "docs/guide/setup.md": "# Setup\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("tutorial/index.html")?.contains("<a href=\"../concepts/lists\">supported</a>") == true)
        #expect(result.snapshot.text("guide/index.html")?.contains("<a href=\"setup\">setup</a>") == true, "\(result.snapshot.files.keys.sorted())")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// Docusaurus' `<ThemedImage>` shows its light picture; VitePress' `{{ $frontmatter.title }}` prints the title.
    @Test func themedImagesAndFrontMatterValues() throws {
        let (_, docusaurus) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'Yew', url: 'https://example.org', baseUrl: '/', presets: [['classic', {docs: {}}]] };\n",
            "docs/agents.mdx": """
                import ThemedImage from '@theme/ThemedImage';

                The lifecycle:

                <ThemedImage
                    alt="lifecycle diagram"
                    sources={{
                        light: useBaseUrl('/img/light.svg'),
                        dark: useBaseUrl('/img/dark.svg'),
                    }}
                />

                """,
            "static/img/light.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
            "static/img/dark.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        ])
        #expect(docusaurus.snapshot.text("agents/index.html")?.contains("<img src=\"/img/light.svg\" alt=\"lifecycle diagram\">") == true)
        let (fixture, vitePress) = try Fixture.project([
            ".vitepress/config.mjs": "export default { title: 'Queries' }\n",
            "index.md": "# Home\n",
            "use-query.md": "---\ntitle: useQuery <T>\n---\n\n# {{ $frontmatter.title }}\n\nCall `{{ $frontmatter.title }}` here.\n",
        ])
        let page = try #require(vitePress.snapshot.text("use-query/index.html"))
        #expect(page.contains("<h1 id=\"usequery-t\">useQuery &lt;T&gt;"), "\(page)")
        #expect(page.contains("<code>{{ $frontmatter.title }}</code>"), "\(page)")
        #expect(fixture.shownWarnings(vitePress).allSatisfy { !$0.contains("Vue template expression") }, "\(fixture.shownWarnings(vitePress))")
    }

    /// Starlight sorts an autogenerated group by `sidebar.order`, then by file name, never by title.
    @Test func starlightAutogeneratedOrder() throws {
        let (_, result) = try Fixture.project([
            "astro.config.mjs": "export default defineConfig({ integrations: [starlight({ title: 'Order', sidebar: [{ label: 'Guides', autogenerate: { directory: 'guides' } }] })] });\n",
            "src/content/docs/index.md": "# Home\n",
            "src/content/docs/guides/binary-packages.md": "---\ntitle: Using Binary Packages\n---\n",
            "src/content/docs/guides/dependencies.md": "---\ntitle: Specifying Dependencies\n---\n",
            "src/content/docs/guides/engines.md": "---\ntitle: Engines\n---\n",
            "src/content/docs/guides/zeta.md": "---\ntitle: Zeta first\nsidebar:\n  order: 1\n---\n",
        ])
        let menu = ToolMenuTests.menu(try #require(result.snapshot.text("guides/engines/index.html")))
        #expect(menu.contains("Guides[Zeta first, Using Binary Packages, Specifying Dependencies, Engines]"), "\(menu)")
        // Pages and folders together, by name, where the whole sidebar is autogenerated.
        let (_, whole) = try Fixture.project([
            "astro.config.mjs": "export default defineConfig({ integrations: [starlight({ title: 'Order' })] });\n",
            "src/content/docs/index.md": "# Home\n",
            "src/content/docs/about.md": "---\ntitle: Zz About\n---\n",
            "src/content/docs/guides/a.md": "---\ntitle: A guide\n---\n",
            "src/content/docs/network.md": "---\ntitle: Aa Network\n---\n",
        ])
        #expect(ToolMenuTests.menu(try #require(whole.snapshot.text("about/index.html"))) == "[Zz About, Guides, Aa Network]")
    }

    /// MkDocs' theme folder kept inside the docs is copied with them, and its templates' links are not the site's.
    @Test func mkDocsThemeFolderInsideTheDocs() throws {
        let (fixture, result) = try Fixture.project([
            "mkdocs.yml": "site_name: Overrides\ntheme:\n  name: material\n  custom_dir: docs/overrides\n",
            "docs/index.md": "# Home\n",
            "docs/overrides/main.html": "{% extends \"base.html\" %}\n{% block outdated %}\n  You are not viewing the latest version.\n  <a href=\"{{ '../' ~ base_url }}\">Go to latest</a>\n{% endblock %}\n",
        ], warnLinks: true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// just-the-docs places a Jekyll page by its `nav_order`, not its title.
    @Test func jekyllNavOrder() throws {
        let (_, result) = try Fixture.project([
            "_config.yml": "title: Nav order\nremote_theme: just-the-docs/just-the-docs\n",
            "index.md": "---\ntitle: Home\nnav_order: 1\n---\n",
            "docs/mapping/index.md": "---\ntitle: Mapping\nnav_order: 2\nhas_children: true\n---\n",
            "docs/mapping/examples.md": "---\ntitle: Examples\nnav_order: 0\nparent: Mapping\n---\n",
            "docs/mapping/httpbody.md": "---\ntitle: HttpBody Messages\nnav_order: 1\nparent: Mapping\n---\n",
            "docs/mapping/binary.md": "---\ntitle: Binary file uploads\nnav_order: 2\nparent: Mapping\n---\n",
            "docs/contributing.md": "---\ntitle: Contributing\nnav_order: 8\n---\n",
            "docs/faq.md": "---\ntitle: FAQ\nnav_order: 9\n---\n",
        ])
        let menu = ToolMenuTests.menu(try #require(result.snapshot.text("docs/mapping/examples/index.html")))
        #expect(menu.contains("Mapping[Examples, HttpBody Messages, Binary file uploads], Contributing, FAQ"), "\(menu)")
    }

    /// Hugo's config menu entries under a `parent` are its section, named and weighted as the config says, a parent
    /// with no page of its own a heading over them.
    @Test func hugoConfigMenuParents() throws {
        let (_, result) = try Fixture.project([
            "config/_default/hugo.toml": "baseURL = 'https://example.org/'\ntitle = 'Menus'\n",
            "config/_default/menus.toml": """
                [[main]]
                  name = "Thulite"
                  pageRef = '/thulite'
                  weight = 10
                [[main]]
                  name = "Integrations"
                  pageRef = '/integrations'
                  weight = 20
                [[main]]
                  name = "SEO"
                  pageRef = '/seo'
                  parent = "Integrations"
                  weight = 21
                [[main]]
                  name = "Images"
                  pageRef = '/images'
                  parent = "Integrations"
                  weight = 23

                """,
            "content/_index.md": "---\ntitle: Home\n---\n",
            "content/thulite/_index.md": "---\ntitle: thulite docs\n---\n",
            "content/seo/_index.md": "---\ntitle: seo docs\n---\n",
            "content/seo/start.md": "---\ntitle: Start with seo\n---\n",
            "content/images/_index.md": "---\ntitle: images docs\n---\n",
            "content/images/start.md": "---\ntitle: Start with images\n---\n",
        ])
        let menu = ToolMenuTests.menu(try #require(result.snapshot.text("seo/index.html")))
        #expect(menu == "[Thulite, Integrations[SEO[Start with seo], Images]]", "\(menu)")
    }
}
