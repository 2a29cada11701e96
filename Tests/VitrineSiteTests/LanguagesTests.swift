import Foundation
import Testing
@testable import VitrineSite

/// A site in several languages: translations as folders or as suffixes, each language with its own menu, words,
/// page list and search index, and the default language's page standing in for a missing translation.
@Suite struct LanguagesTests {
    func build(_ files: [String: String]) throws -> (Fixture, BuildResult) {
        let fixture = Fixture(pages: files, templates: [:])
        var options = fixture.options
        options.templatesDirectory = Fixture.defaultTheme
        return (fixture, try fixture.build(options))
    }

    static let folders = [
        "config.yml": "title: Multi\nlanguages: [en, fr, ar]\n",
        "en/index.md": "# Welcome\n\nRead the [guide](guide/install.md).\n",
        "en/guide/install.md": "# Installing\n\nSee [usage](usage.md). ![logo](../images/logo.svg)\n",
        "en/guide/usage.md": "# Usage\n\nSearch for an element.\n",
        "en/images/logo.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        "fr/index.md": "# Bienvenue\n",
        "fr/guide/install.md": "# Installation\n\nVoir [usage](usage.md). ![logo](../images/logo.svg)\n",
    ]

    @Test func languageFoldersEachGetTheirPagesMenuWordsAndSearch() throws {
        let (_, result) = try build(Self.folders)
        let snapshot = result.snapshot
        let french = try #require(snapshot.text("fr/guide/install/index.html"))
        #expect(french.contains("<html lang=\"fr\" dir=\"ltr\">"))
        #expect(french.contains("<span>Suivant</span> Usage"), "the pager speaks French and stays in French")
        #expect(french.contains("href=\"../../../fr/guide/usage/\""), "a link to usage.md stays in the page's language")
        #expect(french.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"../../../en/guide/install/\">"))
        #expect(french.contains("hreflang=\"fr\" lang=\"fr\" aria-current=\"true\">Français</a>"))
        #expect(french.contains("data-index=\"../../../fr/search/\""))
        #expect(!french.contains("en/guide/usage/\" aria-current"), "the menu is the French one")
        // The picture the original links is there for the translation too.
        #expect(snapshot.files["fr/images/logo.svg"] != nil)
        #expect(snapshot.files["fr/search/index.json"] != nil && snapshot.files["en/search/index.json"] != nil)
        #expect(snapshot.text("fr/search/index.html")?.contains("<h1>Toutes les pages</h1>") == true)
        // Arabic is written right to left.
        #expect(snapshot.text("ar/index.html")?.contains("dir=\"rtl\"") == true)
        // The root sends readers to the default language's home.
        #expect(snapshot.text("index.html")?.contains("url=en/") == true)
    }

    @Test func aMissingTranslationShowsTheOriginalMarkedAsSuch() throws {
        let (_, result) = try build(Self.folders)
        let standIn = try #require(result.snapshot.text("fr/guide/usage/index.html"))
        #expect(standIn.contains("<article class=\"page\" lang=\"en\">"))
        #expect(standIn.contains("Cette page n’est pas encore traduite") && standIn.contains("(English)"))
        #expect(standIn.contains("Search for an element."))
        #expect(!standIn.contains("rel=\"alternate\" hreflang=\"fr\""), "a stand-in is no translation to announce")
        let english = try #require(result.snapshot.text("en/guide/usage/index.html"))
        #expect(english.contains("class=\"is-fallback\">Français</a>"))
    }

    @Test func aStandInNamesItsOriginalAsCanonicalAndTheSitemapListsEachPageOnce() throws {
        var pages = Self.folders
        pages["config.yml"] = "title: Multi\nbaseURL: https://ex.org/\nlanguages: [en, fr, ar]\n"
        let (_, result) = try build(pages)
        let standIn = try #require(result.snapshot.text("fr/guide/usage/index.html"))
        #expect(standIn.contains("<link rel=\"canonical\" href=\"https://ex.org/en/guide/usage/\">"))
        let sitemap = try #require(result.snapshot.text("sitemap.xml"))
        #expect(sitemap.contains("<loc>https://ex.org/fr/guide/install/</loc>") && sitemap.contains("<loc>https://ex.org/en/guide/usage/</loc>"))
        #expect(!sitemap.contains("<loc>https://ex.org/fr/guide/usage/</loc>"), "a stand-in is its original's copy")
        #expect(result.snapshot.text("fr/guide/install/index.html")?.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"https://ex.org/en/guide/install/\">") == true)
    }

