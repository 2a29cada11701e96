import Foundation
import Testing
@testable import VitrineSite

/// Hugo and Jekyll make a page of an HTML file that opens with front matter: its body is the content, in the
/// site's layout, under the front matter's title. Elsewhere an HTML file is copied as it is.
@Suite struct HTMLPageTests {
    func build(_ files: [String: String], site: String) throws -> (Fixture, BuildResult) {
        let fixture = Fixture(pages: [:])
        for (path, text) in files { fixture.write(text, to: "project/" + path) }
        let options = SiteOptions(siteDirectory: fixture.root + "/project" + (site.isEmpty ? "" : "/" + site), templatesDirectory: Fixture.defaultTheme)
        return (fixture, try fixture.build(options))
    }

    static let body = "<div class=\"hero\">\n\n    <p>Indented, not code.</p>\n\n</div>\n"

    @Test func aHugoContentFileInHTMLIsAPage() throws {
        let (_, result) = try build([
            "hugo.toml": "title = 'Etc'\n",
            "content/_index.md": "# Home\n",
            "content/about.html": "---\ntitle: About us\n---\n" + Self.body,
            "content/plain.html": "<p>no front matter</p>\n",
            "content/cover.html": "+++\ntitle = 'Cover'\n+++\n{{< blocks/cover >}}<p>Inside</p>{{< /blocks/cover >}}\n{{< home/features >}}\n",
        ], site: "")
        let about = try #require(result.snapshot.text("about/index.html"))
        #expect(about.contains("<title>About us · Etc</title>"))
        // The HTML is the author's, as written: a blank line and an indent do not make Markdown of it.
        #expect(about.contains(Self.body) && !about.contains("<pre><code>"))
        #expect(result.snapshot.text("plain.html") == "<p>no front matter</p>\n")
        // Shortcodes are read in HTML as in Markdown: tags left out, a paired one's inside kept, each counted.
        let cover = try #require(result.snapshot.text("cover/index.html"))
        #expect(cover.contains("<p>Inside</p>") && !cover.contains("{{<"))
        #expect(result.warnings.count == 2)
    }

    @Test func aJekyllPageInHTMLHasItsLiquidReadAndCounted() throws {
        let (fixture, result) = try build([
            "_config.yml": "title: Jay\n",
            "index.md": "# Home\n",
            "team.html": "---\ntitle: Team\n---\n<h1>Team</h1>\n<p>{% include people.html %}</p>\n<a href=\"{{ site.baseurl }}/index.html\">home</a>\n",
            "_layouts/default.html": "---\n---\n<html>{{ content }}</html>\n",
        ], site: "")
        let team = try #require(result.snapshot.text("team/index.html"))
        #expect(team.contains("<h1>Team</h1>") && team.contains("<a href=\"../\">home</a>"))
        #expect(!result.snapshot.files.keys.contains { $0.hasPrefix("_layouts") })
        #expect(fixture.shownWarnings(result).contains { $0.hasPrefix("project/team.html:5:4: warning: 1 Liquid tag left out") })
    }

    @Test func aRootNotFoundPageIsTheSites404() throws {
        let (fixture, result) = try build([
            "_config.yml": "title: Jay\nbaseurl: /docs\n",
            "index.md": "# Home\n",
            "guide.md": "# Guide\n",
            "404.html": "---\ntitle: Lost\npermalink: /404.html\n---\n<h1>Lost</h1>\n<p><a href=\"{{ site.baseurl }}/guide.html\">Guide</a></p>\n",
        ], site: "")
        let notFound = try #require(result.snapshot.text("404.html"))
        #expect(notFound.contains("<title>Lost · Jay</title>") && notFound.contains("<h1>Lost</h1>") && !notFound.contains("There is nothing at this address"))
        // Served at any depth, its links start at the base path.
        #expect(notFound.contains("<a href=\"/docs/guide/\">Guide</a>"))
        #expect(result.snapshot.files["404/index.html"] == nil && !(result.snapshot.text("index.html") ?? "").contains(">Lost<"))
        #expect(fixture.shownWarnings(result).isEmpty)
    }
}

extension HTMLPageTests {
    @Test func mkDocsKeepsAnHTMLElementWholeAcrossBlankLines() throws {
        let (_, result) = try build([
            "mkdocs.yml": "site_name: M\n",
            "docs/index.md": "# Home\n\n<div class=\"cards\">\n  <div>A</div>\n\n    <div>B</div>\n</div>\n\n<div markdown=\"1\">\n\n**Bold**\n\n</div>\n",
        ], site: "docs")
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("<div class=\"cards\">\n  <div>A</div>\n<!---->\n    <div>B</div>\n</div>"))
        #expect(!home.contains("<pre><code>"), "the indented HTML is not code")
        #expect(home.contains("<strong>Bold</strong>"), "markdown=\"1\" keeps its insides Markdown")
    }

    /// MkDocs rewrites the links of Markdown from the file, and passes raw HTML through, written for the page's URL.
    @Test func mkDocsRawHTMLKeepsItsURLsAsWritten() throws {
        let (_, result) = try build([
            "mkdocs.yml": "site_name: M\n",
            "docs/index.md": "# Home\n",
            "docs/img/a.png": "png",
            "docs/user-guide/themes.md": "# Themes\n\n![md](../img/a.png)\n\n<img src=\"../../img/a.png\" alt=\"html\">\n",
        ], site: "docs")
        let page = try #require(result.snapshot.text("user-guide/themes/index.html"))
        #expect(page.contains("<img src=\"../../img/a.png\" alt=\"md\"") && page.contains("<img src=\"../../img/a.png\" alt=\"html\">"))
        #expect(!result.warnings.contains { $0.message.contains("broken link") })
    }
}
