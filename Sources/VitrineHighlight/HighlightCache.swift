import Foundation

/// A thread-safe memo of highlighted blocks keyed by (language, code), so a preview rebuild highlights
/// only the blocks that changed since the last build.
///
/// It is bounded as an LRU rather than by "drop what the last build did not use": the preview's rebuilds
/// are incremental and render only the pages a save touched, so the last build uses a handful of blocks
/// while the unchanged pages' blocks are still the ones the next edit will ask for again.
package final class HighlightCache: @unchecked Sendable {
    package typealias Highlighter = @Sendable (_ code: String, _ language: String) -> String?

    /// How the cache has been doing, for the preview's log and for tests.
    package struct Statistics: Equatable, Sendable {
        package var hits = 0
        package var misses = 0
        package var entries = 0
        package var bytes = 0
    }

    private struct Key: Hashable {
        var language: String
        var code: String
    }

    private struct Entry {
        var html: String
        var lastUse: UInt64
        var bytes: Int
    }

    private let highlighter: Highlighter
    private let maximumEntries: Int
    private let maximumBytes: Int
    // Everything below is guarded by `lock`; highlighting itself runs outside it so parallel page
    // renders do not queue behind one another's lexers.
    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var useCounter: UInt64 = 0
    private var statistics = Statistics()

    /// - Parameters:
    ///   - maximumEntries: About four builds' worth of blocks for a 1,000-block site.
    ///   - maximumBytes: Code plus HTML kept, in UTF-8 bytes.
    ///   - highlighter: What a miss runs; tests pass a counting wrapper.
    package init(
        maximumEntries: Int = 4_096,
        maximumBytes: Int = 64 << 20,
        highlighter: @escaping Highlighter = { SyntaxHighlighter.html(for: $0, language: $1) }
    ) {
        self.maximumEntries = max(1, maximumEntries)
        self.maximumBytes = max(1, maximumBytes)
        self.highlighter = highlighter
    }

    /// The same answer as `SyntaxHighlighter.html(for:language:)`, from the memo when this block (in this
    /// language, under any alias) was highlighted before. Unknown languages are neither run nor stored.
    package func html(for code: String, language: String) -> String? {
        guard let canonical = SyntaxHighlighter.canonicalLanguage(language) else { return nil }
        let key = Key(language: canonical, code: code)
        if let cached = lock.withLock({ () -> String? in lookUp(key) }) { return cached }
        guard let html = highlighter(code, canonical) else { return nil }
        lock.withLock { store(html, for: key) }
        return html
    }

    package var currentStatistics: Statistics { lock.withLock { statistics } }

    /// The entries from least to most recently used, for `write(to:)`.
    func entriesByLastUse() -> [(language: String, code: String, html: String)] {
        lock.withLock {
            entries.sorted { $0.value.lastUse < $1.value.lastUse }.map { ($0.key.language, $0.key.code, $0.value.html) }
        }
    }

    /// Adds an entry read from a file as the most recently used, without counting a miss.
    func insertLoaded(html: String, code: String, language: String) {
        guard let canonical = SyntaxHighlighter.canonicalLanguage(language) else { return }
        lock.withLock { store(html, for: Key(language: canonical, code: code)) }
    }

    private func lookUp(_ key: Key) -> String? {
        useCounter += 1
        guard let html = entries[key]?.html else {
            statistics.misses += 1
            return nil
        }
        entries[key]!.lastUse = useCounter
        statistics.hits += 1
        return html
    }

    private func store(_ html: String, for key: Key) {
        useCounter += 1
        let bytes = key.code.utf8.count + html.utf8.count
        if let replaced = entries.updateValue(Entry(html: html, lastUse: useCounter, bytes: bytes), forKey: key) {
            statistics.bytes -= replaced.bytes
        }
        statistics.bytes += bytes
        if entries.count > maximumEntries || statistics.bytes > maximumBytes { evictLeastRecentlyUsed() }
        statistics.entries = entries.count
    }

    /// Drops the least recently used quarter beyond the limits in one sort, so eviction costs O(log n)
    /// per insertion on average instead of a sort every time.
    private func evictLeastRecentlyUsed() {
        let entryTarget = maximumEntries - maximumEntries / 4
        let byteTarget = maximumBytes - maximumBytes / 4
        for (key, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
            guard entries.count > entryTarget || statistics.bytes > byteTarget else { break }
            entries[key] = nil
            statistics.bytes -= entry.bytes
        }
    }
}
