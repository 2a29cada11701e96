import Foundation
import Testing
@testable import VitrineSite

/// What a tool's config turns on that vitrine does not stand in for is named once, at its place in the config:
/// the pages it would change are never left wrong without a word.
@Suite struct NotRunTests {
    func warnings(_ files: [String: String], site: String) throws -> [String] {
        let fixture = Fixture(pages: [:])
        for (path, text) in files { fixture.write(text, to: "project/" + path) }
        let options = SiteOptions(siteDirectory: fixture.root + "/project/" + site, templatesDirectory: Fixture.defaultTheme)
        return fixture.shownWarnings(try fixture.build(options))
    }

    @Test func mkDocsPluginsAndExtensionsInEitherShape() throws {
        let listed = try warnings([
            "mkdocs.yml": "site_name: M\nplugins:\n  - search\n  - mkdocstrings:\n      handlers: {}\nmarkdown_extensions:\n  - admonition\n  - pymdownx.snippets\n  - mdx_include\nhooks:\n  - docs/plugins/main.py\n",
            "docs/index.md": "# Home\n",
        ], site: "docs")
        #expect(listed == [
            "project/mkdocs.yml:2:1: warning: 1 plugin vitrine does not run: 'mkdocstrings'; what it adds to pages is missing, and its syntax shows as text",
            "project/mkdocs.yml:6:1: warning: 1 Markdown extension vitrine does not run: 'mdx_include'; what it adds to pages is missing, and its syntax shows as text",
            "project/mkdocs.yml:10:1: warning: 1 hook vitrine does not run: 'docs/plugins/main.py'; what it adds to pages is missing, and its syntax shows as text",
        ])
        let mapped = try warnings([
            "mkdocs.yml": "site_name: M\nmarkdown_extensions:\n  toc:\n    permalink: true\n  pymdownx.mark:\n  pymdownx.critic:\n  pymdownx.smartsymbols:\n",
            "docs/index.md": "# Home\n",
        ], site: "docs")
        #expect(mapped == [
            "project/mkdocs.yml:2:1: warning: 2 Markdown extensions vitrine does not run: 'pymdownx.critic', 'pymdownx.smartsymbols'; what they add to pages is missing, and their syntax shows as text",
        ])
    }

    @Test func mdBookPreprocessorsOtherThanItsOwn() throws {
        let shown = try warnings([
            "book.toml": "[book]\ntitle = 'B'\n\n[preprocessor.links]\n\n[preprocessor.admonish]\ncommand = 'mdbook-admonish'\n\n[preprocessor.mermaid]\ncommand = 'mdbook-mermaid'\n",
            "src/SUMMARY.md": "- [A](a.md)\n", "src/a.md": "# A\n",
        ], site: "src")
        // mdbook-admonish's fences are drawn (`BookAdmonish`): only the others are named.
        #expect(shown == ["project/book.toml:9:1: warning: 1 preprocessor vitrine does not run: 'mermaid'; what it adds to pages is missing, and its syntax shows as text"])
    }

    @Test func hugoLanguagesNotBuiltAreNamed() throws {
        let config = "title: H\nlanguages:\n  en:\n    contentDir: content/en\n  no:\n    contentDir: content/no\n"
        let files = ["hugo.yaml": config, "content/en/_index.md": "# Home\n", "content/no/_index.md": "# Hjem\n"]
        #expect(try warnings(files, site: "") == [
            "project/hugo.yaml:2:1: warning: the pages of the other languages ('content/no') are not built with these: build each with --site naming its folder",
        ])
        #expect(try warnings(files, site: "content/no") == [
            "project/hugo.yaml:2:1: warning: the pages of the other languages ('content/en') are not built with these: build each with --site naming its folder",
        ])
    }

    @Test func zolaPagesMadeByTemplatesSaySo() throws {
        let shown = try warnings([
            "config.toml": "base_url = 'https://z.example'\ntitle = 'Z'\n",
            "content/_index.md": "+++\ntitle = 'Home'\n+++\n",
            "content/tools/_index.md": "+++\ntitle = 'Tools'\npage_template = 'tool.html'\n+++\nAll tools.\n",
            "content/tools/hammer.md": "+++\ntitle = 'Hammer'\n[extra]\nweight = 2\n+++\n",
            "content/tools/saw.md": "+++\ntitle = 'Saw'\n+++\nA saw has words of its own.\n",
        ], site: "content")
        #expect(shown == [
            "project/content/tools/hammer.md:1:1: warning: 1 page takes its text from the project's templates, which vitrine does not run, and shows only its title; the first uses 'tool.html'",
        ])
    }

    @Test func hugoRenderHooksAreNamedOnce() throws {
        let shown = try warnings([
            "hugo.toml": "baseURL = 'https://h.example/'\n",
            "content/_index.md": "---\ntitle: Home\n---\nA [noop](g) term.\n",
            "layouts/_markup/render-link.html": "{{ .Text }}\n",
            "layouts/_default/_markup/render-image.html": "<img>\n",
            "layouts/partials/render-nothing.html": "\n",
        ], site: "content")
        // The link the hook would resolve is reported, and the build goes on.
        #expect(shown == [
            "project/content/_index.md:4:3: warning: broken link 'g'",
            "project/layouts/_default/_markup/render-image.html: warning: 2 render hooks of the project vitrine does not run ('render-image.html', 'render-link.html'): the links, images, headings or code blocks they redraw are drawn as the Markdown writes them",
        ])
    }

    @Test func aVitePressSlugifyFunctionIsNamed() throws {
        let shown = try warnings([
            ".vitepress/config.ts": "import { slugify } from './slug'\nexport default { title: 'P', markdown: { anchor: { slugify } } }\n",
            "index.md": "# Home\n",
        ], site: "")
        #expect(shown == [
            "project/.vitepress/config.ts: warning: the config gives headings ids of its own ('markdown.anchor.slugify'), a function vitrine does not run: ids follow VitePress' default, and links written for the others may not land",
        ])
    }
}
