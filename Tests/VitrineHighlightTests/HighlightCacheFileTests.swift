import Foundation
import Testing
@testable import VitrineHighlight

@Suite struct HighlightCacheFileTests {
    private func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("highlight-cache-\(UUID().uuidString)")
    }

    @Test func aSavedCacheAnswersTheNextRunWithoutTheLexer() throws {
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let blocks = [("let x = 1", "swift"), ("echo \"hi\" ü", "sh"), ("a: [1, 2]", "yml")]
        let first = HighlightCacheTests.CountingHighlighter().makeCache()
        for (code, language) in blocks { _ = first.html(for: code, language: language) }
        try first.write(to: url)

        let counter = HighlightCacheTests.CountingHighlighter()
        let second = counter.makeCache()
        #expect(second.load(from: url) == 3)
        for (code, language) in blocks {
            #expect(second.html(for: code, language: language) == SyntaxHighlighter.html(for: code, language: language))
        }
        #expect(counter.total == 0)
    }

    @Test func aFileFromAnotherHighlighterOrDamagedIsIgnored() throws {
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let cache = HighlightCache()
        _ = cache.html(for: "let x = 1", language: "swift")
        _ = cache.html(for: "x = 1", language: "py")
        try cache.write(to: url)
        let bytes = try [UInt8](Data(contentsOf: url))

        var otherVersion = bytes
        otherVersion[8] = otherVersion[8] == UInt8(ascii: "9") ? UInt8(ascii: "8") : UInt8(ascii: "9")  // the version's digit
        try Data(otherVersion).write(to: url)
        #expect(HighlightCache().load(from: url) == 0)

        try Data(bytes.dropLast(3)).write(to: url)
        let truncatedInto = HighlightCache()
        #expect(truncatedInto.load(from: url) == 0)
        #expect(truncatedInto.currentStatistics.entries == 0)

        try Data(bytes).write(to: url)
        #expect(HighlightCache().load(from: url) == 2)
        #expect(HighlightCache().load(from: temporaryFile()) == 0)
    }

    @Test func theLeastRecentlyUsedOrderSurvivesTheFile() throws {
        let url = temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let cache = HighlightCache(maximumEntries: 4)
        for code in ["a", "b", "c", "d"] { _ = cache.html(for: code, language: "json") }
        _ = cache.html(for: "a", language: "json")
        try cache.write(to: url)

        let counter = HighlightCacheTests.CountingHighlighter()
        let reloaded = counter.makeCache(maximumEntries: 4)
        reloaded.load(from: url)
        _ = reloaded.html(for: "e", language: "json")  // evicts the two least recently used: b and c
        for code in ["a", "d", "b"] { _ = reloaded.html(for: code, language: "json") }
        #expect(counter.count("a") == 0 && counter.count("d") == 0 && counter.count("b") == 1)
    }
}
