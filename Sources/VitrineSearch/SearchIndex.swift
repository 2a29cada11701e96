/// The site's search index as static files, read by `search.js` a piece at a time: a query downloads the
/// list of term files, the term files its words fall in, the postings it needs and the text of the pages
/// it shows, never the whole index.
///
/// Layout, every file under `search/`:
///
/// - `index.json`: `{"version":1,"pages":N,"pagesPerFile":C,"terms":[…],"postings":[…]}`, `terms` holding
///   the first term of each term file and `postings` of each postings file. Terms are sorted in JavaScript's
///   string order, so the files a prefix falls in are found by binary search and are consecutive: a query
///   fetches the postings files its words may need together with their term files, not after them.
/// - `terms/K.txt`: one line per term, `term TAB pages TAB postings-file TAB postings [TAB stem]`: the number
///   of pages holding it, then its postings inline (postings-file empty) or the number of the postings file
///   holding them (postings empty), then its stem: its group's term (`~stem`, `StemGroups`: groups of words
///   sharing a stem are terms too), or the stem alone where no other word has it and it is not the word
///   itself. Each file about 16 KB.
/// - `postings/K.txt`: `term TAB postings` lines for the terms on many pages, about 16 KB a file.
/// - `pages/K.json`: pages `K*C ..< (K+1)*C` as `[url, title, section, [id, heading, text, …]]`: every
///   section's heading id, heading and plain text, for the result's link, section name and snippet. The
///   first section is the text before any heading (empty id and heading).
///
/// Postings (see `PostingsCode`) list page numbers, pages being numbered in URL order, each with a weight:
/// whether the term is in the title or an h2/h3, and how often it occurs, capped at 15.
package enum SearchIndex {
    /// Every file of the index for `documents`, paths relative to the output root (`search/…`), with the
    /// stems of `language` (a BCP 47 tag) when Snowball has a stemmer for it.
    /// The same documents in any order give the same bytes.
    package static func files(for documents: [SearchDocument], language: String? = nil) -> [(path: String, bytes: [UInt8])] {
        var files: [(path: String, bytes: [UInt8])] = []
        write(documents, language: language) { files.append(($0, $1)) }
        return files
    }

    /// The same files, each handed to `emit` as it is made, in batches: a site's index is never held whole.
    package static func write(_ documents: [SearchDocument], language: String? = nil, to emit: (_ path: String, _ bytes: [UInt8]) -> Void) {
        // The numbers are sorted rather than the documents: moving a document moves four strings.
        let order = documents.withUnsafeBufferPointer { all in all.indices.sorted { inPageOrder(all[$0], all[$1]) } }
        let documents = order.map { documents[$0] }
        let analyses = Concurrent.map(documents, DocumentAnalysis.init)
        let partitions = Concurrent.map(Array(0..<TermPartition.count)) { TermPartition(analyses, partition: $0) }

        let stems = language.flatMap { StemGroups(partitions, language: $0) }
        let all = partitions + (stems.map { [$0.partition] } ?? [])

        var writer = IndexWriter()
        for (partition, term) in termOrder(all) {
            all[partition].vocabulary.withTerm(term) { bytes in
                all[partition].withPostings(of: term) { postings in
                    guard partition < partitions.count, let stems else {
                        return writer.addTerm(bytes, pageCount: all[partition].pageCounts[term], postings: postings, stem: nil)
                    }
                    stems.withStem(ofPartition: partition, term: term) { stem in
                        writer.addTerm(bytes, pageCount: all[partition].pageCounts[term], postings: postings, stem: stem)
                    }
                }
            }
        }
        for file in writer.takeFiles() { emit(file.path, file.bytes) }
        let textSize = analyses.reduce(0) { $0 + $1.textSize }
        let pagesPerFile = documents.isEmpty ? 1 : max(1, min(64, IndexWriter.pagesFileSize * documents.count / max(1, textSize)))
        let firstPages = Array(stride(from: 0, to: documents.count, by: pagesPerFile))
        // A batch of pages files at a time, on every core, each batch handed on before the next is made.
        for batch in stride(from: 0, to: firstPages.count, by: pagesFilesPerBatch) {
            let firsts = Array(firstPages[batch..<min(batch + pagesFilesPerBatch, firstPages.count)])
            writer.addPagesFiles(Concurrent.map(firsts) { first in
                IndexWriter.pagesFile(first..<min(first + pagesPerFile, documents.count), documents, analyses)
            }, from: batch)
            for file in writer.takeFiles() { emit(file.path, file.bytes) }
        }
        writer.finish(pageCount: documents.count, pagesPerFile: pagesPerFile)
        for file in writer.takeFiles() { emit(file.path, file.bytes) }
    }

    /// How many pages files are made between two hand-overs: enough to keep every core busy.
    private static let pagesFilesPerBatch = 32

    /// Pages are numbered in URL order, compared as UTF-8 bytes: cheaper than `String`'s Unicode-aware
    /// comparison, and two spellings of one accented letter still differ, so the order never depends on
    /// the order the pages came in.
    private static func inPageOrder(_ a: SearchDocument, _ b: SearchDocument) -> Bool {
        var order = compareBytes(a.url, b.url)
        if order == 0 { order = compareBytes(a.title, b.title) }
        if order == 0 { order = compareBytes(a.section, b.section) }
        if order == 0 { order = compareSections(a.sections, b.sections) }
        return order < 0
    }

    /// The order of two pages' texts, section by section: id, heading, then text.
    private static func compareSections(_ a: [PageSection], _ b: [PageSection]) -> Int {
        for (left, right) in zip(a, b) {
            for (x, y) in [(left.id, right.id), (left.heading, right.heading), (left.text, right.text)] where x != y {
                return x.lexicographicallyPrecedes(y) ? -1 : 1
            }
        }
        return a.count - b.count
    }

    /// The order of two strings' UTF-8 bytes (a prefix first): negative, zero or positive. Read in place: the
    /// sort runs on one thread and compares each page many times, and two buffers read directly skip the
    /// index and storage checks that walking two `utf8` views makes at every byte.
    private static func compareBytes(_ a: String, _ b: String) -> Int {
        var (a, b) = (a, b)
        return a.withUTF8 { left in
            b.withUTF8 { right in
                let shared = min(left.count, right.count)
                var index = 0
                while index < shared, left[index] == right[index] { index += 1 }
                return index < shared ? Int(left[index]) - Int(right[index]) : left.count - right.count
            }
        }
    }

    /// Every term of every partition in term order, as (partition, term number).
    private static func termOrder(_ partitions: [TermPartition]) -> [(partition: Int, term: Int)] {
        var order: [(key: UInt64, partition: Int32, term: Int32)] = []
        order.reserveCapacity(partitions.reduce(0) { $0 + $1.vocabulary.count })
        for partition in partitions.indices {
            for term in partitions[partition].sortKeys.indices {
                order.append((partitions[partition].sortKeys[term], Int32(partition), Int32(term)))
            }
        }
        order.sort { $0.key < $1.key }
        // Terms sharing their first eight bytes are ordered by the rest. Terms are distinct, so this is a
        // total order and the result does not depend on how the sort breaks ties.
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count, order[end].key == order[start].key { end += 1 }
            if end - start > 1 {
                order[start..<end].sort { left, right in
                    partitions[Int(left.partition)].vocabulary.withTerm(Int(left.term)) { a in
                        partitions[Int(right.partition)].vocabulary.withTerm(Int(right.term)) { b in TermTable.precedesInUTF16Order(a, b) }
                    }
                }
            }
            start = end
        }
        return order.map { (Int($0.partition), Int($0.term)) }
    }
}
