import Foundation
import Testing
@testable import VitrineSite

/// Other tools' translations, read from their configs and built in every language as the tool lays them out:
/// Hugo's and Zola's suffixes (`page.fr.md`, only the pages each language has), Starlight's locales (a root
/// locale or a folder per language, a missing page filled with the default language's).
@Suite struct ToolLanguagesTests {
    @Test func zolaAndHugoSuffixesAreBuiltEachInItsLanguagesFolder() throws {
        let (zolaFixture, zola) = try Fixture.project([
            "config.toml": "base_url = 'https://z.example'\ndefault_language = 'en'\n[languages.ca]\n[languages.es]\n",
            "content/_index.md": "+++\ntitle = 'Home'\n+++\n",
            "content/_index.ca.md": "+++\ntitle = 'Inici'\n+++\n",
            "content/blog/post/index.md": "+++\ntitle = 'Post'\n+++\n![f](ferris.svg)\n",
            "content/blog/post/index.es.md": "+++\ntitle = 'Entrada'\n+++\n![f](ferris.svg)\n",
            "content/blog/post/ferris.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
            "content/blog/v1.2.md": "+++\ntitle = 'A version, not a language'\n+++\n",
            "content/about.es.md": "+++\ntitle = 'Acerca'\n+++\nVer [la entrada](@/blog/post/index.es.md).\n",
        ], site: "content")
        #expect(zola.snapshot.text("es/about/index.html")?.contains("<a href=\"../../es/blog/post/\">la entrada</a>") == true, "Zola names a translation by its file")
        #expect(zola.snapshot.text("ca/index.html")?.contains("<html lang=\"ca\"") == true)
        #expect(zola.snapshot.text("es/blog/post/index.html")?.contains("Entrada") == true)
        #expect(zola.snapshot.files["es/blog/post/ferris.svg"] != nil && zola.snapshot.files["blog/post/ferris.svg"] != nil,
                "a translated bundle's picture is beside each language's page, as Zola copies it")
        #expect(zola.snapshot.text("blog/v1-2/index.html") != nil || zola.snapshot.text("blog/v1.2/index.html") != nil)
        #expect(zola.snapshot.files["ca/blog/post/index.html"] == nil, "Zola publishes only the pages a language has")
        #expect(zolaFixture.shownWarnings(zola).allSatisfy { !$0.contains("other languages") })

