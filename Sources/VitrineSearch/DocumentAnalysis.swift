/// What one page gives the index: its distinct words, each with a weight byte, and the size of its text (the
/// pages files read the text from the document again: no analysis holds it). Pages are analysed
/// independently, so this part runs on every core.
struct DocumentAnalysis {
    static let titleFlag: UInt8 = 0x20
    static let headingFlag: UInt8 = 0x10
    static let largestCount: UInt8 = 15

    /// Bytes of plain text the page contributes to the pages files, and its number of sections.
    let textSize: Int
    let sectionCount: Int
    /// The page's distinct words, numbered in order of first appearance.
    let terms: TermTable
    /// Per word: `titleFlag` if in the title, `headingFlag` if in an h2/h3, and the number of times it
    /// occurs in headings and text, capped at 15 (the low four bits).
    let weights: [UInt8]
    /// The page's term numbers grouped by `TermPartition`: partition `p` has
    /// `byPartition[partitionStarts[p]..<partitionStarts[p + 1]]`, so each partition reads only its own.
    let byPartition: [Int32]
    let partitionStarts: [Int]

    init(_ document: SearchDocument) {
        let sections = document.sections
        textSize = sections.reduce(0) { $0 + $1.id.count + $1.heading.count + $1.text.count }
        sectionCount = sections.count
        var counter = WordCounter(expectedCount: sections.reduce(0) { $0 + $1.text.count + $1.heading.count } / 16 + 16)
        counter.flag = Self.titleFlag
        counter.counts = false
        Words.read(Array(document.title.utf8), into: &counter)
        counter.counts = true
        for section in sections {
            counter.flag = Self.headingFlag
            Words.read(section.heading, into: &counter)
            counter.flag = 0
            Words.read(section.text, into: &counter)
        }
        terms = counter.terms.readOnly()
        weights = counter.weights
        var starts = [Int](repeating: 0, count: TermPartition.count + 1)
        for hash in terms.hashes { starts[TermPartition.of(hash) + 1] += 1 }
        for index in 1..<starts.count { starts[index] += starts[index - 1] }
        partitionStarts = starts
        var grouped = [Int32](repeating: 0, count: terms.count)
        for (number, hash) in terms.hashes.enumerated() {
            let partition = TermPartition.of(hash)
            grouped[starts[partition]] = Int32(number)
            starts[partition] += 1
        }
        byPartition = grouped
    }

    /// Calls `body` with each of the page's terms in `partition`, its hash and weight.
    func withTerms(inPartition partition: Int, _ body: (UnsafeBufferPointer<UInt8>, UInt64, UInt8) -> Void) {
        terms.bytes.withUnsafeBufferPointer { bytes in
            terms.starts.withUnsafeBufferPointer { starts in
                for index in partitionStarts[partition]..<partitionStarts[partition + 1] {
                    let local = Int(byPartition[index])
                    let term = UnsafeBufferPointer(rebasing: bytes[Int(starts[local])..<Int(starts[local + 1])])
                    body(term, terms.hashes[local], weights[local])
                }
            }
        }
    }
}

/// Numbers a page's words and builds their weights as they come.
private struct WordCounter: WordSink {
    var terms: TermTable
    var weights: [UInt8] = []
    /// What the words being read add to their weight: where they are, and whether they count.
    var flag: UInt8 = 0
    var counts = true

    init(expectedCount: Int) {
        terms = TermTable(expectedCount: expectedCount)
        weights.reserveCapacity(expectedCount)
    }

    @inline(__always)
    mutating func add(_ word: UnsafeBufferPointer<UInt8>, hash: UInt64) {
        let (number, isNew) = terms.insert(word, hash: hash)
        if isNew { weights.append(0) }
        var weight = weights[number] | flag
        if counts, weight & 0x0F < DocumentAnalysis.largestCount { weight += 1 }
        weights[number] = weight
    }
}
