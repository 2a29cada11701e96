import Vitrine
import VitrineMustache
import Yams

/// A site's own component: `components/NAME.svg`, a YAML header declaring it (title, description, size,
/// parameters, presets) and the SVG after it as a Mustache template over the parameters.
///
/// ```
/// ---
/// title: Badge
/// parameters:
///   label: {type: string, default: builds}
///   count: {type: number, min: 0, max: 999, default: 12}
/// presets:
///   failing: {label: tests, count: 3}
/// ---
/// <svg xmlns="http://www.w3.org/2000/svg" …>{{label}} {{count}}</svg>
/// ```
enum SiteComponentFile {
    /// What a file says, or the first problem found in it, at its place.
    static func read(_ text: String, name: String, file: String) -> Result<ComponentDescription, SiteDiagnostic> {
        do throws(ComponentFileProblem) {
            return .success(try component(text, name: name))
        } catch {
            return .failure(SiteDiagnostic(file: file, line: error.line, column: error.column, message: error.message))
        }
    }

    /// Whether a file of a site's components folder is a component: an `.svg` that opens with a YAML header.
    static func isComponent(_ path: String, _ bytes: [UInt8]) -> Bool {
        path.hasSuffix(".svg") && (bytes.starts(with: Array("---\n".utf8)) || bytes.starts(with: Array("---\r\n".utf8)))
    }

    /// The names a component may take: lowercase words joined by hyphens, as the built-ins'.
    static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first), !name.hasSuffix("-") else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    static let keys = ["title", "description", "size", "parameters", "presets"]
    static let parameterKeys = ["type", "default", "help", "min", "max", "values", "maxLength"]
    static let types = ["string", "number", "boolean", "color", "choice"]
}

/// A problem of a component file, at its 1-based line and column.
struct ComponentFileProblem: Error {
    let line: Int
    let column: Int
    let message: String

    init(_ message: String, line: Int, column: Int) {
        self.line = line
        self.column = column
        self.message = message
    }

    init(_ message: String, at node: Node?, lineOffset: Int) {
        self.init(message, line: lineOffset + (node?.mark?.line ?? 0), column: node?.mark?.column ?? 1)
    }
}

private extension SiteComponentFile {
    static func component(_ text: String, name: String) throws(ComponentFileProblem) -> ComponentDescription {
        guard isValidName(name) else {
            throw ComponentFileProblem("'\(name)' is not a component name: lowercase letters, digits and hyphens, starting with a letter", line: 1, column: 1)
        }
        if Components.names.contains(name) {
            throw ComponentFileProblem("'\(name)' is a built-in component's name: name the file otherwise", line: 1, column: 1)
        }
        let (header, body, bodyLine) = try split(text)
        // The header's first line is the file's second.
        let lineOffset = 1
        let root: Node
        do {
            root = try Yams.compose(yaml: header) ?? .mapping(Node.Mapping([]))
        } catch let error as YamlError {
            throw yamlProblem(error, lineOffset: lineOffset)
        } catch {
            throw ComponentFileProblem("invalid YAML: \(error)", line: 2, column: 1)
        }
        guard let mapping = root.mapping else { throw ComponentFileProblem("expected 'key: value' settings", at: root, lineOffset: lineOffset) }
        try checkKeys(mapping, known: keys, what: "setting", lineOffset: lineOffset)
        let title = mapping.entry("title")?.string
        let description = mapping.entry("description")?.string
        var declaredParameters: [Parameter] = []
        if let node = mapping.entry("parameters") {
            guard let declared = node.mapping else { throw ComponentFileProblem("'parameters' must map each name to its settings", at: node, lineOffset: lineOffset) }
            for (key, settings) in declared {
                declaredParameters.append(try parameter(key, settings, of: name, lineOffset: lineOffset))
            }
        }
        let parameters = declaredParameters
        let size = try mapping.entry("size").map { node throws(ComponentFileProblem) in try sizeValues(node, lineOffset: lineOffset) }
        let template: MustacheTemplate
        do {
            template = try MustacheTemplate(body)
        } catch {
            throw ComponentFileProblem(error.message, line: bodyLine - 1 + error.line, column: error.column)
        }
        try ComponentTemplateChecks.rawPlaces(in: body, parameters: parameters, firstLine: bodyLine)
        var library = MustacheLibrary()
        library.register(template, named: name)
        let frozenLibrary = library
        let shownTitle = title ?? name
        let draw: @Sendable (ParameterValues) -> String = { values in
            frozenLibrary.render(name, context(values, parameters: parameters, title: shownTitle, size: size)) ?? ""
        }
        let draft = ComponentDescription(name: name, summary: description ?? shownTitle, parameters: parameters, presets: [], draw: draw)
        var presets: [Preset] = []
        if let node = mapping.entry("presets") {
            guard let declared = node.mapping else { throw ComponentFileProblem("'presets' must map each name to its values", at: node, lineOffset: lineOffset) }
            for (key, values) in declared {
                presets.append(try preset(key, values, of: draft, lineOffset: lineOffset))
            }
        }
        let component = ComponentDescription(name: name, summary: description ?? shownTitle, parameters: parameters, presets: presets, draw: draw)
        // The defaults and every preset must give well-formed SVG, checked once here rather than by each reader.
        for preset in [nil] + presets.map(Optional.some) {
            let arguments = preset.map { [Argument(Preset.argumentName, $0.name)] } ?? []
            let svg: String
            do {
                svg = try component.render(arguments)
            } catch {
                throw ComponentFileProblem(error.message(spelling: .attribute), line: 1, column: 1)
            }
            if let problem = XMLWellFormed.problem(in: svg, root: "svg") {
                let which = preset.map { "preset '\($0.name)'" } ?? "its defaults"
                throw ComponentFileProblem("the template does not give well-formed SVG for \(which): \(problem)", line: bodyLine, column: 1)
            }
        }
        return component
    }

