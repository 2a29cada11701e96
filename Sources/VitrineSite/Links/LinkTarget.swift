/// How a URL found in the output is classified and mapped to an output file.
enum LinkTarget {
    /// `https:`, `mailto:`, `data:`…: a URL the link check leaves alone.
    static func hasScheme(_ url: String) -> Bool {
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
