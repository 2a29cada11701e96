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
        !(url.isEmpty || url.startsWithHash || url.hasPrefix("//") || hasScheme(url))
    }

    /// Whether a URL's last part names a file by its extension (`../src/main.c`), not a folder or a page.
    static func namesFile(_ url: String) -> Bool {
        let path = url[..<url.queryOrFragmentStart]
        guard let last = path.split(separator: "/").last, !path.hasSuffix("/"), let dot = last.lastIndex(of: ".") else { return false }
        let ext = last[last.index(after: dot)...]
        return !ext.isEmpty && ext.allSatisfy { $0.isLetter || $0.isNumber }
    }

    /// A link's destination as cmark writes it into `href` and `src`, read back as the link check reads it: every
    /// byte outside cmark's safe set percent-encoded (a space, `<`, non-ASCII letters), `&` and `'` kept (cmark
    /// writes them as character references).
    static func asWrittenByCmark(_ url: String) -> String {
        guard url.utf8.contains(where: { !isSafeInHref($0) }) else { return url }
        var escaped = ""
        for byte in url.utf8 {
            if isSafeInHref(byte) {
                escaped.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = Array("0123456789ABCDEF".utf8)
                escaped += String(decoding: [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]], as: UTF8.self)
            }
        }
        return escaped
    }

    /// cmark's `HREF_SAFE` (`houdini_href_e.c`), with `&` and `'`, which it writes as references, not escapes.
    private static func isSafeInHref(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: Array("-_.+!*'(),%#@?=;:/$~&".utf8).contains(byte)
        }
    }

    /// The output file an internal URL in a page in `folder` points at, or `nil` when it leaves the site.
    static func outputPath(for url: String, inFolder folder: String, basePath: String) -> String? {
        let bytes = url.utf8
        let end = bytes.firstIndex { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") } ?? bytes.endIndex
        var path = PercentEncoding.decoded(String(Substring(bytes[..<end])))
        var base = folder
        if path.hasPrefix("/") {
            guard path.hasPrefix(basePath) || path + "/" == basePath else { return nil }
            path = String(path.dropFirst(min(basePath.count, path.count)))
            base = ""
        }
        guard let resolved = fromRoot(path, depth: base.utf8.count { $0 == UInt8(ascii: "/") }) ?? SitePaths.resolve(path.isEmpty ? "./" : path, in: base) else {
            return nil
        }
        return resolved.isEmpty || resolved.hasSuffix("/") ? resolved + "index.html" : resolved
    }
}

private extension LinkTarget {
    /// The common case without splitting: a path that climbs exactly to the root (`../../a/b/`, as every
    /// template link does) and holds no other `.` or `..` part is the rest of it. `nil` when it is not that case.
    static func fromRoot(_ path: String, depth: Int) -> String? {
        let bytes = Array(path.utf8)
        let skip = depth * 3
        guard bytes.count >= skip else { return nil }
        for level in 0..<depth where !(bytes[level * 3] == UInt8(ascii: ".") && bytes[level * 3 + 1] == UInt8(ascii: ".") && bytes[level * 3 + 2] == UInt8(ascii: "/")) {
            return nil
        }
        let rest = bytes[skip...]
        // Any `.` right after a slash (or at the start) might be a `.` or `..` part: leave those to the full resolver.
        var previous = UInt8(ascii: "/")
        for byte in rest {
            if byte == UInt8(ascii: "."), previous == UInt8(ascii: "/") { return nil }
            if byte == UInt8(ascii: "/"), previous == UInt8(ascii: "/") { return nil }
            previous = byte
        }
        return String(decoding: rest, as: UTF8.self)
    }

    /// `hasScheme` on the bytes when the URL is ASCII up to its first `:`; `nil` otherwise, for the
    /// `Character` rules (letters and digits beyond ASCII).
    static func asciiHasScheme(_ url: String) -> Bool? {
        var url = url
        return url.withUTF8 { bytes -> Bool? in
            // A scheme starts with a letter: `../a/`, `/a` and `#a`, most of a page's links, stop here.
            guard let first = bytes.first, first < 0x80 else { return bytes.isEmpty ? false : nil }
            guard isASCIILetter(first) else { return false }
            for byte in bytes.dropFirst() {
                if byte >= 0x80 { return nil }
                if byte == UInt8(ascii: ":") { return true }
                let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                let isSign = byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                if !(isASCIILetter(byte) || isDigit || isSign) { return false }
            }
            return false
        }
    }

    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}
