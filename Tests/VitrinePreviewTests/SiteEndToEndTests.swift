import Foundation
import Testing
import VitrinePreview
import VitrineSite

/// The preview on the real site builder, as `vitrine serve` wires it, on a copy of the repository's site.
@Suite("End to end with the site builder")
struct SiteEndToEndTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The time limit only turns a hang into a failure: it counts the time the test waits for a thread too,
    /// which a busy machine stretches past a minute.
    @Test(.timeLimit(.minutes(10))) func editBreakAndFix() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Site", "Templates"] {
            try FileManager.default.copyItem(at: Self.root.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let builder = SiteBuilder(options: SiteOptions(
            siteDirectory: folder.appendingPathComponent("Site").path, templatesDirectory: folder.appendingPathComponent("Templates").path))
        let rebuild: @Sendable () async -> Result<Snapshot, PreviewFailure> = {
            do throws(BuildFailure) { return .success(try builder.build().snapshot) } catch { return .failure(PreviewFailure(error)) }
        }
        // The test's own home page, so editing the real docs never breaks it.
        let page = folder.appendingPathComponent("Site/index.md")
        let original = """
            ---
            title: Home
            ---
            # Preview test

            The grey spinner, from a fence:

            ```vitrine activity-indicator style=gray
            ```
            """
        try original.write(to: page, atomically: false, encoding: .utf8)
        let fenceLine = try #require(original.components(separatedBy: "\n").firstIndex { $0.hasPrefix("```vitrine") }) + 1
        try await TestServer.run(await rebuild().get(), watching: builder.watchedDirectories, rebuild: rebuild) { server in
            let tab = try await ReloadChannelTests.openStream(server)
            // Saved whole, as WatcherTests.save says: a rebuild between emptying the page and writing it would
            // otherwise serve an empty page on a busy machine.
            try WatcherTests.save(original.replacingOccurrences(of: "The grey spinner", with: "Freshly edited spinner"), to: page)
            _ = await tab.readText(until: "event: reload\n")
            let edited = try await fetch(port: server.port, "/")
            #expect(edited.text.contains("Freshly edited spinner"))

            try WatcherTests.save(original.replacingOccurrences(of: "style=gray", with: "style=grey-ish"), to: page)
            let overlay = await tab.readText(until: "event: overlay\n")
            #expect(overlay.contains("index.md:\(fenceLine):"), "\(overlay)")
            let stillGood = try await fetch(port: server.port, "/")
            #expect(stillGood.text.contains("Freshly edited spinner"))

            try WatcherTests.save(original, to: page)
            let fixed = await tab.readText(until: "event: reload\n")
            #expect(fixed.contains("event: clear\n"))
        }
    }
}
