/// How a rendered document presents itself to assistive technology.
struct Accessibility {
    var role = "img"
    /// The accessible name, also the document's `<title>`.
    var label: String
    /// Extra ARIA attributes (already escaped values), e.g. `aria-valuenow`.
    var attributes: [(name: String, value: String)] = []
}

/// Wraps a canvas into a standalone SVG document.
enum SVGDocument {
    /// Draws with a fresh canvas scoped to the context and returns the whole file's text.
    static func render(
        width: Double, height: Double, context: RenderContext, accessibility: Accessibility,
        _ drawing: (inout SVGCanvas) -> Void
    ) -> String {
        var canvas = SVGCanvas(scope: Scope.prefix(for: context.scopeSeed), moment: context.moment)
        drawing(&canvas)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width.svg)\" height=\"\(height.svg)\""
        svg += " viewBox=\"0 0 \(width.svg) \(height.svg)\" class=\"\(canvas.scope)\""
        svg += " role=\"\(accessibility.role)\" aria-label=\"\(accessibility.label.xmlEscaped)\""
        for attribute in accessibility.attributes {
            svg += " \(attribute.name)=\"\(attribute.value)\""
        }
        svg += ">\n<title>\(accessibility.label.xmlEscaped)</title>\n"
        if !canvas.styleRules.isEmpty {
            svg += "<style>\n\(canvas.styleRules)</style>\n"
        }
        if !canvas.definitions.isEmpty {
            svg += "<defs>\n\(canvas.definitions)</defs>\n"
        }
        var bytes = Array(svg.utf8)
        bytes.append(contentsOf: canvas.body)
        bytes.append(contentsOf: "</svg>\n".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Derives a document's name prefix from its parameters.
enum Scope {
    /// `v` and eight hex digits of FNV-1a over the seed: stable across runs and machines.
    static func prefix(for seed: String) -> String {
        var hash: UInt32 = 0x811c_9dc5
        for byte in seed.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        let hex = String(hash, radix: 16)
        return "v" + String(repeating: "0", count: 8 - hex.count) + hex
    }
}
