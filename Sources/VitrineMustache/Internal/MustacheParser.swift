/// Reads a template once, front to back, into nodes: tags found by the current delimiters, lines holding
/// only a section, comment, partial, parent, block or delimiter tag dropped whole, as the Mustache spec asks.
struct MustacheParser {
    private let bytes: [UInt8]
    private var position = 0
    private var open = MustacheParser.defaultOpen
    private var close = MustacheParser.defaultClose
    private var frames = [Frame(kind: .root, offset: 0, outdent: [])]
    private(set) var references: [MustacheTemplate.Reference] = []

    private static let defaultOpen = Array("{{".utf8)
    private static let defaultClose = Array("}}".utf8)

    /// A section, parent or block being read, with the nodes read so far inside it.
    fileprivate struct Frame {
        enum Kind {
            case root
            case section(String, inverted: Bool)
            /// `leadingWhitespace`: the spaces before the opening tag when nothing else precedes it on its
            /// line; whether the parent stands alone is known only at its closing tag.
            case parent(String, MustacheReference, leadingWhitespace: Range<Int>?)
            /// `indentation`: the block's own, as written (not relative to an enclosing block).
            case block(String, indentation: [UInt8])
        }

        let kind: Kind
        /// Where its opening tag starts, for a message when it is never closed.
        let offset: Int
        /// Taken off the start of every line of text read inside: the indentation of the innermost block.
        let outdent: [UInt8]
        var nodes: [MustacheNode] = []

        var name: String? {
            switch kind {
            case .root: nil
            case .section(let name, _), .parent(let name, _, _), .block(let name, _): name
            }
        }

        var isParent: Bool {
            if case .parent = kind { return true }
            return false
        }
    }

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parse() throws(MustacheSyntaxError) -> [MustacheNode] {
        while position < bytes.count {
            guard let tagStart = find(open, from: position) else {
                appendText(position..<bytes.count)
                break
            }
            let tag = try readTag(at: tagStart)
            try checkName(of: tag, at: tagStart)
            if case .variable(let escaped) = tag.kind {
                appendText(position..<tagStart)
                position = tag.end
                append(.variable(MustacheName(tag.content), escaped: escaped))
            } else {
                try place(tag, at: tagStart, on: MustacheTagLine(bytes, tagStart: tagStart, tagEnd: tag.end))
            }
        }
        if frames.count > 1, let unclosed = frames.last, let name = unclosed.name {
            throw error(at: unclosed.offset, "'\(name)' is opened here and never closed")
        }
        return frames[0].nodes
    }
}

private extension MustacheParser {
    struct Tag {
        enum Kind: Equatable {
            case variable(escaped: Bool), section(inverted: Bool), close, comment, partial, parent, block, delimiters
        }

        let kind: Kind
        let content: String
        /// Just past the closing delimiter.
        let end: Int
    }

