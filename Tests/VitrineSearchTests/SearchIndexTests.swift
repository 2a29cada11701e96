import Foundation
import Testing
@testable import VitrineSearch

@Suite struct SearchIndexTests {
    static let documents = [
        SearchDocument(url: "guide/install/", title: "Install", section: "Guide", html: """
            <p>Download the package.</p>
            <h2 id="configure">Configure it<a class="anchor" href="#configure">#</a></h2>
            <p>Edit the configuration file. The configuration is read at start.</p>
            """),
        SearchDocument(url: "", title: "Home", section: "", html: "<p>Welcome. Conference notes live elsewhere.</p>"),
        SearchDocument(url: "guide/configuration/", title: "Configuration reference", section: "Guide", html: "<p>Every key.</p>"),
    ]

    @Test func pagesAreNumberedInURLOrderWithTheirSections() throws {
        var reader = try IndexReader(SearchIndex.files(for: Self.documents))
        #expect(reader.manifest["pages"] as? Int == 3)
        let install = try reader.page(2)
        #expect(install[0] as? String == "guide/install/")
        #expect(install[1] as? String == "Install")
        #expect(install[2] as? String == "Guide")
        #expect(install[3] as? [String] == ["", "", "Download the package.", "configure", "Configure it", "Edit the configuration file. The configuration is read at start."])
        #expect(try reader.page(0)[0] as? String == "")
    }

    @Test func aPrefixFindsEveryWordItStarts() throws {
        var reader = try IndexReader(SearchIndex.files(for: Self.documents))
        #expect(Set(reader.pages(withPrefix: "conf").keys) == [0, 1, 2])
        #expect(reader.entries(withPrefix: "conf").map(\.term) == ["conference", "configuration", "configure"])
        #expect(Set(reader.pages(withPrefix: "configure").keys) == [2])
        #expect(reader.pages(withPrefix: "xyz").isEmpty)
    }

    @Test func weightsSayTitleHeadingAndCount() throws {
        var reader = try IndexReader(SearchIndex.files(for: Self.documents))
        let configuration = Dictionary(uniqueKeysWithValues: reader.entries(withPrefix: "configuration").map { ($0.term, $0) })["configuration"]
        let weights = Dictionary(uniqueKeysWithValues: PostingsCode.decode(configuration?.postings.utf8 ?? "".utf8).map { ($0.page, $0.weight) })
        #expect(weights[1] == DocumentAnalysis.titleFlag)  // title only, not counted
        #expect(weights[2] == 2)  // twice in the text
        let configure = reader.pages(withPrefix: "configure")
        #expect(configure[2] == DocumentAnalysis.headingFlag | 1)
    }

    @Test func theSameDocumentsInAnyOrderGiveTheSameBytes() {
        let forward = SearchIndex.files(for: Self.documents)
        let backward = SearchIndex.files(for: Self.documents.reversed())
        #expect(forward.map(\.path) == backward.map(\.path))
        #expect(forward.map(\.bytes) == backward.map(\.bytes))
        // Two spellings of "é" are equal as Swift strings, not as URLs: they still get one order.
        let accents = [SearchDocument(url: "caf\u{E9}/", title: "A", section: "", html: "<p>one</p>"),
                       SearchDocument(url: "cafe\u{301}/", title: "A", section: "", html: "<p>one</p>")]
        #expect(SearchIndex.files(for: accents).map(\.bytes) == SearchIndex.files(for: accents.reversed()).map(\.bytes))
        let corpus = GeneratedCorpus.documents(count: 300)
        #expect(SearchIndex.files(for: corpus).map(\.bytes) == SearchIndex.files(for: corpus.shuffled()).map(\.bytes))
    }

    @Test func hostileTextStaysDataInThePagesFiles() throws {
        let hostile = #"<h2 id="x&quot;y">&lt;script&gt;alert("hi")&lt;/script&gt; back\slash</h2><p>tab&#9;and&#10;newline</p>"#
        var reader = try IndexReader(SearchIndex.files(for: [SearchDocument(url: "a\"b/", title: "</script>", section: "\\", html: hostile)]))
        let page = try reader.page(0)
        #expect(page[0] as? String == "a\"b/")
        #expect(page[1] as? String == "</script>")
        #expect(page[2] as? String == "\\")
        #expect(page[3] as? [String] == ["", "", "", "x\"y", #"<script>alert("hi")</script> back\slash"#, "tab and newline"])
    }

