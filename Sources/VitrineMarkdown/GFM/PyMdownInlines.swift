import CCmark

/// The inline marks of PyMdown's extensions, where an MkDocs project turns them on: `==mark==`
/// (`pymdownx.mark`), `^^inserted^^` and `^super^` (`pymdownx.caret`), `~sub~` (`pymdownx.tilde`, whose
/// `~~x~~` stays struck through) and `++ctrl+alt+del++` (`pymdownx.keys`).
///
/// Read inside one run of text: a mark around other markup (`==**x**==`) stays as written. A single `^` or
/// `~` takes no spaces, as PyMdown reads it, so `a^2 + b^2` is text.
package enum PyMdownInline: String, Sendable, CaseIterable {
    case mark, caret, tilde, keys

    /// The PyMdown extension that turns it on.
    package var extensionName: String { "pymdownx." + rawValue }
}

enum PyMdownInlines {
    private struct Form {
        let marker: String
        let tag: String
        /// A one-character marker takes no spaces inside.
        var allowsSpaces: Bool { marker.count > 1 }
    }

    static func apply(_ enabled: Set<PyMdownInline>, to root: OpaquePointer, positions: NodePositions) {
        var forms: [Form] = []
        if enabled.contains(.mark) { forms.append(Form(marker: "==", tag: "mark")) }
        if enabled.contains(.caret) { forms += [Form(marker: "^^", tag: "ins"), Form(marker: "^", tag: "sup")] }
        if enabled.contains(.tilde) { forms.append(Form(marker: "~", tag: "sub")) }
        let needles = forms.map(\.marker) + (enabled.contains(.keys) ? ["++"] : [])
        guard !needles.isEmpty else { return }
        TextEdits.mergeAdjacentText(positions: positions)
        for text in InlineText.textNodes(below: root, scope: .outsideLinksAndImages, containingAny: needles) {
            let bytes = Array(Cmark.literal(text).utf8)
            var edits: [(range: Range<Int>, node: OpaquePointer)] = []
            var index = 0
            while index < bytes.count {
                if enabled.contains(.keys), let (end, node) = keys(in: bytes, at: index, positions: positions) {
                    edits.append((index..<end, node))
                    index = end
                } else if let (end, node) = forms.lazy.compactMap({ mark($0, in: bytes, at: index) }).first {
                    edits.append((index..<end, node))
                    index = end
                } else {
                    index += 1
                }
            }
            TextEdits.replace(in: text, edits, positions: positions)
        }
    }

    /// `marker text marker` at `index`: the text neither starts nor ends with a space, and the run of marker
    /// characters is exactly the marker (so `~~` is not two `~`).
    private static func mark(_ form: Form, in bytes: [UInt8], at index: Int) -> (Int, OpaquePointer)? {
        let marker = Array(form.marker.utf8)
        guard matches(marker, in: bytes, at: index), index == 0 || bytes[index - 1] != marker[0] else { return nil }
        let start = index + marker.count
        guard start < bytes.count, bytes[start] != marker[0], !isSpace(bytes[start]) else { return nil }
        var end = start
        while end + marker.count <= bytes.count {
            if matches(marker, in: bytes, at: end), end > start, !isSpace(bytes[end - 1]),
                end + marker.count == bytes.count || bytes[end + marker.count] != marker[0]
            {
                let inner = bytes[start..<end]
                if !form.allowsSpaces, inner.contains(where: isSpace) { return nil }
                let node = Cmark.newCustomInline(enter: "<\(form.tag)>", exit: "</\(form.tag)>")
                cmark_node_append_child(node, Cmark.newText(String(decoding: inner, as: UTF8.self)))
                return (end + marker.count, node)
            }
            if bytes[end] == UInt8(ascii: "\n") { return nil }
            end += 1
        }
        return nil
    }

    /// `++ctrl+alt+del++`: each key in its own `kbd`, joined by `+`, as PyMdown writes them.
    private static func keys(in bytes: [UInt8], at index: Int, positions: NodePositions) -> (Int, OpaquePointer)? {
        let plus = UInt8(ascii: "+")
        guard matches([plus, plus], in: bytes, at: index) else { return nil }
        var end = index + 2
        while end + 1 < bytes.count, !matches([plus, plus], in: bytes, at: end) {
            guard !isSpace(bytes[end]) else { return nil }
            end += 1
        }
        guard end + 1 < bytes.count, end > index + 2 else { return nil }
        let names = String(decoding: bytes[(index + 2)..<end], as: UTF8.self).split(separator: "+")
        guard !names.isEmpty else { return nil }
        let html = names.map { name in
            "<kbd class=\"key-\(HTMLText.escape(name.lowercased()))\">\(HTMLText.escape(keyLabel(String(name))))</kbd>"
        }.joined(separator: "<span>+</span>")
        let node = Cmark.newCustomInline(enter: "<span class=\"keys\">" + html + "</span>", exit: "")
        positions.readings.set(node, .text(enter: names.map { keyLabel(String($0)) }.joined(separator: "+"), exit: ""))
        return (end + 2, node)
    }

    /// A key's label: PyMdown's names for the common ones, else the name with a capital.
    private static func keyLabel(_ name: String) -> String {
        let labels = [
            "ctrl": "Ctrl", "control": "Ctrl", "alt": "Alt", "shift": "Shift", "cmd": "Cmd", "command": "Cmd", "meta": "Meta",
            "enter": "Enter", "return": "Return", "tab": "Tab", "esc": "Esc", "escape": "Esc", "del": "Del", "delete": "Del",
            "backspace": "Backspace", "space": "Space", "up": "Up", "down": "Down", "left": "Left", "right": "Right",
            "home": "Home", "end": "End", "page-up": "Page Up", "page-down": "Page Down", "option": "Option", "windows": "Win",
        ]
        if let label = labels[name.lowercased()] { return label }
        return name.count == 1 ? name.uppercased() : name.prefix(1).uppercased() + name.dropFirst()
    }

    private static func matches(_ needle: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
        index + needle.count <= bytes.count && bytes[index..<(index + needle.count)].elementsEqual(needle)
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
}
