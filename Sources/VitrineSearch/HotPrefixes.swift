/// The short prefixes a query is slowest on, answered in `index.json`: each with the few terms search.js
/// would pick for it, as their term-file lines.
///
/// A prefix like `co` starts thousands of words. search.js reads all their lines from several term files,
/// keeps the commonest (a budget of page occurrences, `budget`), and only then knows which postings files
/// to fetch: two waits before the pages files, each a round of requests. For a prefix whose postings lie
/// in more files than search.js fetches ahead with the term files (`prefetch`), the index lists the chosen
/// lines itself, so the query starts with the postings. search.js and this file must agree on both numbers
/// and on the choice.
struct HotPrefixes {
    /// One term file line: term, pages holding it, postings file (or empty), inline postings (or empty) and
    /// its stem (`StemGroups.withStem`, or empty).
    struct Line {
        let term: [UInt8]
        let pageCount: Int
        let postingsFile: String
        let postings: [UInt8]
        /// What the line says of the word's stem, or empty.
        let stem: [UInt8]
    }

    /// search.js's `BUDGET`: the page occurrences of the commonest words a prefix stands for.
    static let budget = 20_000
    /// search.js's `PREFETCH`: up to this many postings files are fetched together with the term files.
    static let prefetch = 4

    private(set) var entries: [(prefix: [UInt8], lines: [Line])] = []

    /// - Parameters:
    ///   - lines: Every term's line, in term order.
    ///   - firstPostingsTerms: The first term of each postings file, as `index.json` lists them.
    init(lines: [Line], firstPostingsTerms: [[UInt8]]) {
        visit(lines, lines.indices, characters: 2, firstPostingsTerms: firstPostingsTerms)
    }

    /// Groups `range` by the first `characters` characters of its terms, in term order, and keeps each group
    /// search.js would fetch too many postings files for; its longer prefixes may qualify too.
    private mutating func visit(_ lines: [Line], _ range: Range<Int>, characters: Int, firstPostingsTerms: [[UInt8]]) {
        var start = range.lowerBound
        while start < range.upperBound {
            guard let length = Self.prefixLength(lines[start].term, characters: characters) else {
                start += 1
                continue
            }
            let prefix = lines[start].term[..<length]
            var end = start + 1
            while end < range.upperBound, lines[end].term.starts(with: prefix) { end += 1 }
            if Self.postingsFiles(for: prefix, firstPostingsTerms) > Self.prefetch {
                entries.append((Array(prefix), Self.chosen(lines[start..<end], prefix: prefix)))
                visit(lines, start..<end, characters: characters + 1, firstPostingsTerms: firstPostingsTerms)
            }
            start = end
        }
    }

    /// The bytes of the first `characters` characters of `term`, or `nil` when it is shorter.
    static func prefixLength(_ term: [UInt8], characters: Int) -> Int? {
        var seen = 0
        for (index, byte) in term.enumerated() where byte & 0xC0 != 0x80 {
            if seen == characters { return index }
            seen += 1
        }
        return seen == characters ? term.count : nil
    }

    /// How many postings files search.js's `within` finds for `prefix`: the one it would fall in, and each
    /// next one whose first term starts with it.
    static func postingsFiles(for prefix: ArraySlice<UInt8>, _ first: [[UInt8]]) -> Int {
        guard !first.isEmpty else { return 0 }
        let prefix = Array(prefix)
        var index = 0
        while index + 1 < first.count, !Self.precedes(prefix, first[index + 1]) { index += 1 }
        var count = 1
        while index + count < first.count, first[index + count].starts(with: prefix) { count += 1 }
        return count
    }

    /// The lines search.js keeps for `prefix`: the exact word first, then by pages holding them (ties in term
    /// order), while their page occurrences stay within `budget` (the first always).
    static func chosen(_ lines: ArraySlice<Line>, prefix: ArraySlice<UInt8>) -> [Line] {
        let ordered = lines.enumerated().sorted { a, b in
            let exactA = a.element.term.elementsEqual(prefix), exactB = b.element.term.elementsEqual(prefix)
            if exactA != exactB { return exactA }
            if a.element.pageCount != b.element.pageCount { return a.element.pageCount > b.element.pageCount }
            return a.offset < b.offset
        }.map(\.element)
        var spent = 0
        var kept: [Line] = []
        for (index, line) in ordered.enumerated() {
            spent += line.pageCount
            if spent <= budget || index == 0 { kept.append(line) } else { break }
        }
        return kept
    }

    private static func precedes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in TermTable.precedesInUTF16Order(a, b) } }
    }

    /// `"hot":{"co":[["configuration","6191","59",""],…],…}` for `index.json`, or nothing when no prefix is hot.
    func appendJSON(to json: inout [UInt8]) {
        guard !entries.isEmpty else { return }
        json.append(contentsOf: Array(",\"hot\":{".utf8))
        for (number, entry) in entries.enumerated() {
            if number > 0 { json.append(UInt8(ascii: ",")) }
            JSONText.appendString(entry.prefix, to: &json)
            json.append(contentsOf: [UInt8(ascii: ":"), UInt8(ascii: "[")])
            for (index, line) in entry.lines.enumerated() {
                if index > 0 { json.append(UInt8(ascii: ",")) }
                json.append(UInt8(ascii: "["))
                JSONText.appendString(line.term, to: &json)
                json.append(UInt8(ascii: ","))
                JSONText.appendString(String(line.pageCount), to: &json)
                json.append(UInt8(ascii: ","))
                JSONText.appendString(line.postingsFile, to: &json)
                json.append(UInt8(ascii: ","))
                JSONText.appendString(line.postings, to: &json)
                if !line.stem.isEmpty {
                    json.append(UInt8(ascii: ","))
                    JSONText.appendString(line.stem, to: &json)
                }
                json.append(UInt8(ascii: "]"))
            }
            json.append(UInt8(ascii: "]"))
        }
        json.append(UInt8(ascii: "}"))
    }
}
