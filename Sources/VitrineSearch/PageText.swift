/// A part of a page a search result can point at: the text before the first heading (no id, no heading),
/// or an `h2`/`h3` and everything up to the next one. Text is plain (tags stripped, entities decoded), its
/// whitespace and control characters collapsed to single spaces.
///
/// `heading` and `text` are kept as the inside of JSON strings (`"` and `\` escaped, nothing else needs
/// it), ready for the pages files without a second pass; the escapes are separators to `Words` either way.
struct PageSection: Equatable {
    var id: [UInt8] = []
    var heading: [UInt8] = []
    var text: [UInt8] = []
}

/// Turns a page's body HTML into its sections in one pass over the bytes, without a full parser: the HTML
/// is cmark's output plus our own fences, and a stray `<` in raw HTML only costs a word, never a crash.
struct PageTextExtractor {
    private var finished: [PageSection] = []
    private var current = PageSection()
    private var inHeading = false
    /// Inside a heading's `<a class="anchor">`, whose `#` is decoration and not part of the title.
    private var inAnchor = false
    private var pendingSpace = false
    // Read once per page, not once per tag (each read of a global checks that it was made).
    private let rawTextElements = HTMLTag.rawTextElements
    private let inlineElements = HTMLTag.inlineElements

    static func sections(of html: String) -> [PageSection] {
        var html = html
        return html.withUTF8 { bytes in
            var extractor = PageTextExtractor()
            extractor.scan(bytes)
            return extractor.finished + [extractor.current]
        }
    }

    private mutating func scan(_ html: UnsafeBufferPointer<UInt8>) {
        var index = 0
        while index < html.count {
            let byte = html[index]
            switch byte {
            case UInt8(ascii: "<"):
                index = tag(in: html, at: index)
            case UInt8(ascii: "&"):
                let (scalar, next) = HTMLEntities.decode(html, at: index)
                if let scalar, scalar.value <= 0x20 {
                    pendingSpace = true
                } else if let scalar {
                    UTF8.encode(scalar) { append($0) }
                } else {
                    append(byte)
                }
                index = next
            case 0...0x20:
                pendingSpace = true
                index += 1
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                append(byte)
                index += 1
            default:
                // A run of ordinary characters, copied at once; a single space between two of them is
                // already collapsed and belongs to the run.
                var end = index + 1
                while end < html.count {
                    let next = html[end]
                    if next == UInt8(ascii: " "), end + 1 < html.count, Self.isOrdinary(html[end + 1]) {
                        end += 2
                    } else if Self.isOrdinary(next) {
                        end += 1
                    } else {
                        break
                    }
                }
                append(UnsafeBufferPointer(rebasing: html[index..<end]))
                index = end
            }
        }
    }

    @inline(__always)
    private static func isOrdinary(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte != UInt8(ascii: "<") && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    private mutating func append(_ run: UnsafeBufferPointer<UInt8>) {
        if inAnchor { return }
        if inHeading {
            if pendingSpace && !current.heading.isEmpty { current.heading.append(UInt8(ascii: " ")) }
            current.heading.append(contentsOf: run)
        } else {
            if pendingSpace && !current.text.isEmpty { current.text.append(UInt8(ascii: " ")) }
            current.text.append(contentsOf: run)
        }
        pendingSpace = false
    }

    /// One byte of text, escaped for JSON when it is a quote or backslash.
    private mutating func append(_ byte: UInt8) {
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            withUnsafeBytes(of: (UInt8(ascii: "\\"), byte)) { append($0.bindMemory(to: UInt8.self)) }
        } else {
            withUnsafePointer(to: byte) { append(UnsafeBufferPointer(start: $0, count: 1)) }
        }
    }

    /// Handles the markup starting at `start` (a `<`) and returns the index after it.
    private mutating func tag(in html: UnsafeBufferPointer<UInt8>, at start: Int) -> Int {
        var tag = HTMLTag.parse(html, at: start)
        switch tag.kind {
        case .text:
            append(UInt8(ascii: "<"))
            return start + 1
        case .skipped:
            return tag.end
        case .closing:
            if tag.name == HTMLTag.a, inAnchor {
                inAnchor = false
            } else if tag.name == HTMLTag.h2 || tag.name == HTMLTag.h3, inHeading {
                inHeading = false
                pendingSpace = false
            }
        case .opening:
            if tag.name == HTMLTag.h2 || tag.name == HTMLTag.h3 {
                finished.append(current)
                current = PageSection(id: HTMLEntities.decodeAll(html, tag.id))
                inHeading = true
                inAnchor = false
                pendingSpace = false
                return tag.end
            }
            // A first heading before any text repeats the page's title, which results show on their own.
            if tag.name == HTMLTag.h1, finished.isEmpty, current.text.isEmpty, !tag.selfClosing {
                return HTMLTag.endOfElement(named: tag.name, in: html, from: tag.end)
            }
            if tag.name == HTMLTag.a, inHeading, HTMLTag.hasClass("anchor", html, tag.classes) {
                inAnchor = true
            }
            if rawTextElements.contains(tag.name), !tag.selfClosing {
                tag.end = HTMLTag.endOfElement(named: tag.name, in: html, from: tag.end)
            }
        }
        if !inlineElements.contains(tag.name) { pendingSpace = true }
        return tag.end
    }
}
