import Foundation
import Testing

/// `vitrine init` starts a site that builds at once, refuses a folder holding files, and `build` without a
/// site says how to start one.
@Suite struct InitCommandTests {
    static func emptyFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-init-\(UUID().uuidString)/acme")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func theStarterSiteBuildsAtOnceWithEverythingItPromises() throws {
        let folder = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let created = try CommandRunner.run(["init"], in: folder)
        #expect(created.status == 0, "\(created.standardError)")
        #expect(created.standardOutput.hasSuffix("Next: vitrine serve\n"))
        let built = try CommandRunner.run(["build"], in: folder)
        // Its one warning: where the site will be published is for its author to say.
        #expect(built.status == 0, "\(built.standardError)")
        #expect(built.standardError.hasPrefix("Site/config.yml: warning: no base URL with a host") && built.standardError.split(separator: "\n").count == 1)
        let guide = try String(contentsOf: folder.appendingPathComponent("_site/guide/index.html"), encoding: .utf8)
        for part in ["<table>", "markdown-alert-tip", "hl-keyword", "<svg", "<title>Guide"] {
            #expect(guide.contains(part), "the guide has \(part)")
        }
        let home = try String(contentsOf: folder.appendingPathComponent("_site/index.html"), encoding: .utf8)
        #expect(home.contains("<h1 id=\"acme\">"), "the site is named after the project's folder")
    }

    @Test func aFolderHoldingFilesIsRefusedUnlessForced() throws {
        let folder = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let notes = folder.appendingPathComponent("docs/notes.md")
        try FileManager.default.createDirectory(at: notes.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("# Mine\n".utf8).write(to: notes)
        let refused = try CommandRunner.run(["init", "docs"], in: folder)
        #expect(refused.status == 73)
        #expect(refused.standardError == "error: docs is not empty (notes.md); choose another folder, or add --force to write the starter files into it\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: notes.deletingLastPathComponent().path) == ["notes.md"])
        let forced = try CommandRunner.run(["init", "docs", "--force"], in: folder)
        #expect(forced.status == 0 && forced.standardOutput.hasSuffix("Next: vitrine serve --site docs\n"))
        #expect(try String(contentsOf: notes, encoding: .utf8) == "# Mine\n", "files of other names are kept")
        #expect(try String(contentsOf: folder.appendingPathComponent("docs/config.yml"), encoding: .utf8).contains("title: \"acme\""))
    }

    @Test func buildingWithoutASiteSaysHowToStart() throws {
        let folder = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let result = try CommandRunner.run(["build", "--site", "my docs"], in: folder)
        #expect(result.status == 66)
        #expect(result.standardError == "error: no site folder at 'my docs'\nStart one with `vitrine init 'my docs'`, or name your docs folder with --site DIR.\n")
    }
}
