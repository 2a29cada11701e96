import Foundation
import Testing
@testable import VitrineSite

/// The replaced output kept as `.NAME.vitrine-cache` and reused by the next build.
@Suite struct SnapshotWriterCacheTests {
    typealias Files = [String: String]

    @Test func everyBuildLeavesExactlyItsOwnFilesAndFolders() throws {
        let fixture = Fixture(pages: [:])
        let builds: [Files] = [
            ["index.html": "1", "a/x.html": "x", "b/y.html": "y", "z/deep/q.txt": "q"],
            ["index.html": "1", "c/n.html": "n"],
            // `a` comes back as a file, `b` as before, `c` gone, `z/deep` now holds a folder of the same name.
            ["index.html": "2", "a": "file now", "b/y.html": "y", "z/deep/deep/q.txt": "q"],
            ["index.html": "2", "a/x.html": "x again"],
        ]
        for files in builds {
            try write(files, fixture)
            #expect(SnapshotWriterTests.contents(of: fixture.output) == files)
            #expect(Self.folders(of: fixture.output) == Self.folders(holding: files.keys))
        }
        #expect(FileTree.isFolder(SnapshotWriter.cacheFolder(for: fixture.output)))
    }

    @Test func theCacheIsTheReplacedOutput() throws {
        let fixture = Fixture(pages: [:])
        try write(["index.html": "first", "old/index.html": "old"], fixture)
        try write(["index.html": "second"], fixture)
        let cache = SnapshotWriter.cacheFolder(for: fixture.output)
        #expect(cache.hasSuffix("/._site.vitrine-cache"))
        #expect(SnapshotWriterTests.contents(of: cache) == ["index.html": "first", "old/index.html": "old"])
    }

    @Test func namesAddedToTheCacheNeverReachTheOutput() throws {
        let fixture = Fixture(pages: [:])
        let files = ["index.html": "same", "a/index.html": "a"]
        try write(files, fixture)
        try write(files, fixture)
        let cache = SnapshotWriter.cacheFolder(for: fixture.output)
        fixture.write("stray", to: "._site.vitrine-cache/a/stray.txt")
        try FileManager.default.removeItem(atPath: cache + "/index.html")
        try FileManager.default.createSymbolicLink(atPath: cache + "/index.html", withDestinationPath: fixture.site)
        try write(files, fixture)
        #expect(SnapshotWriterTests.contents(of: fixture.output) == files)
        #expect(FileManager.default.fileExists(atPath: fixture.site))
    }

    @Test func aFailedWriteIntoTheCacheLeavesTheLiveFilesItSharesUntouched() throws {
        let fixture = Fixture(pages: [:])
        try write(["f.html": "1", "g.html": "a"], fixture)
        try write(["f.html": "1", "g.html": "b"], fixture)
        // The cache's f.html is now the live f.html under a second name.
        #expect(SnapshotWriterReuseTests.inode(fixture.output + "/f.html")
            == SnapshotWriterReuseTests.inode(SnapshotWriter.cacheFolder(for: fixture.output) + "/f.html"))
        let failing = SnapshotWriterTests.snapshot(["f.html": "2", "g.html": "c"])
        #expect(throws: SnapshotWriter.WriteError.self) {
            try SnapshotWriter.write(failing, to: fixture.output, protecting: [fixture.site], failAfter: 1)
        }
        #expect(SnapshotWriterTests.contents(of: fixture.output) == ["f.html": "1", "g.html": "b"])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.root).filter { $0.contains(".building-") }
        #expect(leftovers.isEmpty)
        try write(["f.html": "3"], fixture)
        #expect(SnapshotWriterTests.contents(of: fixture.output) == ["f.html": "3"])
    }

    @Test func aLinkPlantedAsTheCacheIsNeitherFollowedNorReplaced() throws {
        let fixture = Fixture(pages: [:])
        fixture.write("keep", to: "elsewhere/keep.txt")
        let cache = SnapshotWriter.cacheFolder(for: fixture.output)
        try FileManager.default.createSymbolicLink(atPath: cache, withDestinationPath: fixture.root + "/elsewhere")
        for text in ["1", "2", "3"] { try write(["index.html": text], fixture) }
        #expect(SnapshotWriterTests.contents(of: fixture.output) == ["index.html": "3"])
        #expect(SnapshotWriterTests.contents(of: fixture.root + "/elsewhere") == ["keep.txt": "keep"])
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: cache)) == fixture.root + "/elsewhere")
    }
}

private extension SnapshotWriterCacheTests {
    func write(_ files: Files, _ fixture: Fixture) throws {
        try SnapshotWriter.write(SnapshotWriterTests.snapshot(files), to: fixture.output, protecting: [fixture.site])
    }

    static func folders(of root: String) -> Set<String> {
        let paths = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []
        return Set(paths.filter { FileTree.isFolder(root + "/" + $0) })
    }

    static func folders<Paths: Sequence<String>>(holding files: Paths) -> Set<String> {
        var folders: Set<String> = []
        for file in files {
            var parts = file.split(separator: "/").dropLast()
            while !parts.isEmpty {
                folders.insert(parts.joined(separator: "/"))
                parts.removeLast()
            }
        }
        return folders
    }
}
