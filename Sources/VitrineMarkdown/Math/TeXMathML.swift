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

struct TeXFailure: Error {}

/// One piece of a formula's MathML, with what a following `^` or `_` needs to know of it.
struct MathItem {
    var xml: String
    /// A large operator or a limit function: in a display, its scripts go above and below.
    var takesLimits = false
}

struct TeXParser {
    let scalars: [Unicode.Scalar]
    var index = 0
    /// Inside `\displaystyle` or a display formula, where `\sum` takes its limits below.
    var isDisplay = false

    init(_ tex: String, display: Bool) {
        scalars = Self.withoutComments(Array(tex.unicodeScalars))
        isDisplay = display
    }

    /// TeX's comments left out: an unescaped `%` to its line's end (`\%` is the sign), as KaTeX reads them.
    static func withoutComments(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        guard scalars.contains("%") else { return scalars }
        var kept: [Unicode.Scalar] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\", index + 1 < scalars.count {
                kept += [scalar, scalars[index + 1]]
                index += 2
            } else if scalar == "%" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            } else {
                kept.append(scalar)
                index += 1
            }
        }
        return kept
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
    mutating func sequence() throws(TeXFailure) -> String {
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
    mutating func rowsUntil(end name: String?) throws(TeXFailure) -> [[String]] {
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
    mutating func scripted() throws(TeXFailure) -> String? {
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
    mutating func argument() throws(TeXFailure) -> String {
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

    mutating func atom() throws(TeXFailure) -> MathItem? {
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

    static func operatorCharacter(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar {
        case "-": "−"
        case "*": "∗"
        default: scalar
        }
    }

    // MARK: Reading

    func peek() -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    func nextIsDigit() -> Bool {
        index + 1 < scalars.count && ("0"..."9").contains(scalars[index + 1])
    }

    func isAt(_ text: String) -> Bool {
        let needle = Array(text.unicodeScalars)
        guard index + needle.count <= scalars.count, Array(scalars[index..<(index + needle.count)]) == needle else { return false }
        // `\end` must not match `\endpoint`.
        let after = index + needle.count
        return needle.count < 2 || !needle[1].properties.isAlphabetic || after == scalars.count || !scalars[after].properties.isAlphabetic
    }

    /// Reads `\name` (letters) or `\c` (one other character), returning the name without the backslash.
    mutating func command() -> String {
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
    mutating func groupText() throws(TeXFailure) -> String {
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

    mutating func skipSpaces() {
        while let next = peek(), next == " " || next == "\n" || next == "\t" || next == "\r" { index += 1 }
    }

    /// `\\[4pt]`: the extra space after a row break, which MathML's table leaves to its own spacing.
    mutating func skipOptionalSize() {
        guard peek() == "[", let close = scalars[index...].firstIndex(of: "]") else { return }
        index = close + 1
    }
}
