/// Collects one SVG document's drawing, definitions and style rules, all under one id scope.
///
/// Every `id`, class and keyframes name goes through `id(_:)`/`className(_:)`, so two different renders
/// inlined into one HTML page never share a name.
struct SVGCanvas {
    /// The prefix of every name in this document, derived from the render's parameters.
    let scope: String
    /// Seconds into the animations for a frame-exact still, or `nil` for a live, animated document.
    let moment: Double?
    private(set) var body: [UInt8] = []
    private(set) var definitions = ""
    private(set) var styleRules = ""
    private var defined: Set<String> = []

    init(scope: String, moment: Double? = nil) {
        self.scope = scope
        self.moment = moment
        // A keyboard or a scene runs to tens of kilobytes; growing the string step by step costs more.
        body.reserveCapacity(32 * 1024)
    }

    func id(_ name: String) -> String { scope + "-" + name }
    func url(_ name: String) -> String { "url(#" + scope + "-" + name + ")" }
    func className(_ name: String) -> String { scope + "-" + name }

    /// Appends drawing markup, one element per line.
    mutating func draw(_ markup: SVGMarkup) {
        body.append(contentsOf: markup.bytes)
        body.append(UInt8(ascii: "\n"))
    }

    /// Adds a definition (gradient, filter, symbol) once, however many parts ask for it.
    mutating func define(_ name: String, _ markup: (_ id: String) -> String) {
        guard defined.insert("def:" + name).inserted else { return }
        definitions += markup(id(name))
        definitions += "\n"
    }

    /// Adds CSS once; `css` receives the scoped class name for `name`.
    mutating func style(_ name: String, _ css: (_ className: String) -> String) {
        guard defined.insert("css:" + name).inserted else { return }
        styleRules += css(className(name))
        styleRules += "\n"
    }
}
