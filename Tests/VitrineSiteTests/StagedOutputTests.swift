import Foundation
import Testing
@testable import VitrineSite

/// A build that writes each file as it is made (`StagedOutput`) against the same build kept in memory and
/// written whole (`SnapshotWriter`): the same files, the same reuse of the previous output, nothing held.
@Suite struct StagedOutputTests {
    typealias Files = [String: String]

    func stage(_ files: Files, _ fixture: Fixture) throws {
        let output = try StagedOutput(replacing: fixture.output, protecting: [fixture.site])
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            output.write(path, SnapshotFile(bytes: Array(text.utf8), contentType: "text/plain"))
        }
        try output.finish()
    }

    @Test func everyBuildLeavesExactlyItsOwnFilesAndFolders() throws {
        let fixture = Fixture(pages: [:])
        let builds: [Files] = [
            ["index.html": "1", "a/x.html": "x", "b/y.html": "y", "z/deep/q.txt": "q"],
            ["index.html": "1", "c/n.html": "n"],
            // `a` comes back as a file, `b` as before, `c` gone, `z/deep` now holds a folder of the same name.
            ["index.html": "2", "a": "file now", "b/y.html": "y", "z/deep/deep/q.txt": "q"],
            ["index.html": "2", "a/x.html": "x again"],
            ["index.html": "2", "a/x.html": "x again"],
        ]
        for files in builds {
            try stage(files, fixture)
            #expect(SnapshotWriterTests.contents(of: fixture.output) == files)
            #expect(SnapshotWriterCacheTests.folders(of: fixture.output) == SnapshotWriterCacheTests.folders(holding: files.keys))
        }
        #expect(FileTree.isFolder(SnapshotWriter.cacheFolder(for: fixture.output)))
    }

    @Test func anUnchangedFileIsTheLiveFileLinkedNotWrittenAgain() throws {
        let fixture = Fixture(pages: [:])
        for text in ["1", "2", "3"] { try stage(["same.html": "same", "changed.html": text], fixture) }
        let cache = SnapshotWriter.cacheFolder(for: fixture.output)
        #expect(SnapshotWriterReuseTests.inode(fixture.output + "/same.html") == SnapshotWriterReuseTests.inode(cache + "/same.html"))
        #expect(SnapshotWriterReuseTests.inode(fixture.output + "/changed.html") != SnapshotWriterReuseTests.inode(cache + "/changed.html"))
        #expect(SnapshotWriterTests.contents(of: cache) == ["same.html": "same", "changed.html": "2"])
    }

    @Test func aSecondFileAtOnePathReplacesTheFirst() throws {
        let fixture = Fixture(pages: [:])
        let output = try StagedOutput(replacing: fixture.output, protecting: [fixture.site])
        output.write("style.css", SnapshotFile(bytes: Array("theme".utf8), contentType: "text/css"))
        output.write("style.css", SnapshotFile(bytes: Array("site".utf8), contentType: "text/css"))
        try output.finish()
        #expect(SnapshotWriterTests.contents(of: fixture.output) == ["style.css": "site"])
    }

    @Test func aFailedWriteIsThrownAtTheEndAndLeavesThePreviousOutput() throws {
        let fixture = Fixture(pages: [:])
        try stage(["index.html": "old"], fixture)
        let output = try StagedOutput(replacing: fixture.output, protecting: [fixture.site])
        output.write("index.html", SnapshotFile(bytes: Array("new".utf8), contentType: "text/html"))
        output.write("a", SnapshotFile(bytes: Array("a file".utf8), contentType: "text/plain"))
        // `a` is a file: nothing can be written inside it.
        output.write("a/b.html", SnapshotFile(bytes: Array("b".utf8), contentType: "text/html"))
        #expect(throws: SnapshotWriter.WriteError.self) { try output.finish() }
        #expect(SnapshotWriterTests.contents(of: fixture.output) == ["index.html": "old"])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.root).filter { $0.contains(".building-") }
        #expect(leftovers.isEmpty)
    }

    @Test func refusesToReplaceTheSourcesBeforeAnythingIsBuilt() {
        let fixture = Fixture(pages: ["index.md": "# Home\n"])
        #expect(throws: SnapshotWriter.RefusedOutput.self) { try StagedOutput(replacing: fixture.site, protecting: [fixture.site]) }
    }

    /// The site built into the output as it is made equals the same site built in memory and written whole,
    /// through edits that add, change and remove pages, and the build keeps none of the files it wrote.
    @Test func aSiteWrittenAsItIsBuiltEqualsTheSiteWrittenWhole() throws {
        // One title for both: a site's title is otherwise its folder's name.
        let streamed = Fixture(pages: ["config.yml": "title: Same\n"])
        let whole = Fixture(pages: ["config.yml": "title: Same\n"])
        let edits: [[String: String?]] = [
            ["index.md": "# Home\n\nSee [the guide](guide/install.md#steps).\n", "guide/install.md": "# Install\n\n## Steps\n\nOne.\n"],
            ["guide/install.md": "# Install\n\n## Steps\n\nTwo.\n", "guide/more.md": "# More\n\n[Back](../index.md)\n"],
            ["guide/more.md": nil, "guide.md": "# Guide alone\n"],
        ]
        for edit in edits {
            for fixture in [streamed, whole] {
                for (path, text) in edit {
                    if let text { fixture.write(text, to: "Site/" + path) } else { try FileManager.default.removeItem(atPath: fixture.site + "/" + path) }
                }
            }
            let output = try StagedOutput(replacing: streamed.output, protecting: [streamed.site])
            let result = try streamed.build(into: output)
            _ = Parallel.map(Array(result.snapshot.deferred?.all ?? [:])) { output.write($0.key, $0.value) }
            try output.finish()
            let held = result.snapshot.files.filter { !$0.value.isWritten }.map(\.key)
            #expect(held.isEmpty)
            var options = whole.options
            options.searchIndex = .alongside
            try SnapshotWriter.write(try whole.build(options).snapshot, to: whole.output, protecting: [whole.site])
            #expect(SnapshotWriterTests.contents(of: streamed.output) == SnapshotWriterTests.contents(of: whole.output))
            #expect(SnapshotWriterTests.contents(of: streamed.output)["index.html"]?.contains("guide/install/#steps") == true)
        }
    }

    @Test func aBrokenLinkFailsTheBuildAndTheOutputStaysAsItWas() throws {
        let fixture = Fixture(pages: ["index.md": "# Home\n"])
        try SnapshotWriter.write(try fixture.build().snapshot, to: fixture.output, protecting: [fixture.site])
        let before = SnapshotWriterTests.contents(of: fixture.output)
        fixture.write("# Home\n\n[gone](missing.md)\n", to: "Site/index.md")
        let output = try StagedOutput(replacing: fixture.output, protecting: [fixture.site])
        #expect(throws: BuildFailure.self) { try fixture.build(into: output) }
        output.discard()
        #expect(SnapshotWriterTests.contents(of: fixture.output) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.root).filter { $0.contains(".building-") }
        #expect(leftovers.isEmpty)
    }
}
