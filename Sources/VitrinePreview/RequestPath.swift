import VitrineSite

/// A request target reduced to a snapshot key, or refused.
///
/// The server never touches the file system while answering, so a path can only ever name a key of the
/// snapshot dictionary. Still, anything odd is refused outright rather than repaired: a target that does
/// not start with `/`, a bad or double percent-escape, a control byte or NUL, a backslash, an empty,
/// `.` or `..` segment, or bytes that are not UTF-8.
enum RequestPath: Equatable {
    /// A clean path: its segments joined by `/`, without leading slash (empty for the root),
    /// and whether the request ended with a slash.
    case clean(key: String, trailingSlash: Bool)
    /// The target is not something a static site can answer (400).
    case refused

    /// - Parameter path: The request's path as sent, percent-escapes and all, without its query.
    init(path: String) {
        guard path.first == "/", let decoded = Self.percentDecoded(path.utf8.dropFirst()) else {
            self = .refused
            return
        }
        if decoded.isEmpty {
            self = .clean(key: "", trailingSlash: true)
            return
        }
        let trailingSlash = decoded.last == UInt8(ascii: "/")
        let body = trailingSlash ? decoded.dropLast() : decoded[...]
        let segments = body.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        for segment in segments {
            if segment.isEmpty || segment.elementsEqual(".".utf8) || segment.elementsEqual("..".utf8) {
                self = .refused
                return
            }
        }
        let key = String(decoding: body, as: UTF8.self)
        guard key.utf8.elementsEqual(body) else {
            self = .refused
            return
        }
        self = .clean(key: key, trailingSlash: trailingSlash)
    }

    /// Decodes `%XX` once; refuses bytes no sane path holds, including a `%` left after decoding.
    private static func percentDecoded(_ bytes: Substring.UTF8View.SubSequence) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var iterator = bytes.makeIterator()
        while let byte = iterator.next() {
            var value = byte
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next().flatMap(HexDigit.value), let low = iterator.next().flatMap(HexDigit.value) else {
                    return nil
                }
                value = high << 4 | low
            }
            switch value {
            case 0..<0x20, 0x7F, UInt8(ascii: "\\"), UInt8(ascii: "%"), UInt8(ascii: "#"):
                return nil
            default:
                output.append(value)
            }
        }
        return output
    }
}
