import CCmark

/// pymdownx.tabbed's content tabs, as MkDocs Material writes them: consecutive `=== "Label"` blocks over
/// bodies indented four columns form one set; `===+` is shown first, `===!` starts a new set.
///
/// Each tab is a radio button, its label and its panel, in that order inside the set, so the theme's CSS
/// shows the checked one's panel with no script (`.tabbed-set > input:checked + label + .tabbed-block`),
/// the arrow keys move between labels, and print shows every panel.
extension Admonitions {
    /// `=== "Label"` with `+` and `!` after the signs as above; nil for anything else (a setext underline).
    static func tabTitle(_ text: String) -> Found? {
        var rest = Substring(text).dropFirst(3)
        var selected = false, startsSet = false
        while let mark = rest.first, mark == "+" || mark == "!" {
            if mark == "+" { selected = true } else { startsSet = true }
            rest = rest.dropFirst()
        }
        guard rest.first == " " else { return nil }
        let quoted = String(rest).trimmingSpaces()
        guard quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\"") else { return nil }
        return Found(kind: "", title: String(quoted.dropFirst().dropLast()), style: .tab(selected: selected, startsSet: startsSet))
    }

    /// Puts `tabs`, consecutive block quotes, into one set where the first of them was.
    func makeTabSet(_ tabs: [(quote: OpaquePointer, found: Found)], positions: NodePositions, tabSets: inout TabIDs) {
        // A group, so assistive technology announces the tabs as one set of choices. Each radio also names the set
        // in its own label (`aria-labelledby` the set, then itself): one group however its panels are filled,
        // since a group's other controls (a copy button on a panel's code, a nested set) would make it a mixed one.
        let setID = tabSets.nextSet()
        let set = Cmark.newCustomBlock(enter: "<div class=\"tabbed-set\" role=\"radiogroup\" aria-label=\"Tabs\" id=\"\(setID)\">", exit: "</div>")
        let start = positions.parsed(tabs[0].quote)
        positions.set(set, line: start.line, column: start.column)
        cmark_node_insert_before(tabs[0].quote, set)
        let shown = tabs.lastIndex { if case .tab(selected: true, _) = $0.found.style { true } else { false } } ?? 0
        for (index, tab) in tabs.enumerated() {
            let id = tabSets.id(ofTab: index, title: Self.titleText(tab.found.title))
            let label = tab.found.title.isEmpty ? "Tab \(index + 1)" : Self.titleHTML(tab.found.title)
            let panel = Cmark.newCustomBlock(
                enter: "<input type=\"radio\" name=\"\(setID)\" id=\"\(id)\" aria-labelledby=\"\(setID) \(id)\"\(index == shown ? " checked" : "")>\n"
                    + "<label for=\"\(id)\">\(label)</label>\n<div class=\"tabbed-block\">",
                exit: "</div>")
            positions.readings.set(panel, .text(enter: " " + (tab.found.title.isEmpty ? "Tab \(index + 1)" : Self.titleText(tab.found.title)) + " ", exit: " "))
            cmark_node_append_child(set, panel)
            Self.move(tab.quote, into: panel, positions: positions)
            apply(to: panel, positions: positions, tabSets: &tabSets, nested: ())
        }
    }
}