    @Test func suffixTranslationsLinkAndPictureAsTheirOriginalDoes() throws {
        let (_, result) = try build([
            "config.yml": "title: S\nlanguages: [en, de]\n",
            "index.md": "# Home\n",
            "index.de.md": "# Startseite\n",
            "guide/a.md": "# A\n\n![i](../img/x.svg) [b](b.md)\n",
            "guide/a.de.md": "# A auf Deutsch\n\n![i](../img/x.svg) [b](b.md)\n",
            "guide/b.md": "# B\n",
            "img/x.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        ])
        let german = try #require(result.snapshot.text("de/guide/a/index.html"))
        #expect(german.contains("A auf Deutsch") && german.contains("lang=\"de\""))
        #expect(german.contains("href=\"../../../de/guide/b/\""), "b.md is the German page, a stand-in here")
        #expect(german.contains("img/x.svg"))
        #expect(result.snapshot.files["de/img/x.svg"] == nil, "suffix translations share the files")
        #expect(result.snapshot.text("guide/a/index.html")?.contains("Weiter") == false)
        #expect(result.snapshot.text("de/guide/b/index.html")?.contains("Diese Seite ist noch nicht übersetzt") == true)
    }

    @Test func theConfigOverridesTheThemesWords() throws {
        let (_, result) = try build([
            "config.yml": "title: W\nlanguages:\n  en: English\n  fr:\n    name: Français (France)\n    words:\n      search: Chercher\n",
            "en/index.md": "# Home\n",
            "fr/index.md": "# Accueil\n",
        ])
        let french = try #require(result.snapshot.text("fr/index.html"))
        #expect(french.contains("placeholder=\"Chercher\""))
        #expect(french.contains(">Français (France)</a>"))
    }

    @Test func badLanguageCodesAndTwoTranslationsOfOnePageAreErrorsNamingThem() throws {
        let unsafe = Fixture(pages: ["config.yml": "languages: [en, ../x]\n", "index.md": "# H\n"])
        #expect(unsafe.failures().contains { $0.hasPrefix("Site/config.yml:1:") && $0.contains("invalid language code '../x'") })
        let twice = Fixture(pages: [
            "config.yml": "languages: [en, fr]\ntranslations: suffixes\n", "index.md": "# H\n", "guide.fr.md": "# G\n", "fr/guide.md": "# G\n",
        ])
        #expect(twice.failures().contains { $0.contains("two translations of one page in 'fr'") && $0.contains("guide.fr.md") && $0.contains("fr/guide.md") })
        var outside = Self.folders
        outside["index.md"] = "# Choose a language\n"
        let both = Fixture(pages: outside)
        #expect(both.failures() == ["Site/index.md:1:1: error: this page is outside the language folders (en/, fr/, ar/) and is also en/index.md: keep one (the site's root already sends readers to en/)"])
    }

    @Test func aRebuildAfterATranslationIsAddedEqualsAFreshBuild() throws {
        let fixture = Fixture(pages: Self.folders, templates: [:])
        var options = fixture.options
        options.templatesDirectory = Fixture.defaultTheme
        let builder = SiteBuilder(options: options, cache: BuildCache())
        _ = try builder.build()
        // The stand-in becomes a translation: the English page's switcher no longer marks French as missing.
        fixture.write("# Utilisation\n\nCherchez un élément.\n", to: "Site/fr/guide/usage.md")
        let cached = try builder.build().snapshot.files.mapValues(\.bytes)
        let fresh = try fixture.build(options).snapshot.files.mapValues(\.bytes)
        #expect(cached.keys.sorted() == fresh.keys.sorted())
        for (path, bytes) in fresh where cached[path] != bytes { Issue.record("\(path) differs from a build from scratch") }
        #expect(String(decoding: cached["en/guide/usage/index.html"] ?? [], as: UTF8.self).contains("hreflang=\"fr\" lang=\"fr\">Français</a>"))
    }

    @Test func everyLanguageOfTheThemeHasEveryWord() {
        for code in ["en", "fr", "de", "es", "pt", "ru", "zh", "ja", "ko"] {
            #expect(ThemeWords.speaks(code))
            let words = ThemeWords.words(for: code)
            #expect(ThemeWords.keys.allSatisfy { !(words[$0] ?? "").isEmpty }, "\(code)")
            if code != "en" { #expect(words["search"] != ThemeWords.words(for: "en")["search"], "\(code) has its own words") }
        }
        #expect(ThemeWords.words(for: "pt-BR")["next"] == "Próximo", "a regional code speaks its language")
        #expect(ThemeWords.words(for: "xx")["next"] == "Next")
    }

    @Test func aOneLanguageSiteInFrenchSpeaksFrench() throws {
        let (_, result) = try build(["config.yml": "title: F\nlanguage: fr\n", "index.md": "# Accueil\n", "a.md": "# A\n\n> [!NOTE]\n> Lisez ceci.\n"])
        let page = try #require(result.snapshot.text("a/index.html"))
        #expect(page.contains("<html lang=\"fr\"") && page.contains("<span>Précédent</span>"))
        #expect(page.contains("<p class=\"markdown-alert-title\">Remarque</p>"), "an alert's title in the page's language")
        #expect(page.contains("data-copy=\"Copier\""), "the copy button's words")
        #expect(!page.contains("language-switch"))
    }
}
