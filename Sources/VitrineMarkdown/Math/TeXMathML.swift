/// Turns the TeX of one formula into MathML Core, which browsers draw without a script.
///
/// It knows the commands docs write most (`TeXSymbols`), fractions, roots, scripts, accents, fonts, `\left…\right`
/// and the matrix, cases and aligned environments; anything else makes the whole formula unconverted, so the
/// caller keeps its TeX as written rather than draw part of it wrong.
enum TeXMathML {
    /// The `<math>` element for `tex`, or `nil` when it holds a command or environment this converter does not know.
    static func math(_ tex: String, display: Bool) -> String? {
        var parser = TeXParser(tex, display: display)
        guard let body = try? parser.formula() else { return nil }
        let attributes = display ? " display=\"block\"" : ""
        return "<math\(attributes) alttext=\"\(HTMLText.escape(tex))\">\(body)</math>"
    }
}

private struct TeXFailure: Error {}

/// One piece of a formula's MathML, with what a following `^` or `_` needs to know of it.
private struct MathItem {
    var xml: String
    /// A large operator or a limit function: in a display, its scripts go above and below.
    var takesLimits = false
}

private struct TeXParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    /// Inside `\displaystyle` or a display formula, where `\sum` takes its limits below.
    private var isDisplay = false

    init(_ tex: String, display: Bool) {
        scalars = Array(tex.unicodeScalars)
        isDisplay = display
    }

    mutating func formula() throws(TeXFailure) -> String {
        let rows = try rowsUntil(end: nil)
        guard index == scalars.count else { throw TeXFailure() }
        // A formula with `\\` or `&` outside an environment reads as `aligned`.
        if rows.count > 1 || rows[0].count > 1 { return table(rows, alignment: "right left", displayStyle: isDisplay) }
        return rows[0][0]
    }

    // MARK: Sequences

    /// Items up to `}` or `\end`/`\right` (not consumed) or the end, as one `mrow` when more than one.
    private mutating func sequence() throws(TeXFailure) -> String {
        var items: [String] = []
        while true {
            skipSpaces()
            guard let next = peek() else { break }
            if next == "}" || next == "&" || isAt("\\\\") || isAt("\\end") || isAt("\\right") || isAt("\\middle") { break }
            // Plain TeX's infix fractions take everything before them in the group over everything after.
            if isAt("\\over") || isAt("\\choose") || isAt("\\atop") {
                let name = command()
                let numerator = items.count == 1 ? items[0] : "<mrow>\(items.joined())</mrow>"
                let denominator = try sequence()
                let fraction = "<mfrac\(name == "over" ? "" : " linethickness=\"0\"")>\(numerator)\(denominator)</mfrac>"
                return name == "choose" ? "<mrow><mo>(</mo>\(fraction)<mo>)</mo></mrow>" : fraction
            }
            if isAt("\\displaystyle") || isAt("\\textstyle") {
                let display = isAt("\\displaystyle")
                _ = command()
                let saved = isDisplay
                isDisplay = display
                let rest = try sequence()
                isDisplay = saved
                items.append("<mstyle displaystyle=\"\(display)\">\(rest)</mstyle>")
                break
            }
            if let item = try scripted() { items.append(item) }
        }
        return items.count == 1 ? items[0] : "<mrow>\(items.joined())</mrow>"
    }

    /// Rows of cells, split at `\\` and `&`, up to `\end{name}` (consumed) or the end of the text.
    private mutating func rowsUntil(end name: String?) throws(TeXFailure) -> [[String]] {
        var rows: [[String]] = [[]]
        while true {
            rows[rows.count - 1].append(try sequence())
            skipSpaces()
            if isAt("\\\\") {
                index += 2
                skipOptionalSize()
                rows.append([])
            } else if peek() == "&" {
                index += 1
            } else if let name {
                guard isAt("\\end") else { throw TeXFailure() }
                _ = command()
                guard try groupText() == name else { throw TeXFailure() }
                break
            } else {
                break
            }
        }
        // `\\` at the end of the last row adds no row.
        if rows.count > 1, rows[rows.count - 1] == ["<mrow></mrow>"] { rows.removeLast() }
        return rows
    }

    /// An atom with its `^`, `_` and primes.
    private mutating func scripted() throws(TeXFailure) -> String? {
        guard var base = try atom() else { return nil }
        var sub: String?
        var sup: String?
        var primes = ""
        while true {
            skipSpaces()
            if peek() == "^", sup == nil {
                index += 1
                sup = try argument()
            } else if peek() == "_", sub == nil {
                index += 1
                sub = try argument()
            } else if peek() == "'" {
                index += 1
                primes += "′"
            } else if isAt("\\limits") || isAt("\\nolimits") {
                let limits = command() == "limits"
                base.takesLimits = limits
            } else {
                break
            }
        }
        if !primes.isEmpty { sup = sup.map { "<mrow><mo>\(primes)</mo>\($0)</mrow>" } ?? "<mo>\(primes)</mo>" }
        let under = base.takesLimits && isDisplay
        switch (sub, sup) {
        case (nil, nil): return base.xml
        case (let sub?, nil): return under ? "<munder>\(base.xml)\(sub)</munder>" : "<msub>\(base.xml)\(sub)</msub>"
        case (nil, let sup?): return under ? "<mover>\(base.xml)\(sup)</mover>" : "<msup>\(base.xml)\(sup)</msup>"
        case (let sub?, let sup?): return under ? "<munderover>\(base.xml)\(sub)\(sup)</munderover>" : "<msubsup>\(base.xml)\(sub)\(sup)</msubsup>"
        }
    }

    /// A script's or command's argument: a group, a command with its own arguments, or one character.
    private mutating func argument() throws(TeXFailure) -> String {
        skipSpaces()
        guard let next = peek() else { throw TeXFailure() }
        if next == "{" {
            index += 1
            let inner = try sequence()
            guard peek() == "}" else { throw TeXFailure() }
            index += 1
            return inner
        }
        guard let item = try atom() else { throw TeXFailure() }
        return item.xml
    }

    // MARK: Atoms

    private mutating func atom() throws(TeXFailure) -> MathItem? {
        skipSpaces()
        guard let next = peek() else { return nil }
        switch next {
        case "{":
            index += 1
            let inner = try sequence()
            guard peek() == "}" else { throw TeXFailure() }
            index += 1
            return MathItem(xml: inner.hasPrefix("<mrow>") ? inner : "<mrow>\(inner)</mrow>")
        case "\\":
            return try commandAtom()
        case "^", "_", "}", "&", "#", "%":
            throw TeXFailure()
        case "~":
            index += 1
            return MathItem(xml: "<mspace width=\"0.3333em\"></mspace>")
        case "0"..."9", ".":
            var digits = ""
            while let digit = peek(), ("0"..."9").contains(digit) || (digit == "." && nextIsDigit()) {
                digits.unicodeScalars.append(digit)
                index += 1
            }
            if digits.isEmpty {
                index += 1
                return MathItem(xml: "<mo>.</mo>")
            }
            return MathItem(xml: "<mn>\(digits)</mn>")
        default:
            index += 1
            if next.properties.isAlphabetic { return MathItem(xml: "<mi>\(HTMLText.escape(String(next)))</mi>") }
            return MathItem(xml: "<mo>\(HTMLText.escape(String(Self.operatorCharacter(next))))</mo>")
        }
    }

    private static func operatorCharacter(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar {
        case "-": "−"
        case "*": "∗"
        default: scalar
        }
    }

    private mutating func commandAtom() throws(TeXFailure) -> MathItem? {
        let name = command()
        if let text = TeXSymbols.identifiers[name] { return MathItem(xml: "<mi>\(text)</mi>") }
        if let text = TeXSymbols.uprightIdentifiers[name] { return MathItem(xml: "<mi mathvariant=\"normal\">\(text)</mi>") }
        if let text = TeXSymbols.operators[name] { return MathItem(xml: "<mo>\(HTMLText.escape(text))</mo>") }
        if let text = TeXSymbols.largeOperators[name] { return MathItem(xml: "<mo largeop=\"true\">\(text)</mo>", takesLimits: true) }
        if let text = TeXSymbols.integrals[name] { return MathItem(xml: "<mo largeop=\"true\">\(text)</mo>") }
        if TeXSymbols.functions.contains(name) { return MathItem(xml: "<mi>\(name)</mi>", takesLimits: TeXSymbols.limitFunctions.contains(name)) }
        if let width = TeXSymbols.spaces[name] { return MathItem(xml: "<mspace width=\"\(width)\"></mspace>") }
        if let text = TeXSymbols.escapedCharacters[name] { return MathItem(xml: "<mo>\(HTMLText.escape(text))</mo>") }
        if let accent = TeXSymbols.overAccents[name] {
            let stretchy = ["widehat", "widetilde", "overline", "overrightarrow", "overleftarrow", "overbrace"].contains(name)
            return MathItem(xml: "<mover accent=\"true\">\(try argument())<mo stretchy=\"\(stretchy)\">\(HTMLText.escape(accent))</mo></mover>")
        }
        if let accent = TeXSymbols.underAccents[name] {
            return MathItem(xml: "<munder accentunder=\"true\">\(try argument())<mo stretchy=\"true\">\(accent)</mo></munder>")
        }
        if let size = TeXSymbols.bigSizes[name] {
            guard let delimiter = TeXSymbols.delimiter(try delimiterText()) else { throw TeXFailure() }
            return MathItem(xml: "<mo minsize=\"\(size)\" maxsize=\"\(size)\">\(HTMLText.escape(delimiter))</mo>")
        }
        switch name {
        case "frac", "dfrac", "tfrac", "cfrac":
            return MathItem(xml: "<mfrac>\(try argument())\(try argument())</mfrac>")
        case "binom", "dbinom", "tbinom":
            return MathItem(xml: "<mrow><mo>(</mo><mfrac linethickness=\"0\">\(try argument())\(try argument())</mfrac><mo>)</mo></mrow>")
        case "sqrt":
            skipSpaces()
            if peek() == "[" {
                index += 1
                var degree: [String] = []
                while let next = peek(), next != "]" {
                    guard let item = try scripted() else { throw TeXFailure() }
                    degree.append(item)
                }
                guard peek() == "]" else { throw TeXFailure() }
                index += 1
                return MathItem(xml: "<mroot>\(try argument())<mrow>\(degree.joined())</mrow></mroot>")
            }
            return MathItem(xml: "<msqrt>\(try argument())</msqrt>")
        case "text", "textrm", "textnormal", "mbox", "textit", "textbf", "textsf", "texttt", "hbox":
            return MathItem(xml: "<mtext>\(HTMLText.escape(try groupText()))</mtext>")
        case "operatorname", "mathop":
            let inner = try groupText()
            guard inner.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0 == " " }) else { throw TeXFailure() }
            return MathItem(xml: "<mi>\(HTMLText.escape(inner.filter { $0 != " " }))</mi>", takesLimits: name == "mathop")
        case "mathrm", "rm", "mathup":
            return MathItem(xml: try styledLetters(alphabet: nil))
        case "mathbf", "mathit", "mathcal", "mathscr", "mathfrak", "mathbb", "mathsf", "mathtt", "boldsymbol", "bm":
            return MathItem(xml: try styledLetters(alphabet: name))
        case "left":
            return MathItem(xml: try fenced())
        case "begin":
            return MathItem(xml: try environment())
        case "not":
            guard let item = try atom(), item.xml.hasPrefix("<mo>"), item.xml.hasSuffix("</mo>") else { throw TeXFailure() }
            let inner = String(item.xml.dropFirst(4).dropLast(5))
            let negated = ["=": "≠", "&lt;": "≮", "&gt;": "≯", "∈": "∉", "≡": "≢", "⊂": "⊄", "⊆": "⊈", "∼": "≁", "≤": "≰", "≥": "≱"][inner] ?? inner + "\u{338}"
            return MathItem(xml: "<mo>\(negated)</mo>")
        case "overset", "stackrel":
            let over = try argument()
            return MathItem(xml: "<mover>\(try argument())\(over)</mover>")
        case "underset":
            let under = try argument()
            return MathItem(xml: "<munder>\(try argument())\(under)</munder>")
        case "pmod":
            return MathItem(xml: "<mrow><mspace width=\"1em\"></mspace><mo>(</mo><mi>mod</mi><mspace width=\"0.3333em\"></mspace>\(try argument())<mo>)</mo></mrow>")
        case "bmod", "mod":
            return MathItem(xml: "<mo lspace=\"0.2222em\" rspace=\"0.2222em\">mod</mo>")
        case "limits", "nolimits", "nonumber", "notag":
            return nil
        default:
            throw TeXFailure()
        }
    }

    /// `\left( … \middle| … \right)`.
    private mutating func fenced() throws(TeXFailure) -> String {
        guard let open = TeXSymbols.delimiter(try delimiterText()) else { throw TeXFailure() }
        var parts = [Self.fence(open)]
        while true {
            parts.append(try sequence())
            if isAt("\\middle") {
                _ = command()
                guard let middle = TeXSymbols.delimiter(try delimiterText()) else { throw TeXFailure() }
                parts.append(Self.fence(middle))
                continue
            }
            guard isAt("\\right") else { throw TeXFailure() }
            _ = command()
            guard let close = TeXSymbols.delimiter(try delimiterText()) else { throw TeXFailure() }
            parts.append(Self.fence(close))
            return "<mrow>\(parts.joined())</mrow>"
        }
    }

    private static func fence(_ character: String) -> String {
        character.isEmpty ? "" : "<mo fence=\"true\" stretchy=\"true\">\(HTMLText.escape(character))</mo>"
    }

    /// What follows `\left`, `\big` and the like: one character, or a command naming a delimiter.
    private mutating func delimiterText() throws(TeXFailure) -> String {
        skipSpaces()
        guard let next = peek() else { throw TeXFailure() }
        if next == "\\" {
            if index + 1 < scalars.count, !scalars[index + 1].properties.isAlphabetic {
                index += 2
                return "\\" + String(scalars[index - 1])
            }
            return "\\" + command()
        }
        index += 1
        return String(next)
    }

    /// `\begin{name} … \end{name}` for the matrices, `cases` and the aligned environments.
    private mutating func environment() throws(TeXFailure) -> String {
        let name = try groupText()
        let base = name.hasSuffix("*") ? String(name.dropLast()) : name
        if base == "array" {
            // The column spec only sets alignment; the columns are read from the rows.
            _ = try groupText()
        }
        let rows = try rowsUntil(end: name)
        switch base {
        case "matrix", "smallmatrix", "array": return table(rows, alignment: nil)
        case "pmatrix": return "<mrow><mo>(</mo>\(table(rows, alignment: nil))<mo>)</mo></mrow>"
        case "bmatrix": return "<mrow><mo>[</mo>\(table(rows, alignment: nil))<mo>]</mo></mrow>"
        case "Bmatrix": return "<mrow><mo>{</mo>\(table(rows, alignment: nil))<mo>}</mo></mrow>"
        case "vmatrix": return "<mrow><mo>|</mo>\(table(rows, alignment: nil))<mo>|</mo></mrow>"
        case "Vmatrix": return "<mrow><mo>‖</mo>\(table(rows, alignment: nil))<mo>‖</mo></mrow>"
        case "cases": return "<mrow><mo>{</mo>\(table(rows, alignment: "left left"))</mrow>"
        case "aligned", "align", "alignat", "split", "eqnarray": return table(rows, alignment: "right left", displayStyle: true)
        case "gathered", "gather", "equation", "multline": return table(rows, alignment: nil, displayStyle: true)
        default: throw TeXFailure()
        }
    }

    /// An `mtable`; `alignment` gives the columns' sides in turn (`right left` for `aligned`), else centred.
    /// The aligned environments set their cells as a display does (full-size fractions and integrals).
    private func table(_ rows: [[String]], alignment: String?, displayStyle: Bool = false) -> String {
        let sides = alignment?.split(separator: " ").map(String.init) ?? []
        let body = rows.map { cells in
            "<mtr>" + cells.enumerated().map { column, cell in
                let side = sides.isEmpty ? "" : " style=\"text-align: \(sides[column % sides.count])\""
                return "<mtd\(side)>\(cell)</mtd>"
            }.joined() + "</mtr>"
        }
        return displayStyle ? "<mtable displaystyle=\"true\">\(body.joined())</mtable>" : "<mtable>\(body.joined())</mtable>"
    }

    /// `\mathbf{x}` and its kin: letters and digits in the alphabet (upright for `\mathrm`), the rest as usual.
    private mutating func styledLetters(alphabet: String?) throws(TeXFailure) -> String {
        skipSpaces()
        guard peek() == "{" else {
            // `\mathbf x`: one character.
            guard let next = peek(), next.properties.isAlphabetic || ("0"..."9").contains(next) else { throw TeXFailure() }
            index += 1
            return Self.styled(String(next), alphabet: alphabet)
        }
        index += 1
        var items: [String] = []
        while let next = peek(), next != "}" {
            if next.properties.isAlphabetic || ("0"..."9").contains(next) {
                index += 1
                items.append(Self.styled(String(next), alphabet: alphabet))
            } else if next == " " {
                index += 1
            } else if let item = try scripted() {
                items.append(item)
            }
        }
        guard peek() == "}" else { throw TeXFailure() }
        index += 1
        return items.count == 1 ? items[0] : "<mrow>\(items.joined())</mrow>"
    }

    private static func styled(_ character: String, alphabet: String?) -> String {
        let scalar = character.unicodeScalars.first!
        let isDigit = ("0"..."9").contains(scalar)
        guard let alphabet else { return isDigit ? "<mn>\(character)</mn>" : "<mi mathvariant=\"normal\">\(character)</mi>" }
        let styled = TeXSymbols.styled(scalar, alphabet: alphabet).map { String($0) } ?? character
        return isDigit ? "<mn>\(styled)</mn>" : "<mi>\(styled)</mi>"
    }

    // MARK: Reading

    private func peek() -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func nextIsDigit() -> Bool {
        index + 1 < scalars.count && ("0"..."9").contains(scalars[index + 1])
    }

    private func isAt(_ text: String) -> Bool {
        let needle = Array(text.unicodeScalars)
        guard index + needle.count <= scalars.count, Array(scalars[index..<(index + needle.count)]) == needle else { return false }
        // `\end` must not match `\endpoint`.
        let after = index + needle.count
        return needle.count < 2 || !needle[1].properties.isAlphabetic || after == scalars.count || !scalars[after].properties.isAlphabetic
    }

    /// Reads `\name` (letters) or `\c` (one other character), returning the name without the backslash.
    private mutating func command() -> String {
        index += 1
        guard index < scalars.count else { return "" }
        if !scalars[index].properties.isAlphabetic {
            index += 1
            return String(scalars[index - 1])
        }
        var name = ""
        while index < scalars.count, scalars[index].properties.isAlphabetic, scalars[index].isASCII {
            name.unicodeScalars.append(scalars[index])
            index += 1
        }
        return name
    }

    /// The raw text of a `{…}` group (nested braces kept), for `\text` and environment names.
    private mutating func groupText() throws(TeXFailure) -> String {
        skipSpaces()
        guard peek() == "{" else { throw TeXFailure() }
        index += 1
        var depth = 1
        var text = ""
        while let next = peek() {
            index += 1
            if next == "\\", let escaped = peek() {
                index += 1
                text.unicodeScalars.append(escaped)
                continue
            }
            if next == "{" { depth += 1 }
            if next == "}" {
                depth -= 1
                if depth == 0 { return text }
            }
            text.unicodeScalars.append(next)
        }
        throw TeXFailure()
    }

    private mutating func skipSpaces() {
        while let next = peek(), next == " " || next == "\n" || next == "\t" || next == "\r" { index += 1 }
    }

    /// `\\[4pt]`: the extra space after a row break, which MathML's table leaves to its own spacing.
    private mutating func skipOptionalSize() {
        guard peek() == "[", let close = scalars[index...].firstIndex(of: "]") else { return }
        index = close + 1
    }
}