        let (_, hugo) = try Fixture.project([
            "hugo.toml": "baseURL = 'https://h.example/'\ndefaultContentLanguage = 'en'\n[languages.en]\nweight = 1\n[languages.zh-Hans]\nweight = 2\nlanguageName = '简体中文'\n",
            "content/_index.md": "---\ntitle: Home\n---\n",
            "content/about.md": "---\ntitle: About\n---\n",
            "content/about.zh-Hans.md": "---\ntitle: 关于\n---\n",
            "content/glossary/_index.en.md": "---\ntitle: Glossary\n---\n",
        ], site: "content")
        // Hugo lowercases the language's folder in its URLs, and reads `_index.en.md` as the default language's.
        let chinese = try #require(hugo.snapshot.text("zh-hans/about/index.html"))
        #expect(chinese.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"https://h.example/about/\">"))
        #expect(chinese.contains(">简体中文</a>"))
        #expect(hugo.snapshot.text("glossary/index.html")?.contains("Glossary") == true)
    }

    @Test func hugosConfigDirectoryGivesItsLanguagesAndMarkupFromTheirOwnFiles() throws {
        let (_, result) = try Fixture.project([
            "config/_default/hugo.toml": "baseURL = 'https://h.example/'\ndefaultContentLanguage = 'en'\n",
            "config/_default/languages.en.toml": "title = 'Site'\nweight = 1\n",
            "config/_default/languages.fr.toml": "title = 'Le site'\nweight = 2\nlanguageName = 'Français'\n",
            "config/_default/markup.toml": "[goldmark.renderer]\nunsafe = true\n",
            "config/_default/menus.en.toml": "[[main]]\nname = 'Docs'\n",
            "content/_index.md": "---\ntitle: Home\n---\n<div class=\"note\">Kept</div>\n",
            "content/_index.fr.md": "---\ntitle: Accueil\n---\n![fête](festivities.svg)\n",
            "content/festivities.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
            "content/docs/guide/index.md": "---\ntitle: Guide\nslug: guide\n---\n",
            "content/docs/guide/index.fr.md": "---\ntitle: Le guide\nslug: guide\n---\n",
        ])
        #expect(result.snapshot.text("index.html")?.contains("<div class=\"note\">Kept</div>") == true, "markup.toml keeps raw HTML")
        #expect(result.snapshot.text("fr/docs/guide/index.html")?.contains("Le guide") == true, "each translation has its own URL")
        #expect(result.snapshot.text("docs/guide/index.html")?.contains(">Français</a>") == true)
        #expect(result.snapshot.files["fr/festivities.svg"] != nil && result.snapshot.files["festivities.svg"] != nil, "the home's files go with its translation")
    }

    @Test func starlightLocalesWithARootLocaleFillMissingPages() throws {
        let (fixture, result) = try Fixture.project([
            "astro.config.mjs": """
                export const locales = {
                \troot: { label: 'English', lang: 'en' },
                \t'pt-br': { label: 'Português', lang: 'pt-BR' },
                };
                export default defineConfig({ integrations: [starlight({ title: 'S', locales, sidebar: [{ label: 'x' }] })] });
                """,
            "src/content/docs/index.mdx": "# Home\n\n[Guide](/guide/)\n",
            "src/content/docs/guide.md": "# Guide\n",
            // The folder in another case than its locale, as biome's `pt-BR/` for the locale `pt-br`.
            "src/content/docs/pt-BR/index.mdx": "# Início\n\n[Guia](/pt-br/guide/)\n",
            "src/content/docs/_fragments/note.mdx": "A partial.\n",
        ])
        #expect(result.snapshot.text("pt-br/index.html")?.contains("Início") == true)
        #expect(result.snapshot.text("pt-br/guide/index.html")?.contains("class=\"fallback-note\"") == true, "the guide, in English, marked")
        #expect(result.snapshot.files["_fragments/note/index.html"] == nil, "partials are not pages")
        #expect(!(result.snapshot.text("index.html") ?? "").contains("Início"), "no other language's page in the default menu")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("other languages") })
    }

    @Test func starlightLocalesImportedFromAModuleOfTheProjectAreRead() throws {
        let (_, result) = try Fixture.project([
            "astro.config.ts": """
                import { localesConfig } from './config/locales';
                export default defineConfig({ integrations: [starlight({ title: 'S', defaultLocale: 'en', locales: localesConfig })] });
                """,
            "config/locales.ts": "export const localesConfig = {\n\ten: { label: 'English', lang: 'en' },\n\tar: { label: 'العربية', lang: 'ar', dir: 'rtl' },\n};\n",
            "src/content/docs/en/index.md": "# Home\n",
            "src/content/docs/en/guide.md": "# Guide\n",
            "src/content/docs/ar/index.md": "# الرئيسية\n",
        ])
        #expect(result.snapshot.text("ar/index.html")?.contains("dir=\"rtl\"") == true)
        #expect(result.snapshot.text("ar/guide/index.html") != nil)
        #expect(result.snapshot.text("en/guide/index.html")?.contains("<html lang=\"en\"") == true)
    }

    @Test func mkDocsStaticI18nSuffixesAreBuiltWithTheOriginalFillingMissingPages() throws {
        let (fixture, result) = try Fixture.project([
            "mkdocs.yml": """
                site_name: S
                nav:
                  - Home: index.md
                  - guide/start.md
                plugins:
                  - search
                  - i18n:
                      docs_structure: suffix
                      languages:
                        - locale: en
                          default: true
                          name: English
                        - locale: fr
                          name: Français
                """,
            "docs/index.md": "# Home\n\n[Start](guide/start.md)\n",
            "docs/index.fr.md": "# Accueil\n\n[Démarrer](guide/start.md)\n",
            "docs/guide/start.md": "# Start\n",
        ])
        let french = try #require(result.snapshot.text("fr/index.html"))
        #expect(french.contains("<html lang=\"fr\"") && french.contains("href=\"../fr/guide/start/\""), "the link stays in French")
        #expect(result.snapshot.text("fr/guide/start/index.html")?.contains("class=\"fallback-note\"") == true)
        #expect(result.snapshot.files["index.fr/index.html"] == nil)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("'i18n'") }, "the plugin is read, not named as not run")
    }

    @Test func aBrokenLinkInAPageAndItsStandInsIsReportedOnce() throws {
        let fixture = Fixture(pages: [
            "config.yml": "languages: [en, fr, de]\n",
            "en/index.md": "# Home\n\n[gone](missing.md)\n",
        ], templates: [:])
        var options = fixture.options
        options.templatesDirectory = Fixture.defaultTheme
        let failures = fixture.failures(options)
        #expect(failures.filter { $0.contains("missing.md") }.count == 1, "\(failures)")
    }
}
