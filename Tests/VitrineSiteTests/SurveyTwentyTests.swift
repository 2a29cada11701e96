import Foundation
import Testing
@testable import VitrineSite

/// Other tools' conventions met in a twentieth round of real projects, each in a small project of our own shape.
@Suite struct SurveyTwentyTests {
    /// MkDocs follows a folder that is a symbolic link (a `docs_dir` made of linked folders); a link back up the
    /// tree is walked once, never forever.
    @Test func mkDocsFollowsLinkedFolders() throws {
        let fixture = Fixture(pages: [:])
        fixture.write("site_name: Links\n", to: "project/mkdocs.yml")
        fixture.write("# Home\n\nSee [the start](guide/start.md).\n", to: "project/docs/index.md")
        fixture.write("# Start\n", to: "project/guide/start.md")
        try FileManager.default.createSymbolicLink(atPath: fixture.root + "/project/docs/guide", withDestinationPath: "../guide")
        try FileManager.default.createSymbolicLink(atPath: fixture.root + "/project/guide/loop", withDestinationPath: "../docs")
        var options = SiteOptions(siteDirectory: fixture.root + "/project", templatesDirectory: Fixture.defaultTheme)
        options.warnLinks = true
        let result = try fixture.build(options)
        #expect(result.snapshot.text("guide/start/index.html")?.contains("<h1") == true, "\(result.snapshot.files.keys.sorted())")
        #expect(!result.snapshot.files.keys.contains { $0.hasPrefix("guide/loop/") })
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// A Jekyll `source:` that is not there (a folder a build step makes) stops the build with the setting named,
    /// rather than the project's root read as the site.
    @Test func jekyllSourceThatIsNotThereStops() throws {
        let fixture = Fixture(pages: [:])
        fixture.write("title: Mistakes\nsource: .tmp/src\n", to: "project/_config.yml")
        fixture.write("# Read me\n", to: "project/README.md")
        let failures = fixture.failures(SiteOptions(siteDirectory: fixture.root + "/project", templatesDirectory: Fixture.defaultTheme))
        #expect(failures == [
            "project/_config.yml: error: source '.tmp/src' is not a folder (a build step of the project may make it): Jekyll has no pages to read, and vitrine stops",
        ], "\(failures)")
    }

    /// Docsy lists a section's pages under its text, unless the page says `no_list: true`.
    @Test func docsySectionPagesListTheirPages() throws {
        let (_, result) = try Fixture.project([
            "hugo.toml": "title = 'Lists'\n[module]\n[[module.imports]]\npath = 'github.com/google/docsy'\n",
            "content/_index.md": "---\ntitle: Home\n---\n",
            "content/docs/guide/_index.md": "---\ntitle: Guide\n---\n\nThis section walks you through the tool.\n",
            "content/docs/guide/one.md": "---\ntitle: Guide one\ndescription: About one.\n---\n\nOne.\n",
            "content/docs/quiet/_index.md": "---\ntitle: Quiet\nno_list: true\n---\n\nNo list here.\n",
            "content/docs/quiet/two.md": "---\ntitle: Quiet two\n---\n\nTwo.\n",
        ])
        let guide = try #require(result.snapshot.text("docs/guide/index.html"))
        #expect(guide.contains("<ul class=\"children\">") && guide.contains(">Guide one</a><span class=\"child-description\">About one.</span>"), "\(guide)")
        #expect(result.snapshot.text("docs/quiet/index.html")?.contains("<ul class=\"children\">") == false)
    }

    /// A folder whose own build runs another tool one folder down (`vitepress build src`) is built as plain
    /// Markdown, with a warning naming the project below and the folder to pass.
    @Test func aProjectOneFolderDownIsNamed() throws {
        let fixture = Fixture(pages: [:])
        fixture.write("{\"scripts\": {\"build\": \"vitepress build src\"}}\n", to: "docs/package.json")
        fixture.write("export default { title: 'Flow' }\n", to: "docs/src/.vitepress/config.mts")
        fixture.write("# Home\n", to: "docs/src/index.md")
        let result = try fixture.build(SiteOptions(siteDirectory: fixture.root + "/docs", templatesDirectory: Fixture.defaultTheme))
        #expect(fixture.shownWarnings(result).contains {
            $0 == "docs/src/.vitepress/config.mts: warning: a VitePress project is below this folder, which is built as plain Markdown: pass --site docs/src to build that project"
        }, "\(fixture.shownWarnings(result))")
    }
}
