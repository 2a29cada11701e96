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

    /// Deferred files (the search index) are only known after the rest is written: the cache keeps every
    /// name under their folder until then, so an unchanged one stays the live file, and a stale one still goes.
    @Test func deferredFilesLeaveExactlyTheirOwnNamesAndKeepTheUnchangedOnes() throws {
        let fixture = Fixture(pages: [:])
        let builds: [(files: Files, deferred: Files)] = [
            (["index.html": "1", "search/index.html": "list"], ["search/index.json": "1", "search/pages/0.json": "p0", "search/pages/1.json": "p1"]),
            (["index.html": "2", "search/index.html": "list"], ["search/index.json": "2", "search/pages/0.json": "p0"]),
            // `search/pages` comes back as a file, `search/index.html` as a folder of pages of the site's own.
            (["index.html": "3", "search/index.html/x.html": "mine"], ["search/pages": "flat", "search/terms/0.txt": "t"]),
            (["index.html": "4", "search/index.html": "list"], ["search/pages/0.json": "p0"]),
            (["index.html": "5", "search/index.html": "list"], ["search/pages/0.json": "p0"]),
        ]
        func write(_ build: (files: Files, deferred: Files)) throws {
            var snapshot = SnapshotWriterTests.snapshot(build.files)
            let deferred = build.deferred.mapValues { SnapshotFile(bytes: Array($0.utf8), contentType: "text/plain") }
            snapshot.deferred = DeferredFiles(prefix: "search/") { deferred }
            try SnapshotWriter.write(snapshot, to: fixture.output, protecting: [fixture.site])
        }
        for build in builds {
            try write(build)
            let all = build.files.merging(build.deferred) { $1 }
            #expect(SnapshotWriterTests.contents(of: fixture.output) == all)
            #expect(Self.folders(of: fixture.output) == Self.folders(holding: all.keys))
        }
        // The cache now holds the same `search/pages/0.json` as the output: one more build leaves it alone,
        // where removing and linking it again would change its status time.
        let page = fixture.output + "/search/pages/0.json"
        #expect(SnapshotWriterReuseTests.inode(page) == SnapshotWriterReuseTests.inode(SnapshotWriter.cacheFolder(for: fixture.output) + "/search/pages/0.json"))
        let before = Self.statusTime(page)
        try write(builds[builds.count - 1])
        #expect(Self.statusTime(page) == before)
    }

    static func statusTime(_ path: String) -> [Int] {
        var info = stat()
        guard stat(path, &info) == 0 else { return [] }
        return [info.st_ctim.tv_sec, info.st_ctim.tv_nsec]
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
}

/// The folders of an output and those its files need, for the writers' tests (`StagedOutputTests` too).
extension SnapshotWriterCacheTests {
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
