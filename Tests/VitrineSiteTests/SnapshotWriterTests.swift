import Foundation
import Testing
@testable import VitrineSite

@Suite struct SnapshotWriterTests {
    static func snapshot(_ files: [String: String]) -> Snapshot {
        Snapshot(files: files.mapValues { SnapshotFile(bytes: Array($0.utf8), contentType: "text/plain") })
    }

    static func contents(of folder: String) -> [String: String] {
        var found: [String: String] = [:]
        for path in SiteSource.files(in: folder) {
            found[path] = String(decoding: FileManager.default.contents(atPath: folder + "/" + path)!, as: UTF8.self)
        }
        return found
    }

    @Test func writesNestedFilesAndReplacesPreviousOutput() throws {
        let fixture = Fixture(pages: [:])
        try SnapshotWriter.write(Self.snapshot(["index.html": "one", "a/b/c.svg": "svg", "gone.txt": "x"]), to: fixture.output, protecting: [fixture.site])
        try SnapshotWriter.write(Self.snapshot(["index.html": "two", "a/b/c.svg": "svg"]), to: fixture.output, protecting: [fixture.site])
        #expect(Self.contents(of: fixture.output) == ["index.html": "two", "a/b/c.svg": "svg"])
    }

    @Test func failureMidWriteLeavesOldOutputAndNoTemporaryFolder() throws {
        let fixture = Fixture(pages: [:])
        let old = ["index.html": "old", "x/index.html": "old x"]
        try SnapshotWriter.write(Self.snapshot(old), to: fixture.output, protecting: [fixture.site])
        let new = Self.snapshot(["index.html": "new", "x/index.html": "new x", "y/index.html": "y", "z.css": "z"])
        #expect(throws: SnapshotWriter.WriteError.self) {
            try SnapshotWriter.write(new, to: fixture.output, protecting: [fixture.site], failAfter: 2)
        }
        #expect(Self.contents(of: fixture.output) == old)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.root).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
    }

    @Test func failedBuildDoesNotTouchOutput() throws {
        let fixture = Fixture(pages: ["index.md": "fine\n"])
        try SnapshotWriter.write(try fixture.build().snapshot, to: fixture.output, protecting: [fixture.site])
        let before = Self.contents(of: fixture.output)
        fixture.write("```vitrine nothing\n```\n", to: "Site/broken.md")
        #expect(fixture.failures().count == 1)
        #expect(Self.contents(of: fixture.output) == before)
    }

    @Test func refusesDangerousOutputFolders() {
        let fixture = Fixture(pages: [:])
        let empty = Snapshot()
        #expect(throws: SnapshotWriter.RefusedOutput.self) { try SnapshotWriter.write(empty, to: "/", protecting: [fixture.site]) }
        #expect(throws: SnapshotWriter.RefusedOutput.self) { try SnapshotWriter.write(empty, to: fixture.site, protecting: [fixture.site]) }
        #expect(throws: SnapshotWriter.RefusedOutput.self) { try SnapshotWriter.write(empty, to: fixture.root, protecting: [fixture.site]) }
        #expect(throws: SnapshotWriter.RefusedOutput.self) {
            try SnapshotWriter.write(empty, to: NSHomeDirectory(), protecting: [fixture.site])
        }
        #expect(FileManager.default.fileExists(atPath: fixture.site))
    }
}
