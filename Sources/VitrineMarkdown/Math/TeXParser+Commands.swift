/// The commands and environments `TeXParser` knows by name: symbols, fractions and roots, accents, fonts,
/// `\left…\right` and the matrix, cases and aligned environments.
extension TeXParser {
    mutating func commandAtom() throws(TeXFailure) -> MathItem? {
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
            if let degree = try optionalArgument() { return MathItem(xml: "<mroot>\(try argument())\(degree)</mroot>") }
            return MathItem(xml: "<msqrt>\(try argument())</msqrt>")
        case "xrightarrow", "xleftarrow":
            // An arrow as long as what is written over it (`\xrightarrow[under]{over}`).
            let arrow = "<mo stretchy=\"true\">\(name == "xrightarrow" ? "→" : "←")</mo>"
            let under = try optionalArgument()
            let over = try argument()
            return MathItem(xml: under.map { "<munderover>\(arrow)\($0)\(over)</munderover>" } ?? "<mover>\(arrow)\(over)</mover>")
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
    mutating func fenced() throws(TeXFailure) -> String {
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

    static func fence(_ character: String) -> String {
        character.isEmpty ? "" : "<mo fence=\"true\" stretchy=\"true\">\(HTMLText.escape(character))</mo>"
    }

    /// What follows `\left`, `\big` and the like: one character, or a command naming a delimiter.
    mutating func delimiterText() throws(TeXFailure) -> String {
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
    mutating func environment() throws(TeXFailure) -> String {
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
    func table(_ rows: [[String]], alignment: String?, displayStyle: Bool = false) -> String {
        let sides = alignment?.split(separator: " ").map(String.init) ?? []
        let body = rows.map { cells in
            "<mtr>" + cells.enumerated().map { column, cell in
                let side = sides.isEmpty ? "" : " style=\"text-align: \(sides[column % sides.count])\""
                return "<mtd\(side)>\(cell)</mtd>"
            }.joined() + "</mtr>"
        }
        return displayStyle ? "<mtable displaystyle=\"true\">\(body.joined())</mtable>" : "<mtable>\(body.joined())</mtable>"
    }

    /// An optional argument in brackets (`\sqrt[3]`), as one row; `nil` when none follows.
    mutating func optionalArgument() throws(TeXFailure) -> String? {
        skipSpaces()
        guard peek() == "[" else { return nil }
        index += 1
        var items: [String] = []
        while let next = peek(), next != "]" {
            guard let item = try scripted() else { throw TeXFailure() }
            items.append(item)
        }
        guard peek() == "]" else { throw TeXFailure() }
        index += 1
        return "<mrow>\(items.joined())</mrow>"
    }

    /// `\mathbf{x}` and its kin: letters and digits in the alphabet (upright for `\mathrm`), the rest as usual.
    mutating func styledLetters(alphabet: String?) throws(TeXFailure) -> String {
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
            } else if next == "_" || next == "^", let base = items.popLast() {
                // A script on the group's last letter (`\mathsf{ck_d}`).
                index += 1
                let script = try argument()
                items.append(next == "_" ? "<msub>\(base)\(script)</msub>" : "<msup>\(base)\(script)</msup>")
            } else if let item = try scripted() {
                items.append(item)
            }
        }
        guard peek() == "}" else { throw TeXFailure() }
        index += 1
        return items.count == 1 ? items[0] : "<mrow>\(items.joined())</mrow>"
    }

    static func styled(_ character: String, alphabet: String?) -> String {
        let scalar = character.unicodeScalars.first!
        let isDigit = ("0"..."9").contains(scalar)
        guard let alphabet else { return isDigit ? "<mn>\(character)</mn>" : "<mi mathvariant=\"normal\">\(character)</mi>" }
        let styled = TeXSymbols.styled(scalar, alphabet: alphabet).map { String($0) } ?? character
        return isDigit ? "<mn>\(styled)</mn>" : "<mi>\(styled)</mi>"
    }
}
