/// A picture cut, in paint order, into what librsvg draws as it is and the elements whose filter vitrine
/// computes itself (`LiftedFilter`). Each step is a whole SVG document holding its own part of the drawing
/// and the definitions that part uses (`PartWriter`), so librsvg draws every part in its place.
///
/// Cutting is only sound where painting the parts one over another is the same as painting the whole: no
/// element around a lifted one may be drawn as a group of its own (opacity, a filter, a mask), and nothing
/// left out of a part may be referred to from it. Where that does not hold, there is no plan and librsvg
/// draws the whole picture.
struct LayerPlan {
    enum Step {
        case draw(String)
        /// The element's own picture, without its filter, and the filter to apply to it.
        case lifted(source: String, filter: LiftedFilter)
    }

    let steps: [Step]

    /// Elements that draw nothing themselves: a part holds those its drawing refers to.
    static let definitions: Set<String> = [
        "defs", "title", "desc", "metadata", "style", "linearGradient", "radialGradient", "filter", "clipPath",
        "mask", "symbol", "marker", "pattern",
    ]

    /// The plan for drawing `svg` on a canvas of `width` × `height` pixels; `nil` when librsvg should draw it whole.
    init?(svg: String, width: Int, height: Int) {
        guard let tree = SVGTree(svg) else { return nil }
        self.init(tree: tree, width: width, height: height)
    }

    init?(tree: SVGTree, width: Int, height: Int) {
        guard let pixelsPerUnit = Self.pixelsPerUnit(tree.root, width: width, height: height) else { return nil }
        var filters: [String: SVGTree.Element] = [:]
        var identified: [String: SVGTree.Element] = [:]
        var references: [String] = []
        var style = ""
        tree.root.forEach { element in
            if let id = element.attributes["id"] {
                identified[id] = element
                if element.name == "filter" { filters[id] = element }
            }
            for name in ["href", "xlink:href"] {
                if let target = element.attributes[name], target.hasPrefix("#") { references.append(String(target.dropFirst())) }
            }
            if element.name == "style" { style += String(decoding: tree.bytes[element.markup], as: UTF8.self) }
        }
        // A part leaves out what other parts draw: nothing may point at a drawing element.
        guard references.allSatisfy({ identified[$0].map(Self.isDefinition) ?? true }) else { return nil }

        var lifted: [ObjectIdentifier: (SVGTree.Element, LiftedFilter)] = [:]
        var holdsLifted: Set<ObjectIdentifier> = []
        // Elements under a turn or an uneven scale keep their filters: librsvg draws them.
        func find(_ element: SVGTree.Element, scale: Double) {
            guard !Self.definitions.contains(element.name), let ownScale = TransformScale.of(element.attributes["transform"]) else { return }
            let scale = scale * ownScale
            if let reference = element.attributes["filter"], let id = Self.fragment(reference),
               let definition = filters[id], let filter = LiftedFilter(definition, pixelsPerUnit: scale) {
                let containers = sequence(first: element.parent, next: { $0?.parent }).prefix { $0 != nil }.compactMap { $0 }
                guard containers.allSatisfy({ Self.paintsThrough($0, style: style) }) else { return }
                lifted[ObjectIdentifier(element)] = (element, filter)
                holdsLifted.formUnion(containers.map(ObjectIdentifier.init))
                return
            }
            for child in element.children { find(child, scale: scale) }
        }
        find(tree.root, scale: pixelsPerUnit)
        guard !lifted.isEmpty else { return nil }

        let writer = PartWriter(tree: tree, identified: identified, style: style)
        var steps: [Step] = []
        var pending: [SVGTree.Element] = []
        func flush() {
            if !pending.isEmpty { steps.append(.draw(writer.document(drawing: pending))) }
            pending = []
        }
        func visit(_ element: SVGTree.Element) {
            if Self.definitions.contains(element.name) { return }
            if let (target, filter) = lifted[ObjectIdentifier(element)] {
                flush()
                steps.append(.lifted(source: writer.document(drawing: [target], withoutFilter: target), filter: filter))
            } else if holdsLifted.contains(ObjectIdentifier(element)) {
                element.children.forEach(visit)
            } else {
                pending.append(element)
            }
        }
        tree.root.children.forEach(visit)
        flush()
        self.steps = steps
    }

