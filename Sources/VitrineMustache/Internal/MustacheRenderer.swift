/// Walks a template's nodes once, writing straight into one byte buffer.
struct MustacheRenderer {
    let library: MustacheLibrary
    var output: [UInt8] = []
    /// The values sections opened, innermost last: a name is looked up from the innermost out.
    private var stack: [MustacheValue]
    /// The blocks the parents being rendered were given; the outermost caller's win.
    private var blocks: [String: [MustacheNode]] = [:]
    /// What every line of the partials and blocks being rendered starts with.
    private var indentation: [UInt8] = []
    private var atLineStart = true
    private var partialDepth = 0

    /// Deeper than this, a partial that includes itself is taken to never end and is left out.
    private static let partialDepthLimit = 200

    init(library: MustacheLibrary, context: MustacheValue) {
        self.library = library
        stack = [context]
    }

    mutating func render(_ nodes: [MustacheNode]) {
        for node in nodes {
            switch node {
            case .text(let bytes):
                emitText(bytes)
            case .variable(let name, let escaped):
                guard let value = lookup(name) else { continue }
                emit(value, escaped: escaped)
            case .section(let name, let inverted, let children):
                let value = lookup(name)?.resolved
                if inverted {
                    if value?.isFalsey ?? true { render(children) }
                    continue
                }
                guard let value, !value.isFalsey else { continue }
                switch value {
                case .list(let items):
                    for item in items {
                        stack.append(item.resolved)
                        render(children)
                        stack.removeLast()
                    }
                case .bool:
                    render(children)
                default:
                    stack.append(value)
                    render(children)
                    stack.removeLast()
                }
            case .partial(let reference, let extra):
                guard let template = template(reference) else { continue }
                include(template, indentedBy: extra)
            case .parent(let reference, let extra, let given):
                guard let template = template(reference) else { continue }
                let saved = blocks
                blocks.merge(given) { outer, _ in outer }
                include(template, indentedBy: extra)
                blocks = saved
            case .block(let name, let extra, let defaults):
                let saved = indentation
                indentation += extra
                render(blocks[name] ?? defaults)
                indentation = saved
            }
        }
    }
}

private extension MustacheRenderer {
    mutating func include(_ template: MustacheTemplate, indentedBy extra: [UInt8]) {
        guard partialDepth < Self.partialDepthLimit else { return }
        partialDepth += 1
        let saved = indentation
        // A partial with its own indentation stood alone on its line: its first line starts here.
        if !extra.isEmpty { atLineStart = true }
        indentation += extra
        render(template.nodes)
        indentation = saved
        partialDepth -= 1
    }

    func template(_ reference: MustacheReference) -> MustacheTemplate? {
        switch reference {
        case .named(let name): return library[name]
        case .dynamic(let name):
            guard case .text(let named)? = lookup(name)?.resolved else { return nil }
            return library[named]
        }
    }

    /// The nearest value holding the name's first part, then down its dotted path; a broken path is missing.
    func lookup(_ name: MustacheName) -> MustacheValue? {
        guard let first = name.parts.first else { return stack.last }
        var value: MustacheValue?
        for frame in stack.reversed() {
            if let found = frame.child(first) {
                value = found
                break
            }
        }
        for part in name.parts.dropFirst() {
            value = value?.child(part)
        }
        return value
    }

    mutating func emit(_ value: MustacheValue, escaped: Bool) {
        var text: String
        switch value.resolved {
        case .text(let string): text = string
        case .bool(let flag): text = flag ? "true" : "false"
        case .list, .object, .lazy: return
        }
        guard !text.isEmpty else { return }
        if !indentation.isEmpty, atLineStart { output += indentation }
        atLineStart = false
        text.withUTF8 { bytes in
            if escaped { HTMLEscaping.append(bytes, to: &output) } else { output.append(contentsOf: bytes) }
        }
    }

    /// Template text, with the indentation of the partials and blocks it is in at the start of each of its lines.
    mutating func emitText(_ bytes: [UInt8]) {
        guard !indentation.isEmpty else {
            output += bytes
            // Kept even without indentation: a block's text may start mid-line, after text outside any.
            if let last = bytes.last { atLineStart = last == UInt8(ascii: "\n") }
            return
        }
        var start = 0
        while start < bytes.count {
            let end = (bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count - 1) + 1
            if atLineStart { output += indentation }
            output += bytes[start..<end]
            atLineStart = bytes[end - 1] == UInt8(ascii: "\n")
            start = end
        }
    }
}
