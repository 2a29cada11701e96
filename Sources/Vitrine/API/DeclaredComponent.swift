/// A component declared in Swift, as the built-ins are: a value whose stored properties are its parameters, each
/// declared once as a `ComponentField`, with the defaults of `init()`. Added to vitrine's command line
/// (`VitrineCommand.main(components:)`), it gets what a built-in has: `list`, `render` in every format, the
/// `vitrine` fence, the catalog page with its live controls, and the parameter checks.
///
/// ```swift
/// struct Stamp: DeclaredComponent {
///     var text = "Approved"
///     var color: String? = "#34c759"
///
///     static let name = "stamp"
///     static let summary = "A rubber stamp with a word on it."
///     static let fields: [ComponentField<Stamp>] = [
///         .text("text", \.text, maximumLength: 20, help: "The word on the stamp."),
///         .color("color", \.color, help: "The ink."),
///     ]
///
///     func draw() -> String {
///         "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"120\" height=\"40\">…\(Self.escaped(text))…</svg>"
///     }
/// }
/// ```
public protocol DeclaredComponent: Component {
    /// The component with every parameter at its default: the defaults are read from it.
    init()
    /// The name on the command line and in fences: lowercase words joined by hyphens, not a built-in's.
    static var name: String { get }
    /// One sentence saying what the component is.
    static var summary: String { get }
    /// Each parameter, bound to the property it sets.
    static var fields: [ComponentField<Self>] { get }
    /// Named values for the catalog, each a page of its own there.
    static var presets: [(name: String, value: Self)] { get }
    /// The standalone SVG document for the current values; text from values goes through `escaped(_:)`.
    func draw() -> String
}

extension DeclaredComponent {
    public static var presets: [(name: String, value: Self)] { [] }

    public static var componentDescription: ComponentDescription {
        let fields = Self.fields
        let defaults = Self()
        let defaultArguments = fields.map { $0.argument(of: defaults) }
        // A preset lists what it changes from the defaults, as the built-ins' do.
        let presets = Self.presets.map { preset in
            Preset(name, preset.name, preset.name, fields.map { $0.argument(of: preset.value) }.filter { !defaultArguments.contains($0) })
        }
        return ComponentDescription(name: name, summary: summary, parameters: fields.map(\.parameter), presets: presets) { values in
            Self(values: values, fields: fields).draw()
        }
    }

    /// The value's parameters as `name=value`, as `vitrine render` takes them.
    public var arguments: [Argument] { Self.fields.map { $0.argument(of: self) } }

    /// Text as it may stand in SVG text or an attribute value, escaped as the built-ins escape theirs: markup
    /// characters as references, and what XML cannot carry left out.
    public static func escaped(_ text: String) -> String {
        XMLEscaping.escape(text)
    }

    init(values: ParameterValues, fields: [ComponentField<Self>]) {
        self.init()
        for field in fields { field.apply(values, to: &self) }
    }
}

/// One parameter of a `DeclaredComponent`, bound to the property it sets: its name, kind and help written once,
/// its default read from the component's `init()`.
public struct ComponentField<Owner: DeclaredComponent>: Sendable {
    public let parameter: Parameter
    private let read: @Sendable (inout Owner, ParameterValues) -> Void
    private let written: @Sendable (Owner) -> String

    private init(
        _ name: String, _ kind: Parameter.Kind, default defaultValue: String, help: String, step: Double? = nil,
        read: @escaping @Sendable (inout Owner, ParameterValues) -> Void, written: @escaping @Sendable (Owner) -> String
    ) {
        parameter = Parameter(name, kind, default: defaultValue, help: help, step: step)
        self.read = read
        self.written = written
    }

    func apply(_ values: ParameterValues, to owner: inout Owner) { read(&owner, values) }

    func argument(of owner: Owner) -> Argument { Argument(parameter.name, written(owner)) }

    /// A number within `range`, in steps of `step` from its minimum when given.
    public static func number(
        _ name: String, _ keyPath: WritableKeyPath<Owner, Double> & Sendable, in range: ClosedRange<Double>, step: Double? = nil, help: String
    ) -> Self {
        Self(name, .number(range), default: Owner()[keyPath: keyPath].svg, help: help, step: step,
             read: { $0[keyPath: keyPath] = $1.number(name) }, written: { $0[keyPath: keyPath].svg })
    }

    public static func boolean(_ name: String, _ keyPath: WritableKeyPath<Owner, Bool> & Sendable, help: String) -> Self {
        Self(name, .boolean, default: String(Owner()[keyPath: keyPath]), help: help,
             read: { $0[keyPath: keyPath] = $1.boolean(name) }, written: { String($0[keyPath: keyPath]) })
    }

    /// Any text up to `maximumLength` characters.
    public static func text(_ name: String, _ keyPath: WritableKeyPath<Owner, String> & Sendable, maximumLength: Int = 200, help: String) -> Self {
        Self(name, .text(maximumLength: maximumLength), default: Owner()[keyPath: keyPath], help: help,
             read: { $0[keyPath: keyPath] = $1.text(name) }, written: { $0[keyPath: keyPath] })
    }

    /// A colour, `#rrggbb` once checked; `nil` when left empty.
    public static func color(_ name: String, _ keyPath: WritableKeyPath<Owner, String?> & Sendable, help: String) -> Self {
        Self(name, .color, default: Owner()[keyPath: keyPath] ?? "", help: help,
             read: { $0[keyPath: keyPath] = $1.color(name) }, written: { $0[keyPath: keyPath] ?? "" })
    }

    /// One of an enumeration's cases, by raw value.
    public static func choice<Choice: RawRepresentable<String> & CaseIterable & Sendable>(
        _ name: String, _ keyPath: WritableKeyPath<Owner, Choice> & Sendable, help: String
    ) -> Self {
        Self(name, .choice(Choice.allCases.map(\.rawValue)), default: Owner()[keyPath: keyPath].rawValue, help: help,
             read: { $0[keyPath: keyPath] = $1.choice(name) }, written: { $0[keyPath: keyPath].rawValue })
    }
}
