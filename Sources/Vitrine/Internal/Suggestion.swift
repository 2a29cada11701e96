/// Finds the valid name a person most likely meant.
enum Suggestion {
    /// The closest candidate by edit distance, ignoring case, if it is close enough to be a typo.
    static func closest(to typed: String, among candidates: [String]) -> String? {
        let typed = Array(typed.lowercased())
        guard !typed.isEmpty else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        // One character is a key name, not a word: any other single character is one edit away, so a
        // lone character only matches itself in another case.
        let tolerance = typed.count == 1 ? 0 : max(1, min(3, typed.count / 3))
        return best.distance <= tolerance ? best.name : nil
    }

    /// Edits to turn `a` into `b`, a swap of neighbours counting as one (the commonest typo).
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
