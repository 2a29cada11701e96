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

    @Test func deferredFilesAreMadeAndWrittenWithTheRest() throws {
        let fixture = Fixture(pages: [:])
        func snapshot(_ version: String) -> Snapshot {
            var snapshot = Self.snapshot(["index.html": version, "search/index.html": "list"])
            snapshot.deferred = DeferredFiles(prefix: "search/") {
                ["search/index.json": SnapshotFile(bytes: Array(version.utf8), contentType: "application/json"),
                 "search/terms/0.txt": SnapshotFile(bytes: Array("terms".utf8), contentType: "text/plain")]
            }
            return snapshot
        }
        for version in ["one", "two", "two"] {
            try SnapshotWriter.write(snapshot(version), to: fixture.output, protecting: [fixture.site])
            #expect(Self.contents(of: fixture.output) == [
                "index.html": version, "search/index.html": "list", "search/index.json": version, "search/terms/0.txt": "terms",
            ])
        }
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

    @Test func refusesDangerousOutputFoldersSayingWhy() {
        let fixture = Fixture(pages: [:])
        let source = OutputPath.absolute(fixture.site)
        func refusal(_ output: String) -> SnapshotWriter.RefusedOutput.Reason? {
            do {
                try SnapshotWriter.write(Snapshot(), to: output, protecting: [fixture.site])
                return nil
            } catch let refused as SnapshotWriter.RefusedOutput {
                return refused.reason
            } catch {
                return nil
            }
        }
        #expect(refusal("/") == .root)
        #expect(refusal(fixture.site) == .holdsSources(source))
        #expect(refusal(fixture.root) == .holdsSources(source))
        #expect(refusal(fixture.site + "/_site") == .insideSources(source))
        #expect(!FileManager.default.fileExists(atPath: fixture.site + "/_site"))
        #expect(refusal(NSHomeDirectory()) == .home)
        #expect(FileManager.default.fileExists(atPath: fixture.site))
    }

    @Test func aWriteErrorNamesTheFileAndWhatFailed() throws {
        let fixture = Fixture(pages: [:])
        do {
            try SnapshotWriter.write(Self.snapshot(["a.txt": "a", "b.txt": "b"]), to: fixture.output, protecting: [fixture.site], failAfter: 1)
            Issue.record("the write did not fail")
        } catch let failure as SnapshotWriter.WriteError {
            #expect(failure.path.hasSuffix("/b.txt"))
            #expect(failure.action == "cannot write")
            #expect(failure.description == "\(failure.path): cannot write: injected failure after 1 files")
        }
    }
}

@Suite struct SnapshotWriterReuseTests {
    static func inode(_ path: String) -> UInt64? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.systemFileNumber] as? UInt64
    }

    @Test func unchangedFilesAreLinkedChangedOnesWrittenAnew() throws {
        let fixture = Fixture(pages: [:])
        let out = fixture.output
        try SnapshotWriter.write(SnapshotWriterTests.snapshot(["same.html": "same", "a/changed.html": "one", "a/b/longer.css": "x"]), to: out, protecting: [fixture.site])
        let before = ["same.html", "a/changed.html", "a/b/longer.css"].map { Self.inode(out + "/" + $0) }
        try SnapshotWriter.write(SnapshotWriterTests.snapshot(["same.html": "same", "a/changed.html": "two", "a/b/longer.css": "xx"]), to: out, protecting: [fixture.site])
        #expect(SnapshotWriterTests.contents(of: out) == ["same.html": "same", "a/changed.html": "two", "a/b/longer.css": "xx"])
        #expect(Self.inode(out + "/same.html") == before[0])
        #expect(Self.inode(out + "/a/changed.html") != before[1])
        #expect(Self.inode(out + "/a/b/longer.css") != before[2])
        // The replaced tree, kept as the cache, is the only other name of the linked file.
        let links = (try FileManager.default.attributesOfItem(atPath: out + "/same.html"))[.referenceCount] as? Int
        #expect(links == 2)
        #expect(Self.inode(SnapshotWriter.cacheFolder(for: out) + "/same.html") == before[0])
    }

    @Test func aFileWithOtherPermissionsIsWrittenAnew() throws {
        let fixture = Fixture(pages: [:])
        let out = fixture.output
        try SnapshotWriter.write(SnapshotWriterTests.snapshot(["x.html": "same"]), to: out, protecting: [fixture.site])
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: out + "/x.html")
        let before = Self.inode(out + "/x.html")
        try SnapshotWriter.write(SnapshotWriterTests.snapshot(["x.html": "same"]), to: out, protecting: [fixture.site])
        #expect(Self.inode(out + "/x.html") != before)
        let mode = (try FileManager.default.attributesOfItem(atPath: out + "/x.html"))[.posixPermissions] as? Int
        #expect(mode != 0o600)
    }

    @Test func concurrentRemovalTakesEverythingAndNotALinkedFolder() throws {
        let fixture = Fixture(pages: [:])
        for index in 0..<30 { fixture.write("x", to: "tree/p\(index)/index.html") }
        fixture.write("deep", to: "tree/a/b/c/d.txt")
        fixture.write("keep", to: "elsewhere/keep.txt")
        try FileManager.default.createSymbolicLink(atPath: fixture.root + "/tree/link", withDestinationPath: fixture.root + "/elsewhere")
        #expect(FileTree.removeConcurrently(fixture.root + "/tree", threads: 4))
        #expect(!FileManager.default.fileExists(atPath: fixture.root + "/tree"))
        #expect(FileManager.default.fileExists(atPath: fixture.root + "/elsewhere/keep.txt"))
    }

    @Test func foldersOnlyHoldingFoldersAreMade() {
        let plan = WritePlan(paths: ["a/b/c/x.svg", "index.html", "a/b/y.html"])
        #expect(plan.folders.map(\.path) == ["", "a/", "a/b/", "a/b/c/"])
        #expect(plan.folders.map(\.files) == [["index.html"], [], ["a/b/y.html"], ["a/b/c/x.svg"]])
        #expect(plan.folders.map(\.firstIndex) == [0, 1, 1, 2])
    }
}
