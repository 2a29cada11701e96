/// Character classes over UTF-8 bytes as cmark defines them for delimiters and autolinks.
enum Characters {
    /// The scalar starting at `index`, or nil when `index` is not the start of a valid UTF-8 sequence.
    static func scalar(in bytes: ArraySlice<UInt8>, at index: Int) -> Unicode.Scalar? {
        guard index >= bytes.startIndex, index < bytes.endIndex else { return nil }
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0x00...0x7F: return Unicode.Scalar(lead)
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return nil
        }
        guard index + length <= bytes.endIndex else { return nil }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return Unicode.Scalar(value)
    }

    /// The scalar ending just before `index`.
    static func scalar(in bytes: ArraySlice<UInt8>, before index: Int) -> Unicode.Scalar? {
        var start = index - 1
        while start > bytes.startIndex, bytes[start] & 0xC0 == 0x80, index - start < 4 { start -= 1 }
        return scalar(in: bytes, at: start)
    }

    /// `cmark_utf8proc_is_space`: Unicode space separators, tab, line feed, form feed, carriage return.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0C, 0x0D: return true
        default: return scalar.properties.generalCategory == .spaceSeparator
        }
    }

    /// `cmark_utf8proc_is_punctuation`: ASCII punctuation, or a Unicode punctuation category.
    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return Bytes.isPunctuation(UInt8(scalar.value)) }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }
}
