/// GitHub-style heading ids: lower case, spaces to `-`, punctuation and symbols dropped except `-` and `_`,
/// letters and digits of any script kept; repeats numbered `-1`, `-2`; an empty id becomes `section`.
struct HeadingSlugs {
    private var used: Set<String>
    private var repeats: [String: Int] = [:]
    private var givenUsed: Set<String> = []

    /// - Parameter reserved: ids already in the page (footnotes), which headings must not take.
    init(reserved: Set<String> = []) {
        used = reserved
    }

    static func slug(_ text: String) -> String {
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
            } else {
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
        givenUsed.insert(id).inserted ? id : next(for: id)
    }

    /// The id for the next heading with this text, unique in the page.
    mutating func next(for text: String) -> String {
        let base = Self.slug(text)
        var candidate = base
        var number = repeats[base] ?? 0
        while used.contains(candidate) {
            number += 1
            candidate = "\(base)-\(number)"
        }
        repeats[base] = number
        used.insert(candidate)
        return candidate
    }
}