    /// Device pixels per user unit, as librsvg fits the root's `viewBox` (or its size) into the canvas.
    private static func pixelsPerUnit(_ root: SVGTree.Element, width: Int, height: Int) -> Double? {
        let box = (root.attributes["viewBox"] ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        let size: (Double, Double)
        if box.count == 4 {
            size = (box[2], box[3])
        } else if let w = root.attributes["width"].flatMap(Double.init), let h = root.attributes["height"].flatMap(Double.init) {
            size = (w, h)
        } else {
            return nil
        }
        guard size.0 > 0, size.1 > 0 else { return nil }
        return min(Double(width) / size.0, Double(height) / size.1)
    }

    private static func isDefinition(_ element: SVGTree.Element) -> Bool {
        var ancestor: SVGTree.Element? = element
        while let current = ancestor {
            if definitions.contains(current.name) { return true }
            ancestor = current.parent
        }
        return false
    }

    /// Whether `container` paints its children straight onto the page rather than as a group of its own.
    private static func paintsThrough(_ container: SVGTree.Element, style: String) -> Bool {
        let attributes = container.attributes
        guard attributes["opacity"].map({ Double($0) == 1 }) ?? true,
              attributes["filter"] == nil, attributes["mask"] == nil, attributes["style"] == nil else { return false }
        // A class might be given an opacity by the stylesheet (librsvg ignores animations, not rules).
        let classes = (attributes["class"] ?? "").split(separator: " ")
        return classes.allSatisfy { name in
            var rest = style[...]
            while let match = rest.firstRange(of: "." + name) {
                let rule = rest[match.upperBound...].prefix { $0 != "}" }
                let sameName = rule.first.map { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") } ?? true
                guard !sameName || !["opacity", "filter", "mask"].contains(where: { rule.contains($0) }) else { return false }
                rest = rest[match.upperBound...]
            }
            return true
        }
    }

    /// `url(#id)` → `id`.
    private static func fragment(_ reference: String) -> String? {
        guard reference.hasPrefix("url(#"), reference.hasSuffix(")") else { return nil }
        return String(reference.dropFirst(5).dropLast())
    }
}

/// How much a `transform` attribute scales lengths, when it scales them equally in every direction and
/// turns and flips nothing (a lifted filter's offsets are along the page's axes); `nil` otherwise.
enum TransformScale {
    static func of(_ transform: String?) -> Double? {
        guard let transform else { return 1 }
        var scale = 1.0
        for function in transform.split(separator: ")") {
            let parts = function.split(separator: "(")
            guard parts.count == 2 else {
                guard function.allSatisfy({ $0 == " " || $0 == "," }) else { return nil }
                continue
            }
            let name = parts[0].trimmingCharacters(in: " ,")
            let numbers = parts[1].split(whereSeparator: { $0 == " " || $0 == "," }).map { Double($0) }
            guard !numbers.contains(nil) else { return nil }
            let values = numbers.compactMap { $0 }
            switch (name, values.count) {
            case ("translate", 1...2): continue
            case ("scale", 1) where values[0] > 0: scale *= values[0]
            case ("scale", 2) where values[0] > 0 && values[0] == values[1]: scale *= values[0]
            case ("matrix", 6) where values[0] > 0 && values[1] == 0 && values[2] == 0 && values[0] == values[3]: scale *= values[0]
            default: return nil
            }
        }
        return scale
    }
}

private extension StringProtocol {
    func trimmingCharacters(in characters: String) -> String {
        String(drop { characters.contains($0) }.reversed().drop { characters.contains($0) }.reversed())
    }
}

extension String {
    /// The text with the first `target` in it replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        var result = self
        result.replaceSubrange(range, with: replacement)
        return result
    }
}
