/// A filter that vitrine computes itself instead of leaving to librsvg, which draws a Gaussian blur narrower
/// than 2 px the slow way: it convolves in floating point over the whole filter region (wider blurs take its
/// box-blur path). Two shapes are recognised, the two the components use:
///
/// - a **soft shadow**, the blur of the element's own picture (the labels' white shadow);
/// - **inner shadows**, the element's picture with, over it, flood colours kept where the element is and an
///   offset (optionally blurred) copy of its alpha is not (the keys' bevel).
///
/// Any other filter, and these with settings outside what is written here, stay librsvg's to draw.
enum LiftedFilter: Equatable {
    /// A colour kept inside the shape where its offset copy is missing.
    struct InnerShadow: Equatable {
        /// Straight (not premultiplied) red, green, blue, alpha, 0–255.
        let color: (UInt8, UInt8, UInt8, UInt8)
        /// In device pixels.
        let blur: Double
        let dx: Int
        let dy: Int

        static func == (a: Self, b: Self) -> Bool {
            a.color == b.color && a.blur == b.blur && a.dx == b.dx && a.dy == b.dy
        }
    }

    case softShadow(blur: Double, region: FilterRegion)
    case innerShadows([InnerShadow])

    /// The filter `element` means for an element drawn at `pixelsPerUnit` device pixels a user unit, if it
    /// is one of the two shapes and worth lifting.
    init?(_ element: SVGTree.Element, pixelsPerUnit: Double) {
        guard element.name == "filter", element.attributes["color-interpolation-filters"] == "sRGB",
              element.attributes["primitiveUnits"].map({ $0 == "userSpaceOnUse" }) ?? true,
              let region = FilterRegion(element.attributes) else { return nil }
        var results: [String: FilterTerm] = [:]
        var previous: FilterTerm?
        for primitive in element.children {
            guard primitive.attributes["color-interpolation-filters"].map({ $0 == "sRGB" }) ?? true,
                  ["x", "y", "width", "height"].allSatisfy({ primitive.attributes[$0] == nil }),
                  let term = FilterTerm(primitive, previous: previous, results: results, pixelsPerUnit: pixelsPerUnit)
            else { return nil }
            if let name = primitive.attributes["result"] { results[name] = term }
            previous = term
        }
        switch previous {
        case .blur(.sourceGraphic, let deviation)? where deviation < 2:
            self = .softShadow(blur: deviation, region: region)
        case .merge(let layers)? where layers.first == .sourceGraphic && layers.count > 1:
            let shadows = layers.dropFirst().compactMap(InnerShadow.init)
            guard shadows.count == layers.count - 1, shadows.contains(where: { $0.blur > 0 && $0.blur < 2 }) else { return nil }
            self = .innerShadows(shadows)
        default:
            return nil
        }
    }
}

/// Where a filter's output may fall, as a fraction of the element's bounding box.
struct FilterRegion: Equatable {
    let x: Double, y: Double, width: Double, height: Double

    init?(_ attributes: [String: String]) {
        guard attributes["filterUnits"].map({ $0 == "objectBoundingBox" }) ?? true else { return nil }
        func fraction(_ name: String, _ fallback: Double) -> Double? {
            guard let text = attributes[name] else { return fallback }
            return text.hasSuffix("%") ? Double(text.dropLast()).map { $0 / 100 } : Double(text)
        }
        guard let x = fraction("x", -0.1), let y = fraction("y", -0.1),
              let width = fraction("width", 1.2), let height = fraction("height", 1.2) else { return nil }
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }
}

