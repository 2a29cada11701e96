extension LayerPlan {
    /// Writes the parts of a plan: each a whole SVG document with the stylesheet, the definitions its drawing
    /// refers to and the containers around that drawing. librsvg parses every element it is given, and a
    /// keyboard's definitions are half its elements: written into every part, each part would parse them all.
    struct PartWriter {
        let tree: SVGTree
        let identified: [String: SVGTree.Element]
        /// A stylesheet that points at definitions (`fill: url(#…)`) could use any of them.
        let keepsEveryDefinition: Bool

        init(tree: SVGTree, identified: [String: SVGTree.Element], style: String) {
            self.tree = tree
            self.identified = identified
            keepsEveryDefinition = style.contains("url(")
        }

        /// The document with `drawing`, the containers around it, what they refer to, and nothing else.
        func document(drawing: [SVGTree.Element], withoutFilter target: SVGTree.Element? = nil) -> String {
            let kept = Set(drawing.map(ObjectIdentifier.init))
            let containers = Self.containers(of: drawing)
            let needed = definitions(referredToBy: drawing, inside: containers, leavingOutFilterOf: target)
            let around = Set((containers + Self.containers(of: needed)).map(ObjectIdentifier.init))
            let neededIDs = Set(needed.map(ObjectIdentifier.init))
            var out: [UInt8] = []
            out.reserveCapacity(tree.bytes.count)
            func write(_ element: SVGTree.Element) {
                let id = ObjectIdentifier(element)
                if element === target {
                    let tag = String(decoding: tree.bytes[element.startTag], as: UTF8.self)
                    let filter = " filter=\"\(element.attributes["filter"] ?? "")\""
                    out += Array(tag.replacingFirst(filter, with: "").utf8)
                    out += tree.bytes[element.startTag.upperBound..<element.end]
                } else if kept.contains(id) || neededIDs.contains(id) || element.name == "style"
                    || (keepsEveryDefinition && LayerPlan.definitions.contains(element.name)) {
                    out += tree.bytes[element.markup]
                } else if around.contains(id) {
                    out += tree.bytes[element.startTag]
                    guard tree.bytes[element.startTag.upperBound - 2] != UInt8(ascii: "/") else { return }
                    element.children.forEach(write)
                    out += Array("</\(element.name)>".utf8)
                }
            }
            write(tree.root)
            return String(decoding: out, as: UTF8.self)
        }

        /// The identified elements `drawing` refers to, by `href` or `url(#…)`, and those these refer to in turn.
        private func definitions(
            referredToBy drawing: [SVGTree.Element], inside containers: [SVGTree.Element], leavingOutFilterOf target: SVGTree.Element?
        ) -> [SVGTree.Element] {
            var names: Set<String> = []
            var found: [SVGTree.Element] = []
            var unread: [SVGTree.Element] = []
            func note(_ element: SVGTree.Element, withFilter: Bool = true) {
                for (attribute, value) in element.attributes where withFilter || attribute != "filter" {
                    for name in Self.references(attribute: attribute, value: value) where names.insert(name).inserted {
                        if let definition = identified[name] { found.append(definition); unread.append(definition) }
                    }
                }
            }
            // The containers around the drawing are written with their attributes.
            containers.forEach { note($0) }
            for element in drawing {
                note(element, withFilter: element !== target)
                element.children.forEach { $0.forEach { note($0) } }
            }
            while let definition = unread.popLast() { definition.forEach { note($0) } }
            return found
        }

        /// The elements around `elements`, each once.
        private static func containers(of elements: [SVGTree.Element]) -> [SVGTree.Element] {
            var seen: Set<ObjectIdentifier> = []
            var containers: [SVGTree.Element] = []
            for element in elements {
                var ancestor = element.parent
                while let container = ancestor, seen.insert(ObjectIdentifier(container)).inserted {
                    containers.append(container)
                    ancestor = container.parent
                }
            }
            return containers
        }

        /// The ids an attribute points at: `href="#id"`, and every `url(#id)` in its value.
        private static func references(attribute: String, value: String) -> [String] {
            if attribute == "href" || attribute == "xlink:href" {
                return value.hasPrefix("#") ? [String(value.dropFirst())] : []
            }
            // Most values hold no `url(`: looked for byte by byte, as a string search costs more than the rest.
            let bytes = Array(value.utf8)
            var names: [String] = []
            var index = 0
            while index + 4 <= bytes.count {
                guard bytes[index] == UInt8(ascii: "u"), bytes[index + 1] == UInt8(ascii: "r"), bytes[index + 2] == UInt8(ascii: "l"),
                      bytes[index + 3] == UInt8(ascii: "(") else {
                    index += 1
                    continue
                }
                index += 4
                while index < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "'"), UInt8(ascii: "\"")].contains(bytes[index]) { index += 1 }
                let start = index
                while index < bytes.count, ![UInt8(ascii: ")"), UInt8(ascii: "'"), UInt8(ascii: "\"")].contains(bytes[index]) { index += 1 }
                var end = index
                while end > start, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
                if start < end, bytes[start] == UInt8(ascii: "#") { names.append(String(decoding: bytes[(start + 1)..<end], as: UTF8.self)) }
            }
            return names
        }
    }
}
