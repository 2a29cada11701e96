import Foundation
import Testing
@testable import VitrineSite

/// A build that writes as it goes renders each page as it is templated (a page titled by its first heading ahead,
/// for the menus): the same files, the same messages and the same failures as a build that renders every page ahead.
@Suite struct RenderAsTemplatedTests {
    /// A site of our own, in the default theme: dates from git, a page titled by its first heading, an empty
    /// section page listing its pages, "On this page", a drawn fence, raw HTML, another tool's tag, a broken link
    /// and one to a section of another page.
    static let ownSite: [String: String] = [
        "config.yml": "title: Stream\nprintPage: false\nllms: false\nlastUpdated: git\nbaseURL: https://example.org/\n",
        "guide/untitled.md": "# From its heading\n\nText.\n",
        "index.md": "---\ntitle: Home\n---\n\n# Welcome\n\nSee [the guide](guide/) and [gone](missing/).\n",
        "guide/index.md": "---\ntitle: Guide\n---\n",
        "guide/install.md": "---\ntitle: Install\ndescription: How to install\n---\n\n## Steps\n\n## More\n\n## Last\n\n"
            + "```vitrine activity-indicator style=gray\n```\n\n<div class=\"raw\">raw</div>\n",
        "guide/use.md": "---\ntitle: Use\n---\n\nBack to [install](install.md#steps), {{ page.title }}.\n",
    ]

    /// A Hugo project: a section's `cascade` handed down, shortcodes, a `ref`.
    static let hugoProject: [String: String] = [
        "hugo.toml": "title = 'Cascade'\n",
        "content/config.yml": "printPage: false\nllms: false\n",
        "content/_index.md": "---\ntitle: Home\n---\n\nRead [the docs]({{< ref \"docs/a\" >}}).\n",
        "content/docs/_index.md": "---\ntitle: Docs\ncascade:\n  product: Widget\n---\n",
        "content/docs/a.md": "---\ntitle: A\n---\n\n{{< param product >}} is {{< unknown >}} here.\n\n{{% alert title=\"Note\" %}}\nCareful.\n{{% /alert %}}\n",
    ]

    /// A Jekyll project where a page's permalink is a folder's address, whose listing comes later and takes it:
    /// the page is never shown, but its problems and its text for search are the site's.
    static let replacedPage: [String: String] = [
        "_config.yml": "title: Replaced\n",
        "config.yml": "printPage: false\nllms: false\n",
        "index.md": "---\ntitle: Home\n---\n\nHome.\n",
        "a.md": "---\ntitle: Aside\npermalink: /guide/\n---\n\nOnly {{ page.who }} reads this.\n",
        "guide/b.md": "---\ntitle: B\n---\n\nB.\n",
    ]

    func options(_ fixture: Fixture, project: Bool) -> SiteOptions {
        var options = project ? SiteOptions(siteDirectory: fixture.root + "/project", templatesDirectory: Fixture.defaultTheme) : fixture.defaultThemeOptions
        options.warnLinks = true
        return options
    }

    func fixture(_ files: [String: String], project: Bool) throws -> Fixture {
        guard project else {
            let fixture = Fixture(pages: files)
            try GitDatesTests.git(["init", "-q"], in: fixture.root)
            try GitDatesTests.git(["add", "Site"], in: fixture.root)
            try GitDatesTests.git(["commit", "-qm", "pages"], in: fixture.root, as: "Ann", on: "2024-03-05")
            return fixture
        }
        let fixture = Fixture(pages: [:])
        for (path, text) in files { fixture.write(text, to: "project/" + path) }
        return fixture
    }

    /// The build as `vitrine build` makes it: written as it goes, the search index alongside.
    func writtenAsItGoes(_ fixture: Fixture, _ options: SiteOptions) throws -> BuildResult {
        var options = options
        options.searchIndex = .alongside
        let output = try StagedOutput(replacing: fixture.output, protecting: [fixture.site, fixture.root + "/project"])
        let result = try SiteBuilder(options: options).build(into: output)
        for (path, file) in result.snapshot.deferred?.all ?? [:] { output.write(path, file) }
        try output.finish()
        return result
    }

    @Test(arguments: [false, true])
    func theSameFilesAndMessages(project: Bool) throws {
        try sameFilesAndMessages(project ? Self.hugoProject : Self.ownSite, project: project)
    }

