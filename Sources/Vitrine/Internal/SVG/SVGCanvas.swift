/// Collects one SVG document's drawing, definitions and style rules, all under one id scope.
///
/// Every `id`, class and keyframes name goes through `id(_:)`/`className(_:)`, so two different renders
/// inlined into one HTML page never share a name.
struct SVGCanvas {
    /// The prefix of every name in this document, derived from the render's parameters.
    let scope: String
    /// Seconds into the animations for a frame-exact still, or `nil` for a live, animated document.
    let moment: Double?
    /// The drawing, UTF-8.
    private(set) var body: [UInt8] = []
    /// The contents of `<defs>`, UTF-8.
    private(set) var definitions: [UInt8] = []
    private(set) var styleRules = ""
    private var definedNames: Set<String> = []
    private var styledNames: Set<String> = []

    init(scope: String, moment: Double? = nil) {
        self.scope = scope
        self.moment = moment
        // A keyboard or a scene runs to several kilobytes; growing the buffer step by step costs more.
        body.reserveCapacity(16 * 1024)
    }

    func id(_ name: String) -> String { scope + "-" + name }
    func url(_ name: String) -> String { "url(#" + scope + "-" + name + ")" }
    func className(_ name: String) -> String { scope + "-" + name }

    /// Appends drawing markup, one element per line.
    mutating func draw(_ markup: SVGMarkup) {
        body.append(contentsOf: markup.bytes)
        body.append(UInt8(ascii: "\n"))
    }

    /// Appends drawing written straight into the document's bytes, for parts with many elements.
    mutating func draw(writing write: (_ bytes: inout [UInt8]) -> Void) {
        write(&body)
    }

    /// Adds a definition (gradient, filter, symbol) once, however many parts ask for it.
    mutating func define(_ name: String, _ markup: (_ id: String) -> String) {
        guard definedNames.insert(name).inserted else { return }
        definitions.append(contentsOf: markup(id(name)).utf8)
        definitions.append(UInt8(ascii: "\n"))
    }

    /// Adds a definition once, written straight into the `<defs>` bytes (for long ones: a keyboard's keys).
    mutating func define(_ name: String, writing write: (_ id: String, _ bytes: inout [UInt8]) -> Void) {
        guard definedNames.insert(name).inserted else { return }
        write(id(name), &definitions)
        definitions.append(UInt8(ascii: "\n"))
    }

    /// Adds CSS once; `css` receives the scoped class name for `name`.
    mutating func style(_ name: String, _ css: (_ className: String) -> String) {
        guard styledNames.insert(name).inserted else { return }
        styleRules += css(className(name))
        styleRules += "\n"
    }
}

/// Writing markup straight into a document's bytes, with no intermediate string or array.
extension [UInt8] {
    /// Appends constant markup.
    mutating func write(_ literal: StaticString) {
        literal.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends a name or value that needs no escaping (an id, a colour, a `url(#…)`).
    mutating func write(_ text: String) {
        // A contiguous copy where the string allows it (native strings do), not byte by byte.
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(contentsOf: $0) }
        if copied == nil { append(contentsOf: text.utf8) }
    }

    /// Appends a number as SVG writes it (see `SVGNumber`).
    mutating func write(_ number: Double) {
        SVGNumber.append(number, to: &self)
    }

    /// Appends user text escaped for XML.
    mutating func write(escaped text: String) {
        XMLEscaping.append(text, to: &self)
    }
}
