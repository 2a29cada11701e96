import Vitrine

/// A `vitrine COMPONENT name=value …` info string split into words, each with its column.
struct FenceInfo: Equatable {
    /// A word of the info string and the 1-based byte column where it starts in its source line.
    struct Word: Equatable {
        var text: String
        var column: Int
        /// For `name=value`, where the value starts.
        var valueColumn: Int
    }

    static let keyword = "vitrine"
    /// `format=html` shows an overlay as the HTML fragment that fills its frame; `format=svg` is the default.
    static let formatName = "format"

    /// How a fence shows its component.
    enum Format: String, CaseIterable {
        case svg, html
    }

    var component: Word
    var arguments: [Argument]
    /// Parallel to `arguments`: where each one was written.
    var argumentWords: [Word]
    var format = Format.svg

    /// Whether a fence's info string asks for a component.
    static func isComponentFence(_ info: String) -> Bool {
        info == keyword || info.hasPrefix(keyword + " ") || info.hasPrefix(keyword + "\t")
    }

    /// Whether a page's text may hold a component fence: a line opening a fence with `vitrine`. Code
    /// quoted in a longer fence counts too; the catalog it brings in is then only more than needed.
    static func mayHoldComponentFence(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            let word = Array(keyword.utf8)
            var index = 0
            while index + word.count <= bytes.count {
                guard bytes[index] == word[0], bytes[index..<(index + word.count)].elementsEqual(word) else {
                    index += 1
                    continue
                }
                // What stands before the word on its line: spaces, a fence of three or more, spaces.
                var start = index
                while start > 0, bytes[start - 1] != UInt8(ascii: "\n"), bytes[start - 1] != UInt8(ascii: "\r") { start -= 1 }
                let opener = bytes[start..<index].filter { $0 != UInt8(ascii: " ") }
                if opener.count >= 3, opener.allSatisfy({ $0 == UInt8(ascii: "`") }) || opener.allSatisfy({ $0 == UInt8(ascii: "~") }) { return true }
                index += word.count
            }
            return false
        } ?? true
    }

    /// Parses the info string as written in the source.
    ///
    /// - Parameters:
    ///   - info: The info string's raw text, starting with `vitrine`.
    ///   - column: The column of its first character in the source line.
    /// - Throws: A message and column for a missing component, a word without `=`, or an unclosed quote.
    static func parse(_ info: Substring, column: Int) throws(FenceProblem) -> FenceInfo {
        var words = try split(info, column: column)
        if !words.isEmpty { words.removeFirst() }
        guard !words.isEmpty else {
            throw FenceProblem(column: column, message: "name a component after 'vitrine'. Components: \(Components.names.joined(separator: ", ")).")
        }
        let component = words.removeFirst()
        guard component.valueColumn == 0 else {
            throw FenceProblem(column: component.column, message: "expected a component name before 'name=value' settings")
        }
        var arguments: [Argument] = []
        for word in words {
            guard word.valueColumn > 0, let equals = word.text.firstIndex(of: "=") else {
                throw FenceProblem(column: word.column, message: "expected 'name=value', found '\(word.text)'")
            }
            arguments.append(Argument(String(word.text[..<equals]), String(word.text[word.text.index(after: equals)...])))
        }
        var format = Format.svg
        if let index = arguments.firstIndex(where: { $0.name == formatName }) {
            guard let chosen = Format(rawValue: arguments[index].value) else {
                throw FenceProblem(
                    column: words[index].valueColumn,
                    message: "invalid value '\(arguments[index].value)' for 'format': expected one of \(Format.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            format = chosen
            arguments.remove(at: index)
            words.remove(at: index)
        }
        return FenceInfo(component: component, arguments: arguments, argumentWords: words, format: format)
    }
}

/// A malformed fence info string: what is wrong and at which column.
struct FenceProblem: Error, Equatable {
    var column: Int
    var message: String
}

private extension FenceInfo {
    /// Splits on unquoted blanks; `"…"` and `'…'` group (and are removed), `\` escapes inside double quotes.
    static func split(_ info: Substring, column: Int) throws(FenceProblem) -> [Word] {
        var words: [Word] = []
        var current: Word?
        var quote: (character: UInt8, column: Int)?
        var escaped = false
        var text: [UInt8] = []
        for (offset, byte) in info.utf8.enumerated() {
            let here = column + offset
            if let open = quote {
                if escaped {
                    text.append(byte)
                    escaped = false
                } else if byte == UInt8(ascii: "\\") && open.character == UInt8(ascii: "\"") {
                    escaped = true
                } else if byte == open.character {
                    quote = nil
                } else {
                    text.append(byte)
                }
                continue
            }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                if var word = current {
                    word.text = String(decoding: text, as: UTF8.self)
                    words.append(word)
                    current = nil
                    text = []
                }
                continue
            }
            if current == nil { current = Word(text: "", column: here, valueColumn: 0) }
            if byte == UInt8(ascii: "=") && current?.valueColumn == 0 {
                current?.valueColumn = here + 1
                text.append(byte)
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = (byte, here)
            } else {
                text.append(byte)
            }
        }
        if let open = quote {
            throw FenceProblem(column: open.column, message: "this quote is not closed")
        }
        if var word = current {
            word.text = String(decoding: text, as: UTF8.self)
            words.append(word)
        }
        return words
    }
}