    @Test func aPageWhoseAddressALaterEntryTakesIsStillRendered() throws {
        let warnings = try sameFilesAndMessages(Self.replacedPage, project: true)
        #expect(warnings.contains { $0.message.contains("Liquid output") }, "\(warnings)")
    }

    /// Builds `files` both ways and expects the same files and messages; returns the messages.
    @discardableResult
    func sameFilesAndMessages(_ files: [String: String], project: Bool) throws -> [SiteDiagnostic] {
        let fixture = try fixture(files, project: project)
        let options = options(fixture, project: project)
        let source = try SiteSource(directory: options.siteDirectory)
        let headers = source.pages.map { PageSource(path: $0.path, file: $0.file, displayPath: $0.path, text: $0.text.string) }
        #expect(SiteBuilder.rendersAsTemplated(headers, config: source.config, writesAsItGoes: true, hasMemo: false, feedsAsked: false))
        let ahead = try fixture.build(options)
        let streamed = try writtenAsItGoes(fixture, options)
        let files = ahead.snapshot.files.mapValues { String(decoding: $0.bytes, as: UTF8.self) }
        #expect(SnapshotWriterTests.contents(of: fixture.output) == files)
        #expect(streamed.warnings == ahead.warnings)
        #expect(!ahead.warnings.isEmpty)
        if !project {
            let page = try #require(ahead.snapshot.text("guide/use/index.html"))
            #expect(page.contains("From its heading") && page.contains("2024-03-05</time> by Ann"), "\(page)")
        }
        return ahead.warnings
    }

    /// A page's error found as it is templated fails the build as one found ahead does, with the same messages,
    /// and the last good output stays.
    @Test func aPageErrorFailsTheSameAndKeepsTheOutput() throws {
        let fixture = try fixture(Self.ownSite, project: false)
        let options = options(fixture, project: false)
        _ = try writtenAsItGoes(fixture, options)
        let good = SnapshotWriterTests.contents(of: fixture.output)
        fixture.write("---\ntitle: Use\n---\n\n```vitrine activity-indicator stile=gray\n```\n", to: "Site/guide/use.md")
        var ahead: BuildFailure?
        do { _ = try fixture.build(options) } catch { ahead = error }
        var streamed: BuildFailure?
        do { _ = try writtenAsItGoes(fixture, options) } catch let failure as BuildFailure { streamed = failure }
        let failure = try #require(streamed)
        #expect(failure.diagnostics == ahead?.diagnostics)
        #expect(failure.warnings == ahead?.warnings)
        #expect(failure.diagnostics.first?.message.contains("unknown parameter 'stile'") == true)
        #expect(SnapshotWriterTests.contents(of: fixture.output) == good)
    }

    /// What is made of other pages' HTML (the print page, the llms files, feeds, cards) needs every page rendered
    /// ahead, as do the preview's memo and a build that keeps its files.
    @Test func whatRendersAheadOfTemplating() throws {
        let config = SiteConfig()
        let titled = PageSource(path: "a.md", file: "a.md", displayPath: "a.md", text: "---\ntitle: A\n---\n")
        #expect(SiteBuilder.rendersAsTemplated([titled], config: config, writesAsItGoes: true, hasMemo: false, feedsAsked: false) == false)
        var quiet = config
        (quiet.printPage, quiet.llms) = (false, false)
        #expect(SiteBuilder.rendersAsTemplated([titled], config: quiet, writesAsItGoes: true, hasMemo: false, feedsAsked: false))
        var cards = quiet
        cards.socialCards = true
        #expect(SiteBuilder.rendersAsTemplated([titled], config: cards, writesAsItGoes: true, hasMemo: false, feedsAsked: false) == false)
        #expect(SiteBuilder.rendersAsTemplated([titled], config: quiet, writesAsItGoes: false, hasMemo: false, feedsAsked: false) == false)
        #expect(SiteBuilder.rendersAsTemplated([titled], config: quiet, writesAsItGoes: true, hasMemo: true, feedsAsked: false) == false)
        #expect(SiteBuilder.rendersAsTemplated([titled], config: quiet, writesAsItGoes: true, hasMemo: false, feedsAsked: true) == false)
    }
}
