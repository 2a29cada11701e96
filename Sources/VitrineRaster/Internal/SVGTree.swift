/// An SVG document read only as far as cutting it into layers needs: each element's name, its attributes
/// and where its markup lies. Anything this reader does not expect (a DOCTYPE with declarations, a tag
/// left open) makes it give up, and the picture is then drawn whole by librsvg.
struct SVGTree {
    final class Element {
        let name: String
        let attributes: [String: String]
        /// The bytes of the start tag, `<` to `>`.
        let startTag: Range<Int>
        /// Where the element's markup ends, past its end tag (or past the start tag when it closes itself).
        var end: Int
        var children: [Element] = []
        weak var parent: Element?

        init(name: String, attributes: [String: String], startTag: Range<Int>, parent: Element?) {
            self.name = name
            self.attributes = attributes
            self.startTag = startTag
            self.end = startTag.upperBound
            self.parent = parent
        }

        var markup: Range<Int> { startTag.lowerBound..<end }

        /// The element and everything inside it, first to last.
        func forEach(_ body: (Element) -> Void) {
            body(self)
            for child in children { child.forEach(body) }
        }
    }

    let bytes: [UInt8]
    let root: Element

    init?(_ svg: String) {
        bytes = Array(svg.utf8)
        var open: [Element] = []
        var root: Element?
        var index = 0
        let count = bytes.count
        while index < count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            if Self.starts(bytes, at: index, with: "<!--") {
                guard let close = Self.find(bytes, "-->", from: index + 4) else { return nil }
                index = close + 3
            } else if Self.starts(bytes, at: index, with: "<![CDATA[") {
                guard let close = Self.find(bytes, "]]>", from: index + 9) else { return nil }
                index = close + 3
            } else if Self.starts(bytes, at: index, with: "<?") {
                guard let close = Self.find(bytes, "?>", from: index + 2) else { return nil }
                index = close + 2
            } else if Self.starts(bytes, at: index, with: "<!") {
                // A DOCTYPE: one with an internal subset could declare entities this reader would not expand.
                guard let close = Self.find(bytes, ">", from: index + 2),
                      !bytes[index..<close].contains(UInt8(ascii: "[")) else { return nil }
                index = close + 1
            } else if Self.starts(bytes, at: index, with: "</") {
                guard let close = Self.find(bytes, ">", from: index + 2), let element = open.popLast() else { return nil }
                let name = String(decoding: bytes[(index + 2)..<close], as: UTF8.self).trimmingSpaces
                guard name == element.name else { return nil }
                element.end = close + 1
                index = close + 1
            } else {
                guard let (element, selfClosing) = Self.readStartTag(bytes, at: index, parent: open.last) else { return nil }
                if let parent = open.last { parent.children.append(element) } else if root == nil { root = element } else { return nil }
                if !selfClosing { open.append(element) }
                index = element.startTag.upperBound
            }
        }
        guard open.isEmpty, let root, root.name == "svg" else { return nil }
        self.root = root
    }

    /// The root's `width` and `height` when both are plain numbers of pixels, as librsvg reads them; `nil`
    /// for units, percentages or a size left to the `viewBox`, which only librsvg works out.
    var declaredSize: (width: Double, height: Double)? {
        func pixels(_ name: String) -> Double? {
            guard var text = root.attributes[name]?[...] else { return nil }
            if text.hasSuffix("px") { text = text.dropLast(2) }
            guard let value = Double(text), value.isFinite, value >= 0,
                  text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) else { return nil }
            return value
        }
        guard let width = pixels("width"), let height = pixels("height") else { return nil }
        return (width, height)
    }

    /// The start tag at `start`: its name and attributes, and whether it closes itself.
    private static func readStartTag(_ bytes: [UInt8], at start: Int, parent: Element?) -> (Element, Bool)? {
        var index = start + 1
        func skipSpaces() { while index < bytes.count, isSpace(bytes[index]) { index += 1 } }
        func readName() -> String {
            let first = index
            while index < bytes.count, !isSpace(bytes[index]),
                  ![UInt8(ascii: ">"), UInt8(ascii: "/"), UInt8(ascii: "=")].contains(bytes[index]) { index += 1 }
            return String(decoding: bytes[first..<index], as: UTF8.self)
        }
        let name = readName()
        guard !name.isEmpty else { return nil }
        var attributes: [String: String] = [:]
        while true {
            skipSpaces()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ">") {
                return (Element(name: name, attributes: attributes, startTag: start..<(index + 1), parent: parent), false)
            }
            if bytes[index] == UInt8(ascii: "/") {
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else { return nil }
                return (Element(name: name, attributes: attributes, startTag: start..<(index + 2), parent: parent), true)
            }
            let attribute = readName()
            skipSpaces()
            guard !attribute.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
            index += 1
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { return nil }
            let quote = bytes[index]
            guard let close = bytes[(index + 1)...].firstIndex(of: quote) else { return nil }
            attributes[attribute] = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
            index = close + 1
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    private static func starts(_ bytes: [UInt8], at index: Int, with prefix: StaticString) -> Bool {
        let length = prefix.utf8CodeUnitCount
        guard index + length <= bytes.count else { return false }
        return (0..<length).allSatisfy { bytes[index + $0] == prefix.utf8Start[$0] }
    }

    private static func find(_ bytes: [UInt8], _ needle: StaticString, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if starts(bytes, at: index, with: needle) { return index }
            index += 1
        }
        return nil
    }
}

private extension String {
    var trimmingSpaces: String {
        String(self.drop { $0 == " " || $0 == "\n" || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\n" || $0 == "\t" }.reversed())
    }
}
