import Foundation
import Testing
@testable import VitrineSite

/// Hugo's `cascade`: a section hands its settings down to the pages below it, which the `param` shortcode reads.
@Suite struct CascadeTests {
    static let files = [
        "hugo.toml": "title = 'H'\nbaseURL = 'https://h.example/'\n",
        "content/_index.md": "# Home\n",
        "content/docs/v1/_index.md": "---\ntitle: V1\ncascade:\n  version: v1\n  tag: t1\n---\n",
        "content/docs/v1/start.md": "---\ntitle: Start\n---\nInstall [it](/docs/{{< param version >}}/install/) at {{< param tag >}}.\n",
        "content/docs/v1/install.md": "---\ntitle: Install\ntag: own\n---\nTag {{< param tag >}}.\n",
    ]

    @Test func childrenReadTheirSectionsCascadeAndKeepTheirOwn() throws {
        let fixture = Fixture(pages: [:])
        for (path, text) in Self.files { fixture.write(text, to: "project/" + path) }
        let options = SiteOptions(siteDirectory: fixture.root + "/project", templatesDirectory: Fixture.defaultTheme)
        let builder = SiteBuilder(options: options, cache: BuildCache())
        let first = try builder.build()
        #expect(first.warnings.isEmpty, "the link built from the cascade lands")
        let start = try #require(first.snapshot.text("docs/v1/start/index.html"))
        #expect(start.contains("<a href=\"../../../docs/v1/install/\">it</a> at t1."))
        #expect(try #require(first.snapshot.text("docs/v1/install/index.html")).contains("Tag own."))
        // A changed cascade renders the pages below it again, though their own text is the same.
        fixture.write(Self.files["content/docs/v1/_index.md"]!.replacingOccurrences(of: "tag: t1", with: "tag: t2"), to: "project/content/docs/v1/_index.md")
        let second = try builder.build()
        #expect(try #require(second.snapshot.text("docs/v1/start/index.html")).contains("at t2."))
    }

    @Test func aCascadeThatRendersNothingHidesTheSectionAndItsPagesUnlessAPageSaysOtherwise() throws {
        let fixture = Fixture(pages: [:])
        for (path, text) in [
            "hugo.toml": "title = 'H'\nbaseURL = 'https://h.example/'\n",
            "content/_index.md": "# Home\n",
            "content/_common/_index.md": "---\ncascade:\n  build:\n    list: never\n    render: never\n---\n",
            "content/_common/snippet.md": "---\n---\nA snippet for includes.\n",
            "content/glossary/_index.md": "---\ntitle: Glossary\nbuild:\n  render: always\ncascade:\n  _build:\n    render: false\n---\n",
            "content/glossary/term.md": "---\ntitle: Term\n---\nA term.\n",
            "content/glossary/kept.md": "---\ntitle: Kept\nbuild:\n  render: always\n---\nKept.\n",
        ] { fixture.write(text, to: "project/" + path) }
        let result = try fixture.build(SiteOptions(siteDirectory: fixture.root + "/project", templatesDirectory: Fixture.defaultTheme))
        #expect(result.snapshot.text("_common/index.html") == nil && result.snapshot.text("_common/snippet/index.html") == nil)
        #expect(result.snapshot.text("glossary/term/index.html") == nil)
        #expect(result.snapshot.text("glossary/index.html") != nil && result.snapshot.text("glossary/kept/index.html") != nil)
        #expect(try #require(result.snapshot.text("index.html")).contains("Glossary") && !(result.snapshot.text("index.html") ?? "").contains("_common"))
    }
}

/// Hugo's `code-toggle`: the settings it holds shown as a code block in their own language.
@Suite struct CodeToggleTests {
    @Test func pairedCodeTogglesAreCodeBlocksInTheirLanguage() throws {
        let fixture = Fixture(pages: [:])
        fixture.write("baseURL = 'https://h.example/'\n", to: "project/hugo.toml")
        fixture.write("""
            ---
            title: Settings
            ---
            {{< code-toggle file=hugo >}}
            [params]
            x = 1
            {{< /code-toggle >}}

            {{< code-toggle >}}
            params:
              x: 1
            {{< /code-toggle >}}

            {{< code-toggle config=build />}}

            """, to: "project/content/_index.md")
        let result = try fixture.build(SiteOptions(siteDirectory: fixture.root + "/project", templatesDirectory: Fixture.defaultTheme))
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("<code class=\"language-toml\">") && home.contains("<code class=\"language-yaml\">"))
        #expect(!home.contains("[params] x = 1"), "not run together as a paragraph")
        #expect(fixture.shownWarnings(result).contains { $0.contains("1 shortcode left out, the first here: '{{< code-toggle config=build />}}'") }, "\(fixture.shownWarnings(result))")
    }
}
