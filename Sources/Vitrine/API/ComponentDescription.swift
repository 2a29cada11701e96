/// A component as the tools see it: its name, its parameters, and how to render it from validated values.
public struct ComponentDescription: Sendable {
    /// The name used on the command line and in fences, e.g. `activity-indicator`.
    public let name: String
    /// One sentence saying what the component is.
    public let summary: String
    public let parameters: [Parameter]
    let draw: @Sendable (ParameterValues) -> String
    /// The component as an HTML fragment that fills its container, for those that have that form.
    let drawHTML: (@Sendable (ParameterValues) -> String)?
    /// A check of values that are each valid alone but not together (a key the chosen layout lacks).
    let checkTogether: (@Sendable (ParameterValues) -> ValueConflict?)?
    /// The presets a component declares itself; the built-ins' are in the shared catalog.
    private let ownPresets: [Preset]?
    /// What `vitrine render` needs besides the name to find the component: a site's own, outside the default
    /// site folder, needs `--site FOLDER`. Empty for the built-ins.
    package let renderOptions: [String]
    /// Whether the component is HTML (a site's `NAME.html`): its SVG form holds that HTML in a `foreignObject`,
    /// which browsers draw and librsvg does not, so it has no PNG.
    package let isHTML: Bool

    /// Why the component has no PNG, for the render endpoint and the command line alike; `nil` when it has one.
    package var noPNG: String? {
        isHTML ? "\(name) is an HTML component: its picture is HTML inside SVG, which browsers draw and librsvg does not, so it has no PNG; use svg or html" : nil
    }

    init(
        name: String, summary: String, parameters: [Parameter], draw: @escaping @Sendable (ParameterValues) -> String,
        html: (@Sendable (ParameterValues) -> String)? = nil, checkTogether: (@Sendable (ParameterValues) -> ValueConflict?)? = nil
    ) {
        self.name = name
        self.summary = summary
        self.parameters = parameters
        self.draw = draw
        drawHTML = html
        self.checkTogether = checkTogether
        ownPresets = nil
        renderOptions = []
        isHTML = false
    }

    /// A component declared outside this library (a site's own, from its file), with its own presets.
    /// - Parameter html: For an HTML component, its fragment; `draw` then gives the SVG that holds it.
    package init(
        name: String, summary: String, parameters: [Parameter], presets: [Preset], renderOptions: [String] = [],
        html: (@Sendable (ParameterValues) -> String)? = nil, draw: @escaping @Sendable (ParameterValues) -> String
    ) {
        self.name = name
        self.summary = summary
        self.parameters = parameters
        self.draw = draw
        drawHTML = html
        isHTML = html != nil
        checkTogether = nil
        ownPresets = presets
        self.renderOptions = renderOptions
    }

    /// Whether the component has an HTML form (`renderHTML`): the overlays, which fill any container.
    public var hasHTMLForm: Bool { drawHTML != nil }

    /// The component as an HTML fragment, or `nil` when it has no HTML form.
    ///
    /// - Throws: `ParameterError` as `render` does.
    public func renderHTML(_ arguments: [Argument]) throws(ParameterError) -> String? {
        guard hasHTMLForm else { return nil }
        return renderHTML(try resolve(arguments))
    }

    /// The component's HTML fragment for values already resolved, or `nil` when it has no HTML form.
    public func renderHTML(_ values: ParameterValues) -> String? {
        precondition(values.component == name, "values for \(values.component) given to \(name)")
        return drawHTML?(values)
    }

    /// The description of one parameter, if the component has it.
    public func parameter(named name: String) -> Parameter? {
        parameters.first { $0.name == name }
    }

    /// The presets of this component: its own, or a built-in's in the shared catalog.
    public var presets: [Preset] { ownPresets ?? Catalog.presets(of: name) }

