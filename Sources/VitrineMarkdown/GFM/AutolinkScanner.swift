/// cmark-gfm's extended autolink rules (`extensions/autolink.c`) over the bytes of one text node.
struct AutolinkScanner {
    struct Match {
        var range: Range<Int>
        var url: String
    }

    let bytes: ArraySlice<UInt8>
    /// Whether a `www.` link may start at offset 0: after a space, a line start or `*`, `_`, `~`, `(`.
    let wwwAllowedAtStart: Bool

    init(_ text: String, wwwAllowedAtStart: Bool) {
        bytes = ArraySlice(Array(text.utf8))
        self.wwwAllowedAtStart = wwwAllowedAtStart
    }

    /// Every `www.`, `scheme://` and e-mail link, in order, not overlapping.
    func matches() -> [Match] {
        var found: [Match] = []
        var index = 0, gapStart = 0
        while index < bytes.count {
            let match: Match?
            switch bytes[index] {
            case UInt8(ascii: "w"): match = www(at: index)
            case UInt8(ascii: ":"): match = url(at: index, notBefore: gapStart)
            default: match = nil
            }
            if let match {
                found += emails(in: gapStart..<match.range.lowerBound)
                found.append(match)
                index = match.range.upperBound
                gapStart = index
            } else {
                index += 1
            }
        }
        return found + emails(in: gapStart..<bytes.count)
    }

    private func www(at start: Int) -> Match? {
        if start > 0 {
            let previous = bytes[start - 1]
            guard "*_~(".utf8.contains(previous) || Bytes.isSpace(previous) else { return nil }
        } else if !wwwAllowedAtStart {
            return nil
        }
        let data = bytes[start...]
        guard data.count >= 4, data.prefix(4).elementsEqual("www.".utf8) else { return nil }
        var end = domainLength(data, allowShort: false)
        guard end > 0 else { return nil }
        while end < data.count, !Bytes.isSpace(data[start + end]) { end += 1 }
        end = trimmedEnd(data, end)
        guard end > 0 else { return nil }
        let text = String(decoding: data.prefix(end), as: UTF8.self)
        return Match(range: start..<(start + end), url: "http://" + text)
    }

    private func url(at colon: Int, notBefore floor: Int) -> Match? {
        let data = bytes[colon...]
        guard data.count >= 4, data[colon + 1] == UInt8(ascii: "/"), data[colon + 2] == UInt8(ascii: "/") else { return nil }
        var rewind = 0
        while colon - rewind - 1 >= floor, Bytes.isAlpha(bytes[colon - rewind - 1]) { rewind += 1 }
        guard isSafeScheme(bytes[(colon - rewind)...]) else { return nil }
        let domain = domainLength(data.dropFirst(3), allowShort: true)
        guard domain > 0 else { return nil }
        var end = 3 + domain
        while end < data.count, !Bytes.isSpace(data[colon + end]) { end += 1 }
        end = trimmedEnd(data, end)
        guard end > 0 else { return nil }
        let range = (colon - rewind)..<(colon + end)
        return Match(range: range, url: String(decoding: bytes[range], as: UTF8.self))
    }

    /// `postprocess_text`: `local@domain.tld`, `mailto:` and `xmpp:` addresses.
    private func emails(in gap: Range<Int>) -> [Match] {
        var found: [Match] = []
        var offset = gap.lowerBound
        while offset < gap.upperBound, let at = bytes[offset..<gap.upperBound].firstIndex(of: UInt8(ascii: "@")) {
            let maxRewind = at - offset
            var rewind = 0, mailto = true, xmpp = false
            while rewind < maxRewind {
                let byte = bytes[at - rewind - 1]
                if Bytes.isAlphanumeric(byte) || ".+-_".utf8.contains(byte) { rewind += 1; continue }
                if byte == UInt8(ascii: ":") {
                    if hasProtocol("mailto:", endingAt: at - rewind, floor: offset) { mailto = false; rewind += 1; continue }
                    if hasProtocol("xmpp:", endingAt: at - rewind, floor: offset) { mailto = false; xmpp = true; rewind += 1; continue }
                }
                break
            }
            guard rewind > 0 else { offset = at + 1; continue }
            var end = 0, ats = 0, dots = 0
            while at + end < gap.upperBound {
                let byte = bytes[at + end]
                if Bytes.isAlphanumeric(byte) {
                } else if byte == UInt8(ascii: "@") {
                    ats += 1
                } else if byte == UInt8(ascii: "."), at + end < gap.upperBound - 1, Bytes.isAlphanumeric(bytes[at + end + 1]) {
                    dots += 1
                } else if byte == UInt8(ascii: "/") && xmpp {
                } else if byte != UInt8(ascii: "-") && byte != UInt8(ascii: "_") {
                    break
                }
                end += 1
            }
            guard end >= 2, ats == 1, dots > 0,
                  Bytes.isAlpha(bytes[at + end - 1]) || bytes[at + end - 1] == UInt8(ascii: ".") else { offset = at + 1; continue }
            end = trimmedEnd(bytes[at..<gap.upperBound], end)
            guard end > 0 else { offset = at + 1; continue }
            let range = (at - rewind)..<(at + end)
            found.append(Match(range: range, url: (mailto ? "mailto:" : "") + String(decoding: bytes[range], as: UTF8.self)))
            offset = at + end
        }
        return found
    }

