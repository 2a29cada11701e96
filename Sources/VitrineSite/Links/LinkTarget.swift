/// How a URL found in the output is classified and mapped to an output file.
enum LinkTarget {
    /// `https:`, `mailto:`, `data:`…: a URL the link check leaves alone.
    static func hasScheme(_ url: String) -> Bool {
        if let ascii = asciiHasScheme(url) { return ascii }
        guard let colon = url.firstIndex(of: ":") else { return false }
        let scheme = url[..<colon]
        guard let first = scheme.first, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
    }

    /// Whether the link check must resolve this URL inside the site.
    static func isInternal(_ url: String) -> Bool {
        !(url.isEmpty || url.hasPrefix("#") || url.hasPrefix("//") || hasScheme(url))
    }

    /// The output file an internal URL in a page in `folder` points at, or `nil` when it leaves the site.
    static func outputPath(for url: String, inFolder folder: String, basePath: String) -> String? {
        let end = url.firstIndex { $0 == "#" || $0 == "?" } ?? url.endIndex
        var path = percentDecoded(String(url[..<end]))
        var base = folder
        if path.hasPrefix("/") {
            guard path.hasPrefix(basePath) || path + "/" == basePath else { return nil }
            path = String(path.dropFirst(min(basePath.count, path.count)))
            base = ""
        }
        guard let resolved = SitePaths.resolve(path.isEmpty ? "./" : path, in: base) else { return nil }
        return resolved.isEmpty || resolved.hasSuffix("/") ? resolved + "index.html" : resolved
    }
}

private extension LinkTarget {
    /// `hasScheme` on the bytes when the URL is ASCII up to its first `:`; `nil` otherwise, for the
    /// `Character` rules (letters and digits beyond ASCII).
    static func asciiHasScheme(_ url: String) -> Bool? {
        var count = 0
        var valid = true
        for byte in url.utf8 {
            if byte >= 0x80 { return nil }
            if byte == UInt8(ascii: ":") { return count > 0 && valid }
            let isLetter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            let isSign = byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            if !(count == 0 ? isLetter : isLetter || isDigit || isSign) { valid = false }
            count += 1
        }
        return false
    }

    static func percentDecoded(_ text: String) -> String {
        guard text.contains("%") else { return text }
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%"), let high = iterator.next(), let low = iterator.next(),
                let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
            {
                bytes.append(value)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
