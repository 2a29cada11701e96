import Foundation
import Testing

/// A program of one's own (`Examples/OwnComponents`): vitrine's command line with a component declared in Swift,
/// which `list`, `render` and `build` treat as they treat the built-ins.
@Suite struct DeclaredComponentCommandTests {
    @Test func theExampleListsRendersAndChecksItsStamp() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = try CommandRunner.run(["list"], in: folder, program: CommandRunner.example)
        #expect(list.status == 0)
        #expect(list.standardOutput.contains("stamp — A rubber stamp: a word in a rounded frame, tilted."))
        #expect(list.standardOutput.contains("  --tilt <number>  default -8; -30 to 30 in steps of 1\n"))
        #expect(list.standardOutput.contains("  presets: rejected, draft\n"))

        let svg = try CommandRunner.run(["render", "stamp", "--text", "<b>&", "--ink", "red"], in: folder, program: CommandRunner.example)
        #expect(svg.status == 0)
        #expect(svg.standardOutput.contains("fill=\"#d70015\"") && svg.standardOutput.contains(">&lt;B&gt;&amp;</text>"))
        let preset = try CommandRunner.run(["render", "stamp", "--preset", "draft"], in: folder, program: CommandRunner.example)
        #expect(preset.standardOutput.contains(">DRAFT</text>") && !preset.standardOutput.contains("<rect"))

        let refused = try CommandRunner.run(["render", "stamp", "--tilt", "0.5"], in: folder, program: CommandRunner.example)
        #expect(refused.status == 64 && refused.standardError.contains("invalid value '0.5' for '--tilt' of stamp: expected a number from -30 to 30 in steps of 1."))
        let typo = try CommandRunner.run(["render", "stamp", "--colour", "red"], in: folder, program: CommandRunner.example)
        #expect(typo.status == 64 && typo.standardError.contains("unknown parameter '--colour' for stamp. Parameters: --text, --ink, --tilt, --outlined"))

        // The plain vitrine knows no stamp.
        #expect(try CommandRunner.run(["render", "stamp"], in: folder).standardError.contains("unknown component 'stamp'"))
    }

    @Test func theExampleBuildsASiteThatDrawsItsStamp() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Site"), withIntermediateDirectories: true)
        try "# Home\n\n```vitrine stamp preset=rejected\nRejected.\n```\n".write(to: folder.appendingPathComponent("Site/index.md"), atomically: true, encoding: .utf8)
        let build = try CommandRunner.run(["build", "--output", "out"], in: folder, program: CommandRunner.example)
        #expect(build.status == 0, "\(build.standardError)")
        let home = try String(contentsOf: folder.appendingPathComponent("out/index.html"), encoding: .utf8)
        #expect(home.contains(">REJECTED</text>"))
        let catalog = try String(contentsOf: folder.appendingPathComponent("out/catalog/stamp/index.html"), encoding: .utf8)
        #expect(catalog.contains("vitrine render stamp --text Rejected --ink red --tilt 6 -o rejected.svg"))
    }
}