    @Test func termsAreSortedInJavaScriptOrderAcrossFiles() throws {
        // U+FF21 (fullwidth A) sorts after U+10400 (Deseret) in UTF-16, before it in UTF-8.
        let documents = [SearchDocument(url: "", title: "", section: "", html: "<p>x\u{FF21}b x\u{10400}b xa xz</p>")]
        var reader = try IndexReader(SearchIndex.files(for: documents))
        let terms = reader.entries(withPrefix: "x").map(\.term)
        #expect(terms == ["xa", "xz", "x\u{10428}b", "x\u{FF41}b"])
        #expect(terms == terms.sorted(by: IndexReader.utf16Less))
    }

    @Test func filesStaySmallAndEveryTermIsFoundInTheFileItsPrefixNames() throws {
        let files = SearchIndex.files(for: GeneratedCorpus.documents(count: 600))
        var reader = try IndexReader(files)
        let first = reader.firstTerms
        #expect(first.count > 3, "a 600-page site spreads its terms over several files")
        #expect(first == first.sorted(by: IndexReader.utf16Less) && Set(first).count == first.count)
        for (path, bytes) in files where !path.hasSuffix("index.json") {
            // A file closes once it passes 16 KB, so it holds at most one line (or one page) more.
            #expect(bytes.count < 24_000, "\(path) is \(bytes.count) bytes")
        }
        for (number, _) in first.enumerated() {
            for line in reader.text("search/terms/\(number).txt").split(separator: "\n") {
                let term = String(line.prefix { $0 != "\t" })
                #expect(reader.termFiles(for: term).contains(number), "\(term) is in terms/\(number).txt")
            }
        }
        // The postings files named in the manifest are the ones a term's line points to, so fetching them
        // beside the term files fetches the right ones.
        let postingsFirst = reader.firstPostingsTerms
        #expect(postingsFirst.count > 1 && postingsFirst == postingsFirst.sorted(by: IndexReader.utf16Less))
        for number in postingsFirst.indices {
            let lines = reader.text("search/postings/\(number).txt").split(separator: "\n")
            #expect(lines.first?.hasPrefix(postingsFirst[number] + "\t") == true)
            for line in lines {
                let term = String(line.prefix { $0 != "\t" })
                #expect(reader.postingsFiles(for: term).contains(number), "\(term) is in postings/\(number).txt")
            }
        }
    }

    @Test func anEmptySiteHasAnEmptyIndex() throws {
        let reader = try IndexReader(SearchIndex.files(for: []))
        #expect(reader.manifest["pages"] as? Int == 0)
        #expect(reader.firstTerms.isEmpty && reader.firstPostingsTerms.isEmpty)
    }
}

/// A deterministic generated site: pages of words from a small syllable alphabet, with headings.
enum GeneratedCorpus {
    static func documents(count: Int) -> [SearchDocument] {
        var state: UInt64 = 42
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33)
        }
        let syllables = ["ka", "ro", "mi", "sen", "tu", "li", "con", "fig", "ura", "tion", "pre", "view", "ba", "del"]
        func word() -> String { (0..<(1 + next() % 3)).map { _ in syllables[next() % syllables.count] }.joined() + String(next() % 50) }
        return (0..<count).map { number in
            var html = "<p>" + (0..<80).map { _ in word() }.joined(separator: " ") + "</p>"
            for heading in 0..<3 {
                html += "<h2 id=\"h\(heading)\">\(word()) \(word())<a class=\"anchor\" href=\"#h\(heading)\">#</a></h2><p>"
                html += (0..<120).map { _ in word() }.joined(separator: " ") + "</p>"
            }
            return SearchDocument(url: "part-\(number % 7)/page-\(number)/", title: "\(word()) \(word())", section: "Part \(number % 7)", html: html)
        }
    }
}
