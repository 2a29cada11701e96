/// The site's words that share a stem in its language (`Stemmer`), each group as one more term of the
/// index: `~configur` holds every page with "configure", "configured", "configuring" or "configuration".
/// A query for any of them finds the pages of all: search.js reads the stem from the word's own line (its
/// fifth field) and looks the group up. A stem that only one word has adds no pages to the word's line,
/// and gets no group; the word's line still names it, for a form of it no page has.
///
/// `~` cannot begin a word (`Words`), so a group never meets a word's prefix search, and all groups sort
/// together after the ASCII words.
struct StemGroups {
    static let marker = UInt8(ascii: "~")

    /// The groups, terms spelled `~stem`.
    let partition: TermPartition
    /// Per word partition, per term: the number of its group's term in `partition`, or -1.
    private let groupOfTerm: [[Int32]]
    /// Every stem, spelled `~stem`, and per word partition, per term: its stem's number there, or -1 when the
    /// stem is the word itself.
    private let stems: TermTable
    private let stemOfTerm: [[Int32]]

    /// The groups of `partitions`' words, or `nil` when Snowball has no stemmer for `language`.
    init?(_ partitions: [TermPartition], language: String) {
        guard Stemmer.exists(for: language) else { return nil }
        // Each partition's words on a core of their own, with a stemmer of their own.
        let stemmed = Concurrent.map(Array(partitions.indices)) { index -> (stems: TermTable, stemOfTerm: [Int32]) in
            let stemmer = Stemmer(language: language)!
            let vocabulary = partitions[index].vocabulary
            var stems = TermTable(expectedCount: vocabulary.count)
            var stemOfTerm: [Int32] = []
            stemOfTerm.reserveCapacity(vocabulary.count)
            var key: [UInt8] = []
            for term in 0..<vocabulary.count {
                vocabulary.withTerm(term) { word in
                    stemmer.withStem(of: word) { stem in
                        key.removeAll(keepingCapacity: true)
                        key.append(Self.marker)
                        key.append(contentsOf: stem)
                    }
                }
                key.withUnsafeBufferPointer { key in
                    stemOfTerm.append(Int32(stems.insert(key, hash: Words.hash(of: key)).number))
                }
            }
            return (stems, stemOfTerm)
        }

        // One table of every stem, each with the words it stands for.
        var all = TermTable(expectedCount: stemmed.reduce(0) { $0 + $1.stems.count })
        var members: [[(partition: Int32, term: Int32)]] = []
        var stemOfTerm: [[Int32]] = []
        for (partition, local) in stemmed.enumerated() {
            let global = (0..<local.stems.count).map { stem in
                local.stems.withTerm(stem) { key in all.insert(key, hash: Words.hash(of: key)).number }
            }
            if members.count < all.count { members += Array(repeating: [], count: all.count - members.count) }
            var ofTerm = [Int32](repeating: -1, count: local.stemOfTerm.count)
            for (term, stem) in local.stemOfTerm.enumerated() {
                let number = global[Int(stem)]
                members[number].append((Int32(partition), Int32(term)))
                let isWordItself = all.withTerm(number) { key in
                    partitions[partition].vocabulary.withTerm(term) { word in key.count == word.count + 1 && key.dropFirst().elementsEqual(word) }
                }
                if !isWordItself { ofTerm[term] = Int32(number) }
            }
            stemOfTerm.append(ofTerm)
        }
        stems = all.readOnly()
        self.stemOfTerm = stemOfTerm

        // The stems of two words or more, numbered anew in the order they were first seen.
        var kept = TermTable(expectedCount: members.count / 4)
        var keptMembers: [[(partition: Int32, term: Int32)]] = []
        var groups = partitions.map { [Int32](repeating: -1, count: $0.vocabulary.count) }
        for (stem, words) in members.enumerated() where words.count > 1 {
            let number = all.withTerm(stem) { key in kept.insert(key, hash: Words.hash(of: key)).number }
            keptMembers.append(words)
            for word in words { groups[Int(word.partition)][Int(word.term)] = Int32(number) }
        }
        groupOfTerm = groups
        partition = TermPartition(vocabulary: kept.readOnly(), pagesOfTerm: Concurrent.map(keptMembers) { words in
            Self.merged(words.map { word in partitions[Int(word.partition)].withPostings(of: Int(word.term)) { PostingsCode.decode($0) } })
        })
    }

    /// The group term of word `term` of word partition `partition`, or `nil` when its stem has no group.
    func group(ofPartition partition: Int, term: Int) -> Int? {
        let group = groupOfTerm[partition][term]
        return group < 0 ? nil : Int(group)
    }

    /// Calls `body` with what the line of word `term` of word partition `partition` says of its stem: the
    /// group's term (`~configur`) when the stem has a group, the stem alone (`charm`) when it is the word's
    /// only and not the word itself, else `nil`. A word alone with its stem still names it: a query for a
    /// form no page has ("charming") finds the word ("charmed") by the stem they share.
    func withStem<Result>(ofPartition partition: Int, term: Int, _ body: (UnsafeBufferPointer<UInt8>?) -> Result) -> Result {
        if let group = group(ofPartition: partition, term: term) {
            return self.partition.vocabulary.withTerm(group) { body($0) }
        }
        let stem = stemOfTerm[partition][term]
        guard stem >= 0 else { return body(nil) }
        return stems.withTerm(Int(stem)) { body(UnsafeBufferPointer(rebasing: $0.dropFirst())) }
    }

    /// The pages of all `postings`, in page order, each with its words' flags and their counts added up
    /// (capped as a word's are).
    static func merged(_ postings: [[(page: Int, weight: UInt8)]]) -> [(page: Int32, weight: UInt8)] {
        let all = postings.joined().sorted { $0.page < $1.page }
        var result: [(page: Int32, weight: UInt8)] = []
        result.reserveCapacity(all.count)
        for (page, weight) in all {
            if let last = result.last, last.page == Int32(page) {
                let count = min(Int(last.weight & 0x0F) + Int(weight & 0x0F), Int(DocumentAnalysis.largestCount))
                result[result.count - 1].weight = (last.weight | weight) & 0xF0 | UInt8(count)
            } else {
                result.append((Int32(page), weight))
            }
        }
        return result
    }
}
