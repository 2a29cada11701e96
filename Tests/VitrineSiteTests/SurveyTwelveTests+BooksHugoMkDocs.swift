import Foundation
import Testing
@testable import VitrineSite

/// The twelfth round's mdBook, Hugo and MkDocs conventions.
extension SurveyTwelveTests {
    /// Hugo's `disablePathToLower` keeps the files' case in URLs; spaces are still hyphens.
    @Test func hugoDisablePathToLowerKeepsTheCase() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.toml": "title = \"Case\"\ndisablePathToLower = true\n",
            "content/_index.md": "---\ntitle: Home\n---\nStart at [Variables](Configuring/Basics/Variables).\n",
            "content/Configuring/Basics/Variables.md": "---\ntitle: Variables\n---\nSee [Devices](../../Advanced-and-Cool/Devices).\n",
            "content/Configuring/Advanced and Cool/Devices.md": "---\ntitle: Devices\n---\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("Configuring/Basics/Variables/index.html") != nil)
        #expect(result.snapshot.text("Configuring/Advanced-and-Cool/Devices/index.html") != nil)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// mdBook replaces its directives wherever they stand: several in one paragraph, or one in raw HTML.
    @Test func mdBookIncludesInAParagraphOrInHTMLAreDrawn() throws {
        let (fixture, result) = try Fixture.project([
            "book.toml": "[book]\ntitle = \"Plugins\"\n",
            "src/SUMMARY.md": "# Summary\n\n- [Available](available.md)\n- [Diagrams](diagrams.md)\n",
            "src/available.md": "# Available plugins\n\n{{#include to_scaffold.md }}\n{{#include to-add.md }}\n",
            "src/to_scaffold.md": "| Plugin | Use |\n|---|---|\n| go/v4 | scaffold |\n",
            "src/to-add.md": "\nAdd [more](diagrams.md).\n",
            "src/diagrams.md": "# Diagrams\n\n<div class=\"diagrams\">\n{{#include ./graph.svg}}\n<div>becomes</div>\n</div>\n",
            "src/graph.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><rect width=\"10\" height=\"10\"/></svg>\n",
        ], warnLinks: true)
        let available = try #require(result.snapshot.text("available/index.html"))
        #expect(available.contains("<td>go/v4</td>"), "\(available)")
        #expect(available.contains("href=\"../diagrams/\""), "\(available)")
        #expect(!available.contains("{{#include"))
        let diagrams = try #require(result.snapshot.text("diagrams/index.html"))
        #expect(diagrams.contains("<div class=\"diagrams\">\n<svg"), "\(diagrams)")
        #expect(!diagrams.contains("{{#include"))
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("template tag") }, "\(fixture.shownWarnings(result))")
    }

    /// mdBook reads SUMMARY.md with a Markdown parser: a reference-style link is a chapter too.
    @Test func aReferenceLinkInTheSummaryIsAChapter() throws {
        let (fixture, result) = try Fixture.project([
            "book.toml": "[book]\ntitle = \"Refs\"\n",
            "src/SUMMARY.md": "# Summary\n\n- [Quick start](./quick-start.md)\n\n---\n\n- [Plugins][plugins]\n  - [Available plugins](./plugins/available.md)\n- [Extending]\n\n[plugins]: ./plugins/plugins.md\n[extending]: <extending.md>\n",
            "src/quick-start.md": "# Quick start\n\nSee [plugins](plugins/plugins.md).\n",
            "src/plugins/plugins.md": "# Plugins\n",
            "src/plugins/available.md": "# Available\n\nUp to [plugins](plugins.md).\n",
            "src/extending.md": "# Extending\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("plugins/plugins/index.html")?.contains("<h1 id=\"plugins\">Plugins") == true)
        #expect(result.snapshot.text("extending/index.html") != nil)
        let warnings = fixture.shownWarnings(result)
        #expect(warnings.allSatisfy { !$0.contains("broken link") && !$0.contains("not in SUMMARY.md") }, "\(warnings)")
    }

    /// Hugo expands a shortcode wherever it stands, in a single-quoted attribute too.
    @Test func aHugoReferenceInASingleQuotedAttributeIsALink() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.toml": "title = \"Quotes\"\n[markup.goldmark.renderer]\nunsafe = true\n",
            "content/_index.html": "+++\ntitle = \"Home\"\n+++\n\n<div class=\"cover\">\n\t<a class=\"btn\" href='{{< relref \"/docs\" >}}'>Learn More</a>\n</div>\n",
            "content/docs/_index.md": "---\ntitle: Docs\n---\n",
        ], warnLinks: true)
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("href='docs/'") || home.contains("href=\"docs/\""), "\(home)")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("shortcode") }, "\(fixture.shownWarnings(result))")
    }

    /// Hugo finds a `ref` by its name in any case: `relref "Upgrading#x"` is `installation/upgrading.md`.
    @Test func aHugoReferenceFindsItsPageInAnyCase() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.toml": "title = \"Case\"\n",
            "content/_index.md": "---\ntitle: Home\n---\n",
            "content/docs/guides/_index.md": "---\ntitle: Guides\n---\nSee [easier upgrades]({{< relref \"Upgrading#multiple-clusters\" >}}).\n",
            "content/docs/installation/upgrading.md": "---\ntitle: Upgrading\n---\n## Multiple clusters\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("docs/guides/index.html")?.contains("installation/upgrading/#multiple-clusters\"") == true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// Escaped dashes are no typographer's: Hugo keeps them in the id (checked with Hugo 0.168).
    @Test func escapedDashesStayInAHugoHeadingsID() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.toml": "title = 'M'\n",
            "content/_index.md": "---\ntitle: Minikube\n---\n\nUse [the flag](#minikube-start---ports-docker-only).\n\n### minikube start \\-\\-ports (Docker only)\n\n### minikube start --ports (typographer)\n\nKeep `a \\- b` and a \\- c.\n",
        ], warnLinks: true)
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains("id=\"minikube-start---ports-docker-only\""), "\(page)")
        #expect(page.contains("id=\"minikube-start-ports-typographer\""))
        #expect(page.contains("minikube start --ports (Docker only)"))
        #expect(page.contains("<code>a \\- b</code> and a - c."))
        #expect(!page.contains("\u{93}"))
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// MkDocs publishes its docs folder alone: a link out of it to a file reaches nothing, and is reported as
    /// MkDocs reports it; one to a folder or an address without an extension is left as written.
    @Test func anMkDocsLinkOutOfTheDocsToAFileIsBroken() throws {
        let (fixture, result) = try Fixture.project([
            "mkdocs.yml": "site_name: Firmware\n",
            "docs/index.md": "# Home\n\nSee [init](../lua_examples/lfs/_init.lua), [modules](../app/modules) and [the guide](guide.md).\n",
            "docs/guide.md": "# Guide\n",
            "lua_examples/lfs/_init.lua": "-- code\n",
        ], warnLinks: true)
        let broken = fixture.shownWarnings(result).filter { $0.contains("broken link") }
        #expect(broken.count == 1, "\(broken)")
        #expect(broken.first?.contains("'../lua_examples/lfs/_init.lua'") == true)
        #expect(broken.first?.contains("docs/index.md:3:") == true, "\(broken)")
    }

    /// mdbook-admonish's fences are admonitions: their text Markdown, their title and collapsing read from the info.
    @Test func mdBookAdmonishFencesAreAdmonitions() throws {
        let (fixture, result) = try Fixture.project([
            "book.toml": "[book]\ntitle = \"Signals\"\n\n[preprocessor.admonish]\ncommand = \"mdbook-admonish\"\n",
            "src/SUMMARY.md": "# Summary\n\n- [Signals](signals.md)\n- [Other](other.md)\n",
            "src/signals.md": "# Signals\n\n```admonish note\nSignals are **reactive**, see [other](other.md).\n```\n\n```admonish example title=\"Live *example*\" collapsible=true\nClick to open.\n```\n\n```admonish warning \"Old title\"\nCareful.\n```\n",
            "src/other.md": "# Other\n",
        ], warnLinks: true)
        let page = try #require(result.snapshot.text("signals/index.html"))
        #expect(page.contains("<div class=\"markdown-alert markdown-alert-note admonition\">\n<p class=\"markdown-alert-title\">Note</p>\n<p>Signals are <strong>reactive</strong>, see <a href=\"../other/\">other</a>.</p>"), "\(page)")
        #expect(page.contains("<details class=\"markdown-alert markdown-alert-note admonition\">\n<summary class=\"markdown-alert-title\">Live <em>example</em></summary>"), "\(page)")
        #expect(page.contains("<p class=\"markdown-alert-title\">Old title</p>\n<p>Careful.</p>"), "\(page)")
        #expect(!page.contains("admonish"))
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("preprocessor") && !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    @Test func admonishInfoStringsAreReadAsThePreprocessorReadsThem() {
        #expect(BookAdmonish(info: "admonish") == BookAdmonish(info: "admonish note"))
        #expect(BookAdmonish(info: "admonish tip title=\"A b\" collapsible=true")?.title == "A b")
        #expect(BookAdmonish(info: "admonish tip title=\"A b\" collapsible=true")?.collapsible == true)
        #expect(BookAdmonish(info: "admonish warning \"Quoted\"")?.title == "Quoted")
        #expect(BookAdmonish(info: "admonish info title=\"\"")?.title == "")
        #expect(BookAdmonish(info: "admonishment") == nil)
        #expect(BookAdmonish(info: "rust") == nil)
    }

    /// Hugo module mounts of folders below `content` publish them where their targets say, their `files` filters
    /// leaving files out (jaeger's docs versions).
    @Test func hugoMountsBelowContentPublishAtTheirTargets() throws {
        let (fixture, result) = try Fixture.project([
            "hugo.yaml": """
                title: Mounts
                module:
                  mounts:
                    - source: content
                      target: content
                      files: ['! docs/v?']
                    - source: content/docs/v2
                      target: content/docs
                      files: '! _*'
                    - source: content/docs/v2/_dev
                      target: content/docs/2.dev

                """,
            "content/_index.md": "---\ntitle: Home\n---\nRead [2.1](/docs/2.1/) or [next](/docs/2.dev/).\n",
            "content/docs/_index.md": "---\ntitle: Docs\n---\n",
            "content/docs/v2/_index.md": "---\ntitle: Left out\n---\n",
            "content/docs/v2/2.1/_index.md": "---\ntitle: Version 2.1\n---\n",
            "content/docs/v2/_dev/_index.md": "---\ntitle: Next\n---\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("docs/2.1/index.html")?.contains("Version 2.1") == true)
        #expect(result.snapshot.text("docs/2.dev/index.html")?.contains("Next") == true)
        #expect(result.snapshot.text("docs/index.html")?.contains("<title>Docs") == true)
        #expect(result.snapshot.files.keys.allSatisfy { !$0.hasPrefix("docs/v2/") && !$0.contains("_dev") }, "\(result.snapshot.files.keys.sorted())")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// A broken link in a file every chapter includes is reported once, at the first page that includes it, with
    /// the count of the others, not once a page.
    @Test func aBrokenLinkInAnIncludedFileIsReportedOnce() throws {
        var files = [
            "book.toml": "[book]\ntitle = \"Cheatbook\"\n",
            "src/SUMMARY.md": "# Summary\n\n" + (1...4).map { "- [Chapter \($0)](c\($0).md)\n" }.joined(),
            "src/include/header.md": "Read the [maintenance policy](/c1.md#maintenance-policy).\n",
        ]
        for number in 1...4 { files["src/c\(number).md"] = "{{#include ./include/header.md}}\n\n# Chapter \(number)\n\n[Gone](gone.md)\n" }
        let (fixture, result) = try Fixture.project(files, warnLinks: true)
        let broken = fixture.shownWarnings(result).filter { $0.contains("broken link") }
        let included = broken.filter { $0.contains("maintenance-policy") }
        #expect(included.count == 1, "\(broken)")
        #expect(included.first?.contains("src/c1.md:1:1") == true && included.first?.contains("(the same on 3 more pages)") == true, "\(included)")
        // The pages' own broken links are each reported.
        #expect(broken.filter { $0.contains("gone.md") }.count == 4, "\(broken)")
    }
}
