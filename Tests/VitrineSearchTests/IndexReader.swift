import Foundation
@testable import VitrineSearch

/// Reads an index the way search.js does, from the files `SearchIndex.files` returned, recording which
/// files a lookup fetched.
struct IndexReader {
    struct Entry: Equatable {
        var term: String
        var pageCount: Int
        var postingsFile: String
        var postings: String
        /// The stem of the word's group (`StemGroups`), if it has one.
        var stem: String? = nil
    }

    let files: [String: [UInt8]]
    let manifest: [String: Any]
    private(set) var fetched: [String] = []

    init(_ files: [(path: String, bytes: [UInt8])]) throws {
        self.files = Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        manifest = try JSONSerialization.jsonObject(with: Data(self.files["search/index.json"] ?? [])) as? [String: Any] ?? [:]
    }

    var firstTerms: [String] { manifest["terms"] as? [String] ?? [] }
    var firstPostingsTerms: [String] { manifest["postings"] as? [String] ?? [] }
    var pagesPerFile: Int { manifest["pagesPerFile"] as? Int ?? 0 }

    mutating func text(_ path: String) -> String {
        fetched.append(path)
        return String(decoding: files[path] ?? [], as: UTF8.self)
    }

    /// The term files a prefix falls in, as search.js finds them (JavaScript's `<` is UTF-16 order).
    func termFiles(for prefix: String) -> [Int] { Self.files(firstTerms, for: prefix) }

    /// The postings files search.js fetches beside the term files for a prefix.
    func postingsFiles(for prefix: String) -> [Int] { Self.files(firstPostingsTerms, for: prefix) }

    static func files(_ first: [String], for prefix: String) -> [Int] {
        guard !first.isEmpty else { return [] }
        var low = 0
        for index in first.indices where !utf16Less(prefix, first[index]) { low = index }
        var found = [low]
        while found.last! + 1 < first.count, first[found.last! + 1].hasPrefix(prefix) { found.append(found.last! + 1) }
        return found
    }

    mutating func entries(withPrefix prefix: String) -> [Entry] {
        termFiles(for: prefix).flatMap { number in
            text("search/terms/\(number).txt").split(separator: "\n").compactMap { line -> Entry? in
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                guard fields.count == 4 || fields.count == 5, fields[0].hasPrefix(prefix) else { return nil }
                return Entry(term: fields[0], pageCount: Int(fields[1]) ?? -1, postingsFile: fields[2], postings: fields[3], stem: fields.count == 5 ? fields[4] : nil)
            }
        }
    }

    /// Pages holding a word that starts with `prefix`, with the weight of the first such word.
    mutating func pages(withPrefix prefix: String) -> [Int: UInt8] {
        var pages: [Int: UInt8] = [:]
        for entry in entries(withPrefix: prefix) {
            var postings = entry.postings
            if !entry.postingsFile.isEmpty {
                let file = text("search/postings/\(entry.postingsFile).txt")
                postings = file.split(separator: "\n").first { $0.hasPrefix(entry.term + "\t") }.map { String($0.dropFirst(entry.term.utf8.count + 1)) } ?? ""
            }
            for (page, weight) in PostingsCode.decode(postings.utf8) where pages[page] == nil { pages[page] = weight }
        }
        return pages
    }

    /// Page `number` as the pages file holds it: url, title, section and the flat section list.
    mutating func page(_ number: Int) throws -> [Any] {
        let file = text("search/pages/\(number / pagesPerFile).json")
        let pages = try JSONSerialization.jsonObject(with: Data(file.utf8)) as? [[Any]] ?? []
        return pages[number % pagesPerFile]
    }

    static func utf16Less(_ a: String, _ b: String) -> Bool { a.utf16.lexicographicallyPrecedes(b.utf16) }
}
