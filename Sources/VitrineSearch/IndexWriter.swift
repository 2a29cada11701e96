/// Writes the index's files from terms handed over in sorted order and the analysed pages; the layout is
/// described on `SearchIndex`.
struct IndexWriter {
    /// Each term or postings file is closed once it passes this size, so a query's fetches stay small
    /// while a small site still gets few files.
    static let termFileSize = 16_384
    static let postingsFileSize = 16_384
    /// Pages files aim at this size: about four 4 KB pages each.
    static let pagesFileSize = 16_384
    /// Postings up to this many characters stay on the term's line (most terms are on a page or two);
    /// longer ones go to a postings file, fetched only when a query needs that term.
    static let inlinePostingsLength = 48

    private(set) var files: [(path: String, bytes: [UInt8])] = []
    private var firstTerms: [[UInt8]] = []
    private var firstPostingsTerms: [[UInt8]] = []
    private var termFile: [UInt8] = []
    private var postingsFile: [UInt8] = []
    private var postingsFileNumber = 0
    /// Every word's line (not the stem groups', which are never searched by prefix), for `HotPrefixes`.
    private var lines: [HotPrefixes.Line] = []

    /// Adds one term's line; terms must come in `TermTable.sortedNumbers()` order.
    /// `stem`: what the word's line says of its stem (`StemGroups.withStem`), if anything.
    mutating func addTerm(_ term: UnsafeBufferPointer<UInt8>, pageCount: Int32, postings encoded: UnsafeBufferPointer<UInt8>, stem: UnsafeBufferPointer<UInt8>?) {
        if termFile.isEmpty { firstTerms.append(Array(term)) }
        let inline = encoded.count <= Self.inlinePostingsLength
        if term.first != StemGroups.marker {
            lines.append(HotPrefixes.Line(
                term: Array(term), pageCount: Int(pageCount), postingsFile: inline ? "" : String(postingsFileNumber),
                postings: inline ? Array(encoded) : [], stem: stem.map(Array.init) ?? []))
        }
        termFile.append(contentsOf: term)
        termFile.append(UInt8(ascii: "\t"))
        termFile.append(contentsOf: String(pageCount).utf8)
        termFile.append(UInt8(ascii: "\t"))
        if encoded.count <= Self.inlinePostingsLength {
            termFile.append(UInt8(ascii: "\t"))
            termFile.append(contentsOf: encoded)
        } else {
            termFile.append(contentsOf: String(postingsFileNumber).utf8)
            termFile.append(UInt8(ascii: "\t"))
            if postingsFile.isEmpty { firstPostingsTerms.append(Array(term)) }
            postingsFile.append(contentsOf: term)
            postingsFile.append(UInt8(ascii: "\t"))
            postingsFile.append(contentsOf: encoded)
            postingsFile.append(UInt8(ascii: "\n"))
            if postingsFile.count >= Self.postingsFileSize { closePostingsFile() }
        }
        if let stem {
            termFile.append(UInt8(ascii: "\t"))
            termFile.append(contentsOf: stem)
        }
        termFile.append(UInt8(ascii: "\n"))
        if termFile.count >= Self.termFileSize { closeTermFile() }
    }

    /// The pages file holding `pages`, in page-number order.
    static func pagesFile(_ pages: Range<Int>, _ documents: [SearchDocument], _ analyses: [DocumentAnalysis]) -> [UInt8] {
        var json: [UInt8] = [UInt8(ascii: "[")]
        json.reserveCapacity(pages.reduce(64) { $0 + analyses[$1].textSize + 64 * analyses[$1].sectionCount })
        for page in pages {
            if page > pages.lowerBound { json.append(UInt8(ascii: ",")) }
            let document = documents[page]
            json.append(UInt8(ascii: "["))
            for field in [document.url, document.title, document.section] {
                JSONText.appendString(field, to: &json)
                json.append(UInt8(ascii: ","))
            }
            json.append(UInt8(ascii: "["))
            for (index, section) in document.sections.enumerated() {
                if index > 0 { json.append(UInt8(ascii: ",")) }
                JSONText.appendString(section.id, to: &json)
                json.append(UInt8(ascii: ","))
                // Heading and text are escaped already (see PageSection).
                json.append(UInt8(ascii: "\""))
                json.append(contentsOf: section.heading)
                json.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ","), UInt8(ascii: "\"")])
                json.append(contentsOf: section.text)
                json.append(UInt8(ascii: "\""))
            }
            json.append(contentsOf: [UInt8(ascii: "]"), UInt8(ascii: "]")])
        }
        json.append(UInt8(ascii: "]"))
        return json
    }

    /// Adds pages files, numbered from `first`.
    mutating func addPagesFiles(_ files: [[UInt8]], from first: Int = 0) {
        for (number, bytes) in files.enumerated() { self.files.append(("search/pages/\(first + number).json", bytes)) }
    }

    /// The files made so far, handed over: the writer keeps none of them.
    mutating func takeFiles() -> [(path: String, bytes: [UInt8])] {
        defer { files = [] }
        return files
    }

    /// Closes the open files and adds `search/index.json`, which search.js reads first.
    mutating func finish(pageCount: Int, pagesPerFile: Int) {
        closeTermFile()
        closePostingsFile()
        var json: [UInt8] = Array("{\"version\":1,\"pages\":".utf8)
        JSONText.appendNumber(pageCount, to: &json)
        json.append(contentsOf: Array(",\"pagesPerFile\":".utf8))
        JSONText.appendNumber(pagesPerFile, to: &json)
        for (key, terms) in [("terms", firstTerms), ("postings", firstPostingsTerms)] {
            json.append(contentsOf: Array(",\"\(key)\":[".utf8))
            for (index, term) in terms.enumerated() {
                if index > 0 { json.append(UInt8(ascii: ",")) }
                JSONText.appendString(term, to: &json)
            }
            json.append(UInt8(ascii: "]"))
        }
        HotPrefixes(lines: lines, firstPostingsTerms: firstPostingsTerms).appendJSON(to: &json)
        json.append(contentsOf: Array("}\n".utf8))
        files.append(("search/index.json", json))
    }
}

private extension IndexWriter {
    mutating func closeTermFile() {
        guard !termFile.isEmpty else { return }
        files.append(("search/terms/\(firstTerms.count - 1).txt", termFile))
        termFile = []
    }

    mutating func closePostingsFile() {
        guard !postingsFile.isEmpty else { return }
        files.append(("search/postings/\(postingsFileNumber).txt", postingsFile))
        postingsFile = []
        postingsFileNumber += 1
    }
}