    /// Validates arguments as typed and fills in defaults.
    ///
    /// An argument named `preset` applies that catalog preset first; the other arguments then override it.
    public func resolve(_ arguments: [Argument]) throws(ParameterError) -> ParameterValues {
        var typed: [String: (value: String, index: Int?)] = [:]
        for (index, argument) in arguments.enumerated() where argument.name == Preset.argumentName {
            guard let preset = presets.first(where: { $0.name == argument.value }) else {
                throw ParameterError(
                    .unknownPreset(argument.value), component: name, argumentIndex: index, validChoices: presets.map(\.name))
            }
            for presetArgument in preset.arguments { typed[presetArgument.name] = (presetArgument.value, nil) }
        }
        var seen: Set<String> = []
        var moment: Double?
        for (index, argument) in arguments.enumerated() where argument.name != Preset.argumentName {
            if argument.name == RenderContext.momentArgumentName {
                guard seen.insert(argument.name).inserted else {
                    throw ParameterError(.duplicateParameter(argument.name), component: name, argumentIndex: index, validChoices: [])
                }
                do {
                    moment = try Self.momentParameter.validate(argument.value).number
                } catch let problem {
                    throw ParameterError(
                        .invalidValue(parameter: argument.name, value: argument.value, expected: problem.expected),
                        component: name, argumentIndex: index, validChoices: [])
                }
                continue
            }
            guard parameter(named: argument.name) != nil else {
                throw ParameterError(
                    .unknownParameter(argument.name), component: name, argumentIndex: index,
                    validChoices: parameters.map(\.name) + [Preset.argumentName, RenderContext.momentArgumentName])
            }
            guard seen.insert(argument.name).inserted else {
                throw ParameterError(.duplicateParameter(argument.name), component: name, argumentIndex: index, validChoices: [])
            }
            typed[argument.name] = (argument.value, index)
        }
        var values: [String: ParameterValue] = [:]
        for parameter in parameters {
            let given = typed[parameter.name]
            do {
                values[parameter.name] = try parameter.validate(given?.value ?? parameter.defaultValue)
            } catch let problem {
                throw ParameterError(
                    .invalidValue(parameter: parameter.name, value: given?.value ?? parameter.defaultValue, expected: problem.expected),
                    component: name, argumentIndex: given?.index, validChoices: problem.choices)
            }
        }
        let resolved = ParameterValues(component: name, parameters: parameters, values: values, moment: moment)
        if let conflict = checkTogether?(resolved) {
            let given = typed[conflict.parameter]
            throw ParameterError(
                .invalidValue(parameter: conflict.parameter, value: conflict.value, expected: conflict.expected),
                component: name, argumentIndex: given?.index, validChoices: conflict.choices)
        }
        return resolved
    }

    /// `at`, accepted by every component: the moment of a frame-exact still.
    public static let momentParameter = Parameter(
        RenderContext.momentArgumentName, .number(0...RenderContext.latestMoment), default: "",
        help: "Seconds into the fade and spinner animations: a still of that moment, with no animation left in the file.")

    /// Renders validated values to a standalone SVG document.
    public func render(_ values: ParameterValues) -> String {
        precondition(values.component == name, "values for \(values.component) given to \(name)")
        return draw(values)
    }

    /// Renders what the Swift API was given: a value the command line would refuse (a malformed colour,
    /// a period out of range) falls back to the parameter's default instead of failing.
    package func render(replacingInvalid arguments: [Argument]) -> String {
        var values: [String: ParameterValue] = [:]
        for parameter in parameters {
            let typed = arguments.first { $0.name == parameter.name }?.value ?? parameter.defaultValue
            values[parameter.name] = (try? parameter.validate(typed)) ?? (try? parameter.validate(parameter.defaultValue))
        }
        let moment = arguments.first { $0.name == RenderContext.momentArgumentName }
            .flatMap { try? Self.momentParameter.validate($0.value).number }
        return render(ParameterValues(component: name, parameters: parameters, values: values, moment: moment))
    }

    /// Validates and renders in one step.
    public func render(_ arguments: [Argument]) throws(ParameterError) -> String {
        render(try resolve(arguments))
    }
}
