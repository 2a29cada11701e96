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

    @Test func readsLettersOutsideASCIIWithLatinAccentsFolded() {
        #expect(CollectedWords.of("Café ÜBER naïve Ελληνικά 東京 İstanbul — ½").words == ["cafe", "uber", "naive", "ελληνικά", "東京", "istanbul"])
        // Letters keyboards spell otherwise, accents written as marks of their own, Cyrillic kept whole.
        #expect(CollectedWords.of("Straße Ærø ǣ łódź e\u{301}le\u{301}ment йод").words == ["strasse", "aero", "ae", "lodz", "element", "йод"])
        // search.js's `words` gives the same list for the same text (test_search.py types these).
        #expect(CollectedWords.of("Élément Straße configuring 全文検索の機能 検 İstanbul e\u{301}le\u{301}ment ǣ Ærø x").words
            == ["element", "strasse", "configuring", "全文", "文検", "検索", "索の", "の機", "機能", "検", "istanbul", "element", "ae", "aero"])
    }

    @Test func readsChineseAndJapaneseAsPairsOfCharacters() {
        #expect(CollectedWords.of("Vitrineの全文検索。東").words == ["vitrine", "の全", "全文", "文検", "検索", "東"])
        #expect(CollectedWords.of("ソフトウェア").words == ["ソフ", "フト", "トウ", "ウェ", "ェア"])
        // Hangul keeps its spaces between words, and is read as words.
        #expect(CollectedWords.of("검색 기능").words == ["검색", "기능"])
    }

    @Test func theSameWordHasTheSameHashWhereverItComesFrom() {
        let words = CollectedWords.of("Config config CONFIG")
        #expect(words.words == ["config", "config", "config"])
        #expect(Set(words.hashes).count == 1)
        #expect(CollectedWords.of("Café").hashes == CollectedWords.of("café").hashes)
    }
}
