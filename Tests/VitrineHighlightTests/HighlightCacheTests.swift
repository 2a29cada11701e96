import Foundation
import Testing
@testable import VitrineHighlight

@Suite struct HighlightCacheTests {
    /// Wraps the real highlighter and counts how often the cache falls through to it.
    final class CountingHighlighter: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]

        var total: Int { lock.withLock { counts.values.reduce(0, +) } }
        func count(_ code: String) -> Int { lock.withLock { counts[code] ?? 0 } }

        func makeCache(maximumEntries: Int = 4_096, maximumBytes: Int = 64 << 20) -> HighlightCache {
            HighlightCache(maximumEntries: maximumEntries, maximumBytes: maximumBytes) { code, language in
                self.lock.withLock { self.counts[code, default: 0] += 1 }
                return SyntaxHighlighter.html(for: code, language: language)
            }
        }
    }

    @Test func aSecondRequestForTheSameBlockDoesNotRunTheLexer() {
        let counter = CountingHighlighter()
        let cache = counter.makeCache()
        let first = cache.html(for: "let x = 1", language: "swift")
        let second = cache.html(for: "let x = 1", language: "swift")
        #expect(first == SyntaxHighlighter.html(for: "let x = 1", language: "swift"))
        #expect(second == first)
        #expect(counter.total == 1)
        #expect(cache.currentStatistics.hits == 1)
        #expect(cache.currentStatistics.misses == 1)
    }

    @Test func aliasesShareAnEntryButLanguagesAndEditsDoNot() {
        let counter = CountingHighlighter()
        let cache = counter.makeCache()
        _ = cache.html(for: "echo hi", language: "sh")
        _ = cache.html(for: "echo hi", language: "bash")
        #expect(counter.total == 1)
        _ = cache.html(for: "echo hi", language: "python")
        _ = cache.html(for: "echo hi!", language: "sh")
        #expect(counter.total == 3)
    }

    @Test func unknownLanguagesAreNeitherRunNorStored() {
        let counter = CountingHighlighter()
        let cache = counter.makeCache()
        #expect(cache.html(for: "x", language: "text") == nil)
        #expect(counter.total == 0)
        #expect(cache.currentStatistics.entries == 0)
    }

    /// A rebuild of 1,000 blocks where ten changed re-highlights exactly those ten.
    @Test func aRebuildHighlightsOnlyChangedBlocks() {
        let counter = CountingHighlighter()
        let cache = counter.makeCache()
        let blocks = (0..<1_000).map { "let value\($0) = \($0)" }
        for block in blocks { _ = cache.html(for: block, language: "swift") }
        #expect(counter.total == 1_000)
        let edited = blocks.enumerated().map { $0.offset % 100 == 0 ? $0.element + " // edited" : $0.element }
        for block in edited { _ = cache.html(for: block, language: "swift") }
        #expect(counter.total == 1_010)
    }

    @Test func theLeastRecentlyUsedEntriesGoFirst() {
        let counter = CountingHighlighter()
        let cache = counter.makeCache(maximumEntries: 4)
        for code in ["a", "b", "c", "d"] { _ = cache.html(for: code, language: "json") }
        _ = cache.html(for: "a", language: "json")  // a is now the most recently used
        _ = cache.html(for: "e", language: "json")  // five entries: trims to three (b and c go)
        #expect(cache.currentStatistics.entries == 3)
        for code in ["a", "d", "e"] { _ = cache.html(for: code, language: "json") }
        #expect(["a", "d", "e"].map(counter.count) == [1, 1, 1])
        _ = cache.html(for: "b", language: "json")
        #expect(counter.count("b") == 2)
    }

    @Test func theByteBudgetBoundsTheCache() {
        let counter = CountingHighlighter()
        let cache = counter.makeCache(maximumBytes: 10_000)
        for index in 0..<200 { _ = cache.html(for: String(repeating: "\(index) ", count: 50), language: "json") }
        #expect(cache.currentStatistics.bytes <= 10_000)
        #expect(cache.currentStatistics.entries < 200)
    }

    @Test func concurrentRequestsGetTheSameAnswers() async {
        let counter = CountingHighlighter()
        let cache = counter.makeCache()
        let blocks = (0..<50).map { "def f\($0)(x):\n    return x * \($0)\n" }
        let expected = blocks.map { SyntaxHighlighter.html(for: $0, language: "python") }
        await withTaskGroup(of: Bool.self) { group in
            for round in 0..<8 {
                group.addTask {
                    (0..<blocks.count).allSatisfy { index in
                        let index = (index + round * 7) % blocks.count
                        return cache.html(for: blocks[index], language: "py") == expected[index]
                    }
                }
            }
            for await allMatched in group { #expect(allMatched) }
        }
        // Two tasks may miss the same block at once, so the count is a range; once they are done, every
        // block is stored and another pass runs nothing.
        #expect(counter.total >= 50 && counter.total <= 50 * 8)
        #expect(cache.currentStatistics.entries == 50)
        let afterConcurrentPasses = counter.total
        for block in blocks { _ = cache.html(for: block, language: "python") }
        #expect(counter.total == afterConcurrentPasses)
    }
}
