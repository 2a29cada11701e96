import Foundation
import Testing
@testable import VitrineSite

/// What a script config (Docusaurus, VitePress, Starlight) says in literals, read without running it, and the
/// conventions it implies; and Hugo's per-language settings.
@Suite struct ScriptConfigTests {
    func build(_ files: [String: String], site: String) throws -> (Fixture, BuildResult) {
        let fixture = Fixture(pages: [:])
        for (path, text) in files { fixture.write(text, to: "project/" + path) }
        var options = SiteOptions(siteDirectory: fixture.root + "/project" + (site.isEmpty ? "" : "/" + site), templatesDirectory: Fixture.defaultTheme)
        options.isPublishing = true
        return (fixture, try fixture.build(options))
    }

    @Test func aDocusaurusWebsiteFolderServesItsStaticFilesAndReadsMarkdownAsMDX() throws {
        let (_, result) = try build([
            "website/docusaurus.config.mjs": "export default {\n  title: 'Jolly',\n  url: 'https://jolly.example',\n  baseUrl: '/',\n};\n",
            "website/static/img/logo.png": "png",
            "website/docs/intro.md": "import Thing from '@site/src/Thing';\n\n# Intro\n\n![logo](/img/logo.png)\n",
        ], site: "website")
        #expect(result.snapshot.text("img/logo.png") == "png")
        let intro = try #require(result.snapshot.text("intro/index.html"))
        #expect(!intro.contains("import Thing"), "Docusaurus 3 reads .md as MDX")
        #expect(intro.contains("<link rel=\"canonical\" href=\"https://jolly.example/intro/\">"), "the url literal is the site's address")
        #expect(result.warnings.isEmpty)
    }

    @Test func markdownFormatDetectKeepsMarkdownAsCommonMark() throws {
        let (_, result) = try build([
            "docusaurus.config.js": "module.exports = { title: 'D', url: 'https://d.example', markdown: { format: 'detect' } };\n",
            "docs/intro.md": "# Intro\n\nimport stays text here\n",
        ], site: "")
        #expect(try #require(result.snapshot.text("intro/index.html")).contains("<p>import stays text here</p>"))
    }

    @Test func titlesFromWhereTheToolsPutThem() throws {
        let (_, starlight) = try build([
            "astro.config.mjs": "export default defineConfig({ site: 'https://s.example', integrations: [blog({ title: { en: 'Blog' } }), starlight({ title: 'Starry' })] })\n",
            "src/content/docs/index.md": "# Home\n",
        ], site: "")
        #expect(starlight.projectLine?.contains("'Starry'") == true && starlight.warnings.isEmpty)
        let (_, vitePress) = try build([
            ".vitepress/config/index.ts": "import { shared } from './shared'\nexport default defineConfig({ ...shared })\n",
            ".vitepress/config/shared.ts": "export const shared = { title: 'Routed', sitemap: { hostname: 'https://r.example' } }\n",
            "index.md": "# Home\n",
        ], site: "")
        #expect(vitePress.projectLine?.contains("'Routed'") == true)
        let (_, hugo) = try build([
            "hugo.yaml": "baseURL: https://h.example/\nlanguages:\n  en:\n    title: Keyed\n",
            "content/_index.md": "# Home\n",
        ], site: "")
        #expect(hugo.projectLine?.contains("'Keyed'") == true && hugo.warnings.isEmpty)
    }

    @Test func astroReadsFrontMatterAfterABlankLineAndLowercasesItsURLs() throws {
        let (_, result) = try build([
            "astro.config.mjs": "export default defineConfig({ site: 'https://s.example', integrations: [starlight({ title: 'S' })] })\n",
            "src/content/docs/index.md": "# Home\n\n[Start](/zh-cn/start/)\n",
            "src/content/docs/zh-CN/start.mdx": "\n---\ntitle: Getting started\n---\n\nText.\n",
        ], site: "")
        let start = try #require(result.snapshot.text("zh-cn/start/index.html"))
        #expect(start.contains("<title>Getting started · S</title>") && !start.contains("title: Getting"))
        #expect(result.warnings.isEmpty, "the link to /zh-cn/start/ lands")
    }

