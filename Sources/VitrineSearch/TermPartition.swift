/// The site's terms whose hash falls in one of `count` partitions, with their encoded postings and their
/// sort order. Numbering terms needs a table shared by every page; split by hash, each partition has its
/// own and they are built on separate cores. Which partition a term lands in never shows in the output:
/// `SearchIndex` merges them in term order.
struct TermPartition {
    static let count = 4

    /// The partition of a term with this hash.
    @inline(__always)
    static func of(_ hash: UInt64) -> Int { Int(hash >> 62) }

    private(set) var vocabulary: TermTable
    /// Every term's postings (see `PostingsCode`), one after another, term `t` at `postingsStarts[t]..<postingsStarts[t + 1]`.
    private(set) var postings: [UInt8] = []
    private(set) var postingsStarts: [Int] = [0]
    /// How many pages hold each term.
    private(set) var pageCounts: [Int32] = []
    /// Each term's `TermTable.sortKey(of:)`.
    private(set) var sortKeys: [UInt64] = []

    init(_ analyses: [DocumentAnalysis], partition: Int) {
        vocabulary = TermTable(expectedCount: 1024)
        var termOfPosting: [Int32] = []
        var pageOfPosting: [Int32] = []
        var weightOfPosting: [UInt8] = []
        // One page at a time, in page order, so each term's pages come out in order.
        for page in analyses.indices {
            analyses[page].withTerms(inPartition: partition) { term, hash, weight in
                termOfPosting.append(Int32(vocabulary.insert(term, hash: hash).number))
                pageOfPosting.append(Int32(page))
                weightOfPosting.append(weight)
            }
        }
        // A counting sort by term: linear, and stable, so each term's pages stay in order.
        var next = [Int](repeating: 0, count: vocabulary.count + 1)
        for term in termOfPosting { next[Int(term) + 1] += 1 }
        for index in 1..<next.count { next[index] += next[index - 1] }
        pageCounts = (0..<vocabulary.count).map { Int32(next[$0 + 1] - next[$0]) }
        var pages = [Int32](repeating: 0, count: termOfPosting.count)
        var weights = [UInt8](repeating: 0, count: termOfPosting.count)
        for index in termOfPosting.indices {
            let term = Int(termOfPosting[index])
            pages[next[term]] = pageOfPosting[index]
            weights[next[term]] = weightOfPosting[index]
            next[term] += 1
        }
        postings.reserveCapacity(2 * pages.count)
        var start = 0
        for count in pageCounts {
            var previous: Int32 = 0
            for index in start..<(start + Int(count)) {
                PostingsCode.append(gap: Int(pages[index] - previous), weight: weights[index], to: &postings)
                previous = pages[index]
            }
            start += Int(count)
            postingsStarts.append(postings.count)
        }
        sortKeys = (0..<vocabulary.count).map(vocabulary.sortKey)
    }

    /// A partition of the given terms, each with its (page, weight) pairs in page order.
    init(vocabulary: TermTable, pagesOfTerm: [[(page: Int32, weight: UInt8)]]) {
        self.vocabulary = vocabulary
        pageCounts = pagesOfTerm.map { Int32($0.count) }
        postings.reserveCapacity(2 * pagesOfTerm.reduce(0) { $0 + $1.count })
        for pages in pagesOfTerm {
            var previous: Int32 = 0
            for (page, weight) in pages {
                PostingsCode.append(gap: Int(page - previous), weight: weight, to: &postings)
                previous = page
            }
            postingsStarts.append(postings.count)
        }
        sortKeys = (0..<vocabulary.count).map(vocabulary.sortKey)
    }

    func withPostings<Result>(of term: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        postings.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[postingsStarts[term]..<postingsStarts[term + 1]])) }
    }
}
