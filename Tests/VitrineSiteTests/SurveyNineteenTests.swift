import Foundation
import Testing
@testable import VitrineSite

/// Other tools' conventions met in a nineteenth round of real projects, each in a small project of our own shape.
@Suite struct SurveyNineteenTests {
    /// A key given twice in one mapping of `mkdocs.yml`, quoted as plugins' maps quote it, keeps its last value
    /// with a warning, as PyYAML keeps it: the site builds.
    @Test func mkDocsQuotedKeyGivenTwiceIsAWarning() throws {
        let (fixture, result) = try Fixture.project([
            "mkdocs.yml": "site_name: Twice\nplugins:\n  - redirects:\n      redirect_maps:\n        'old.md': 'new.md'\n        'old.md': 'index.md'\nextra:\n  \"Label\": one\n  \"Label\": two\n",
            "docs/index.md": "# Home\n",
        ])
        let warnings = fixture.shownWarnings(result)
        #expect(warnings.contains { $0.contains("mkdocs.yml:5:9: warning") && $0.contains("setting 'old.md' is given more than once: the last is used") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("setting 'Label' is given more than once") }, "\(warnings)")
        #expect(result.snapshot.text("index.html")?.contains("<title>Twice</title>") == true)
    }

    /// `use_directory_urls: false`: each page at `name.html`, a folder's index at its folder, as MkDocs writes them;
    /// a file linked beside the page is found from there.
    @Test func mkDocsWithoutDirectoryURLsPublishesHTMLFiles() throws {
        let (fixture, result) = try Fixture.project([
            "mkdocs.yml": "site_name: Flat\nuse_directory_urls: false\n",
            "docs/index.md": "# Home\n\nSee [the reference](Config_Reference.md) and [the guide](guide/index.md).\n",
            "docs/Config_Reference.md": "# Reference\n\nSigned under the [DCO](developer-certificate-of-origin).\n",
            "docs/developer-certificate-of-origin": "Developer Certificate of Origin\n",
            "docs/guide/index.md": "# Guide\n",
        ], warnLinks: true)
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("href=\"Config_Reference.html\""), "\(home)")
        #expect(result.snapshot.text("Config_Reference.html") != nil && result.snapshot.text("Config_Reference/index.html") == nil)
        #expect(result.snapshot.text("guide/index.html") != nil)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// Zola's `ignored_content` globs: a file they match is no page (`**/` matches no folder too; braces are choices).
    @Test func zolaIgnoredContentIsNotRead() throws {
        let (_, result) = try Fixture.project([
            "config.toml": "base_url = 'https://example.org'\ntitle = 'Agents'\nignored_content = ['**/AGENTS.md', '*.{graphql,gql}']\n",
            "content/_index.md": "+++\ntitle = 'Home'\n+++\n",
            "content/AGENTS.md": "+++\ntitle = 'Notes for agents'\n+++\n",
            "content/docs/AGENTS.md": "+++\ntitle = 'More notes'\n+++\n",
            "content/docs/agents/_index.md": "+++\ntitle = 'Agents'\n+++\n",
            "content/docs/schema.gql": "type Query { a: Int }\n",
        ])
        #expect(result.snapshot.text("docs/agents/index.html")?.contains("<h1") == true)
        #expect(result.snapshot.text("agents/index.html") == nil)
        #expect(result.snapshot.files["docs/schema.gql"] == nil, "\(result.snapshot.files.keys.sorted())")
        #expect(ToolConfig.braceExpanded("a.{x,y}/{1,2}") == ["a.x/1", "a.x/2", "a.y/1", "a.y/2"])
    }