    @Test func vitePressAttributeDelimitersOfTheSitesOwn() throws {
        let (_, result) = try build([
            ".vitepress/config.mts": "import { shared } from './shared'\nexport default { ...shared }\n",
            ".vitepress/shared.ts": "export const shared = { title: 'R', markdown: { attrs: { leftDelimiter: '%{', rightDelimiter: '}%' } } }\n",
            "index.md": "# Home\n\n## Methods %{#Methods}%\n\n[Jump](#Methods) and `%{#code}%`.\n\n```\n%{#kept}%\n```\n",
        ], site: "")
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("<h2 id=\"Methods\">Methods<a"))
        #expect(home.contains("<code>%{#code}%</code>") && home.contains("%{#kept}%"), "code keeps what it shows")
        #expect(!result.warnings.contains { $0.message.contains("broken link") })
    }

    @Test func docusaurusBlogPostsArePublishedByTheirDate() throws {
        let (_, result) = try build([
            "docusaurus.config.js": "module.exports = { title: 'D', url: 'https://d.example' };\n",
            "blog/2024-05-06-hello.md": "# Hello\n\n[Next](/blog/2024/06/01/folder)\n",
            "blog/2024-06-01-folder/index.md": "# Folder\n",
            "blog/2024-07-02-renamed.md": "---\nslug: fresh\n---\n# Renamed\n",
            "blog/authors.md": "# Authors\n",
        ], site: "")
        #expect(result.snapshot.text("blog/2024/05/06/hello/index.html") != nil)
        #expect(result.snapshot.text("blog/2024/06/01/folder/index.html") != nil)
        #expect(result.snapshot.text("blog/fresh/index.html") != nil)
        #expect(result.snapshot.text("blog/authors/index.html") != nil)
        #expect(result.warnings.isEmpty, "the link to the dated URL lands")
    }

    @Test func docusaurusSidebarsOrderTheMenuReadNotRun() throws {
        for (name, sidebars) in [
            ("sidebars.json", #"{"docs": {"About": ["index", "why"], "Usage": ["install", {"type": "doc", "id": "cli"}]}}"#),
            ("sidebars.js", "// Order\nmodule.exports = { docs: { About: ['index', 'why'], Usage: ['install', { type: 'doc', id: 'cli' }] } };\n"),
        ] {
            let (_, result) = try build([
                "docusaurus.config.js": "module.exports = { title: 'D', url: 'https://d.example' };\n",
                name: sidebars,
                "docs/index.md": "# Home\n",
                "docs/why.md": "# Why\n",
                "docs/01-install.md": "# Install\n",
                "docs/command-line.md": "---\nid: cli\n---\n# CLI\n",
                "docs/about-us.md": "# About us\n",
            ], site: "")
            let home = try #require(result.snapshot.text("index.html"))
            // The shorthand's keys are its categories, in the sidebar's order, then the pages it does not list.
            #expect(NavigationTests.menuLinks(home).map { $0.split(separator: "/").last.map(String.init) ?? "" }
                == [".", "about", "usage", "about-us"], "\(name): the home page the sidebar lists, its categories, then the rest")
            let install = try #require(result.snapshot.text("install/index.html"))
            #expect(ToolMenuTests.menu(install).contains("Usage[Install, CLI]"), "\(name): pages at their doc ids, in order: \(ToolMenuTests.menu(install))")
        }
    }

    @Test func docusaurusPagesArePublishedAtTheirIDsAndSlugs() throws {
        let (_, result) = try build([
            "docusaurus.config.js": "module.exports = { title: 'D', url: 'https://d.example' };\n",
            "docs/index.md": "# Home\n\n[deep](/deeper) [near](/guides/nearer) [intro](/guides/intro) [id](/guides/named)\n",
            "docs/02-guides/01-intro.md": "# Intro\n",
            "docs/02-guides/02-other.md": "---\nid: named\n---\n# Named\n",
            "docs/02-guides/03-deep.md": "---\nslug: /deeper\n---\n# Deep\n",
            "docs/02-guides/04-near.md": "---\nslug: nearer\n---\n# Nearer\n",
        ], site: "")
        for path in ["deeper/", "guides/nearer/", "guides/intro/", "guides/named/"] {
            #expect(result.snapshot.text(path + "index.html") != nil, "\(path)")
        }
        // The numbered folder is listed where its pages are, under its name without the number.
        #expect(result.snapshot.text("guides/index.html")?.contains("<title>Guides") == true)
        #expect(!result.snapshot.files.keys.contains { $0.hasPrefix("02-") })
        #expect(!result.warnings.contains { $0.message.contains("broken link") })
    }

    /// Astro and Docusaurus import a page's pictures from its file; its links they write through.
    @Test func starlightPicturesAreFoundFromThePagesFile() throws {
        let (_, result) = try build([
            "astro.config.mjs": "export default defineConfig({ integrations: [starlight({ title: 'S' })] })\n",
            "src/content/docs/index.md": "# Home\n",
            "src/content/docs/guide/page.md": "# Page\n\n![shot](./shots/a.png) [home](../)\n",
            "src/content/docs/guide/shots/a.png": "png",
        ], site: "")
        let page = try #require(result.snapshot.text("guide/page/index.html"))
        #expect(page.contains("<img src=\"../shots/a.png\" alt=\"shot\"") && page.contains("<a href=\"../\">home</a>"))
        #expect(result.snapshot.files["guide/shots/a.png"] != nil)
        #expect(!result.warnings.contains { $0.message.contains("broken link") })
    }
}