    mutating func readTag(at start: Int) throws(MustacheSyntaxError) -> Tag {
        var cursor = start + open.count
        let sigil = cursor < bytes.count ? bytes[cursor] : 0
        var closing = close
        let kind: Tag.Kind
        switch sigil {
        case UInt8(ascii: "{") where open == Self.defaultOpen:
            kind = .variable(escaped: false)
            closing = [UInt8(ascii: "}")] + close
        case UInt8(ascii: "&"): kind = .variable(escaped: false)
        case UInt8(ascii: "#"): kind = .section(inverted: false)
        case UInt8(ascii: "^"): kind = .section(inverted: true)
        case UInt8(ascii: "/"): kind = .close
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "<"): kind = .parent
        case UInt8(ascii: "$"): kind = .block
        case UInt8(ascii: "="):
            kind = .delimiters
            closing = [UInt8(ascii: "=")] + close
        case UInt8(ascii: "%"): throw error(at: start, "pragmas ('%' tags) are not supported")
        default: kind = .variable(escaped: true)
        }
        if kind != .variable(escaped: true) { cursor += 1 }
        guard let closeStart = find(closing, from: cursor) else {
            throw error(at: start, "a tag is not closed with '\(String(decoding: closing, as: UTF8.self))'")
        }
        let content = String(decoding: bytes[cursor..<closeStart], as: UTF8.self).trimmingMustacheSpace()
        return Tag(kind: kind, content: content, end: closeStart + closing.count)
    }

    func checkName(of tag: Tag, at offset: Int) throws(MustacheSyntaxError) {
        guard tag.kind != .comment, tag.kind != .delimiters else { return }
        let name = tag.content
        guard !name.isEmpty else { throw error(at: offset, "a tag without a name") }
        if name.contains("(") { throw error(at: offset, "'\(name)': transforms are not supported; give the template the value ready to show") }
    }

    /// A tag other than a variable, with the whitespace around it: a tag alone on its line takes the line.
    /// Inside a parent only blocks are read, so the side of a tag that faces the parent's own text never
    /// keeps it from standing alone.
    mutating func place(_ tag: Tag, at offset: Int, on line: MustacheTagLine) throws(MustacheSyntaxError) {
        let name = tag.content
        let innermost = frames[frames.count - 1]
        switch tag.kind {
        case .parent:
            appendText(position..<(line.leadingWhitespace?.lowerBound ?? offset))
            position = tag.end
            references.append(reference(name, at: offset))
            let kind = Frame.Kind.parent(name, Self.reference(name), leadingWhitespace: line.leadingWhitespace)
            frames.append(Frame(kind: kind, offset: offset, outdent: []))
        case .close where innermost.isParent:
            try closeParent(name, at: offset, on: line, tagEnd: tag.end)
        case .block where innermost.isParent:
            position = line.nextLine ?? tag.end
            openBlock(name, at: offset, on: line, standsAlone: line.nextLine != nil)
        case .close where frames.count > 2 && frames[frames.count - 2].isParent:
            // A block passed to a parent ends like a template: the spaces before its closing tag are not its text.
            appendText(position..<(line.leadingWhitespace?.lowerBound ?? offset))
            position = tag.end
            try closeFrame(name, at: offset)
        default:
            appendText(position..<(line.isStandalone ? line.leadingWhitespace!.lowerBound : offset))
            position = line.isStandalone ? line.nextLine! : tag.end
            try apply(tag, at: offset, on: line)
        }
    }

    mutating func apply(_ tag: Tag, at offset: Int, on line: MustacheTagLine) throws(MustacheSyntaxError) {
        let name = tag.content
        switch tag.kind {
        case .comment, .variable, .parent: break
        case .delimiters: try setDelimiters(name, at: offset)
        case .section(let inverted):
            frames.append(Frame(kind: .section(name, inverted: inverted), offset: offset, outdent: frames[frames.count - 1].outdent))
        case .partial:
            references.append(reference(name, at: offset))
            let indentation = line.isStandalone ? indentation(in: line.leadingWhitespace!) : []
            append(.partial(Self.reference(name), indentation: indentation))
        case .block: openBlock(name, at: offset, on: line, standsAlone: line.isStandalone)
        case .close: try closeFrame(name, at: offset)
        }
    }

    /// A block's indentation: when its opening tag stands alone, that of the line after (the first of its
    /// text); else the spaces before the tag when nothing else is there.
    mutating func openBlock(_ name: String, at offset: Int, on line: MustacheTagLine, standsAlone: Bool) {
        let indentation: [UInt8]
        if standsAlone, let nextLine = line.nextLine {
            indentation = MustacheTagLine.indentation(ofLineAt: nextLine, in: bytes)
        } else if let leadingWhitespace = line.leadingWhitespace {
            indentation = Array(bytes[leadingWhitespace])
        } else {
            indentation = []
        }
        frames.append(Frame(kind: .block(name, indentation: indentation), offset: offset, outdent: indentation))
    }

    /// A parent stands alone, like a partial, when its opening tag starts its line and its closing tag ends
    /// one; else the spaces before it are text.
    mutating func closeParent(_ name: String, at offset: Int, on line: MustacheTagLine, tagEnd: Int) throws(MustacheSyntaxError) {
        let frame = try popFrame(name, at: offset)
        guard case .parent(_, let reference, let leadingWhitespace) = frame.kind else { return }
        var indentation: [UInt8] = []
        if let leadingWhitespace, let nextLine = line.nextLine {
            indentation = self.indentation(in: leadingWhitespace)
            position = nextLine
        } else {
            if let leadingWhitespace { appendText(leadingWhitespace) }
            position = tagEnd
        }
        // Only the blocks inside a parent tag count; any other text there is ignored.
        var blocks: [String: [MustacheNode]] = [:]
        for case .block(let name, _, let nodes) in frame.nodes where blocks[name] == nil { blocks[name] = nodes }
        append(.parent(reference, indentation: indentation, blocks: blocks))
    }

    mutating func closeFrame(_ name: String, at offset: Int) throws(MustacheSyntaxError) {
        let frame = try popFrame(name, at: offset)
        switch frame.kind {
        case .root, .parent: return
        case .section(let name, let inverted): append(.section(MustacheName(name), inverted: inverted, frame.nodes))
        case .block(let name, let indentation):
            append(.block(name, indentation: MustacheOutdent.relative(indentation, to: frames[frames.count - 1].outdent), frame.nodes))
        }
    }

    /// The innermost open frame, when `name` closes it.
    mutating func popFrame(_ name: String, at offset: Int) throws(MustacheSyntaxError) -> Frame {
        guard frames.count > 1, let frame = frames.last else { throw error(at: offset, "'\(name)' is closed here, but nothing is open") }
        guard frame.name == name else {
            let (line, column) = place(of: frame.offset)
            throw error(at: offset, "'\(name)' is closed here, but '\(frame.name ?? "")' (opened at line \(line), column \(column)) is still open")
        }
        return frames.removeLast()
    }

    mutating func setDelimiters(_ content: String, at offset: Int) throws(MustacheSyntaxError) {
        let parts = content.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw error(at: offset, "a delimiter tag takes two delimiters, as in '{{=<% %>=}}'")
        }
        open = Array(parts[0].utf8)
        close = Array(parts[1].utf8)
    }

    mutating func append(_ node: MustacheNode) {
        frames[frames.count - 1].nodes.append(node)
    }

    mutating func appendText(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let outdent = frames[frames.count - 1].outdent
        guard !outdent.isEmpty else { return append(.text(Array(bytes[range]))) }
        let startsLine = range.lowerBound == 0 || bytes[range.lowerBound - 1] == UInt8(ascii: "\n")
        let text = MustacheOutdent.lines(of: bytes[range], removing: outdent, startsLine: startsLine)
        if !text.isEmpty { append(.text(text)) }
    }

    /// The spaces before a tag alone on its line, less the indentation of the block it is written in.
    func indentation(in whitespace: Range<Int>) -> [UInt8] {
        MustacheOutdent.relative(Array(bytes[whitespace]), to: frames[frames.count - 1].outdent)
    }

    static func reference(_ name: String) -> MustacheReference {
        name.hasPrefix("*") ? .dynamic(MustacheName(String(name.dropFirst()).trimmingMustacheSpace())) : .named(name)
    }

    func reference(_ name: String, at offset: Int) -> MustacheTemplate.Reference {
        let (line, column) = place(of: offset)
        return MustacheTemplate.Reference(name: name.hasPrefix("*") ? nil : name, line: line, column: column)
    }

    func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first {
                var matched = 1
                while matched < needle.count, bytes[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return index }
            }
            index += 1
        }
        return nil
    }

    /// 1-based line and column (in characters) of a byte offset.
    func place(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return (line, String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1)
    }

    func error(at offset: Int, _ message: String) -> MustacheSyntaxError {
        let (line, column) = place(of: offset)
        return MustacheSyntaxError(line: line, column: column, message: message)
    }
}

private extension String {
    func trimmingMustacheSpace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
