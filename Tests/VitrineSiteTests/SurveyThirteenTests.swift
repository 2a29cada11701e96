import Foundation
import Testing
@testable import VitrineSite

/// Other tools' conventions met in a thirteenth round of real projects, each in a small project of our own shape.
@Suite struct SurveyThirteenTests {
    /// Docusaurus collapses a version path's slashes (`path: '/4.x'`): the version is at `4.x/`, written once.
    @Test func aDocusaurusVersionPathWithASlashIsThePath() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": """
                module.exports = {
                  title: 'Repro', url: 'https://example.org', baseUrl: '/',
                  presets: [['@docusaurus/preset-classic', { docs: { routeBasePath: '/docs/', lastVersion: '5.0',
                    versions: { current: { label: '4.x', path: '/4.x' }, '5.0': { label: '5.0' } } } }]],
                };

                """,
            "versions.json": "[\"5.0\"]\n",
            "docs/intro.md": "# Intro 4\n\nSee [install](install.md).\n",
            "docs/install.md": "# Install 4\n",
            "versioned_docs/version-5.0/intro.md": "# Intro 5\n\nOlder: [4.x](/docs/4.x/intro).\n",
            "versioned_docs/version-5.0/install.md": "# Install 5\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("4.x/intro/index.html")?.contains("Intro 4") == true)
        #expect(result.snapshot.files.keys.allSatisfy { !$0.hasPrefix("/") && !$0.contains("//") })
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// Jekyll fills the placeholders of a page's own permalink (`/book/:title.html`), and of a `defaults:`
    /// permalink for a path, which comes before the collection's.
    @Test func jekyllPermalinkPlaceholdersAreFilled() throws {
        let collection = "collections:\n  guide:\n    output: true\n    permalink: /:collection/:path.html\n"
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: Repro\n" + collection
                + "defaults:\n  - scope:\n      path: \"_guide/more\"\n    values:\n      permalink: \"/more/:title.html\"\n",
            "index.md": "# Home\n\n[1](/book/first-steps.html) [2](/book/second-steps.html) [3](/more/third.html) [4](/guide/cheatsheets/) [5](/guide/cheatsheets/other.html)\n",
            "_guide/first-steps.md": "---\ntitle: First steps\npermalink: \"/book/:title.html\"\n---\n# First steps\n",
            "_guide/second-steps.md": "---\ntitle: Second steps\npermalink: \"/book/:title.html\"\n---\n# Second steps\n",
            "_guide/more/third.md": "---\ntitle: Third\n---\n# Third\n",
            "_guide/cheatsheets/index.md": "---\ntitle: Cheatsheets\n---\n# Cheatsheets\n\n[Other](other.html)\n",
            "_guide/cheatsheets/other.md": "---\ntitle: Other\n---\n# Other\n",
            "_guide/numbered.md": "---\ntitle: Numbered\npermalink: \"/sips/:number.html\"\n---\n# Numbered\n",
        ], warnLinks: true)
        #expect(result.snapshot.files["book/first-steps.html"] != nil)
        #expect(result.snapshot.files["book/second-steps.html"] != nil)
        #expect(result.snapshot.files["more/third.html"] != nil)
        #expect(result.snapshot.files["guide/cheatsheets/index.html"] != nil)
        // A plugin's placeholder cannot be filled: the page keeps its collection's address.
        #expect(result.snapshot.files["guide/numbered.html"] != nil)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// A Jekyll collection without a permalink of its own publishes files, as the site's default style does;
    /// with `permalink: pretty`, folders.
    @Test func aJekyllCollectionEndsAsTheSitesPermalinkStyle() throws {
        let files = [
            "index.md": "# Home\n",
            "_style/index.md": "---\ntitle: Style\n---\n# Style\n",
            "_style/naming.md": "---\ntitle: Naming\n---\n# Naming\n",
        ]
        var plain = files
        plain["_config.yml"] = "title: Repro\ncollections:\n  style:\n    output: true\n"
        plain["index.md"] = "# Home\n\n[Naming](/style/naming.html)\n"
        let (fixture, result) = try Fixture.project(plain, warnLinks: true)
        #expect(result.snapshot.files["style/naming.html"] != nil)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
        var pretty = files
        pretty["_config.yml"] = "title: Repro\npermalink: pretty\ncollections:\n  style:\n    output: true\n"
        let (_, prettyResult) = try Fixture.project(pretty)
        #expect(prettyResult.snapshot.files["style/naming/index.html"] != nil)
    }

    /// A Jekyll collection's file without front matter is copied, not a page; `{% include_relative %}` draws it in
    /// the page that includes it; the collection's pictures are at its address, `name/`, not `_name/`.
    @Test func jekyllCollectionFilesAreCopiedAndIncluded() throws {
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: Specs\ncollections:\n  specs:\n    output: true\n    permalink: /:collection/:path/\n",
            "index.md": "# Home\n",
            "_specs/v1/specification.md": "---\ntitle: Specification\n---\n# Specification\n\n{% include_relative types/uri.md %}\n\n![Hover](../img/hover.png)\n",
            "_specs/v1/types/uri.md": "#### URI\n\nA URI is a **string**.\n",
            "_specs/v1/img/hover.png": "png",
        ], warnLinks: true)
        let page = try #require(result.snapshot.text("specs/v1/specification/index.html"))
        #expect(page.contains("A URI is a <strong>string</strong>."), "\(page)")
        #expect(!page.contains("include_relative"))
        #expect(result.snapshot.text("specs/v1/types/uri/index.html") == nil)
        #expect(result.snapshot.files["specs/v1/img/hover.png"] != nil)
        #expect(result.snapshot.files.keys.allSatisfy { !$0.hasPrefix("_specs/") })
        let warnings = fixture.shownWarnings(result)
        #expect(warnings.allSatisfy { !$0.contains("broken link") && !$0.contains("Liquid") }, "\(warnings)")
    }

    /// kramdown's attribute list under a table is the table's, not one more row of it.
    @Test func aKramdownListUnderATableIsTheTables() throws {
        let (_, result) = try Fixture.project([
            "_config.yml": "title: T\n",
            "index.md": "# Servers\n\n| Language | Maintainer |\n|---|---|\n| Rust | Someone |\n{: .table .table-bordered}\n\nText after.\n",
        ])
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains("<table class=\"table table-bordered\">"), "\(page)")
        #expect(!page.contains("{:"))
    }

    /// kramdown reads `$$…$$` as math and a lone `$` as text: `$/logTrace` and `$5` stay as written.
    @Test func jekyllReadsOnlyDoubleDollarsAsMath() throws {
        let (_, result) = try Fixture.project([
            "_config.yml": "title: M\n",
            "index.md": "# Trace\n\nUse [$/logTrace](#trace) for $5 or $10, and $$x^2$$ inline.\n\n## Trace\n",
        ])
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains("<a href=\"#trace\">$/logTrace</a> for $5 or $10"), "\(page)")
        #expect(page.components(separatedBy: "<math").count == 2, "\(page)")
    }

    /// Hugo reads a shortcode across lines: a link's `{{< relref "x"` closed on the next line is a link.
    @Test func aHugoReferenceClosedOnTheNextLineIsALink() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.toml": "title = 'H'\n",
            "content/_index.md": "---\ntitle: Home\n---\nSee the [transparent]({{< relref \"/howto/transparent\"\n>}}) section, on line 5.\n\n[broken](nowhere.md)\n",
            "content/howto/transparent.md": "---\ntitle: Transparent\n---\n",
        ], warnLinks: true)
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains("<a href=\"howto/transparent/\">transparent</a>"), "\(page)")
        #expect(page.contains("section, on line 5."))
        let warnings = fixture.shownWarnings(result)
        #expect(warnings.allSatisfy { !$0.contains("shortcode") }, "\(warnings)")
        // The lines after it stay where they were written.
        #expect(warnings.contains { $0.contains("_index.md:7:1") && $0.contains("nowhere.md") }, "\(warnings)")
    }

    /// VitePress `locales` built by spreading objects imported from the project's own files (`./locales/index.ts`
    /// re-exporting `./en.js`) are the site's languages, and the root locale's title is the site's.
    @Test func vitePressLocalesSpreadFromImportsAreLanguages() throws {
        let (_, result) = try Fixture.project([
            ".vitepress/config.ts": "import { defineConfig } from \"vitepress\";\nimport * as locale from \"./locales/index.ts\";\n\nexport default defineConfig({\n  locales: {\n    ...locale.siteEn,\n    ...locale.siteEs,\n  },\n});\n",
            ".vitepress/locales/index.ts": "export { siteEn } from \"./en.js\";\nexport { siteEs } from \"./es.js\";\n",
            ".vitepress/locales/en.ts": "export const siteEn = {\n  root: { label: \"English\", lang: \"en-US\", title: \"Botkit\" },\n};\n",
            ".vitepress/locales/es.ts": "export const siteEs: LocaleConfig = {\n  es: { label: \"Español\", lang: \"es-ES\", title: \"Botkit\" },\n};\n",
            "index.md": "# Home\n",
            "guide/index.md": "# Getting started\n",
            "es/index.md": "# Inicio\n",
            "es/guide/index.md": "# Primeros pasos\n",
        ])
        #expect(result.snapshot.text("es/guide/index.html")?.contains("<html lang=\"es\"") == true)
        #expect(result.snapshot.text("index.html")?.contains("<title>Botkit</title>") == true)
    }

    /// Docusaurus runs its config: a base URL written as a template over a constant (`${BASE_URL}/`) is read,
    /// and a second blog (`plugin-content-blog` with its own route) is published there.
    @Test func docusaurusTemplateBaseURLAndSecondBlogAreRead() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": """
                const BASE_URL = '/docs';
                module.exports = {
                  title: 'Repro', url: 'https://example.org', baseUrl: `${BASE_URL}/`,
                  presets: [['@docusaurus/preset-classic', { docs: { routeBasePath: '/' }, blog: {} }]],
                  plugins: [['@docusaurus/plugin-content-blog', { id: 'release-notes', routeBasePath: 'release-notes', path: './release-notes' }]],
                };

