import Foundation

/// A page's HTML as the print page holds it, among every other page's: each id it defines, and each reference to
/// one (`for`, `aria-labelledby`, `url(#…)`, `href="#…"`), takes the page's anchor as a prefix, so two pages'
/// `#install` headings stay apart and the page validates; a link to a page of the print page goes to that page's
/// place on it; any other relative URL is rebased from the page's folder onto the print page's.
///
/// One pass over the bytes with a tag reader: text, comments and code are copied as they are, so a code block that
/// shows `id="x"` or `url(#x)` keeps its text.
struct PrintRewriter: Sendable {
    /// Each page's anchor on the print page, by its output file (`guide/setup/index.html` → `guide-setup`).
    let anchors: [String: String]
    let basePath: String
    /// The way from the print page's folder back to the root: `../`.
    let rootFromPrint: String

    /// `html`, written by a page in `folder` (decoded, as `PageLocation.directory`), for the chapter at `anchor`.
    func rewrite(_ html: String, anchor: String, folder: String) -> String {
        let page = Page(rewriter: self, anchor: anchor, folder: folder, encodedFolder: PercentEncoding.encodedPath(folder))
        let input = Array(html.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(input.count + input.count / 8)
        var index = 0
        while index < input.count {
            guard let open = Self.nextTag(in: input, from: index) else {
                output += input[index...]
                break
            }
            output += input[index..<open]
            index = open
            if Self.starts(input, at: index, with: "<!--") {
                let end = Self.find(input[...], Self.commentEnd, from: index + 4).map { $0 + 3 } ?? input.count
                output += input[index..<end]
                index = end
            } else if index + 1 < input.count, Self.isLetter(input[index + 1]) {
                let name: String
                (index, name) = page.tag(input, at: index, into: &output)
                // Raw text: a script's is copied as it is; a style sheet's `url(#…)` references move with the ids.
                if name == "script" || name == "style" {
                    let end = Self.find(input[...], Array(("</" + name).utf8), from: index) ?? input.count
                    if name == "style" { page.appendFragmentReferences(in: input[index..<end], to: &output) } else { output += input[index..<end] }
                    index = end
                }
            } else {
                output.append(input[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}

private extension PrintRewriter {
    /// Attributes that hold one id, or several separated by spaces.
    static let idAttributes: Set<String> = ["id", "name", "for", "list", "form", "aria-activedescendant", "aria-errormessage"]
    static let idListAttributes: Set<String> = [
        "aria-labelledby", "aria-describedby", "aria-controls", "aria-owns", "aria-details", "aria-flowto", "headers",
    ]
    /// Attributes that hold a URL, and whether a reader follows it to another page (`src` only loads a file).
    static let urlAttributes: [String: Bool] = ["href": true, "xlink:href": true, "usemap": true, "src": false, "poster": false]

    /// One page's part of the rewrite.
    struct Page {
        let rewriter: PrintRewriter
        let anchor: String
        let folder: String
        let encodedFolder: String

        /// Copies the start tag at `start` with its attributes rewritten; returns the index after it and its name.
        func tag(_ input: [UInt8], at start: Int, into output: inout [UInt8]) -> (Int, String) {
            var index = start + 1
            while index < input.count, !PrintRewriter.isSpace(input[index]), input[index] != UInt8(ascii: ">"), input[index] != UInt8(ascii: "/") {
                index += 1
            }
            let name = String(decoding: input[(start + 1)..<index], as: UTF8.self).lowercased()
            output += input[start..<index]
            while index < input.count {
                let byte = input[index]
                if byte == UInt8(ascii: ">") {
                    output.append(byte)
                    return (index + 1, name)
                }
                if PrintRewriter.isSpace(byte) || byte == UInt8(ascii: "/") {
                    output.append(byte)
                    index += 1
                    continue
                }
                let nameStart = index
                while index < input.count, !PrintRewriter.isSpace(input[index]), input[index] != UInt8(ascii: "="), input[index] != UInt8(ascii: ">"),
                    input[index] != UInt8(ascii: "/")
                {
                    index += 1
                }
                let attribute = String(decoding: input[nameStart..<index], as: UTF8.self).lowercased()
                output += input[nameStart..<index]
                var look = index
                while look < input.count, PrintRewriter.isSpace(input[look]) { look += 1 }
                guard look < input.count, input[look] == UInt8(ascii: "=") else { continue }
                look += 1
                while look < input.count, PrintRewriter.isSpace(input[look]) { look += 1 }
                output += input[index..<look]
                index = look
                guard index < input.count else { break }
                let quote = input[index]
                let quoted = quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'")
                let valueStart = quoted ? index + 1 : index
                let valueEnd = quoted
                    ? input[valueStart...].firstIndex(of: quote) ?? input.count
                    : input[index...].firstIndex { PrintRewriter.isSpace($0) || $0 == UInt8(ascii: ">") } ?? input.count
                if quoted { output.append(quote) }
                append(attribute, input[valueStart..<valueEnd], to: &output)
                index = valueEnd
                if quoted, index < input.count {
                    output.append(quote)
                    index += 1
                }
            }
            return (index, name)
        }

        /// Appends an attribute's value, rewritten as its kind asks.
        func append(_ attribute: String, _ value: ArraySlice<UInt8>, to output: inout [UInt8]) {
            if PrintRewriter.idAttributes.contains(attribute) {
                if !value.isEmpty { appendPrefix(to: &output) }
                output += value
            } else if PrintRewriter.idListAttributes.contains(attribute) {
                for (number, id) in value.split(whereSeparator: PrintRewriter.isSpace).enumerated() {
                    if number > 0 { output.append(UInt8(ascii: " ")) }
                    appendPrefix(to: &output)
                    output += id
                }
            } else if let isLink = PrintRewriter.urlAttributes[attribute] {
                output += url(String(decoding: value, as: UTF8.self), isLink: isLink).utf8
            } else {
                appendFragmentReferences(in: value, to: &output)
            }
        }

        func appendPrefix(to output: inout [UInt8]) {
            output += anchor.utf8
            output.append(UInt8(ascii: ":"))
        }

        /// `url(#x)` (and `url('#x')`) made `url(#anchor:x)`: an SVG's gradients and filters, in an attribute or a style sheet.
        func appendFragmentReferences(in text: ArraySlice<UInt8>, to output: inout [UInt8]) {
            var index = text.startIndex
            while let found = PrintRewriter.find(text, PrintRewriter.urlOpen, from: index) {
                var hash = found + 4
                if hash < text.endIndex, text[hash] == UInt8(ascii: "'") || text[hash] == UInt8(ascii: "\"") { hash += 1 }
                hash = min(hash, text.endIndex)
                output += text[index..<hash]
                index = hash
                if index < text.endIndex, text[index] == UInt8(ascii: "#") {
                    output.append(UInt8(ascii: "#"))
                    appendPrefix(to: &output)
                    index += 1
                }
            }
            output += text[index...]
        }

        /// Where `url` leads from the print page: this page's own fragments and links to pages of the print page
        /// to their places on it; other relative URLs rebased; absolute and external ones as they are.
        func url(_ url: String, isLink: Bool) -> String {
            if url.hasPrefix("#") { return place(anchor, fragment: url.dropFirst()) }
            guard LinkTarget.isInternal(url) else { return url }
            let written = url.contains("&") ? url.replacingOccurrences(of: "&amp;", with: "&") : url
            if isLink, let target = LinkTarget.outputPath(for: written, inFolder: folder, basePath: rewriter.basePath),
                let page = rewriter.anchors[target] ?? rewriter.anchors[target + "/index.html"]
            {
                return place(page, fragment: url.firstIndex(of: "#").map { url[url.index(after: $0)...] } ?? "")
            }
            if url.hasPrefix("/") { return url }
            let split = url.firstIndex { $0 == "?" || $0 == "#" } ?? url.endIndex
            let path = url[..<split]
            // A URL that climbs out of the site (a neighbouring book's) is left as the author wrote it.
            guard let resolved = SitePaths.resolve(path.isEmpty ? "./" : String(path), in: encodedFolder) else { return url }
            let rebased = rewriter.rootFromPrint + resolved + url[split...]
            return rebased.isEmpty ? "./" : rebased
        }

        /// `#page` for the top of a page (no fragment, or `#top`), `#page:fragment` for a place in it.
        func place(_ page: String, fragment: Substring) -> String {
            fragment.isEmpty || fragment == "top" ? "#" + page : "#" + page + ":" + fragment
        }
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == 0x0C
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    static func starts(_ bytes: [UInt8], at index: Int, with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pointer = text.utf8Start
        for offset in 0..<count where bytes[index + offset] != pointer[offset] { return false }
        return true
    }

    /// The next `<` from `start`, found with `memchr`: most of a page's bytes are text between tags.
    static func nextTag(in bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, start < buffer.count,
                let found = memchr(base + start, Int32(UInt8(ascii: "<")), buffer.count - start)
            else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    static let commentEnd = Array("-->".utf8)
    static let urlOpen = Array("url(".utf8)

    /// The first index of `needle` (lowercase) in `bytes` from `start`, ASCII letters matched in either case
    /// (`</STYLE`).
    static func find(_ bytes: ArraySlice<UInt8>, _ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first else { return nil }
        var index = start
        while index + needle.count <= bytes.endIndex {
            if lowercased(bytes[index]) == first {
                var offset = 1
                while offset < needle.count, lowercased(bytes[index + offset]) == needle[offset] { offset += 1 }
                if offset == needle.count { return index }
            }
            index += 1
        }
        return nil
    }

    static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
}
