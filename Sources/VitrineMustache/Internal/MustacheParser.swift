/// Reads a template once, front to back, into nodes: tags found by the current delimiters, lines holding
/// only a section, comment, partial or delimiter tag dropped whole, as the Mustache spec asks.
struct MustacheParser {
    private let bytes: [UInt8]
    private var position = 0
    private var open = MustacheParser.defaultOpen
    private var close = MustacheParser.defaultClose
    private var frames = [Frame(kind: .root, offset: 0)]
    private(set) var references: [MustacheTemplate.Reference] = []

    private static let defaultOpen = Array("{{".utf8)
    private static let defaultClose = Array("}}".utf8)

    /// A section, parent or block being read, with the nodes read so far inside it.
    private struct Frame {
        enum Kind {
            case root
            case section(String, inverted: Bool)
            case parent(String, MustacheReference, indentation: [UInt8])
            case block(String)
        }

        let kind: Kind
        /// Where its opening tag starts, for a message when it is never closed.
        let offset: Int
        var nodes: [MustacheNode] = []

        var name: String? {
            switch kind {
            case .root: nil
            case .section(let name, _), .parent(let name, _, _), .block(let name): name
            }
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
            let standalone = tag.kind.mayStandAlone ? standaloneLine(tagStart: tagStart, tagEnd: tag.end) : nil
            appendText(position..<(standalone?.lineStart ?? tagStart))
            position = standalone?.nextLine ?? tag.end
            try apply(tag, at: tagStart, indentation: standalone.map { Array(bytes[$0.lineStart..<tagStart]) } ?? [])
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

            /// Tags that leave no trace on a line they have to themselves.
            var mayStandAlone: Bool {
                if case .variable = self { return false }
                return true
            }
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

    /// Where a tag's line starts and the next begins, when nothing but spaces and tabs share the line with it.
    func standaloneLine(tagStart: Int, tagEnd: Int) -> (lineStart: Int, nextLine: Int)? {
        var lineStart = tagStart
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") {
            guard Self.isSpace(bytes[lineStart - 1]) else { return nil }
            lineStart -= 1
        }
        var cursor = tagEnd
        while cursor < bytes.count, Self.isSpace(bytes[cursor]) { cursor += 1 }
        if cursor == bytes.count { return (lineStart, cursor) }
        if bytes[cursor] == UInt8(ascii: "\n") { return (lineStart, cursor + 1) }
        if bytes[cursor] == UInt8(ascii: "\r"), cursor + 1 < bytes.count, bytes[cursor + 1] == UInt8(ascii: "\n") { return (lineStart, cursor + 2) }
        return nil
    }

    mutating func apply(_ tag: Tag, at offset: Int, indentation: [UInt8]) throws(MustacheSyntaxError) {
        let name = tag.content
        if tag.kind != .comment, tag.kind != .delimiters {
            guard !name.isEmpty else { throw error(at: offset, "a tag without a name") }
            if name.contains("(") { throw error(at: offset, "'\(name)': transforms are not supported; give the template the value ready to show") }
        }
        switch tag.kind {
        case .comment: break
        case .delimiters: try setDelimiters(name, at: offset)
        case .variable(let escaped): frames[frames.count - 1].nodes.append(.variable(MustacheName(name), escaped: escaped))
        case .section(let inverted): frames.append(Frame(kind: .section(name, inverted: inverted), offset: offset))
        case .partial:
            references.append(reference(name, at: offset))
            frames[frames.count - 1].nodes.append(.partial(Self.reference(name), indentation: indentation))
        case .parent:
            references.append(reference(name, at: offset))
            frames.append(Frame(kind: .parent(name, Self.reference(name), indentation: indentation), offset: offset))
        case .block: frames.append(Frame(kind: .block(name), offset: offset))
        case .close: try closeFrame(name, at: offset)
        }
    }

    mutating func closeFrame(_ name: String, at offset: Int) throws(MustacheSyntaxError) {
        guard frames.count > 1, let frame = frames.last else { throw error(at: offset, "'\(name)' is closed here, but nothing is open") }
        guard frame.name == name else {
            let (line, column) = place(of: frame.offset)
            throw error(at: offset, "'\(name)' is closed here, but '\(frame.name ?? "")' (opened at line \(line), column \(column)) is still open")
        }
        frames.removeLast()
        let node: MustacheNode
        switch frame.kind {
        case .root: return
        case .section(let name, let inverted): node = .section(MustacheName(name), inverted: inverted, frame.nodes)
        case .block(let name): node = .block(name, frame.nodes)
        case .parent(_, let reference, let indentation):
            // Only the blocks inside a parent tag count; any other text there is ignored.
            var blocks: [String: [MustacheNode]] = [:]
            for case .block(let name, let nodes) in frame.nodes where blocks[name] == nil { blocks[name] = nodes }
            node = .parent(reference, indentation: indentation, blocks: blocks)
        }
        frames[frames.count - 1].nodes.append(node)
    }

    mutating func setDelimiters(_ content: String, at offset: Int) throws(MustacheSyntaxError) {
        let parts = content.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw error(at: offset, "a delimiter tag takes two delimiters, as in '{{=<% %>=}}'")
        }
        open = Array(parts[0].utf8)
        close = Array(parts[1].utf8)
    }

    mutating func appendText(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        frames[frames.count - 1].nodes.append(.text(Array(bytes[range])))
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

    static func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

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