    /// jekyll-redirect-from's target keeps its `#fragment`: the redirect lands on the heading.
    @Test func jekyllRedirectKeepsItsFragment() throws {
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: Redirects\nurl: https://example.org\nplugins: [jekyll-redirect-from]\n",
            "donate.md": "---\nredirect_to: \"/contributing.html#donate\"\n---\n",
            "contributing.md": "---\ntitle: Contributing\npermalink: /contributing.html\n---\n\n## Donate\n",
        ], warnLinks: true)
        let redirect = try #require(result.snapshot.text("donate/index.html") ?? result.snapshot.text("donate.html"))
        #expect(redirect.contains("url=../contributing.html#donate"), "\(redirect)")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// md_in_html's element that opens a page is read as Markdown too, and the lines under it keep their numbers.
    @Test func mkDocsMarkdownInHTMLOnThePageFirstLine() throws {
        let (fixture, result) = try Fixture.project([
            "mkdocs.yml": "site_name: First\nmarkdown_extensions:\n  - attr_list\n  - md_in_html\n",
            "docs/index.md": "<figure markdown>\n  ![Logo](logo.svg){ width=\"150\" }\n</figure>\n\n# Welcome\n\nA [broken link](missing.md).\n",
            "docs/logo.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n",
        ], warnLinks: true)
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("<img src=\"logo.svg\" alt=\"Logo\" width=\"150\""), "\(home)")
        #expect(!home.contains("![Logo]"))
        #expect(fixture.shownWarnings(result).contains { $0.hasPrefix("project/docs/index.md:7:3: warning: broken link 'missing.md'") }, "\(fixture.shownWarnings(result))")
    }

    /// A Jekyll layout that draws the page's own front matter (`page.parameters`) is named: vitrine runs no Liquid.
    @Test func jekyllLayoutDrawingFrontMatterWarns() throws {
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: G-codes\ncollections:\n  gcode:\n    output: true\ndefaults:\n  - scope: {type: gcode}\n    values: {layout: gcode}\n",
            "_layouts/gcode.html": "<h1>{{ page.title }}</h1>{{ content }}{% include gcode-info.html %}",
            "_includes/gcode-info.html": "{% for p in page.parameters %}<dt>{{ p.tag }}</dt>{% endfor %}{{ page.notes | markdownify }}",
            "_gcode/G028.md": "---\ntitle: Home\ntags: [a, b]\n---\n\nGo home.\n",
            "_gcode/G029.md": "---\ntitle: Level\nnotes: |\n  - Save it.\n  - Twice.\nparameters:\n  - tag: A\n---\n\nLevel the bed.\n",
        ])
        let warnings = fixture.shownWarnings(result).filter { $0.contains("Jekyll layout draws") }
        #expect(warnings == [
            "project/_gcode/G029.md:1:1: warning: 1 page has front matter its Jekyll layout draws ('notes', 'parameters'), which vitrine does not run: only the pages' own text is shown, the first here",
        ], "\(fixture.shownWarnings(result))")
        #expect(JekyllLayoutData.pageKeys(in: "{{ page.title }} {{ mypage.x }} {{site.page.y}} {{ page.notes | x }}") == ["title", "notes"])
        #expect(JekyllLayoutData.pageKeys(in: "{% assign gcode = page %}{% for p in gcode.parameters %}{{ other.x }}") == ["parameters"])
    }

    /// mdBook puts an included file's text in the chapter: its link definitions serve the chapter's links, and a
    /// file only included is not reported as a page left out of the summary.
    @Test func mdBookIncludedLinkDefinitionsServeTheChapter() throws {
        let (fixture, result) = try Fixture.project([
            "book.toml": "[book]\ntitle = 'Refs'\n",
            "src/SUMMARY.md": "- [Files](files/read.md)\n",
            "src/files/read.md": "# Read\n\n| Recipe | Crates |\n|---|---|\n| Read | [![std-badge]][std] |\n\nSee [the docs][std].\n\n{{#include ../links.md}}\n",
            "src/links.md": "[std]: https://doc.rust-lang.org/std\n[std-badge]: https://img.shields.io/badge/std-1-blue.svg\n",
            "src/unused.md": "# Unused\n",
        ])
        let page = try #require(result.snapshot.text("files/read/index.html"))
        #expect(page.contains("<a href=\"https://doc.rust-lang.org/std\"><img src=\"https://img.shields.io/badge/std-1-blue.svg\" alt=\"std-badge\""), "\(page)")
        #expect(page.contains("<a href=\"https://doc.rust-lang.org/std\">the docs</a>"))
        let leftOut = fixture.shownWarnings(result).filter { $0.contains("not in SUMMARY.md") }
        #expect(leftOut.count == 1 && leftOut[0].hasPrefix("project/src/unused.md:1:1: warning: 1 page not in SUMMARY.md left out"), "\(leftOut)")
    }

    /// A page's ids are found as text compares: a link spelling `パ` composed finds the id that has it decomposed.
    @Test func pageIDsCompareAsText() {
        var ids = PageIDs()
        ids.insert("jit-\u{30CF}\u{309A}")
        ids.insert("plain")
        #expect(ids.contains("jit-\u{30D1}") && ids.contains("plain"))
        #expect(!ids.contains("plai") && !ids.contains("jit-"))
        #expect(ids.all == ["jit-\u{30CF}\u{309A}", "plain"])
    }

    /// A Docusaurus post's `slug` is its address under the blog's route; without one, a date in its path
    /// (`2024/03-05-name/index.md`) is read as Docusaurus' own pattern reads it.
    @Test func docusaurusBlogSlugsAndDatesInFolders() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'Slugs', url: 'https://example.org', baseUrl: '/', presets: [['classic', {}]] };\n",
            "docs/intro.md": "# Intro\n\n[Release](/blog/release) and [the post](/blog/2024/03/05/folder-post) and [flat](/blog/2024/01/10/flat).\n",
            "blog/2024-01-10-flat.md": "---\ntitle: Flat\n---\n\nText.\n",
            "blog/2024/02-01-release.md": "---\ntitle: Release\nslug: release\n---\n\nText.\n",
            "blog/2024/03-05-folder-post/index.md": "---\ntitle: Folder post\n---\n\nText.\n",
        ], warnLinks: true)
        for path in ["blog/release/index.html", "blog/2024/03/05/folder-post/index.html", "blog/2024/01/10/flat/index.html"] {
            #expect(result.snapshot.text(path) != nil, "\(path) in \(result.snapshot.files.keys.sorted())")
        }
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// Without the classic preset, a blog is a plugin instance's alone, at its own route: not built twice.
    @Test func docusaurusBlogPluginWithoutPresetIsBuiltOnce() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": """
                module.exports = {
                  title: 'Plugin blog', url: 'https://example.org', baseUrl: '/',
                  plugins: [
                    ['@docusaurus/plugin-content-docs', { sidebarPath: false }],
                    ['@docusaurus/plugin-content-blog', { id: 'main', routeBasePath: 'posts', path: 'blog' }],
                  ],
                };

                """,
            "docs/intro.md": "# Intro\n",
            "blog/2024-01-10-news.md": "---\ntitle: News\n---\n\nA [link](/nowhere).\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("posts/2024/01/10/news/index.html") != nil, "\(result.snapshot.files.keys.sorted())")
        #expect(!result.snapshot.files.keys.contains { $0.hasPrefix("blog/") })
        #expect(fixture.shownWarnings(result).filter { $0.contains("broken link '/nowhere'") }.count == 1)
    }

    /// Docusaurus' React pages are not built: their addresses are not reported as broken, and one warning names them.
    @Test func docusaurusReactPagesAreNamedNotReported() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'React', url: 'https://example.org', baseUrl: '/', presets: [['classic', {}]] };\n",
            "docs/help.md": "# Help\n\n[Contact](/contact), [downloads](/downloads/) and [a typo](/contcat).\n",
            "src/pages/contact.tsx": "export default function Contact() { return null; }\n",
            "src/pages/downloads/index.tsx": "export default function Downloads() { return null; }\n",
            "src/pages/_parts/button.tsx": "export const Button = () => null;\n",
        ], warnLinks: true)
        let warnings = fixture.shownWarnings(result)
        #expect(warnings.contains {
            $0.hasPrefix("project/src/pages/contact.tsx: warning: 2 React pages not built, the first here") && $0.contains("links to their addresses are not checked")
        }, "\(warnings)")
        #expect(warnings.filter { $0.contains("broken link") }.map { $0.contains("'/contcat'") } == [true], "\(warnings)")
    }

    /// GitHub's and Twemoji's short names are drawn, and an unknown name, or one inside a word, stays as written.
    @Test func emojiShortNamesOfBothTables() throws {
        let (_, result) = try Fixture.project([
            "mkdocs.yml": "site_name: Emoji\nmarkdown_extensions:\n  - pymdownx.emoji\n",
            "docs/index.md": "# Moo\n\n:cow: + :whale2: = :two_hearts: :beer: :not_an_emoji_name:\n\nAt H:mm:ss, in 0x1::coin::Event, :+1::+1: (:tada:) 힘 :muscle:을 [go](https://example.org):material-open-in-new:\n",
        ])
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("🐮 + 🐋 = 💕 🍺 :not_an_emoji_name:"), "\(home)")
        // A name inside a word or a path stays text, as markdown-it reads it; shortcodes side by side are each drawn.
        #expect(home.contains("At H:mm:ss, in 0x1::coin::Event, 👍👍 (🎉) 힘 💪을 <a"), "\(home)")
        #expect(!home.contains(":material-open-in-new:"), "an icon is its own shortcode wherever it stands")
        // The whole table is read, a lone skin tone (which joins the space before it into one character) too.
        #expect(EmojiShortcodes.emoji["tone1"] == "\u{1F3FB}" && EmojiShortcodes.emoji["zzz"] == "💤" && EmojiShortcodes.emoji["+1"] == "👍")
    }

    /// A MkDocs config kept in a folder of the pages it names (`docs_dir: '../'`) is found from the pages' folder,
    /// and is not published itself.
    @Test func mkDocsConfigInsideItsDocsFolderIsFound() throws {
        let (fixture, result) = try Fixture.project([
            "docs/_site/mkdocs.yml": "site_name: Printer docs\ndocs_dir: '../'\nnav:\n  - Reference: Config_Reference.md\n  - Home: index.md\n",
            "docs/index.md": "# Home\n",
            "docs/Config_Reference.md": "# Reference\n",
        ], site: "docs")
        #expect(result.projectLine?.contains("docs/_site/mkdocs.yml: 'Printer docs'") == true, "\(result.projectLine ?? "")")
        #expect(result.snapshot.files["_site/mkdocs.yml"] == nil)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("rawHTML") })
    }

    /// The latest released Docusaurus version given a `path` is linked by it (`/docs/v1/queries`), and a file link
    /// into `versioned_docs/` finds the page there.
    @Test func docusaurusLatestVersionPathAndFileLinksAcrossVersions() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": """
                module.exports = { title: 'Versions', url: 'https://example.org', baseUrl: '/', presets: [['classic', { docs: {
                  versions: { current: { label: 'v2', path: 'v2' }, '1.x': { label: 'v1', path: 'v1' } } } }]] };

                """,
            "versions.json": "[\"1.x\"]\n",
            "versioned_docs/version-1.x/queries.md": "# Queries\n\n## Bind\n",
            "docs/queries.md": "# Queries\n",
            "docs/upgrade.md": "# Upgrade\n\nSee [v1](/docs/v1/queries#bind) and [by file](../versioned_docs/version-1.x/queries.md#bind).\n",
        ], warnLinks: true)
        let page = try #require(result.snapshot.text("v2/upgrade/index.html"))
        #expect(page.components(separatedBy: "href=\"../../queries/#bind\"").count == 3, "\(page)")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// An MDX partial's relative links go from its own folder, whichever page draws it.
    @Test func mdxPartialLinksFromItsOwnFolder() throws {
        let (fixture, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'Partials', url: 'https://example.org', baseUrl: '/', presets: [['classic', {}]] };\n",
            "docs/index.mdx": "---\ntitle: Home\n---\n\nimport Note from './_fragments/_note.mdx';\n\n<Note />\n",
            "docs/guides/deep.mdx": "---\ntitle: Deep\n---\n\nimport Note from '../_fragments/_note.mdx';\n\n<Note />\n",
            "docs/_fragments/_note.mdx": "Needs [TypeScript](../setup.md#typescript).\n",
            "docs/setup.md": "# Setup\n\n## TypeScript\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("index.html")?.contains("href=\"setup/#typescript\"") == true)
        #expect(result.snapshot.text("guides/deep/index.html")?.contains("href=\"../../setup/#typescript\"") == true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// Docusaurus' other versions are one menu entry, "Versions", holding each version's pages, with a page that
    /// lists them: not each beside the docs.
    @Test func docusaurusOtherVersionsAreHeldUnderOneMenuEntry() throws {
        let (_, result) = try Fixture.project([
            "docusaurus.config.js": "module.exports = { title: 'Held', url: 'https://example.org', baseUrl: '/', presets: [['classic', {}]] };\n",
            "versions.json": "[\"1.0\", \"0.9\"]\n",
            "docs/intro.md": "# Intro (next)\n",
            "versioned_docs/version-1.0/intro.md": "# Intro\n",
            "versioned_docs/version-0.9/intro.md": "# Intro (old)\n",
        ])
        let versions = try #require(result.snapshot.text("versions/index.html"), "\(result.snapshot.files.keys.sorted())")
        #expect(versions.contains("href=\"../0.9/\"") && versions.contains("href=\"../next/\""), "\(versions)")
        // The menu of a page outside the versions shows the one entry; a page of a version, the version open under it.
        let menu = { (page: String) in page.range(of: "<nav class=\"sidebar\"").flatMap { start in page[start.lowerBound...].range(of: "</nav>").map { String(page[start.lowerBound..<$0.upperBound]) } } ?? "" }
        let intro = menu(try #require(result.snapshot.text("intro/index.html")))
        #expect(intro.contains("href=\"../versions/\"") && !intro.contains("href=\"../0.9/\"") && !intro.contains("href=\"../next/\""), "\(intro)")
        let old = menu(try #require(result.snapshot.text("0.9/intro/index.html")))
        let held = try #require(old.range(of: "href=\"../../versions/\""), "\(old)")
        #expect(old.range(of: "href=\"../../0.9/\"").map { $0.lowerBound > held.lowerBound } == true, "\(old)")
    }

    /// mdBook writes every `.md` link as `.html`: a link to a chapter that is now an HTML file of the book (a
    /// redirect kept at its old name) lands on that file.
    @Test func mdBookMarkdownLinkToAnHTMLFileOfTheBook() throws {
        let (fixture, result) = try Fixture.project([
            "book.toml": "[book]\ntitle = 'Moved'\n",
            "src/SUMMARY.md": "- [Intro](intro.md)\n- [Conditions](programming/run-conditions.md)\n",
            "src/intro.md": "# Intro\n\nSee [criteria](/programming/run-criteria.md) and [again](programming/run-criteria.md) and [gone](/TODO.md).\n",
            "src/programming/run-conditions.md": "# Run conditions\n",
            "src/programming/run-criteria.html": "<!DOCTYPE html><meta http-equiv=\"refresh\" content=\"0; url=run-conditions.html\">\n",
        ], warnLinks: true)
        let intro = try #require(result.snapshot.text("intro/index.html"))
        #expect(intro.components(separatedBy: "href=\"../programming/run-criteria.html\"").count == 3, "\(intro)")
        #expect(fixture.shownWarnings(result).filter { $0.contains("broken link") }.map { $0.contains("'/TODO.md' (resolved to '../TODO.html')") } == [true],
                "\(fixture.shownWarnings(result))")
    }

    /// mkdocs-static-i18n's localised pictures (`shot.de.png`): each language's page shows its own under the plain
    /// name, and a link naming the localised file still finds it.
    @Test func mkDocsI18nLocalizedPictures() throws {
        let (fixture, result) = try Fixture.project([
            "mkdocs.yml": "site_name: Shots\nplugins:\n  - i18n:\n      docs_structure: suffix\n      languages:\n        - locale: en\n          default: true\n        - locale: de\n",
            "docs/index.en.md": "# Home\n",
            "docs/index.de.md": "# Start\n",
            "docs/guide/spam.en.md": "# Spam\n\n![The tab](../assets/shot.png)\n",
            "docs/guide/spam.de.md": "# Spam\n\n![Der Reiter](../assets/shot.png) and by its own name ![Der Reiter](../assets/shot.de.png)\n",
            "docs/assets/shot.en.png": "english",
            "docs/assets/shot.de.png": "deutsch",
        ], warnLinks: true)
        #expect(result.snapshot.files["assets/shot.png"].map { String(decoding: $0.bytes, as: UTF8.self) } == "english")
        #expect(result.snapshot.files["de/assets/shot.png"].map { String(decoding: $0.bytes, as: UTF8.self) } == "deutsch")
        #expect(result.snapshot.text("guide/spam/index.html")?.contains("src=\"../../assets/shot.png\"") == true)
        #expect(result.snapshot.text("de/guide/spam/index.html")?.contains("de/assets/shot.png\"") == true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }
}