                """,
            "docs/intro.md": "# Intro\n\nSee [the toolbar](/docs/api/toolbar#methods) and [4.0.0](/docs/release-notes/2017/01/24/4.0.0).\n",
            "docs/api/toolbar.md": "# Toolbar\n\n## Methods\n",
            "release-notes/2017-01-24-4.0.0.md": "---\ntitle: Release 4.0.0\n---\nWhat changed.\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("release-notes/2017/01/24/4.0.0/index.html")?.contains("What changed.") == true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// Docusaurus reads the localized folder first for the language it builds, its default one too.
    @Test func docusaurusDefaultLanguagesTranslationIsReadOverTheDocs() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = {\n  title: 'Repro', url: 'https://example.org', baseUrl: '/',\n  i18n: { defaultLocale: 'en', locales: ['zh', 'en'] },\n  presets: [['@docusaurus/preset-classic', { docs: { routeBasePath: '/docs/' } }]],\n};\n",
            "docs/intro.md": "# 简介\n",
            "docs/other.md": "# 其他\n",
            "i18n/en/docusaurus-plugin-content-docs/current/intro.md": "# Introduction\n",
            "i18n/zh/docusaurus-plugin-content-docs/current/intro.md": "# 简介\n",
        ])
        #expect(result.snapshot.text("intro/index.html")?.contains(">Introduction<") == true)
        #expect(result.snapshot.text("other/index.html")?.contains("其他") == true)
        // The other locale is built in its folder.
        #expect(result.snapshot.text("zh/intro/index.html")?.contains("简介") == true)
        let warnings = fixture.shownWarnings(result)
        #expect(warnings.allSatisfy { !$0.contains("not built") }, "\(warnings)")
    }

    /// What vitrine cannot draw is named: a Mermaid diagram shown as its code, Zola's taxonomy pages not built.
    @Test func mermaidDiagramsAndZolaTaxonomiesAreNamed() throws {
        let (mkdocs, mkdocsResult) = try Fixture.project([
            "mkdocs.yml": "site_name: M\n",
            "docs/index.md": "# Home\n\n```mermaid\ngraph TD; A-->B\n```\n",
        ])
        #expect(mkdocsResult.snapshot.text("index.html")?.contains("graph TD") == true)
        #expect(mkdocs.shownWarnings(mkdocsResult).contains { $0.contains("docs/index.md:3:1") && $0.contains("1 Mermaid diagram shown as code") })
        let (zola, zolaResult) = try Fixture.project([
            "config.toml": "base_url = \"https://example.org\"\ntitle = \"Z\"\ntaxonomies = [{name = \"tags\"}]\n",
            "content/_index.md": "+++\ntitle = \"Home\"\n+++\n",
            "content/posts/a.md": "+++\ntitle = \"A\"\n[taxonomies]\ntags = [\"vim\"]\n+++\nText.\n",
        ])
        #expect(zola.shownWarnings(zolaResult).contains { $0.contains("posts/a.md:1:1") && $0.contains("1 page names taxonomy terms ('tags')") }, "\(zola.shownWarnings(zolaResult))")
    }

    /// A Docusaurus project's static HTML (a demo shown in a frame) is copied as it is, its links not checked.
    @Test func aToolsStaticHTMLIsNotLinkChecked() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'S', url: 'https://example.org', baseUrl: '/', presets: [['classic', { docs: {} }]] };\n",
            "docs/intro.md": "# Intro\n\n<iframe src=\"/usage/demo.html\"></iframe>\n",
            "static/usage/demo.html": "<!doctype html><a href=\"#home\">Home</a> <script src=\"../common.js\"></script>\n",
        ], warnLinks: true)
        #expect(result.snapshot.files["usage/demo.html"] != nil)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// Starlight's title may be given by language: the site's is the English one.
    @Test func aStarlightTitleByLanguageIsTheSitesTitle() throws {
        let (_, result) = try Fixture.project([
            "astro.config.mjs": "export default defineConfig({ integrations: [starlight({ title: { en: \"Continuous Translation\", fr: \"Traduction Continue\" } })] })\n",
            "src/content/docs/index.md": "---\ntitle: Welcome\n---\n",
        ])
        #expect(result.snapshot.text("index.html")?.contains("Continuous Translation") == true)
    }

    /// A Jekyll alias with a placeholder only a plugin fills is not written: one warning, not one per page.
    @Test func jekyllAliasesWithPlaceholdersAreNamedOnce() throws {
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: S\n",
            "index.md": "# Home\n",
            "one.md": "---\ntitle: One\nredirect_from: /sips/:number\n---\n",
            "two.md": "---\ntitle: Two\nredirect_from: /sips/:number\n---\n",
        ])
        #expect(result.snapshot.files.keys.allSatisfy { !$0.contains(":") })
        let warnings = fixture.shownWarnings(result).filter { $0.contains("alias") }
        #expect(warnings.count == 1 && warnings[0].contains("2 aliases hold placeholders"), "\(warnings)")
    }

    /// A Starlight sidebar group's `translations` label it in each language's menu.
    @Test func starlightGroupLabelsAreTranslated() throws {
        let (_, result) = try Fixture.project([
            "astro.config.mjs": """
                export default defineConfig({ integrations: [starlight({ title: 'T', defaultLocale: 'root',
                  locales: { root: { label: 'English', lang: 'en' }, fr: { label: 'Français', lang: 'fr' } },
                  sidebar: [{ label: 'Reference', translations: { fr: 'Références' }, autogenerate: { directory: 'reference' } }],
                })] })

