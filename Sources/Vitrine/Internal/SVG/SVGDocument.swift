/// How a rendered document presents itself to assistive technology.
struct Accessibility {
    var role = "img"
    /// The accessible name, also the document's `<title>`.
    var label: String
    /// Extra ARIA attributes (already escaped values), e.g. `aria-valuenow`.
    var attributes: [(name: String, value: String)] = []
    /// A longer description after the name (a HUD's detail line), written as the document's `<desc>`.
    var description: String?

    init(role: String = "img", label: String, attributes: [(name: String, value: String)] = [], description: String? = nil) {
        self.role = role
        self.label = label
        self.attributes = attributes
        self.description = description
    }
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
        // The whole file in one buffer of the right size: header, style, definitions, drawing.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(
            512 + 2 * accessibility.label.utf8.count + (accessibility.description?.utf8.count ?? 0) + canvas.styleRules.utf8.count + canvas.definitions.count + canvas.body.count)
        bytes.write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
        bytes.write(width)
        bytes.write("\" height=\"")
        bytes.write(height)
        bytes.write("\" viewBox=\"0 0 ")
        bytes.write(width)
        bytes.write(" ")
        bytes.write(height)
        bytes.write("\" class=\"")
        bytes.write(canvas.scope)
        bytes.write("\" role=\"")
        bytes.write(accessibility.role)
        bytes.write("\" aria-label=\"")
        bytes.write(escaped: accessibility.label)
        bytes.write("\"")
        for attribute in accessibility.attributes {
            bytes.write(" ")
            bytes.write(attribute.name)
            bytes.write("=\"")
            bytes.write(attribute.value)
            bytes.write("\"")
        }
        bytes.write(">\n<title>")
        bytes.write(escaped: accessibility.label)
        bytes.write("</title>\n")
        if let description = accessibility.description {
            bytes.write("<desc>")
            bytes.write(escaped: description)
            bytes.write("</desc>\n")
        }
        if !canvas.styleRules.isEmpty {
            bytes.write("<style>\n")
            bytes.write(canvas.styleRules)
            bytes.write("</style>\n")
        }
        if !canvas.definitions.isEmpty {
            bytes.write("<defs>\n")
            bytes.append(contentsOf: canvas.definitions)
            bytes.write("</defs>\n")
        }
        bytes.append(contentsOf: canvas.body)
        bytes.write("</svg>\n")
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