    /// `validate_protocol`: `name` (ending in `:`) ends just before `end`, with no letter or digit before it.
    private func hasProtocol(_ name: String, endingAt end: Int, floor: Int) -> Bool {
        let name = Array(name.utf8)
        let start = end - name.count
        guard start >= floor, bytes[start..<end].elementsEqual(name) else { return false }
        return start == bytes.startIndex || !Bytes.isAlphanumeric(bytes[start - 1])
    }

    /// `sd_autolink_issafe`: http, https or ftp, followed by a character a host name may start with.
    private func isSafeScheme(_ link: ArraySlice<UInt8>) -> Bool {
        for scheme in ["http://", "https://", "ftp://"] {
            let prefix = Array(scheme.utf8)
            if link.count > prefix.count, link.prefix(prefix.count).map({ $0 | 0x20 }).elementsEqual(prefix),
               isHostCharacter(link, at: link.startIndex + prefix.count) {
                return true
            }
        }
        return false
    }

    private func isHostCharacter(_ data: ArraySlice<UInt8>, at index: Int) -> Bool {
        guard let scalar = Characters.scalar(in: data, at: index) else { return false }
        return !Characters.isSpace(scalar) && !Characters.isPunctuation(scalar)
    }

    /// `check_domain`, byte by byte as cmark-gfm does it.
    private func domainLength(_ data: ArraySlice<UInt8>, allowShort: Bool) -> Int {
        let size = data.count
        var index = 1, periods = 0, underscoresBefore = 0, underscores = 0
        while index < size - 1 {
            let byte = data[data.startIndex + index]
            if byte == UInt8(ascii: "_") {
                underscores += 1
            } else if byte == UInt8(ascii: ".") {
                underscoresBefore = underscores
                underscores = 0
                periods += 1
            } else if !isHostCharacter(data, at: data.startIndex + index) && byte != UInt8(ascii: "-") {
                break
            }
            index += 1
        }
        if underscoresBefore > 0 || underscores > 0 { return 0 }
        return allowShort || periods > 0 ? index : 0
    }

    /// `autolink_delim`: stops at `<`, then drops trailing punctuation, an entity-like `&name;`, and closing
    /// parentheses that have no opening partner in the link.
    private func trimmedEnd(_ data: ArraySlice<UInt8>, _ initialEnd: Int) -> Int {
        let base = data.startIndex
        var end = initialEnd
        if let bracket = data.prefix(end).firstIndex(of: UInt8(ascii: "<")) { end = bracket - base }
        while end > 0 {
            let last = data[base + end - 1]
            if "?!.,:*_~'\"".utf8.contains(last) {
                end -= 1
            } else if last == UInt8(ascii: ";") {
                var newEnd = end - 2
                while newEnd > 0, Bytes.isAlpha(data[base + newEnd]) { newEnd -= 1 }
                if newEnd < end - 2, newEnd >= 0, data[base + newEnd] == UInt8(ascii: "&") { end = newEnd } else { end -= 1 }
            } else if last == UInt8(ascii: ")") {
                let opening = data.prefix(end).filter { $0 == UInt8(ascii: "(") }.count
                let closing = data.prefix(end).filter { $0 == UInt8(ascii: ")") }.count
                if closing <= opening { break }
                end -= 1
            } else {
                break
            }
        }
        return end
    }
}
