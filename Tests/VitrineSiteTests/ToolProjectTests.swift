import Foundation
import Testing
@testable import VitrineSite

/// Docs projects of other tools, written here in their shapes: each is found from its config, read as its tool
/// reads it, and built with nothing of it run.
@Suite struct ToolProjectTests {
    /// A project folder inside a fixture: the files at their paths, the options building `site` with the built-in theme.
    func project(_ files: [String: String], site: String) -> (Fixture, SiteOptions) {
        let fixture = Fixture(pages: [:])
        for (path, text) in files { fixture.write(text, to: "project/" + path) }
        return (fixture, SiteOptions(siteDirectory: fixture.root + "/project" + (site.isEmpty ? "" : "/" + site), templatesDirectory: Fixture.defaultTheme))
    }

    @Test func anMdBookIsReadFromItsBookToml() throws {
        let (fixture, options) = project([
            "book.toml": "[book]\ntitle = \"The Widget Book\"\nsrc = \"pages\"\n\n[preprocessor.custom]\ncommand = \"rm -rf /\"\n",
            "pages/SUMMARY.md": "# Summary\n\n- [Intro](intro.md)\n- [Usage](usage.md)\n",
            "pages/intro.md": "# Intro\n\nSee [usage](usage.html#run) and <kbd>Ctrl</kbd>.\n\n```rust\n# fn main() {\nlet x = 1;\n## escaped\n#[derive(Debug)]\n# }\n```\n",
            "pages/usage.md": "# Usage\n\n## Run\n",
        ], site: "")
        let result = try fixture.build(options)
        #expect(result.projectLine == "Read an mdBook project from \(fixture.root)/project/book.toml: 'The Widget Book', pages from \(fixture.root)/project/pages")
        let intro = try #require(result.snapshot.text("intro/index.html"))
        #expect(intro.contains("<a href=\"../usage/#run\">usage</a>"))
        #expect(intro.contains("<kbd>Ctrl</kbd>"), "mdBook keeps raw HTML")
        #expect(!intro.contains("fn main") && intro.contains("let") && intro.contains("</span> escaped") && intro.contains("derive"))
        #expect(intro.contains("<title>Intro · The Widget Book</title>"))
        #expect(result.snapshot.text("catalog/index.html") == nil, "someone else's book carries no iPhone catalog")
        // The preprocessor's command is named, never run.
        #expect(result.warnings.map(\.message) == ["1 preprocessor vitrine does not run: 'custom'; what it adds to pages is missing, and its syntax shows as text"])
    }

    @Test func anMdBookIncludesFilesInProse() throws {
        let (fixture, options) = project([
            "book.toml": "[book]\ntitle = \"B\"\n",
            "src/SUMMARY.md": "- [Serve](serve.md)\n",
            "src/serve.md": "# Serve\n\n{{#include options.md}}\n\n{{#playground hello.rs}}\n\nAfter [gone](nowhere.md).\n",
            "src/options.md": "- `--port`: the **port**\n",
            "src/hello.rs": "# fn hidden() {}\nfn main() {}\n",
        ], site: "src")
        do {
            _ = try fixture.build(options)
            Issue.record("the broken link must fail the build")
        } catch {
            // Lines after an include stay where the author wrote them.
            #expect(error.diagnostics.map(\.line) == [7])
        }
        var warned = options
        warned.warnLinks = true
        let serve = try #require(try fixture.build(warned).snapshot.text("serve/index.html"))
        #expect(serve.contains("<li><code>--port</code>: the <strong>port</strong></li>") && !serve.contains("{{#include"))
        #expect(serve.contains("<code class=\"language-rust\">fn main() {}") && !serve.contains("fn hidden"))
    }