/// What a filter primitive computes, written out in terms of the element's picture and its alpha.
indirect enum FilterTerm: Equatable {
    case sourceGraphic
    case sourceAlpha
    /// Straight red, green, blue and alpha.
    case flood(UInt8, UInt8, UInt8, UInt8)
    /// The deviation in device pixels.
    case blur(FilterTerm, Double)
    case offset(FilterTerm, Int, Int)
    case composite(FilterTerm, FilterTerm, String)
    case merge([FilterTerm])

    init?(_ primitive: SVGTree.Element, previous: FilterTerm?, results: [String: FilterTerm], pixelsPerUnit: Double) {
        func input(_ name: String) -> FilterTerm? {
            switch primitive.attributes[name] {
            case nil: previous ?? .sourceGraphic
            case "SourceGraphic": .sourceGraphic
            case "SourceAlpha": .sourceAlpha
            case let result?: results[result]
            }
        }
        func pixels(_ name: String) -> Int? {
            let value = (Double(primitive.attributes[name] ?? "0") ?? .nan) * pixelsPerUnit
            return value.rounded() == value ? Int(value) : nil
        }
        switch primitive.name {
        case "feGaussianBlur":
            let deviations = (primitive.attributes["stdDeviation"] ?? "").split(separator: " ").compactMap { Double($0) }
            guard let source = input("in"), let deviation = deviations.first, deviations.allSatisfy({ $0 == deviation }),
                  deviation > 0, primitive.attributes["edgeMode"] == nil else { return nil }
            self = .blur(source, deviation * pixelsPerUnit)
        case "feOffset":
            guard let source = input("in"), let dx = pixels("dx"), let dy = pixels("dy") else { return nil }
            self = .offset(source, dx, dy)
        case "feFlood":
            guard let color = CSSColor.rgb(primitive.attributes["flood-color"] ?? "black"),
                  let opacity = Double(primitive.attributes["flood-opacity"] ?? "1"), (0...1).contains(opacity) else { return nil }
            self = .flood(color.0, color.1, color.2, UInt8((opacity * 255).rounded()))
        case "feComposite":
            let operation = primitive.attributes["operator"] ?? "over"
            guard ["over", "in", "out"].contains(operation), let first = input("in"), let second = input("in2") else { return nil }
            self = .composite(first, second, operation)
        case "feMerge":
            let layers = primitive.children.map { node in
                node.name == "feMergeNode" ? FilterTerm(mergeInput: node.attributes["in"], previous: previous, results: results) : nil
            }
            guard !layers.isEmpty, !layers.contains(nil) else { return nil }
            self = .merge(layers.compactMap { $0 })
        default:
            return nil
        }
    }

    private init?(mergeInput name: String?, previous: FilterTerm?, results: [String: FilterTerm]) {
        switch name {
        case nil: self = previous ?? .sourceGraphic
        case "SourceGraphic": self = .sourceGraphic
        case "SourceAlpha": self = .sourceAlpha
        case let result?:
            guard let term = results[result] else { return nil }
            self = term
        }
    }
}

extension LiftedFilter.InnerShadow {
    /// `flood out offset(blur?(SourceAlpha)), in SourceAlpha`: the colour where the shape is and its
    /// shifted copy is not.
    init?(_ term: FilterTerm) {
        guard case .composite(.composite(.flood(let r, let g, let b, let a), let mask, "out"), .sourceAlpha, "in") = term else { return nil }
        switch mask {
        case .offset(.sourceAlpha, let dx, let dy):
            self.init(color: (r, g, b, a), blur: 0, dx: dx, dy: dy)
        case .offset(.blur(.sourceAlpha, let deviation), let dx, let dy) where deviation < 2:
            self.init(color: (r, g, b, a), blur: deviation, dx: dx, dy: dy)
        default:
            return nil
        }
    }
}

/// The few colour forms vitrine's filters use: `#rgb`, `#rrggbb`, `black`, `white`.
enum CSSColor {
    static func rgb(_ text: String) -> (UInt8, UInt8, UInt8)? {
        switch text {
        case "black": return (0, 0, 0)
        case "white": return (255, 255, 255)
        default: break
        }
        guard text.first == "#" else { return nil }
        let digits = text.dropFirst().compactMap { $0.hexDigitValue }
        guard digits.count == text.count - 1 else { return nil }
        switch digits.count {
        case 3: return (UInt8(digits[0] * 17), UInt8(digits[1] * 17), UInt8(digits[2] * 17))
        case 6: return (UInt8(digits[0] * 16 + digits[1]), UInt8(digits[2] * 16 + digits[3]), UInt8(digits[4] * 16 + digits[5]))
        default: return nil
        }
    }
}