                """,
            "src/content/docs/index.md": "---\ntitle: Welcome\n---\n",
            "src/content/docs/reference/api.md": "---\ntitle: API\n---\n",
            "src/content/docs/fr/index.md": "---\ntitle: Bienvenue\n---\n",
            "src/content/docs/fr/reference/api.md": "---\ntitle: API\n---\n",
        ])
        #expect(result.snapshot.text("fr/index.html")?.contains("Références") == true)
        #expect(result.snapshot.text("index.html")?.contains(">Reference<") == true)
    }

    /// mkdocs-static-i18n's 0.x form (`default_language`, `languages` as a mapping) is read as its 1.x list is.
    @Test func mkDocsStaticI18nOldFormIsRead() throws {
        let (_, result) = try Fixture.project([
            "mkdocs.yml": "site_name: Wiki\nplugins:\n  - i18n:\n      default_language: en\n      docs_structure: suffix\n      languages:\n        en:\n          name: English\n          build: true\n        el:\n          name: Ελληνικά\n          build: true\n",
            "docs/index.md": "# Home\n",
            "docs/compiling.md": "# Compiling\n",
            "docs/compiling.el.md": "# Μεταγλώττιση\n",
        ])
        #expect(result.snapshot.text("el/compiling/index.html")?.contains("Μεταγλώττιση") == true)
        #expect(result.snapshot.text("compiling.el/index.html") == nil)
        #expect(result.snapshot.text("compiling/index.html")?.contains(">Compiling<") == true)
    }

    /// Each language's pages carry the site's title in that language, where the tool's config gives one.
    @Test func eachLanguageHasItsOwnSiteTitle() throws {
        let (_, starlight) = try Fixture.project([
            "astro.config.mjs": """
                export default defineConfig({ integrations: [starlight({ title: { en: 'Continuous Translation', fr: 'Traduction Continue' },
                  defaultLocale: 'root', locales: { root: { label: 'English', lang: 'en' }, fr: { label: 'Français', lang: 'fr' } } })] })

                """,
            "src/content/docs/index.md": "---\ntitle: Welcome\n---\n",
            "src/content/docs/fr/index.md": "---\ntitle: Bienvenue\n---\n",
        ])
        #expect(starlight.snapshot.text("fr/index.html")?.contains("<title>Bienvenue · Traduction Continue</title>") == true)
        #expect(starlight.snapshot.text("index.html")?.contains("<title>Continuous Translation</title>") == true)
        let (_, hugo) = try Fixture.project([
            "hugo.toml": "title = 'Docs'\ndefaultContentLanguage = 'en'\n[languages.en]\nweight = 1\n[languages.fr]\nweight = 2\ntitle = 'Documentation'\n",
            "content/_index.md": "---\ntitle: Home\n---\n",
            "content/_index.fr.md": "---\ntitle: Accueil\n---\n",
        ])
        #expect(hugo.snapshot.text("fr/index.html")?.contains("Documentation") == true)
    }
}
