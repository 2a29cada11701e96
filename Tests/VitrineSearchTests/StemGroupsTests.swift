import Foundation
import Testing
@testable import VitrineSearch

@Suite struct StemGroupsTests {
    static let documents = [
        SearchDocument(url: "a/", title: "Configuring", section: "", html: "<p>Configuring the crane.</p>"),
        SearchDocument(url: "b/", title: "B", section: "", html: "<p>The configured crane, configured twice.</p>"),
        SearchDocument(url: "c/", title: "C", section: "", html: "<h2 id=\"x\">Configuration</h2><p>Keys.</p>"),
        SearchDocument(url: "d/", title: "D", section: "", html: "<p>A conference.</p>"),
    ]

    @Test func wordsSharingAStemAreOneMoreTermHoldingAllTheirPages() throws {
        var reader = try IndexReader(SearchIndex.files(for: Self.documents, language: "en-GB"))
        let group = try #require(reader.entries(withPrefix: "~configur").first)
        #expect(group.term == "~configur")
        let weights = Dictionary(uniqueKeysWithValues: PostingsCode.decode(group.postings.utf8).map { ($0.page, $0.weight) })
        #expect(weights == [0: DocumentAnalysis.titleFlag | 1, 1: 2, 2: DocumentAnalysis.headingFlag | 1])
        // Each word's own line names its group; a word alone with its stem names the stem, unless it is the word.
        let words = Dictionary(uniqueKeysWithValues: reader.entries(withPrefix: "con").map { ($0.term, $0.stem) })
        #expect(words == ["configuring": "~configur", "configured": "~configur", "configuration": "~configur", "conference": "confer"])
        #expect(reader.entries(withPrefix: "crane").map(\.stem) == [nil])
        // A prefix search for words never meets a group.
        #expect(reader.entries(withPrefix: "c").allSatisfy { !$0.term.hasPrefix("~") })
    }

    @Test func aLanguageSnowballDoesNotStemGetsNoGroups() throws {
        for language in [nil, "ja", "xx"] as [String?] {
            var reader = try IndexReader(SearchIndex.files(for: Self.documents, language: language))
            #expect(reader.entries(withPrefix: "~").isEmpty)
            #expect(reader.entries(withPrefix: "con").allSatisfy { $0.stem == nil })
        }
        #expect(Stemmer(language: "fr") != nil && Stemmer(language: "pt_BR") != nil && Stemmer(language: "zh-Hans") == nil)
    }

    @Test func theSiteLanguagesStemmerIsUsed() throws {
        let french = [SearchDocument(url: "a/", title: "A", section: "", html: "<p>Les recherches avancées.</p>"),
                      SearchDocument(url: "b/", title: "B", section: "", html: "<p>Une recherche simple.</p>")]
        var reader = try IndexReader(SearchIndex.files(for: french, language: "fr"))
        #expect(Set(reader.pages(withPrefix: "~recherch").keys) == [0, 1])
        // Accents are folded before stemming: avancées is found as avancees.
        #expect(reader.entries(withPrefix: "avanc").map(\.term) == ["avancees"])
    }

    @Test func chineseAndJapaneseAreFoundInsideARun() throws {
        let documents = [SearchDocument(url: "ja/", title: "検索", section: "", html: "<p>全文検索の機能があります。</p>"),
                         SearchDocument(url: "zh/", title: "搜索", section: "", html: "<p>全文搜索功能</p>")]
        var reader = try IndexReader(SearchIndex.files(for: documents, language: "ja"))
        #expect(Set(reader.pages(withPrefix: "検索").keys) == [0])
        #expect(Set(reader.pages(withPrefix: "全文").keys) == [0, 1])
        #expect(Set(reader.pages(withPrefix: "搜").keys) == [1])
    }

    @Test func theGroupsDoNotDependOnTheOrderOfThePages() {
        let corpus = GeneratedCorpus.documents(count: 200)
        #expect(SearchIndex.files(for: corpus, language: "en").map(\.bytes) == SearchIndex.files(for: corpus.reversed(), language: "en").map(\.bytes))
    }
}

@Suite struct LatinFoldingTests {
    /// The table against Foundation's canonical decomposition, letter by letter.
    @Test func everyLetterFoldsAsItsDecompositionWithoutMarks() {
        let spelled: [Character: String] = ["ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "đ": "d", "ł": "l", "þ": "th", "ð": "d", "ı": "i", "ħ": "h", "ŧ": "t", "ŋ": "n"]
        for value in Array(0xC0...0x24F) + Array(0x1E00...0x1EFF) {
            guard let scalar = Unicode.Scalar(value), !scalar.properties.changesWhenLowercased else { continue }
            let decomposed = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.filter { !(0x300...0x36F).contains($0.value) }
            let expected = decomposed.map { spelled[Character($0)] ?? String($0) }.joined()
            #expect((LatinFolding.folded(scalar) ?? String(scalar)) == expected, "U+\(String(value, radix: 16))")
        }
    }
}
