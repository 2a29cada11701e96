import Foundation
import Testing
@testable import VitrineSearch

@Suite struct HotPrefixesTests {
    /// What search.js chooses for a prefix from the term files: the exact word first, then by pages holding
    /// them, ties in term order, while their page occurrences stay within the budget.
    static func chosenFromTermFiles(_ reader: inout IndexReader, _ prefix: String) -> [[String]] {
        let entries = reader.entries(withPrefix: prefix).enumerated().sorted { a, b in
            if (a.element.term == prefix) != (b.element.term == prefix) { return a.element.term == prefix }
            return a.element.pageCount != b.element.pageCount ? a.element.pageCount > b.element.pageCount : a.offset < b.offset
        }.map(\.element)
        var spent = 0
        return entries.enumerated().filter { index, entry in
            spent += entry.pageCount
            return spent <= HotPrefixes.budget || index == 0
        }.map { [$0.element.term, String($0.element.pageCount), $0.element.postingsFile, $0.element.postings] }
    }

    @Test func eachHotPrefixListsWhatTheTermFilesWouldGiveAndNoOtherPrefixIsListed() throws {
        var reader = try IndexReader(SearchIndex.files(for: Self.commonWords))
        let hot = try #require(reader.manifest["hot"] as? [String: [[String]]])
        #expect(hot.keys.sorted() == ["ka"], "ka1 falls in four postings files, which search.js fetches anyway")
        for (prefix, lines) in hot {
            #expect(reader.postingsFiles(for: prefix).count > HotPrefixes.prefetch, "\(prefix)")
            #expect(lines == Self.chosenFromTermFiles(&reader, prefix), "\(prefix)")
        }
        // Every two- and three-letter prefix search.js would fetch too many postings files for is listed.
        let terms = reader.firstTerms.indices.flatMap { number in
            reader.text("search/terms/\(number).txt").split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        }
        for length in 2...3 {
            for prefix in Set(terms.filter { $0.count >= length }.map { String($0.prefix(length)) }) {
                #expect((hot[prefix] != nil) == (reader.postingsFiles(for: prefix).count > HotPrefixes.prefetch), "\(prefix)")
            }
        }
    }

    /// 400 pages sharing 200 words that start with `ka`, each on two pages in three or more, whose postings
    /// fill seven files, and five `ro` words, which fit in one.
    static let commonWords = (0..<400).map { page in
        let words = (0..<200).filter { ($0 + page) % 3 != 0 }.map { "ka\($0)" } + (0..<5).map { "ro\($0)" }
        return SearchDocument(url: "p\(page)/", title: "Page \(page)", section: "", html: "<p>" + words.joined(separator: " ") + "</p>")
    }

    @Test func aSmallSiteHasNoHotPrefixes() throws {
        let reader = try IndexReader(SearchIndex.files(for: SearchIndexTests.documents))
        #expect(reader.manifest["hot"] == nil)
    }

    @Test func prefixesAreCutAtCharactersNotBytes() {
        #expect(HotPrefixes.prefixLength(Array("éte".utf8), characters: 2) == 3)
        #expect(HotPrefixes.prefixLength(Array("ab".utf8), characters: 2) == 2)
        #expect(HotPrefixes.prefixLength(Array("a".utf8), characters: 2) == nil)
    }
}
