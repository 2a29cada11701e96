/// Whether a component's output is one well-formed XML element, read front to back: tags nest and close,
/// attributes are quoted, `&` starts a reference and `<` a tag. It stands in for an XML parser, which this
/// build links none of, and checks only what a template's output gets wrong.
enum XMLWellFormed {
    /// The first problem, in words with its line; `nil` for a well-formed document whose root is `root`.
    static func problem(in text: String, root: String) -> String? {
        let bytes = Array(text.utf8)
        var open: [String] = []
        var rootSeen = false
        var index = 0
        var line = 1
        func at(_ message: String) -> String { "\(message) (line \(line) of the output)" }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { line += 1 }
            if byte == UInt8(ascii: "&") {
                guard let semicolon = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")), semicolon > index + 1 else {
                    return at("'&' that starts no reference (write &amp;)")
                }
                index = semicolon + 1
                continue
            }
            guard byte == UInt8(ascii: "<") else {
                if open.isEmpty, !isSpace(byte) { return at("text outside the root element") }
                index += 1
                continue
            }
            let rest = bytes[index...]
            if rest.starts(with: Array("<!--".utf8)) {
                guard let end = find("-->", in: bytes, from: index + 4) else { return at("a comment that does not end") }
                line += bytes[index..<end].count { $0 == UInt8(ascii: "\n") }
                index = end + 3
            } else if rest.starts(with: Array("<![CDATA[".utf8)) {
                guard let end = find("]]>", in: bytes, from: index + 9) else { return at("a CDATA section that does not end") }
                line += bytes[index..<end].count { $0 == UInt8(ascii: "\n") }
                index = end + 3
            } else if rest.starts(with: Array("<?".utf8)) || rest.starts(with: Array("<!".utf8)) {
                guard let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else { return at("a declaration that does not end") }
                index = end + 1
            } else if rest.starts(with: Array("</".utf8)) {
                let nameEnd = bytes[(index + 2)...].firstIndex { !isNameByte($0) } ?? bytes.count
                let name = String(decoding: bytes[(index + 2)..<nameEnd], as: UTF8.self)
                guard let last = open.popLast() else { return at("'</\(name)>' closes no open <\(name)>") }
                guard last == name else { return at("'</\(name)>' where <\(last)> is still open") }
                guard let end = bytes[nameEnd...].firstIndex(of: UInt8(ascii: ">")) else { return at("'</\(name)' does not end") }
                index = end + 1
            } else {
                let nameEnd = bytes[(index + 1)...].firstIndex { !isNameByte($0) } ?? bytes.count
                let name = String(decoding: bytes[(index + 1)..<nameEnd], as: UTF8.self)
                guard !name.isEmpty else { return at("'<' that starts no tag (write &lt;)") }
                if open.isEmpty {
                    guard !rootSeen else { return at("a second root element <\(name)>") }
                    guard name == root else { return at("the root element is <\(name)>, not <\(root)>") }
                    rootSeen = true
                }
                var cursor = nameEnd
                var closed = false
                while true {
                    while cursor < bytes.count, isSpace(bytes[cursor]) {
                        if bytes[cursor] == UInt8(ascii: "\n") { line += 1 }
                        cursor += 1
                    }
                    guard cursor < bytes.count else { return at("<\(name)> does not end") }
                    if bytes[cursor] == UInt8(ascii: ">") { break }
                    if bytes[cursor] == UInt8(ascii: "/"), cursor + 1 < bytes.count, bytes[cursor + 1] == UInt8(ascii: ">") {
                        closed = true
                        cursor += 1
                        break
                    }
                    let attributeEnd = bytes[cursor...].firstIndex { !isNameByte($0) } ?? bytes.count
                    guard attributeEnd > cursor, attributeEnd < bytes.count, bytes[attributeEnd] == UInt8(ascii: "="),
                        attributeEnd + 1 < bytes.count, bytes[attributeEnd + 1] == UInt8(ascii: "\"") || bytes[attributeEnd + 1] == UInt8(ascii: "'")
                    else { return at("an attribute of <\(name)> that is not name=\"value\"") }
                    let quote = bytes[attributeEnd + 1]
                    guard let valueEnd = bytes[(attributeEnd + 2)...].firstIndex(of: quote) else { return at("an attribute value of <\(name)> that does not end") }
                    if bytes[(attributeEnd + 2)..<valueEnd].contains(UInt8(ascii: "<")) { return at("'<' in an attribute value of <\(name)>") }
                    cursor = valueEnd + 1
                }
                if !closed { open.append(name) }
                index = cursor + 1
            }
        }
        if let last = open.last { return at("<\(last)> is not closed") }
        return rootSeen ? nil : at("no <\(root)> element")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        !isSpace(byte) && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "/") && byte != UInt8(ascii: "=") && byte != UInt8(ascii: "<")
    }

    private static func find(_ needle: StaticString, in bytes: [UInt8], from start: Int) -> Int? {
        let pattern = Array(UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount))
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}
