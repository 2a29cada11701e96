import Vitrine
import Yams

/// The header's parts of a component file: its parameters, size, computed values and presets.
extension SiteComponentFile {
    static func parameter(_ key: Node, _ settings: Node, of component: String, lineOffset: Int) throws(ComponentFileProblem) -> Parameter {
        guard let name = key.string, isValidName(name), name != Preset.argumentName, name != ComponentDescription.momentParameter.name else {
            throw ComponentFileProblem(
                "'\(key.string ?? "?")' is not a parameter name: lowercase letters, digits and hyphens, starting with a letter, not 'preset' or 'at'",
                at: key, lineOffset: lineOffset)
        }
        guard let mapping = settings.mapping else { throw ComponentFileProblem("parameter '\(name)' needs its settings ('type: …')", at: settings, lineOffset: lineOffset) }
        try checkKeys(mapping, known: parameterKeys, what: "parameter setting", lineOffset: lineOffset)
        guard let typeNode = mapping.entry("type"), let type = typeNode.string, types.contains(type) else {
            let written = mapping.entry("type")?.string.map { "'\($0)'" } ?? "none"
            throw ComponentFileProblem(
                "parameter '\(name)' has type \(written): expected one of \(types.joined(separator: ", "))", at: mapping.entry("type") ?? key, lineOffset: lineOffset)
        }
        let kind: Parameter.Kind
        var fallback = ""
        var step: Double?
        switch type {
        case "number":
            guard let low = mapping.entry("min").flatMap(number), let high = mapping.entry("max").flatMap(number), low <= high else {
                throw ComponentFileProblem("number parameter '\(name)' needs 'min' and 'max', min no greater than max", at: typeNode, lineOffset: lineOffset)
            }
            kind = .number(low...high)
            fallback = mapping.entry("min")?.string ?? ""
            if let node = mapping.entry("step") {
                guard let value = number(node), value > 0 else {
                    throw ComponentFileProblem("'step' of '\(name)' is the spacing of its values, a positive number", at: node, lineOffset: lineOffset)
                }
                step = value
            }
        case "boolean":
            kind = .boolean
            fallback = "false"
        case "color":
            kind = .color
        case "choice":
            guard let values = mapping.entry("values")?.sequence?.compactMap(\.string), !values.isEmpty else {
                throw ComponentFileProblem("choice parameter '\(name)' needs 'values', a list of its choices", at: typeNode, lineOffset: lineOffset)
            }
            kind = .choice(values)
            fallback = values[0]
        default:
            let limit = mapping.entry("maxLength").flatMap(number).map(Int.init) ?? 200
            kind = .text(maximumLength: limit)
        }
        if step == nil, let node = mapping.entry("step") {
            throw ComponentFileProblem("'step' belongs to a number parameter; '\(name)' is \(type)", at: node, lineOffset: lineOffset)
        }
        let parameter = Parameter(name, kind, default: mapping.entry("default")?.string ?? fallback, help: mapping.entry("help")?.string ?? "", step: step)
        if let defaultNode = mapping.entry("default") {
            let alone = ComponentDescription(name: component, summary: "", parameters: [parameter], presets: [], draw: { _ in "" })
            do {
                _ = try alone.resolve([])
            } catch {
                throw ComponentFileProblem("bad default: \(error.message(spelling: .attribute))", at: defaultNode, lineOffset: lineOffset)
            }
        }
        return parameter
    }

    static func number(_ node: Node) -> Double? {
        node.string.flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
    }

    /// `size`: the width and height, each a positive number or an expression over the values.
    static func sizeValues(
        _ node: Node, parameters: [Parameter], computed: [String], lineOffset: Int
    ) throws(ComponentFileProblem) -> (width: ComponentExpression, height: ComponentExpression) {
        let pair: [Node]? = node.sequence.map(Array.init) ?? node.mapping.map { mapping in [mapping.entry("width"), mapping.entry("height")].compactMap { $0 } }
        guard let pair, pair.count == 2, pair.allSatisfy({ $0.scalar != nil }) else {
            throw ComponentFileProblem(
                "'size' is the width and height, each a positive number or an expression: [120, 28], {width: \"textWidth(label, 13) + 20\", height: 28}",
                at: node, lineOffset: lineOffset)
        }
        let width = try expression(pair[0], parameters: parameters, computed: computed, lineOffset: lineOffset)
        let height = try expression(pair[1], parameters: parameters, computed: computed, lineOffset: lineOffset)
        return (width, height)
    }

