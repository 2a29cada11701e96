import Foundation
import Testing

/// `vitrine build` run as a process: a failed build lists every problem, exits 1 and leaves the last good output.
@Suite(.serialized) struct BuildCommandTests {
    @Test func aFailedBuildExitsOneAndLeavesThePreviousOutput() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("Site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try Data("# Home\n\nHello.\n".utf8).write(to: site.appendingPathComponent("index.md"))
        let templates = CommandRunner.packageRoot.appendingPathComponent("Templates").path
        let output = folder.appendingPathComponent("_site").path
        let arguments = ["build", "--site", site.path, "--templates", templates, "--output", output, "--base-url", "https://example.org/"]
        let good = try CommandRunner.run(arguments)
        #expect(good.status == 0, "\(good.standardError)")
        let before = try String(contentsOfFile: output + "/index.html", encoding: .utf8)

        try Data("---\norder: soon\n---\n# Home\n\n[gone](missing.md)\n\n```vitrine spinner\n```\n".utf8).write(to: site.appendingPathComponent("index.md"))
        let bad = try CommandRunner.run(arguments)
        #expect(bad.status == 1)
        let lines = bad.standardError.split(separator: "\n").map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
        // The link check needs a built site, so it waits for these two to be fixed.
        #expect(lines.count == 3, "\(lines)")
        #expect(lines.first == "Site/index.md:2:8: error: invalid value 'soon' for 'order': expected a whole number")
        #expect(lines.contains { $0.hasPrefix("Site/index.md:8:") && $0.contains("unknown component 'spinner'") })
        #expect(lines.last?.hasPrefix("Build failed with 2 errors;") == true)
        #expect(try String(contentsOfFile: output + "/index.html", encoding: .utf8) == before)
    }

    /// A build past the memory it may use stops with a message naming the memory and the pages, before the system
    /// would end it, and the last good output stays; a bad size names the option.
    @Test func aBuildPastItsMemoryStopsWithAMessage() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("Site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        for page in 1...3 { try Data("# Page \(page)\n".utf8).write(to: site.appendingPathComponent("page-\(page).md")) }
        let output = folder.appendingPathComponent("_site").path
        let arguments = ["build", "--site", site.path, "--output", output]
        let good = try CommandRunner.run(arguments + ["--memory-limit", "4G"])
        #expect(good.status == 0, "\(good.standardError)")
        let before = try String(contentsOfFile: output + "/page-1/index.html", encoding: .utf8)
        try Data("# Page one, changed\n".utf8).write(to: site.appendingPathComponent("page-1.md"))
        // No process runs in a megabyte: it stops at once.
        let stopped = try CommandRunner.run(arguments + ["--memory-limit", "1M"])
        #expect(stopped.status == 1)
        #expect(stopped.standardError.contains("error: the build stopped at "), "\(stopped.standardError)")
        #expect(stopped.standardError.contains("near the 1 MB --memory-limit allows, with 3 page files to build"), "\(stopped.standardError)")
        #expect(try String(contentsOfFile: output + "/page-1/index.html", encoding: .utf8) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.allSatisfy { !$0.contains("building") }, "\(leftovers)")
        let bad = try CommandRunner.run(arguments + ["--memory-limit", "lots"])
        #expect(bad.status != 0 && bad.standardError.contains("'--memory-limit <memory-limit>'"), "\(bad.standardError)")
    }

    @Test func warningsAreShownAndDoNotChangeTheExitStatus() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("Site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try Data("---\ntitel: Typo\n---\n<b>raw</b>\n".utf8).write(to: site.appendingPathComponent("index.md"))
        let result = try CommandRunner.run([
            "build", "--site", site.path, "--templates", CommandRunner.packageRoot.appendingPathComponent("Templates").path,
            "--output", folder.appendingPathComponent("_site").path,
        ])
        #expect(result.status == 0)
        #expect(result.standardError.contains("warning: unknown setting 'titel'"))
        #expect(result.standardError.contains("warning: raw HTML left out in 2 places"))
    }

    @Test func aFolderWithoutTemplatesGetsTheBuiltInTheme() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let docs = folder.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs.appendingPathComponent("guide"), withIntermediateDirectories: true)
        try Data("# Guide\n\n## One\n\n## Two\n\n## Three\n".utf8).write(to: docs.appendingPathComponent("guide/README.md"))
        let result = try CommandRunner.run(["build", "--site", "docs", "--output", "out"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let page = try String(contentsOfFile: folder.path + "/out/guide/index.html", encoding: .utf8)
        #expect(page.contains("<nav class=\"toc\"") && page.contains("href=\"../style.css\""))
        #expect(FileManager.default.fileExists(atPath: folder.path + "/out/style.css"))
    }
}
