/// A complete, validated set of values for one component: every parameter has one.
public struct ParameterValues: Sendable, Equatable {
    public let component: String
    private let values: [String: ParameterValue]

    /// Every parameter as `name=value`, in the component's parameter order: the same values always
    /// give the same arguments, whatever order or spelling they were typed in.
    public let canonicalArguments: [Argument]
    /// What a render's id prefix is derived from: the component and all its values, less the later
    /// additions left at their defaults (see `Parameter.isLaterAddition`).
    let scopeSeed: String
    /// Seconds into the animations for a frame-exact still (`at=`), or `nil` for an animated document.
    public let moment: Double?

    init(component: String, parameters: [Parameter], values: [String: ParameterValue], moment: Double? = nil) {
        self.component = component
        self.values = values
        self.moment = moment
        var canonical = parameters.compactMap { parameter in
            values[parameter.name].map { Argument(parameter.name, $0.canonicalText) }
        }
        if let moment { canonical.append(Argument(RenderContext.momentArgumentName, moment.svg)) }
        self.canonicalArguments = canonical
        let laterDefaults = parameters.filter(\.isLaterAddition).map { Argument($0.name, $0.defaultValue) }
        self.scopeSeed = canonical.reduce(component) { seed, argument in
            laterDefaults.contains(argument) ? seed : seed + "\u{1F}" + argument.name + "=" + argument.value
        }
    }

    public subscript(name: String) -> ParameterValue? { values[name] }

    var renderContext: RenderContext { RenderContext(scopeSeed: scopeSeed, moment: moment) }

    func text(_ name: String) -> String {
        if case .text(let text)? = values[name] { return text }
        preconditionFailure("parameter \(name) of \(component) is not text")
    }

    func number(_ name: String) -> Double {
        if case .number(let number)? = values[name] { return number }
        preconditionFailure("parameter \(name) of \(component) is not a number")
    }

    func boolean(_ name: String) -> Bool {
        if case .boolean(let flag)? = values[name] { return flag }
        preconditionFailure("parameter \(name) of \(component) is not a boolean")
    }

    func color(_ name: String) -> String? {
        if case .color(let hex)? = values[name] { return hex }
        preconditionFailure("parameter \(name) of \(component) is not a colour")
    }

    /// A choice's name as given, for choices that are no Swift enumeration.
    func choiceName(_ name: String) -> String {
        if case .choice(let raw)? = values[name] { return raw }
        preconditionFailure("parameter \(name) of \(component) is not a choice")
    }

    func choice<Choice: RawRepresentable<String>>(_ name: String, as type: Choice.Type = Choice.self) -> Choice {
        if case .choice(let raw)? = values[name], let choice = Choice(rawValue: raw) { return choice }
        preconditionFailure("parameter \(name) of \(component) is not a \(Choice.self)")
    }
}
