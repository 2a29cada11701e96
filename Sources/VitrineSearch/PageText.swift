/// A part of a page a search result can point at: the text before the first heading (no id, no heading),
/// or an `h2`/`h3` and everything up to the next one. Text is plain (tags stripped, entities decoded), its
/// whitespace and control characters collapsed to single spaces.
///
/// `heading` and `text` are kept as the inside of JSON strings (`"` and `\` escaped, nothing else needs
/// it), ready for the pages files without a second pass; the escapes are separators to `Words` either way.
package struct PageSection: Equatable, Sendable {
    package var id: [UInt8] = []
    package var heading: [UInt8] = []
    package var text: [UInt8] = []
}

/// Builds a page's sections from what a reader reads, in order: text, the breaks between words that markup
/// makes, headings, and raw HTML the author wrote, whose tags it reads itself without a full parser (a stray
/// `<` only costs a word, never a crash).
package struct PageTextBuilder {
    private var finished: [PageSection] = []
    private var current = PageSection()
    private var inHeading = false
    /// Inside a heading's `<a class="anchor">`, whose `#` is decoration and not part of the title.
    private var inAnchor = false
    private var pendingSpace = false
    /// An element whose content is left out and which has not closed yet: a first `h1` (the page's title,
    /// which results show on their own), or raw HTML's `svg`, `script` or `style`.
    private var skipping: UInt64?
    // Read once per page, not once per tag (each read of a global checks that it was made).
    private let rawTextElements = HTMLTag.rawTextElements
    private let inlineElements = HTMLTag.inlineElements

    package init() {}

    /// The sections of HTML written by hand (a catalog entry's, a test's), read as raw HTML.
    package static func sections(ofHTML html: String) -> [PageSection] {
        var builder = PageTextBuilder()
        var html = html
        html.withUTF8 { builder.read(html: $0) }
        return builder.sections()
    }

    /// The sections read so far, the one before the first heading first.
    /// Each in arrays of its own size: a build keeps every page's sections until the index is written, and the
    /// preview keeps them across builds, where the room arrays grow into would stay taken.
    package func sections() -> [PageSection] {
        (finished + [current]).map { section in
            PageSection(id: Self.exact(section.id), heading: Self.exact(section.heading), text: Self.exact(section.text))
        }
    }

    private static func exact(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBufferPointer { [UInt8]($0) }
    }

    /// Text as a reader sees it: whitespace and control characters separate words, nothing is escaped.
    package mutating func read(text: UnsafeBufferPointer<UInt8>) {
        guard skipping == nil else { return }
        var index = 0
        while index < text.count {
            let byte = text[index]
            if byte <= 0x20 {
                pendingSpace = true
                index += 1
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                append(byte)
                index += 1
            } else {
                let end = Self.runEnd(in: text, from: index, isPart: Self.isPlain)
                append(UnsafeBufferPointer(rebasing: text[index..<end]))
                index = end
            }
        }
    }

    package mutating func read(_ text: String) {
        var text = text
        text.withUTF8 { read(text: $0) }
    }

    /// A break between words that the text does not show: a block's edge, a line break, an image.
    package mutating func separate() {
        if skipping == nil { pendingSpace = true }
    }

    /// A heading starts: an `h2` or `h3` starts a section with `id`; a first `h1` before any text repeats the
    /// page's title and is left out.
    package mutating func beginHeading(level: Int, id: [UInt8]) {
        guard skipping == nil else { return }
        if level == 2 || level == 3 {
            finished.append(current)
            current = PageSection(id: id)
            inHeading = true
            inAnchor = false
            pendingSpace = false
        } else if level == 1, finished.isEmpty, current.text.isEmpty {
            skipping = HTMLTag.h1
        } else {
            pendingSpace = true
        }
    }

    package mutating func endHeading() {
        if skipping == HTMLTag.h1 {
            skipping = nil
            return
        }
        guard skipping == nil else { return }
        inHeading = false
        inAnchor = false
        pendingSpace = true
    }

    /// Raw HTML as the author wrote it: its text read, its tags separating words or not, its `h2` and `h3`
    /// starting sections, the content of its `svg`, `script` and `style` left out.
    package mutating func read(html: UnsafeBufferPointer<UInt8>) {
        var index = 0
        if let name = skipping {
            guard let end = HTMLTag.closeOfElement(named: name, in: html, from: 0) else { return }
            skipping = nil
            if !inlineElements.contains(name) { pendingSpace = true }
            index = end
        }
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
                let end = Self.runEnd(in: html, from: index, isPart: Self.isOrdinary)
                append(UnsafeBufferPointer(rebasing: html[index..<end]))
                index = end
            }
        }
    }

    /// The end of the run of bytes `isPart` takes that starts at `start`, copied at once: a single space between
    /// two of them is already collapsed and belongs to the run.
    @inline(__always)
    private static func runEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, isPart: (UInt8) -> Bool) -> Int {
        var end = start + 1
        while end < bytes.count {
            let next = bytes[end]
            if next == UInt8(ascii: " "), end + 1 < bytes.count, isPart(bytes[end + 1]) {
                end += 2
            } else if isPart(next) {
                end += 1
            } else {
                break
            }
        }
        return end
    }

    /// A byte of text copied as it is: not a space or control character, not escaped for JSON.
    @inline(__always)
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    @inline(__always)
    private static func isOrdinary(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte != UInt8(ascii: "<") && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    private mutating func append(_ run: UnsafeBufferPointer<UInt8>) {
        if inAnchor || skipping != nil { return }
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
        let tag = HTMLTag.parse(html, at: start)
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
                beginHeading(level: 2, id: HTMLEntities.decodeAll(html, tag.id))
                return tag.end
            }
            if tag.name == HTMLTag.h1, finished.isEmpty, current.text.isEmpty, !tag.selfClosing {
                return skip(HTMLTag.h1, in: html, from: tag.end)
            }
            if tag.name == HTMLTag.a, inHeading, HTMLTag.hasClass("anchor", html, tag.classes) {
                inAnchor = true
            }
            if rawTextElements.contains(tag.name), !tag.selfClosing {
                return skip(tag.name, in: html, from: tag.end)
            }
        }
        if !inlineElements.contains(tag.name) { pendingSpace = true }
        return tag.end
    }

    /// Leaves out the element `name` opened just before `start`: to its close, or, when it does not close in
    /// this piece of HTML, through whatever is read until it does.
    private mutating func skip(_ name: UInt64, in html: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let end = HTMLTag.closeOfElement(named: name, in: html, from: start) else {
            skipping = name
            return html.count
        }
        if !inlineElements.contains(name) { pendingSpace = true }
        return end
    }
}
