import Foundation

/// GitHub-style heading ids: lower case, spaces to `-`, punctuation and symbols dropped except `-` and `_`,
/// letters and digits of any script kept; repeats numbered `-1`, `-2`; an empty id becomes `section`.
package struct HeadingSlugs {
    private var used: Set<String>
    private var repeats: [String: Int] = [:]
    private var givenUsed: Set<String> = []

    let style: HeadingIDStyle
    /// What every id made from a heading's text starts with (kramdown's `auto_id_prefix`); ids authors wrote keep theirs.
    let prefix: String

    /// - Parameter reserved: ids already in the page (footnotes), which headings must not take.
    init(reserved: Set<String> = [], style: HeadingIDStyle = .github, prefix: String = "") {
        used = reserved
        self.style = style
        self.prefix = prefix
    }

    package static func slug(_ text: String, style: HeadingIDStyle) -> String {
        switch style {
        case .github, .hugo: slug(text)
        case .githubSlugger: slug(text, keepingVariationSelectors: true)
        case .hugoBlackfriday: blackfridaySlug(text)
        case .mkDocs: mkDocsSlug(text)
        case .vitePress: vitePressSlug(text)
        case .zola: zolaSlug(text)
        }
    }

    /// Blackfriday's `SanitizedAnchorName`: letters and digits, lowercased; before each run of them after the first,
    /// one `-` for whatever came between.
    static func blackfridaySlug(_ text: String) -> String {
        var slug = String.UnicodeScalarView()
        var dash = false
        for scalar in text.unicodeScalars {
            // Go's `unicode.IsLetter` and `IsNumber`: the letter and number categories.
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber, .letterNumber, .otherNumber:
                if dash, !slug.isEmpty { slug.append("-") }
                dash = false
                slug.append(contentsOf: String(scalar).lowercased().unicodeScalars)
            default:
                dash = true
            }
        }
        return String(slug)
    }

    /// The icon sets of MkDocs Material's shortcodes (`:material-check:`, `:octicons-mark-github-16:`).
    package static let materialIconSets = ["material-", "octicons-", "fontawesome-", "simple-"]

    /// `value = NFKD, ASCII only; drop [^\w\s-]; strip; lower; [-\s]+ → -`, as Python-Markdown's `slugify`, which
    /// sees an icon's shortcode as the `<svg>` pymdownx.emoji drew before it, and leaves it out.
    static func mkDocsSlug(_ text: String) -> String {
        let folded = withoutIcons(text).decomposedStringWithCompatibilityMapping.unicodeScalars.filter(\.isASCII)
        var kept = String.UnicodeScalarView()
        for scalar in folded {
            let byte = UInt8(scalar.value)
            if Bytes.isAlphanumeric(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || Bytes.isSpaceOrTab(byte) || byte == 0x0A { kept.append(scalar) }
        }
        var slug = ""
        var pendingSeparator = false
        for scalar in String(kept).trimmingCharacters(in: .whitespacesAndNewlines).lowercased().unicodeScalars {
            if scalar == "-" || scalar == " " || scalar == "\t" || scalar == "\n" {
                pendingSeparator = true
            } else {
                if pendingSeparator { slug += "-" }
                pendingSeparator = false
                slug.unicodeScalars.append(scalar)
            }
        }
        if pendingSeparator { slug += "-" }
        return slug.isEmpty ? "section" : slug
    }

    /// `text` without its icon shortcodes (`:material-dns:`), which vitrine does not draw.
    static func withoutIcons(_ text: String) -> String {
        guard text.contains(":") else { return text }
        var output = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: ":") {
            let after = rest[rest.index(after: open)...]
            let name = after.prefix { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-" || $0 == "_") }
            if name.endIndex < after.endIndex, after[name.endIndex] == ":", materialIconSets.contains(where: { name.hasPrefix($0) }) {
                output += rest[..<open]
                rest = after[after.index(after: name.endIndex)...]
            } else {
                output += rest[...open]
                rest = after
            }
        }
        return output + rest
    }

    /// VitePress' `slugify`: NFKD without combining marks, control characters dropped, every run of spaces and
    /// ASCII punctuation one `-`, none at either end, `_` before a leading digit, lower case.
    static func vitePressSlug(_ text: String) -> String {
        let special = Set("~`!@#$%^&*()-_+=[]{}|\\;:\"'“”‘’<>,.?/".unicodeScalars)
        var slug = ""
        var pendingSeparator = false
        for scalar in text.decomposedStringWithCompatibilityMapping.unicodeScalars {
            if (0x300...0x36F).contains(scalar.value) || scalar.value < 0x20 { continue }
            if special.contains(scalar) || scalar.properties.isWhitespace {
                pendingSeparator = true
            } else {
                if pendingSeparator, !slug.isEmpty { slug += "-" }
                pendingSeparator = false
                slug.unicodeScalars.append(scalar)
            }
        }
        if let first = slug.unicodeScalars.first, ("0"..."9").contains(first) { slug = "_" + slug }
        slug = slug.lowercased()
        return slug.isEmpty ? "section" : slug
    }

    /// The `slug` crate's, as Zola makes heading ids: accents folded to ASCII, letters and digits kept in
    /// lower case, every other run one `-`, none at the ends.
    static func zolaSlug(_ text: String) -> String {
        var slug = ""
        var pendingSeparator = false
        for scalar in text.decomposedStringWithCompatibilityMapping.lowercased().unicodeScalars {
            if (0x300...0x36F).contains(scalar.value) { continue }
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                if pendingSeparator, !slug.isEmpty { slug += "-" }
                pendingSeparator = false
                slug.unicodeScalars.append(scalar)
            } else {
                pendingSeparator = true
            }
        }
        return slug.isEmpty ? "section" : slug
    }

    static func slug(_ text: String, keepingVariationSelectors: Bool = false) -> String {
        if let ascii = asciiSlug(text) { return ascii }
        var slug = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                if Bytes.isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                    slug.unicodeScalars.append(scalar)
                } else if byte == UInt8(ascii: " ") {
                    slug += "-"
                }
            } else if keepingVariationSelectors || !isVariationSelector(scalar) {
                // A variation selector is a mark, but it only says how the emoji before it is drawn, and the
                // emoji itself is dropped: Hugo and mdBook leave both out; github-slugger keeps the mark.
                switch scalar.properties.generalCategory {
                case .lowercaseLetter, .uppercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                     .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
                    slug.unicodeScalars.append(scalar)
                default:
                    break
                }
            }
        }
        return slug.isEmpty ? "section" : slug
    }

    private static func isVariationSelector(_ scalar: Unicode.Scalar) -> Bool {
        (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value)
    }

    /// `slug` for ASCII text, on the bytes; `nil` for any other text.
    private static func asciiSlug(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            let lowered = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            if Bytes.isAlphanumeric(lowered) || lowered == UInt8(ascii: "-") || lowered == UInt8(ascii: "_") {
                bytes.append(lowered)
            } else if lowered == UInt8(ascii: " ") {
                bytes.append(UInt8(ascii: "-"))
            }
        }
        return bytes.isEmpty ? "section" : String(decoding: bytes, as: UTF8.self)
    }

    /// Keeps `ids` (the ones authors wrote) from generated ids.
    mutating func reserve(_ ids: [String]) {
        used.formUnion(ids)
    }

    /// An id an author wrote, as written; a second heading given the same id gets `-1`, as a repeated text does.
    mutating func given(_ id: String) -> String {
        givenUsed.insert(id).inserted ? id : unique(Self.slug(id, style: style))
    }

    /// The id for the next heading with this text, unique in the page: a repeat gets `-1` (`_1` in MkDocs,
    /// as Python-Markdown's `toc` numbers them).
    mutating func next(for text: String) -> String {
        unique(prefix + Self.slug(text, style: style))
    }

    private mutating func unique(_ base: String) -> String {
        let separator = style == .mkDocs ? "_" : "-"
        var candidate = base
        var number = repeats[base] ?? 0
        while used.contains(candidate) {
            number += 1
            candidate = base + separator + String(number)
        }
        repeats[base] = number
        used.insert(candidate)
        return candidate
    }
}
