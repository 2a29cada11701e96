/// A parameter bound to the stored property it sets. Its name, kind and help are written once, and its
/// default is read from the component at its initialiser's defaults (as argument-parser takes an option's default from the
/// property's initial value), so the Swift API and the vocabulary cannot disagree.
struct ParameterField<Owner: FieldComponent>: Sendable {
    let parameter: Parameter
    private let read: @Sendable (inout Owner, ParameterValues) -> Void
    private let written: @Sendable (Owner) -> String

    private init(
        _ name: String, _ kind: Parameter.Kind, default defaultValue: String, help: String, laterAddition: Bool,
        read: @escaping @Sendable (inout Owner, ParameterValues) -> Void, written: @escaping @Sendable (Owner) -> String
    ) {
        parameter = Parameter(name, kind, default: defaultValue, help: help, isLaterAddition: laterAddition)
        self.read = read
        self.written = written
    }

    /// Sets the property from validated values.
    func apply(_ values: ParameterValues, to owner: inout Owner) { read(&owner, values) }

    /// The property as `name=value`.
    func argument(of owner: Owner) -> Argument { Argument(parameter.name, written(owner)) }
}

extension ParameterField {
    static func number(
        _ name: String, _ keyPath: WritableKeyPath<Owner, Double> & Sendable, in range: ClosedRange<Double>, help: String,
        laterAddition: Bool = false
    ) -> Self {
        Self(name, .number(range), default: Owner.standard[keyPath: keyPath].svg, help: help, laterAddition: laterAddition,
             read: { $0[keyPath: keyPath] = $1.number(name) }, written: { $0[keyPath: keyPath].svg })
    }

    static func boolean(_ name: String, _ keyPath: WritableKeyPath<Owner, Bool> & Sendable, help: String, laterAddition: Bool = false) -> Self {
        Self(name, .boolean, default: String(Owner.standard[keyPath: keyPath]), help: help, laterAddition: laterAddition,
             read: { $0[keyPath: keyPath] = $1.boolean(name) }, written: { String($0[keyPath: keyPath]) })
    }

    static func text(
        _ name: String, _ keyPath: WritableKeyPath<Owner, String> & Sendable, maximumLength: Int = Parameter.longestMessage, help: String,
        laterAddition: Bool = false
    ) -> Self {
        Self(name, .text(maximumLength: maximumLength), default: Owner.standard[keyPath: keyPath], help: help, laterAddition: laterAddition,
             read: { $0[keyPath: keyPath] = $1.text(name) }, written: { $0[keyPath: keyPath] })
    }

    /// A colour that may be left out: `nil` is written as empty.
    static func color(_ name: String, _ keyPath: WritableKeyPath<Owner, String?> & Sendable, help: String, laterAddition: Bool = false) -> Self {
        Self(name, .color, default: Owner.standard[keyPath: keyPath] ?? "", help: help, laterAddition: laterAddition,
             read: { $0[keyPath: keyPath] = $1.color(name) }, written: { $0[keyPath: keyPath] ?? "" })
    }

    static func choice<Choice: RawRepresentable<String> & CaseIterable & Sendable>(
        _ name: String, _ keyPath: WritableKeyPath<Owner, Choice> & Sendable, help: String, laterAddition: Bool = false
    ) -> Self {
        Self(name, .choice(Choice.allCases.map(\.rawValue)), default: Owner.standard[keyPath: keyPath].rawValue, help: help,
             laterAddition: laterAddition, read: { $0[keyPath: keyPath] = $1.choice(name) }, written: { $0[keyPath: keyPath].rawValue })
    }

    /// A choice among names that are no Swift enumeration (a keyboard's key names).
    static func choice(
        _ name: String, _ keyPath: WritableKeyPath<Owner, String> & Sendable, among names: [String], help: String, laterAddition: Bool = false
    ) -> Self {
        Self(name, .choice(names), default: Owner.standard[keyPath: keyPath], help: help, laterAddition: laterAddition,
             read: { $0[keyPath: keyPath] = $1.choiceName(name) }, written: { $0[keyPath: keyPath] })
    }

    /// The device whose screen and keyboard sizes apply, as every device-sized component takes it.
    static func device(_ keyPath: WritableKeyPath<Owner, Device> & Sendable) -> Self {
        choice("device", keyPath, help: "The device whose screen and keyboard sizes apply.")
    }

    static func orientation(_ keyPath: WritableKeyPath<Owner, Orientation> & Sendable) -> Self {
        choice("orientation", keyPath, help: "How the device is held.")
    }
}

/// A component whose parameters are all `ParameterField`s: its vocabulary, its `init(values:)` and its
/// `arguments` all come from `fields`.
protocol FieldComponent: Component {
    /// The component at its initialiser's defaults (`Self()`): what `vitrine render NAME` draws with no options.
    static var standard: Self { get }
    static var fields: [ParameterField<Self>] { get }
}

extension FieldComponent {
    static var parameters: [Parameter] { fields.map(\.parameter) }

    init(values: ParameterValues) {
        self = Self.standard
        for field in Self.fields { field.apply(values, to: &self) }
    }

    /// The component's parameters as `name=value`, as `vitrine render` would take them.
    public var arguments: [Argument] { Self.fields.map { $0.argument(of: self) } }
}