    /// Yams' own words for a YAML mistake, at its place in the file.
    static func yamlProblem(_ error: YamlError, lineOffset: Int) -> ComponentFileProblem {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            ComponentFileProblem("invalid YAML: \(problem)" + (context.map { " \($0.text)" } ?? ""), line: lineOffset + mark.line, column: mark.column)
        default:
            ComponentFileProblem("invalid YAML: \(error)", line: lineOffset + 1, column: 1)
        }
    }

    /// The header's YAML, the template after it, and the template's first line.
    static func split(_ text: String) throws(ComponentFileProblem) -> (header: String, body: String, bodyLine: Int) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        guard lines.first == "---" else { throw ComponentFileProblem("a component file opens with a '---' line and its header", line: 1, column: 1) }
        guard let closing = lines.dropFirst().firstIndex(of: "---") else {
            throw ComponentFileProblem("the header starting here has no closing '---' line", line: 1, column: 1)
        }
        let header = lines[1..<closing].joined(separator: "\n")
        let body = lines[(closing + 1)...].joined(separator: "\n")
        return (header, body, closing + 2)
    }

    static func checkKeys(_ mapping: Node.Mapping, known: [String], what: String, lineOffset: Int) throws(ComponentFileProblem) {
        for (key, _) in mapping {
            guard let name = key.string, known.contains(name) else {
                let written = key.string ?? "?"
                let hint = KeyDistance.closest(to: written, among: known).map { "; did you mean '\($0)'?" } ?? "."
                throw ComponentFileProblem(
                    "unknown \(what) '\(written)'\(hint) Known: \(known.joined(separator: ", "))", at: key, lineOffset: lineOffset)
            }
        }
    }

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
        switch type {
        case "number":
            guard let low = mapping.entry("min").flatMap(number), let high = mapping.entry("max").flatMap(number), low <= high else {
                throw ComponentFileProblem("number parameter '\(name)' needs 'min' and 'max', min no greater than max", at: typeNode, lineOffset: lineOffset)
            }
            kind = .number(low...high)
            fallback = mapping.entry("min")?.string ?? ""
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
        let parameter = Parameter(name, kind, default: mapping.entry("default")?.string ?? fallback, help: mapping.entry("help")?.string ?? "")
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

    static func sizeValues(_ node: Node, lineOffset: Int) throws(ComponentFileProblem) -> (width: String, height: String) {
        let pair: [Node]? = node.sequence.map(Array.init) ?? node.mapping.map { mapping in [mapping.entry("width"), mapping.entry("height")].compactMap { $0 } }
        guard let pair, pair.count == 2, let width = pair[0].string, let height = pair[1].string,
            let w = Double(width), let h = Double(height), w > 0, h > 0
        else {
            throw ComponentFileProblem("'size' is the width and height, two positive numbers: [120, 28] or {width: 120, height: 28}", at: node, lineOffset: lineOffset)
        }
        return (width, height)
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

    /// What the template sees: each parameter's value as text (a boolean as a flag), a choice also as
    /// `NAME=CHOICE` flags for sections, the title, the size, and `id`, a prefix for the document's ids made
    /// from its values, so that pictures inlined in one page never share one.
    static func context(_ values: ParameterValues, parameters: [Parameter], title: String, size: (width: String, height: String)?) -> MustacheValue {
        let key = values.canonicalArguments.map { "\($0.name)=\($0.value)" }.joined(separator: "\u{1F}")
        var context: [String: MustacheValue] = ["title": .text(title), "id": .text(values.component + "-" + StableHash.hex(key).prefix(8))]
        if let size {
            context["width"] = .text(size.width)
            context["height"] = .text(size.height)
        }
        for parameter in parameters {
            guard let value = values[parameter.name] else { continue }
            switch value {
            case .boolean(let flag): context[parameter.name] = .bool(flag)
            case .choice(let choice):
                context[parameter.name] = .text(choice)
                context[parameter.name + "=" + choice] = .bool(true)
            default: context[parameter.name] = .text(value.canonicalText)
            }
        }
        return .object(context)
    }
}

private extension Node.Mapping {
    func entry(_ key: String) -> Node? {
        first { $0.key.string == key }?.value
    }
}
