import Foundation
import Testing
@testable import VitrineSite

/// Dates and authors from git, read in one `git log` for the site, and "Edit this page" links.
@Suite struct GitDatesTests {
    /// Runs git in `folder` as `name`, at `day` noon UTC.
    static func git(_ arguments: [String], in folder: String, as name: String = "Ann", on day: String = "2024-01-02") throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder, "-c", "user.name=\(name)", "-c", "user.email=\(name.lowercased())@example.org"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_AUTHOR_DATE"] = "\(day)T12:00:00Z"
        environment["GIT_COMMITTER_DATE"] = "\(day)T12:00:00Z"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
    }

    @Test func eachPageTakesItsLastCommitsDayAndAuthor() throws {
        let fixture = Fixture(pages: [
            "a.md": "# A\n", "guide/é x.md": "# Spaced\n", "fixed.md": "---\nlastmod: 2020-05-06\n---\n# Fixed\n",
            "config.yml": "lastUpdated: git\nbaseURL: https://example.org/\n",
        ])
        try Self.git(["init", "-q"], in: fixture.root)
        try Self.git(["add", "."], in: fixture.root)
        try Self.git(["commit", "-qm", "first"], in: fixture.root, as: "Ann", on: "2024-01-02")
        fixture.write("# A, again\n", to: "Site/a.md")
        fixture.write("---\nlastmod: 2020-05-06\n---\n# Fixed, again\n", to: "Site/fixed.md")
        try Self.git(["commit", "-qam", "second"], in: fixture.root, as: "Bob \"B\" & Co", on: "2024-03-05")
        let result = try fixture.build(fixture.defaultThemeOptions)
        #expect(result.warnings.isEmpty)
        let a = try #require(result.snapshot.text("a/index.html"))
        #expect(a.contains("Last updated <time datetime=\"2024-03-05\">2024-03-05</time> by Bob &quot;B&quot; &amp; Co</p>"))
        let spaced = try #require(result.snapshot.text("guide/é x/index.html"))
        #expect(spaced.contains("2024-01-02</time> by Ann</p>"))
        let fixed = try #require(result.snapshot.text("fixed/index.html"))
        #expect(fixed.contains("2020-05-06</time></p>"), "the front matter's date wins, with no author")
        let sitemap = try #require(result.snapshot.text("sitemap.xml"))
        #expect(sitemap.contains("<loc>https://example.org/a/</loc><lastmod>2024-03-05</lastmod>"))
    }

    @Test func thePreviewReadsTheHistoryAgainAfterACommit() throws {
        let fixture = Fixture(pages: ["a.md": "# A\n", "config.yml": "lastUpdated: git\n"])
        try Self.git(["init", "-q"], in: fixture.root)
        try Self.git(["add", "."], in: fixture.root)
        try Self.git(["commit", "-qm", "first"], in: fixture.root, on: "2024-01-02")
        let builder = SiteBuilder(options: fixture.defaultThemeOptions, cache: BuildCache())
        #expect(try builder.build().snapshot.text("a/index.html")?.contains("2024-01-02</time> by Ann") == true)
        fixture.write("# A, edited\n", to: "Site/a.md")
        #expect(try builder.build().snapshot.text("a/index.html")?.contains("2024-01-02</time> by Ann") == true, "a save is not a commit")
        try Self.git(["commit", "-qam", "second"], in: fixture.root, as: "Cy", on: "2024-02-03")
        #expect(try builder.build().snapshot.text("a/index.html")?.contains("2024-02-03</time> by Cy") == true)
    }

    @Test func aSiteOutsideARepositoryIsAWarningNotAFailure() throws {
        let fixture = Fixture(pages: ["a.md": "# A\n", "config.yml": "lastUpdated: git\n"])
        let result = try fixture.build(fixture.defaultThemeOptions)
        #expect(result.snapshot.text("a/index.html")?.contains("Last updated") == false)
        #expect(fixture.shownWarnings(result) == [
            "Site/config.yml: warning: lastUpdated: git, but the site is not in a git repository; pages show no date from git",
        ])
    }

    @Test func aWrongValueIsAnErrorAtItsPlace() {
        let fixture = Fixture(pages: ["a.md": "# A\n", "config.yml": "title: T\nlastUpdated: svn\n"])
        #expect(fixture.failures() == ["Site/config.yml:2:14: error: invalid value 'svn' for 'lastUpdated': expected git or false"])
    }

    @Test func theLogIsReadOnceForEveryFile() {
        let log = Array("\u{1E}2024-03-05\u{1F}Bob\0\nb.md\0guide/é x.md\0\u{1E}2024-01-02\u{1F}Ann Lee\0\na.md\0b.md\0".utf8)
        let changes = GitHistory.parse(log)
        #expect(changes["b.md"] == GitHistory.Change(day: PageDate("2024-03-05")!, author: "Bob"))
        #expect(changes["guide/é x.md"]?.author == "Bob")
        #expect(changes["a.md"] == GitHistory.Change(day: PageDate("2024-01-02")!, author: "Ann Lee"))
        #expect(changes.count == 3)
    }

    @Test func editLinksNameEachPagesOwnFile() throws {
        let fixture = Fixture(pages: [
            "guide/é x.md": "# Spaced\n", "tabs.mdx": "# Tabs\n",
            "config.yml": "editURL: https://github.com/o/r/edit/main/docs/{path}\n",
        ])
        let snapshot = try fixture.build(fixture.defaultThemeOptions).snapshot
        #expect(snapshot.text("guide/é x/index.html")?.contains("<a href=\"https://github.com/o/r/edit/main/docs/guide/%C3%A9%20x.md\">Edit this page</a>") == true)
        #expect(snapshot.text("tabs/index.html")?.contains("edit/main/docs/tabs.mdx\">Edit this page") == true)
    }

    @Test func anEditURLWithoutAPathIsAWarning() throws {
        let fixture = Fixture(pages: ["a.md": "# A\n", "config.yml": "editURL: https://github.com/o/r\n"])
        let result = try fixture.build(fixture.defaultThemeOptions)
        #expect(result.snapshot.text("a/index.html")?.contains("Edit this page") == false)
        #expect(fixture.shownWarnings(result) == [
            "Site/config.yml:1:10: warning: 'editURL' needs {path} where the page's file goes, as in https://github.com/OWNER/REPO/edit/main/docs/{path}; no edit links are made",
        ])
    }

    @Test func mkDocsAndMdBookProjectsBringTheirEditLinks() throws {
        let mkdocs = Fixture(pages: [:])
        mkdocs.write("site_name: M\nrepo_url: https://github.com/o/m\n", to: "mkdocs.yml")
        mkdocs.write("# Home\n", to: "docs/index.md")
        let fromMkDocs = try SiteBuilder(options: SiteOptions(siteDirectory: mkdocs.root, templatesDirectory: Fixture.defaultTheme)).build()
        #expect(fromMkDocs.snapshot.text("index.html")?.contains("href=\"https://github.com/o/m/edit/master/docs/index.md\"") == true)

        let book = Fixture(pages: [:])
        book.write("[book]\ntitle = \"B\"\n[output.html]\nedit-url-template = \"https://gitlab.com/o/b/-/edit/main/guide/{path}\"\n", to: "book.toml")
        book.write("# Intro\n", to: "src/intro.md")
        let fromBook = try SiteBuilder(options: SiteOptions(siteDirectory: book.root, templatesDirectory: Fixture.defaultTheme)).build()
        #expect(fromBook.snapshot.text("intro/index.html")?.contains("href=\"https://gitlab.com/o/b/-/edit/main/guide/src/intro.md\"") == true)
    }
}
