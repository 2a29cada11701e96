import Foundation

/// Numbers a page's sets of tabs and names their tabs: `__tabbed_1_2`, the second tab of the first set; or, as
/// pymdownx.tabbed names them when its `slugify` is set, by the tab's title (`ssh-fleets`), a later tab of the same
/// title `ssh-fleets_1`, so a link can open a tab by its name.
struct TabIDs {
    /// How titles become ids, when they do.
    enum Naming: Equatable, Sendable {
        case numbered
        /// pymdownx's `slugify`: `lowercased` for its `case: lower`.
        case fromTitles(lowercased: Bool)
    }

    let naming: Naming
    /// The sets made so far in the page.
    private(set) var sets = 0
    private var used: Set<String> = []

    init(naming: Naming = .numbered) {
        self.naming = naming
    }

    /// Starts a set, and gives its id.
    mutating func nextSet() -> String {
        sets += 1
        return "__tabbed_\(sets)"
    }

    /// The id of the tab at `index` (from 0) of the current set, titled `title` (its plain text).
    mutating func id(ofTab index: Int, title: @autoclosure () -> String) -> String {
        guard case .fromTitles(let lowercased) = naming else { return "__tabbed_\(sets)_\(index + 1)" }
        var base = Self.slug(title(), lowercased: lowercased)
        if base.isEmpty { base = "__tabbed_\(sets)_\(index + 1)" }
        var id = base
        var count = 0
        while used.contains(id) {
            count += 1
            id = "\(base)_\(count)"
        }
        used.insert(id)
        return id
    }

    /// pymdownx's `slugify`: tags left out, then, lowercased or not, everything but letters, digits, `_`, `-` and
    /// spaces left out, the ends trimmed and each space a `-`.
    static func slug(_ title: String, lowercased: Bool) -> String {
        var text = title.precomposedStringWithCanonicalMapping
        while let open = text.range(of: "<"), let close = text[open.upperBound...].range(of: ">") { text.removeSubrange(open.lowerBound..<close.upperBound) }
        if lowercased { text = text.lowercased() }
        let kept = text.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil || "_- ".unicodeScalars.contains($0) }
        return String(String.UnicodeScalarView(kept)).trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " ", with: "-")
    }
}
