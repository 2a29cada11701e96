import Foundation
import Testing
import VitrinePlatform
@testable import VitrineSearch

@Suite struct SearchTextStoreTests {
    /// A folder of its own for each test, removed after.
    private static func withFolder<T>(_ body: (String) throws -> T) rethrows -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-scratch-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return try body(folder)
    }

    @Test func aScratchFileLeavesNoNameBehindAndReadsBackWhatWasWritten() throws {
        try Self.withFolder { folder in
            let file = try #require(ScratchFile(in: folder))
            // Gone from the folder at once: a build that ends any way leaves nothing there.
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
            let first = [UInt8]("first".utf8).withUnsafeBytes { file.append($0) }
            let second = [UInt8]("second, longer".utf8).withUnsafeBytes { file.append($0) }
            #expect(first == 0)
            #expect(second == 5)
            #expect(file.read(at: 5, count: 14) == Array("second, longer".utf8))
            #expect(file.read(at: 0, count: 5) == Array("first".utf8))
            // Past the end is a failed read, not zeros taken for text.
            #expect(file.read(at: 10, count: 100) == nil)
        }
    }

    @Test func appendsFromManyThreadsTakeRangesOfTheirOwn() throws {
        try Self.withFolder { folder in
            let file = try #require(ScratchFile(in: folder))
            let count = 400
            let offsets = UnsafeMutableBufferPointer<Int64>.allocate(capacity: count)
            defer { offsets.deallocate() }
            nonisolated(unsafe) let slots = offsets
            DispatchQueue.concurrentPerform(iterations: count) { index in
                let bytes = [UInt8](repeating: UInt8(index % 251), count: 100 + index)
                slots[index] = bytes.withUnsafeBytes { file.append($0) } ?? -1
            }
            for index in 0..<count {
                #expect(file.read(at: offsets[index], count: 100 + index) == [UInt8](repeating: UInt8(index % 251), count: 100 + index))
            }
        }
    }

    /// Where no scratch file can be made (a folder that is not there, a read-only one), there is no store: the
    /// build keeps the text in memory.
    @Test func noStoreWhereNoScratchFileCanBeMade() {
        #expect(ScratchFile(in: "/nonexistent-vitrine-folder") == nil)
        #expect(SearchTextStore(in: "/nonexistent-vitrine-folder") == nil)
    }

    @Test func storedTextReadsBackAsItsSections() throws {
        try Self.withFolder { folder in
            let store = try #require(SearchTextStore(in: folder))
            let sections = [
                PageSection(id: [], heading: [], text: Array("Before any heading.".utf8)),
                PageSection(id: Array("caf\u{E9}".utf8), heading: Array("Caf\u{E9} \\\"quoted\\\"".utf8), text: []),
                PageSection(id: Array("last".utf8), heading: Array("Last".utf8), text: Array(String(repeating: "long text ", count: 2000).utf8)),
            ]
            let stored = store.keeping(SearchText(sections))
            #expect(stored.sections == sections)
            #expect(!stored.isEmpty)
            #expect(store.keeping(SearchText()).isEmpty)
        }
    }

    /// The index made from text put aside is the index made from text held: the build puts it aside.
    @Test func anIndexOfStoredTextIsTheSameBytes() throws {
        try Self.withFolder { folder in
            let store = try #require(SearchTextStore(in: folder))
            let held = GeneratedCorpus.documents(count: 150)
            let stored = held.map { SearchDocument(url: $0.url, title: $0.title, section: $0.section, text: store.keeping($0.text)) }
            let expected = SearchIndex.files(for: held, language: "en")
            let made = SearchIndex.files(for: stored, language: "en")
            #expect(made.map(\.path) == expected.map(\.path))
            #expect(made.map(\.bytes) == expected.map(\.bytes))
            #expect(expected.contains { $0.path.hasPrefix("search/pages/") })
        }
    }
}
