import Testing
@testable import VitrineSearch

/// Collects words as strings, with their hashes.
struct CollectedWords: WordSink {
    var words: [String] = []
    var hashes: [UInt64] = []
    mutating func add(_ word: UnsafeBufferPointer<UInt8>, hash: UInt64) {
        words.append(String(decoding: word, as: UTF8.self))
        hashes.append(hash)
    }

    static func of(_ text: String) -> CollectedWords {
        var sink = CollectedWords()
        Words.read(Array(text.utf8), into: &sink)
        return sink
    }
}

@Suite struct WordsTests {
    @Test func lowercasesAndSplitsOnEverythingButLettersAndDigits() {
        #expect(CollectedWords.of("Install Vitrine-2.0 (macOS) don’t x86_64").words == ["install", "vitrine", "macos", "don", "x86", "64"])
    }

    @Test func keepsWordsOfTwoToThirtyTwoCharacters() {
        let long = String(repeating: "a", count: 33)
        let longest = String(repeating: "b", count: 32)
        #expect(CollectedWords.of("a I ok \(long) \(longest) 7 42").words == ["ok", longest, "42"])
    }

    @Test func readsLettersOutsideASCII() {
        #expect(CollectedWords.of("Café ÜBER naïve Ελληνικά 東京 İstanbul — ½").words == ["café", "über", "naïve", "ελληνικά", "東京", "i\u{307}stanbul"])
    }

    @Test func theSameWordHasTheSameHashWhereverItComesFrom() {
        let words = CollectedWords.of("Config config CONFIG")
        #expect(words.words == ["config", "config", "config"])
        #expect(Set(words.hashes).count == 1)
        #expect(CollectedWords.of("Café").hashes == CollectedWords.of("café").hashes)
    }
}