    @Test func aMkDocsProjectIsFoundFromItsDocsFolder() throws {
        let (fixture, options) = project([
            "mkdocs.yml": "site_name: Widgets\nsite_url: https://example.org/widgets/\nnav:\n  - Home: index.md\n  - Zebra first: zebra.md\n  - alpha.md\nmarkdown_extensions:\n  - pymdownx.emoji:\n      emoji_index: !!python/name:material.extensions.emoji.twemoji\n",
            "docs/index.md": "# Home\n\n<div class=\"grid\">kept</div>\n\n[Jump](alpha.md#a-b-c)\n",
            "docs/zebra.md": "# Zebra\n",
            "docs/alpha.md": "# Alpha\n\n## A - B: c\n",
        ], site: "docs")
        let result = try fixture.build(options)
        #expect(result.projectLine?.hasPrefix("Read a MkDocs project from ") == true)
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("<div class=\"grid\">kept</div>"))
        #expect(home.contains("<title>Widgets</title>"))
        // MkDocs' own heading ids: runs of spaces and dashes are one dash.
        #expect(result.snapshot.text("alpha/index.html")?.contains("id=\"a-b-c\"") == true)
        let zebra = try #require(result.snapshot.text("zebra/index.html"))
        #expect(zebra.contains("<link rel=\"next\" href=\"../alpha/\">"), "nav: gives the reading order")
    }

    @Test func mkDocsSnippetsBringFilesIn() throws {
        let (fixture, options) = project([
            "mkdocs.yml": "site_name: S\nmarkdown_extensions:\n  - pymdownx.snippets\n",
            "CONTRIBUTING.md": "# Contributing\n\nSee [the guide](guide.md).\n",
            "code/app.py": "import os\n# --8<-- [start:main]\nprint(os.name)\n# --8<-- [end:main]\n",
            "docs/index.md": "# Home\n",
            "docs/guide.md": "# Guide\n",
            "docs/contributing.md": "--8<-- \"CONTRIBUTING.md\"\n\n```python\n--8<-- \"code/app.py:main\"\n```\n\n;--8<-- \"kept.md\"\n\n--8<-- \"missing.md\"\n\n[gone](nowhere.md)\n",
        ], site: "docs")
        var warned = options
        warned.warnLinks = true
        let result = try fixture.build(warned)
        let page = try #require(result.snapshot.text("contributing/index.html"))
        #expect(page.contains("Contributing</h1>") && page.contains("<a href=\"../guide/\">the guide</a>"))
        #expect(page.contains("print") && page.contains("os") && !page.contains("import") && !page.contains("[start:main]"))
        #expect(page.contains(";--8&lt;-- &quot;kept.md&quot;") || page.contains(";--8&lt;-- \"kept.md\""))
        let messages = result.warnings.map { "\($0.line): \($0.message)" }
        #expect(messages.contains { $0.hasPrefix("9: snippet 'missing.md' not found in ") })
        #expect(messages.contains("11: broken link 'nowhere.md' (resolved to '../nowhere.md')"), "lines after a snippet keep their place")
    }

    @Test func aHugoSiteKeepsItsLinksAndReadsItsShortcodes() throws {
        let (fixture, options) = project([
            "hugo.toml": "title = \"Gadgets\"\nbaseURL = \"https://example.org/\"\n[params]\nversion = \"2.1\"\n",
            "static/img/logo.png": "png",
            "content/_index.md": "---\ntitle: Home\n---\nVersion {{< param version >}}. [Setup]({{< ref \"docs/setup.md\" >}}), [again]({{< relref \"setup\" >}}#install).\n\n<span>dropped</span>\n\n![logo](/img/logo.png)\n",
            "content/docs/_index.md": "---\ntitle: Docs\n---\n",
            "content/docs/snippet.md": "---\nheadless: true\n---\nA part of other pages.\n",
            "content/docs/hidden.md": "---\nbuild:\n  render: never\n---\nNot a page.\n",
            "content/docs/setup.md": "---\ntitle: Setup\n---\n## Install\n\n[Back](../)\n\n{{% alert title=\"Careful\" color=\"warning\" %}}\nHot **stuff**.\n{{% /alert %}}\n\n{{< blocks/section >}}\nInner text.\n{{< /blocks/section >}}\n\n{{< unknown-thing >}}\n\n{{</* param version */>}}\n",
        ], site: "content")
        let result = try fixture.build(options)
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("Version 2.1."))
        #expect(home.contains("<a href=\"docs/setup/\">Setup</a>") && home.contains("<a href=\"docs/setup/#install\">again</a>"))
        #expect(!home.contains("<span>dropped") && home.contains("<!-- raw HTML omitted -->"), "Hugo leaves raw HTML out without unsafe: true")
        #expect(result.snapshot.text("img/logo.png") != nil, "static/ is copied to the root")
        #expect(result.snapshot.text("docs/snippet/index.html") == nil && result.snapshot.text("docs/hidden/index.html") == nil)
        let setup = try #require(result.snapshot.text("docs/setup/index.html"))
        #expect(setup.contains("<a href=\"../\">Back</a>"), "Hugo links are relative to the page's URL")
        #expect(setup.contains("markdown-alert-warning") && setup.contains("Careful") && setup.contains("<strong>stuff</strong>"))
        #expect(setup.contains("<p>Inner text.</p>") && !setup.contains("blocks/section") && !setup.contains("unknown-thing"))
        #expect(setup.contains("{{&lt; param version &gt;}}"), "an escaped shortcode shows as written")
        let messages = result.warnings.map(\.message)
        #expect(messages.contains { $0.hasPrefix("1 paired shortcode kept as inner text (tags left out), the first here: '{{< blocks/section >}}'") })
        #expect(messages.contains { $0.hasPrefix("1 shortcode left out, the first here: '{{< unknown-thing >}}'") })
        #expect(messages.contains { $0.contains("raw HTML left out") && $0.contains("markup.goldmark.renderer.unsafe") })
    }

    @Test func aBrokenHugoReferenceQuotesWhatTheAuthorWrote() {
        let (fixture, options) = project([
            "hugo.toml": "title = \"Gadgets\"\n",
            "content/_index.md": "---\ntitle: Home\n---\nSee [gone]({{< ref \"nowhere.md\" >}}).\n\nIntro {{< new-in 1.2 >}} [Also gone](missing/)\n",
        ], site: "content")
        do {
            _ = try fixture.build(options)
            Issue.record("a reference to no page must fail the build")
        } catch {
            let shown = error.diagnostics.map { $0.terminalDescription.replacingOccurrences(of: fixture.root + "/", with: "") }
            #expect(shown.first?.hasPrefix("project/content/_index.md:4:5: error: broken link '{{< ref \"nowhere.md\" >}}'") == true)
            // A shortcode left out before a link keeps the link's column.
            #expect(shown.last == "project/content/_index.md:6:26: error: broken link 'missing/'")
        }
    }

    @Test func aZolaSiteReadsItsConventions() throws {
        let (fixture, options) = project([
            "config.toml": "base_url = \"https://example.org\"\ntitle = \"Zed\"\n",
            "content/_index.md": "\n+++\ntitle = \"Home\"\n+++   \n\nSee [the page](@/guide/page.md#part).\n\n{% note() %}\nInside.\n{% end %}\n\n{% raw %}{{ youtube(id=\"x\") }}{% endraw %}\n",
            "content/guide/page.md": "+++\ntitle = \"Page\"\n+++\n## Part\n",
        ], site: "")
        let result = try fixture.build(options)
        #expect(result.projectLine?.hasPrefix("Read a Zola project from ") == true)
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("<title>Zed</title>"))
        #expect(!home.contains("+++") && !home.contains("title = "), "a blank line before +++ is Zola's front matter")
        #expect(home.contains("<a href=\"guide/page/#part\">the page</a>"))
        #expect(home.contains("markdown-alert-note") && home.contains("<p>Inside.</p>") && !home.contains("note()"), "Zola's note shortcode is a note")
        #expect(home.contains("{{ youtube(id=&quot;x&quot;) }}"), "a raw block shows as written")
    }

    @Test func aJekyllSitePublishesItsCollectionsAndReadsItsLinkTags() throws {
        let (fixture, options) = project([
            "_config.yml": "title: Jek\nbaseurl: /jek\nexclude:\n  - README.md\n  - assets/vendor/*/README.*\ncollections:\n  docs:\n    permalink: /:collection/:path/\n    output: true\n",
            "README.md": "# Not the home page\n",
            "assets/vendor/lib/README.md": "# Vendored\n",
            "_posts/2024-01-02-hello.markdown": "# Hello\n",
            "index.md": "# Home\n\n[Hello]({% post_url 2024-01-02-hello %}) [Install]({% link _docs/install.md %}) and [news]({{ site.baseurl }}/docs/install/) and [x]({{ '/docs/install/' | relative_url }})\n",
            // A collection's document has front matter: without, Jekyll copies the file (`SurveyThirteenTests`).
            "_docs/install.md": "---\n---\n# Install\n",
            "_layouts/default.html": "<html>{{ content }}</html>",
        ], site: "")
        let result = try fixture.build(options)
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("<a href=\"docs/install/\">Install</a>"))
        #expect(home.contains("<a href=\"2024/01/02/hello.html\">Hello</a>"), "a post is at its date, a file, as Jekyll's default permalink puts it")
        #expect(home.contains("<a href=\"/jek/docs/install/\">news</a>") && home.contains("<a href=\"/jek/docs/install/\">x</a>"))
        #expect(result.snapshot.text("docs/install/index.html") != nil)
        #expect(result.snapshot.text("_layouts/default.html") == nil)
        #expect(!home.contains("Not the home page") && result.snapshot.text("assets/vendor/lib/README/index.html") == nil, "exclude: leaves them out")
    }

    @Test func aVitePressSiteReadsItsContainersLinksAndPublicFolder() throws {
        let (fixture, options) = project([
            "docs/.vitepress/config.ts": "import { defineConfig } from 'vitepress'\nexport default defineConfig({\n  title: 'Vee',\n  themeConfig: { nav: [{ text: 'Guide', link: '/guide' }] }\n})\n",
            "docs/index.md": "# Home\n\n::: tip Read this\nA **tip**.\n:::\n\n::: details\nFolded.\n:::\n\n::: code-group\n```sh\nnpm i\n```\n:::\n\n[Guide](./guide) [Config](/guide.html#build-assetsinlinelimit)\n",
            "docs/guide.md": "# Guide\n\n## build.assetsInlineLimit\n\n<img src=\"./logo.svg\">\n",
            "docs/public/logo.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        ], site: "docs")
        let result = try fixture.build(options)
        #expect(result.projectLine?.contains("(a script: its literal title read, nothing run): 'Vee'") == true)
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("markdown-alert-tip") && home.contains("Read this") && home.contains("<strong>tip</strong>"))
        #expect(home.contains("<details") && home.contains("Folded."))
        #expect(!home.contains(":::"))
        #expect(home.contains("<a href=\"guide/\">Guide</a>") && home.contains("<a href=\"guide/#build-assetsinlinelimit\">Config</a>"))
        #expect(result.snapshot.text("logo.svg") != nil, "public/ is the site's root")
        #expect(home.contains("<label for=\"__tabbed_1_1\">sh</label>"), "a code group is a set of tabs")
        #expect(result.warnings.isEmpty)
    }

    @Test func aDocusaurusSiteBesideItsDocsIsFound() throws {
        let (fixture, options) = project([
            "website/docusaurus.config.js": "module.exports = {\n  title: 'Pretty',\n  presets: [['classic', { docs: { path: '../docs' } }]],\n};\n",
            "website/static/img/cover.png": "png",
            "docs/index.md": "# Intro\n\n![cover](/img/cover.png) [Options](/docs/options#quotes)\n\n<details><summary>More</summary>kept</details>\n",
            "docs/options.markdown": "# Options\n\n## Quotes\n",
        ], site: "docs")
        let result = try fixture.build(options)
        #expect(result.projectLine?.hasPrefix("Read a Docusaurus project from ") == true)
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("<title>Pretty</title>") && home.contains("<details><summary>More</summary>kept</details>"))
        #expect(result.snapshot.text("img/cover.png") != nil)
        #expect(home.contains("<a href=\"options/#quotes\">Options</a>"), "Docusaurus publishes docs under /docs/; a .markdown file is a page")
    }

    @Test func mdxPagesArePagesWithTheirComponentsRead() throws {
        let (fixture, options) = project([
            "astro.config.mjs": "export default defineConfig({ integrations: [starlight({ title: 'Stars' })] })\n",
            "src/content/docs/index.mdx": "---\ntitle: Welcome\n---\nimport { Aside, Tabs, TabItem } from '@astrojs/starlight/components';\nimport Custom from '../Custom.astro';\n\n<Aside type=\"caution\" title=\"Mind\">\nCareful **now**.\n</Aside>\n\n<Tabs>\n<TabItem label=\"npm\">\n\nnpm text\n\n</TabItem>\n</Tabs>\n\n<Custom foo=\"bar\">\n\nKept child.\n\n</Custom>\n\nA <Badge text=\"New\" variant=\"tip\" /> badge. {/* a comment */}\n\n[Other](/other/)\n",
            "src/content/docs/other.md": "# Other\n",
        ], site: "")
        let result = try fixture.build(options)
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("markdown-alert-warning") && home.contains("Mind") && home.contains("<strong>now</strong>"))
        #expect(home.contains("<div class=\"tabbed-set\" role=\"radiogroup\" aria-label=\"Tabs\" id=\"__tabbed_1\">") && home.contains("<label for=\"__tabbed_1_1\">npm</label>"))
        #expect(home.contains("<p>npm text</p>"))
        #expect(home.contains("<p>Kept child.</p>") && !home.contains("Custom") && !home.contains("import "))
        #expect(home.contains("<span class=\"badge\">New</span>") && !home.contains("a comment"))
        #expect(home.contains("<a href=\"other/\">Other</a>"))
        let messages = result.warnings.map(\.message)
        #expect(messages.contains { $0.hasPrefix("2 MDX components left out (children kept), the first here: '<Custom>'") })
    }

    @Test func aParentConfigOwnsOnlyItsContentFolder() throws {
        // A `config.toml` above a folder that is not its content is someone else's business.
        let (fixture, options) = project([
            "hugo.toml": "title = \"Gadgets\"\n",
            "notes/index.md": "# Notes\n",
        ], site: "notes")
        let result = try fixture.build(options)
        #expect(result.projectLine == nil)
        #expect(result.snapshot.text("index.html")?.contains("<title>Notes · notes</title>") == true
                || result.snapshot.text("index.html")?.contains("notes") == true)
    }

    @Test func anInvalidToolConfigIsAnErrorAtItsPlace() {
        let (fixture, options) = project([
            "book.toml": "[book]\ntitle = \n",
            "src/index.md": "# Home\n",
        ], site: "src")
        do {
            _ = try fixture.build(options)
            Issue.record("an invalid book.toml must fail the build")
        } catch {
            let shown = error.diagnostics.map { $0.terminalDescription.replacingOccurrences(of: fixture.root + "/", with: "") }
            #expect(shown.first?.hasPrefix("project/book.toml:2:") == true)
            #expect(shown.first?.contains("invalid TOML") == true)
        }
    }

    @Test func scriptTitlesAreReadOnlyAsLiterals() {
        #expect(ToolConfig.literal("title", in: "export default { title: 'Docs', subtitle: 'x' }") == "Docs")
        #expect(ToolConfig.literal("title", in: "export default { subtitle: 'x', title: \"Two\" }") == "Two")
        #expect(ToolConfig.literal("title", in: "const t = 1; export default { title: name + 'x' }") == nil)
        #expect(ToolConfig.literal("title", in: "export default { title: `A ${v}` }") == nil)
    }

    @Test func aFolderOfPagesVitrineCannotReadIsAnError() {
        let failures = Fixture(pages: ["index.rst": "Title\n=====\n", "guide/setup.rst": "Setup\n=====\n"]).failures()
        #expect(failures == ["Site/guide/setup.rst: error: no Markdown or MDX pages here, only 2 .rst files (reStructuredText), which vitrine does not read; nothing would be published"])
    }

    @Test func someUnreadablePagesAmongMarkdownAreAWarning() throws {
        let result = try Fixture(pages: ["index.md": "# Home\n", "notes.adoc": "= Notes\n"]).build()
        #expect(result.warnings.map(\.message) == ["1 .adoc file (AsciiDoc), which vitrine does not read, copied as files, not pages; the first here"])
    }

    @Test func footnoteLabelsGFMAcceptsAreNoBrokenLinks() throws {
        let result = try Fixture(pages: ["index.md": "Text[^†] and [^note ü].\n\n[^†]: Dagger.\n[^note ü]: Umlaut.\n"]).build()
        #expect(result.warnings.isEmpty)
    }

    @Test func aFailingBuildStillShowsItsWarningsBeforeItsErrors() {
        do {
            _ = try Fixture(pages: ["index.md": "# Home\n\n[gone](missing.md)\n", "notes.adoc": "= Notes\n"]).build()
            Issue.record("a broken link must fail the build")
        } catch {
            #expect(error.warnings.map(\.message) == ["1 .adoc file (AsciiDoc), which vitrine does not read, copied as files, not pages; the first here"])
            #expect(error.diagnostics.map(\.message) == ["broken link 'missing.md'"])
        }
    }

    @Test func codeBlocksShowTheirFileNames() throws {
        let snapshot = try Fixture(pages: ["index.md": "```py title=\"app.py\"\nprint(1)\n```\n\n```js [vite.config.js]\nexport default {}\n```\n\n```text title='a <b>'\nx\n```\n"]).build().snapshot
        let home = try #require(snapshot.text("index.html"))
        #expect(home.contains("<figure class=\"code-block\">\n<figcaption class=\"code-title\">app.py</figcaption>\n<pre><code class=\"language-py\">"))
        #expect(home.contains("<figcaption class=\"code-title\">vite.config.js</figcaption>"))
        #expect(home.contains("<figcaption class=\"code-title\">a &lt;b&gt;</figcaption>\n<pre><code class=\"language-text\">x\n</code></pre>"))
    }

    @Test func emojiShortcodesAreEmojiAndIconsAreCounted() throws {
        let result = try Fixture(pages: ["index.md": "Done :tada: at 10:30:00 with :docstring: and :material-check: here.\n\n`:tada:` in code.\n"]).build()
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("Done 🎉 at 10:30:00 with :docstring: and  here."))
        #expect(home.contains("<code>:tada:</code>"))
        #expect(result.warnings.map(\.message) == ["1 icon shortcode left out (vitrine has no icon set), the first here: ':material-check:'"])
    }
}
