import Foundation
import Testing
import VitrinePlatform
@testable import VitrineSite

/// The manifest beside the output: what the last build wrote, so the next one need not read it back.
@Suite struct OutputManifestTests {
    static func write(_ files: [String: String], _ fixture: Fixture, failAfter: Int? = nil) throws {
        try SnapshotWriter.write(SnapshotWriterTests.snapshot(files), to: fixture.output, protecting: [fixture.site], failAfter: failAfter)
    }

    @Test func aBuildRecordsEveryFileItLeft() throws {
        let fixture = Fixture(pages: [:])
        let files = ["index.html": "home", "a/b.svg": "<svg/>", "a/c d.txt": "spaced name"]
        try Self.write(files, fixture)
        let manifest = OutputManifest.read(SnapshotWriter.manifestFile(for: fixture.output))
        #expect(Set(manifest.entries.keys) == Set(files.keys))
        for (path, text) in files {
            #expect(manifest.entries[path]?.etag == SnapshotFile(bytes: Array(text.utf8), contentType: "text/plain").etag)
            #expect(manifest.entries[path]?.identity == FileIdentity.of(fixture.output + "/" + path))
        }
        // The next build links the same files (a new link is a new status time, recorded); the one after
        // finds them linked already in the tree it reuses and changes nothing.
        try Self.write(files, fixture)
        let linked = OutputManifest.read(SnapshotWriter.manifestFile(for: fixture.output))
        for path in files.keys {
            #expect(linked.entries[path]?.identity.inode == manifest.entries[path]?.identity.inode)
            #expect(linked.entries[path]?.identity == FileIdentity.of(fixture.output + "/" + path))
        }
        try Self.write(files, fixture)
        #expect(OutputManifest.read(SnapshotWriter.manifestFile(for: fixture.output)).entries == linked.entries)
    }

    /// Editing a file of the output, even to the same size, changes its identity: the next build reads it,
    /// finds other bytes and writes the right ones.
    @Test func aFileEditedInTheOutputIsWrittenAgain() throws {
        let fixture = Fixture(pages: [:])
        try Self.write(["index.html": "right", "other.html": "other"], fixture)
        let handle = try #require(FileHandle(forWritingAtPath: fixture.output + "/index.html"))
        handle.write(Data("wrong".utf8))
        try handle.close()
        try Self.write(["index.html": "right", "other.html": "other"], fixture)
        #expect(SnapshotWriterTests.contents(of: fixture.output) == ["index.html": "right", "other.html": "other"])
    }

    /// What makes the manifest worth having: a file whose identity is the recorded one is taken as holding
    /// the recorded bytes, unread. Shown by recording, for a file, the etag of other bytes.
    @Test func aFileWhoseIdentityIsRecordedIsNotReadBack() throws {
        let fixture = Fixture(pages: [:])
        try Self.write(["index.html": "old bytes"], fixture)
        let path = SnapshotWriter.manifestFile(for: fixture.output)
        var manifest = OutputManifest.read(path)
        manifest.entries["index.html"]?.etag = SnapshotFile(bytes: Array("new bytes".utf8), contentType: "text/plain").etag
        try manifest.write(to: path)
        try Self.write(["index.html": "new bytes"], fixture)
        #expect(SnapshotWriterTests.contents(of: fixture.output) == ["index.html": "old bytes"])
    }

    @Test func aFailedBuildLeavesNoManifestAndTheNextOneWritesItAgain() throws {
        let fixture = Fixture(pages: [:])
        let files = ["a.html": "a", "b.html": "b", "c.html": "c"]
        try Self.write(files, fixture)
        let path = SnapshotWriter.manifestFile(for: fixture.output)
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(throws: SnapshotWriter.WriteError.self) { try Self.write(["a.html": "A", "b.html": "B"], fixture, failAfter: 1) }
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(SnapshotWriterTests.contents(of: fixture.output) == files)
        try Self.write(files, fixture)
        #expect(OutputManifest.read(path).entries.count == 3)
    }

    @Test func aDamagedManifestIsNone() throws {
        let fixture = Fixture(pages: [:])
        try Self.write(["index.html": "x"], fixture)
        let path = SnapshotWriter.manifestFile(for: fixture.output)
        for damage in ["", "vitrine output manifest 1\nindex.html\0\"x\"\0no\0", "some other file"] {
            try Data(damage.utf8).write(to: URL(fileURLWithPath: path))
            #expect(OutputManifest.read(path).entries.isEmpty, "\(damage)")
            try Self.write(["index.html": "y"], fixture)
            #expect(SnapshotWriterTests.contents(of: fixture.output) == ["index.html": "y"])
            try Self.write(["index.html": "x"], fixture)
        }
    }
}