    /// `computed`: names for expressions over the values, which the template, `size` and later expressions use.
    static func computedValues(
        _ node: Node, parameters: [Parameter], lineOffset: Int
    ) throws(ComponentFileProblem) -> [(name: String, expression: ComponentExpression)] {
        guard let mapping = node.mapping else {
            throw ComponentFileProblem("'computed' maps each name to an expression: {split: \"textWidth(label, 13) + 20\"}", at: node, lineOffset: lineOffset)
        }
        var computed: [(name: String, expression: ComponentExpression)] = []
        for (key, value) in mapping {
            guard let name = key.string, isValidName(name), !parameters.contains(where: { $0.name == name }),
                !["width", "height", "title", "id"].contains(name)
            else {
                throw ComponentFileProblem(
                    "'\(key.string ?? "?")' cannot name a computed value: lowercase letters, digits and hyphens, not a parameter's name, nor width, height, title or id",
                    at: key, lineOffset: lineOffset)
            }
            computed.append((name, try expression(value, parameters: parameters, computed: computed.map(\.name), lineOffset: lineOffset)))
        }
        return computed
    }

    /// An expression written as a YAML scalar, its mistakes placed at their column inside it.
    static func expression(_ node: Node, parameters: [Parameter], computed: [String], lineOffset: Int) throws(ComponentFileProblem) -> ComponentExpression {
        let numbers = Set(parameters.filter { if case .number = $0.kind { true } else if case .boolean = $0.kind { true } else { false } }.map(\.name) + computed)
        let text = node.string ?? ""
        do {
            return try ComponentExpression(text, numbers: numbers, texts: Set(parameters.map(\.name)))
        } catch {
            let quoted = node.scalar.map { $0.style == .singleQuoted || $0.style == .doubleQuoted } ?? false
            let line = lineOffset + (node.mark?.line ?? 0)
            let column = (node.mark?.column ?? 1) + (quoted ? 1 : 0) + error.offset
            throw ComponentFileProblem("in '\(text)': \(error.message)", line: line, column: column)
        }
    }

    static func preset(_ key: Node, _ values: Node, of component: ComponentDescription, lineOffset: Int) throws(ComponentFileProblem) -> Preset {
        guard let name = key.string, isValidName(name) else {
            throw ComponentFileProblem("'\(key.string ?? "?")' is not a preset name: lowercase letters, digits and hyphens", at: key, lineOffset: lineOffset)
        }
        let entries = values.mapping.map(Array.init) ?? []
        guard values.mapping != nil || values.string == "" else {
            throw ComponentFileProblem("preset '\(name)' maps parameters to values", at: values, lineOffset: lineOffset)
        }
        var arguments: [Argument] = []
        for (parameterKey, value) in entries {
            let parameter = parameterKey.string ?? ""
            guard component.parameter(named: parameter) != nil else {
                let names = component.parameters.map(\.name)
                let hint = KeyDistance.closest(to: parameter, among: names).map { "; did you mean '\($0)'?" } ?? "."
                throw ComponentFileProblem(
                    "preset '\(name)' names unknown parameter '\(parameter)'\(hint) Parameters: \(names.joined(separator: ", "))",
                    at: parameterKey, lineOffset: lineOffset)
            }
            arguments.append(Argument(parameter, value.string ?? ""))
            do {
                _ = try component.resolve(arguments)
            } catch {
                throw ComponentFileProblem("preset '\(name)': \(error.message(spelling: .attribute))", at: value, lineOffset: lineOffset)
            }
        }
        return Preset(component.name, name, name, arguments)
    }
}
