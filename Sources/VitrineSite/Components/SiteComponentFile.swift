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
    /// Whether a file of a site's components folder is a component: an `.svg` or `.html` that opens with a YAML header.
    static func isComponent(_ path: String, _ bytes: [UInt8]) -> Bool {
        (path.hasSuffix(".svg") || path.hasSuffix(".html")) && (bytes.starts(with: Array("---\n".utf8)) || bytes.starts(with: Array("---\r\n".utf8)))
    }

    /// The size an HTML component's SVG form has when its header gives none: an iPhone's screen, as the built-in
    /// overlays fill.
    static let defaultHTMLSize = (width: "320", height: "480")

    /// The names a component may take: lowercase words joined by hyphens, as the built-ins'.
    static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first), !name.hasSuffix("-") else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    static let keys = ["title", "description", "size", "computed", "parameters", "presets"]
    static let parameterKeys = ["type", "default", "help", "min", "max", "step", "values", "maxLength"]
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

extension SiteComponentFile {
    /// A component file read alone: its header's declarations and its template, the components it places not
    /// yet looked up.
    struct Draft {
        let name: String
        let file: String
        let title: String
        let summary: String
        let parameters: [Parameter]
        let size: (width: ComponentExpression, height: ComponentExpression)?
        let computed: [(name: String, expression: ComponentExpression)]
        let template: MustacheTemplate
        let placements: [ComponentPlacement]
        let presets: Node?
        let bodyLine: Int
        /// Whether the template is an HTML fragment (`NAME.html`) rather than an SVG document.
        let isHTML: Bool
    }

    /// A component file alone, placing only built-ins: what a file says, or the first problem found in it.
    static func read(_ text: String, name: String, file: String) -> Result<ComponentDescription, SiteDiagnostic> {
        prepare(text, name: name, file: file).flatMap { finish($0, components: builtInsByName) }
    }

    /// The component's name in a file name: `badge` for `badge.svg` or `badge.html`.
    static func name(ofFile file: String) -> String {
        String(file.split(separator: "/").last.map { $0.dropLast($0.hasSuffix(".html") ? 5 : 4) } ?? "")
    }

    static let builtInsByName = Dictionary(uniqueKeysWithValues: Components.all.map { ($0.name, $0) })

    /// The file's own declarations, or the first problem found in them.
    static func prepare(_ text: String, name: String, file: String) -> Result<Draft, SiteDiagnostic> {
        do throws(ComponentFileProblem) {
            return .success(try draft(text, name: name, file: file))
        } catch {
            return .failure(SiteDiagnostic(file: file, line: error.line, column: error.column, message: error.message))
        }
    }

    /// The component a draft describes, drawing the components it places from `components` (the built-ins and
    /// the site's own read before it); checked for its presets, its placements and its output.
    ///
    /// - Parameter renderOptions: What `vitrine render` needs to find the site (`--site docs`).
    static func finish(
        _ draft: Draft, components: [String: ComponentDescription], renderOptions: [String] = []
    ) -> Result<ComponentDescription, SiteDiagnostic> {
        do throws(ComponentFileProblem) {
            return .success(try component(draft, components: components, renderOptions: renderOptions))
        } catch {
            return .failure(SiteDiagnostic(file: draft.file, line: error.line, column: error.column, message: error.message))
        }
    }
}

extension SiteComponentFile {
    static func draft(_ text: String, name: String, file: String) throws(ComponentFileProblem) -> Draft {
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
        let title = mapping.entry("title")?.string ?? name
        var parameters: [Parameter] = []
        if let node = mapping.entry("parameters") {
            guard let declared = node.mapping else { throw ComponentFileProblem("'parameters' must map each name to its settings", at: node, lineOffset: lineOffset) }
            for (key, settings) in declared {
                parameters.append(try parameter(key, settings, of: name, lineOffset: lineOffset))
            }
        }
        let computed = try mapping.entry("computed").map { node throws(ComponentFileProblem) in
            try computedValues(node, parameters: parameters, lineOffset: lineOffset)
        } ?? []
        let size = try mapping.entry("size").map { node throws(ComponentFileProblem) in
            try sizeValues(node, parameters: parameters, computed: computed.map(\.name), lineOffset: lineOffset)
        }
        let (placements, placing) = try ComponentPlacements.read(body, firstLine: bodyLine)
        let template: MustacheTemplate
        do {
            template = try MustacheTemplate(placing)
        } catch {
            throw ComponentFileProblem(error.message, line: bodyLine - 1 + error.line, column: error.column)
        }
        try ComponentTemplateChecks.rawPlaces(in: body, parameters: parameters, firstLine: bodyLine)
        return Draft(
            name: name, file: file, title: title, summary: mapping.entry("description")?.string ?? title, parameters: parameters, size: size,
            computed: computed, template: template, placements: placements, presets: mapping.entry("presets"), bodyLine: bodyLine,
            isHTML: file.hasSuffix(".html"))
    }

    static func component(
        _ draft: Draft, components: [String: ComponentDescription], renderOptions: [String]
    ) throws(ComponentFileProblem) -> ComponentDescription {
        let lineOffset = 1
        var placed: [(ComponentPlacement, ComponentDescription)] = []
        for placement in draft.placements {
            placed.append((placement, try check(placement, in: draft, components: components)))
        }
        var library = MustacheLibrary()
        library.register(draft.template, named: draft.name)
        let frozenLibrary = library
        let (name, parameters, title, size, computed, frozenPlaced) = (draft.name, draft.parameters, draft.title, draft.size, draft.computed, placed)
        let written: @Sendable (ParameterValues) -> String = { values in
            var context = context(values, parameters: parameters, title: title, size: size, computed: computed)
            for (placement, target) in frozenPlaced {
                context[placement.key] = .text(placement.draw(target, for: values))
            }
            return frozenLibrary.render(name, .object(context)) ?? ""
        }
        // An HTML component's SVG form holds its fragment at its size, for the catalog's pictures and fences.
        let html: (@Sendable (ParameterValues) -> String)? = draft.isHTML ? written : nil
        let holder: @Sendable (ParameterValues) -> String = { values in
            let (width, height) = measure(size, computed: computed, values: values)
            let open = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">"
            let object = "<foreignObject width=\"100%\" height=\"100%\"><div xmlns=\"http://www.w3.org/1999/xhtml\" style=\"width:100%;height:100%\">"
            return open + object + written(values) + "</div></foreignObject></svg>\n"
        }
        let draw = draft.isHTML ? holder : written
        let unfinished = ComponentDescription(name: name, summary: draft.summary, parameters: parameters, presets: [], html: html, draw: draw)
        var presets: [Preset] = []
        if let node = draft.presets {
            guard let declared = node.mapping else { throw ComponentFileProblem("'presets' must map each name to its values", at: node, lineOffset: lineOffset) }
            for (key, values) in declared {
                presets.append(try preset(key, values, of: unfinished, lineOffset: lineOffset))
            }
        }
        let component = ComponentDescription(
            name: name, summary: draft.summary, parameters: parameters, presets: presets, renderOptions: renderOptions, html: html, draw: draw)
        // The defaults and every preset must give well-formed SVG, checked once here rather than by each reader.
        for preset in [nil] + presets.map(Optional.some) {
            // A preset's own arguments, not its name: looking each name up would cost the number of presets each time.
            let arguments = preset?.arguments ?? []
            let values: ParameterValues
            do {
                values = try component.resolve(arguments)
            } catch {
                throw ComponentFileProblem(error.message(spelling: .attribute), line: 1, column: 1)
            }
            let which = preset.map { "preset '\($0.name)'" } ?? "its defaults"
            if let size {
                let computedValues = evaluate(computed, values)
                let (width, height) = (size.width.evaluate(values, computed: computedValues), size.height.evaluate(values, computed: computedValues))
                guard width > 0, height > 0 else {
                    throw ComponentFileProblem("'size' gives \(ParameterValue.number(width).canonicalText) by \(ParameterValue.number(height).canonicalText) for \(which): both must be positive", line: 1, column: 1)
                }
            }
            if draft.isHTML {
                // The fragment goes into SVG too: it must be XHTML, every element closed (`<br/>`).
                if let problem = XMLWellFormed.problem(in: "<div>" + (component.renderHTML(values) ?? "") + "</div>", root: "div") {
                    throw ComponentFileProblem("the template does not give well-formed XHTML for \(which): \(problem)", line: draft.bodyLine, column: 1)
                }
            } else if let problem = XMLWellFormed.problem(in: component.render(values), root: "svg") {
                throw ComponentFileProblem("the template does not give well-formed SVG for \(which): \(problem)", line: draft.bodyLine, column: 1)
            }
        }
        return component
    }

    /// The placed component, once its arguments are known to suit it: literal values it accepts, and parameters
    /// of the placing component whose every choice it accepts.
    static func check(_ placement: ComponentPlacement, in draft: Draft, components: [String: ComponentDescription]) throws(ComponentFileProblem) -> ComponentDescription {
        let problem = { (message: String) in ComponentFileProblem(message, line: placement.line, column: placement.column) }
        guard let target = components[placement.component] else {
            let names = components.keys.sorted()
            let hint = KeyDistance.closest(to: placement.component, among: names).map { "; did you mean '\($0)'?" } ?? "."
            throw problem("'\(placement.component)' is not a component\(hint) Components: \(names.joined(separator: ", "))")
        }
        var literals: [Argument] = []
        for entry in placement.arguments {
            switch entry.value {
            case .literal(let text): literals.append(Argument(entry.name, text))
            case .parameter(let name):
                guard draft.parameters.contains(where: { $0.name == name }) else {
                    let names = draft.parameters.map(\.name)
                    let hint = KeyDistance.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? "."
                    throw problem("'{{\(name)}}' is not a parameter of '\(draft.name)'\(hint) Parameters: \(names.isEmpty ? "none" : names.joined(separator: ", "))")
                }
                // The argument's own name is checked with the literals, by a stand-in value its type refuses at most.
                guard target.parameter(named: entry.name) != nil else {
                    literals.append(Argument(entry.name, ""))
                    continue
                }
            }
        }
        do {
            _ = try target.resolve(literals)
        } catch {
            throw problem("placing '\(target.name)': \(error.message(spelling: .attribute))")
        }
        for entry in placement.arguments {
            guard case .parameter(let name) = entry.value, let source = draft.parameters.first(where: { $0.name == name }) else { continue }
            for (value, described) in representatives(of: source) {
                do {
                    _ = try target.resolve(literals + [Argument(entry.name, value)])
                } catch {
                    throw problem("placing '\(target.name)': '\(name)' may be \(described), which its '\(entry.name)' refuses: \(error.message(spelling: .attribute))")
                }
            }
        }
        return target
    }

    /// Values that stand for every value a parameter accepts, when passed on to a placed component: each choice,
    /// a number's ends and first step, the longest text, a colour and none.
    static func representatives(of parameter: Parameter) -> [(value: String, described: String)] {
        switch parameter.kind {
        case .choice(let values): return values.map { ($0, "'\($0)'") }
        case .boolean: return [("true", "'true'"), ("false", "'false'")]
        case .number(let range):
            let ends = [range.lowerBound, range.upperBound] + (parameter.step.map { [range.lowerBound + $0] } ?? [])
            return ends.filter { range.contains($0) }.map { ParameterValue.number($0).canonicalText }.map { ($0, "'\($0)'") }
        case .text(let maximumLength):
            return [(String(repeating: "x", count: maximumLength), "up to \(maximumLength) characters")]
        case .color: return [("#000000", "a colour"), ("", "empty")]
        }
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

    /// The width and height `size` gives these values, as SVG writes them; an iPhone's screen without one.
    static func measure(
        _ size: (width: ComponentExpression, height: ComponentExpression)?, computed: [(name: String, expression: ComponentExpression)], values: ParameterValues
    ) -> (String, String) {
        guard let size else { return defaultHTMLSize }
        let results = evaluate(computed, values)
        return (ParameterValue.number(size.width.evaluate(values, computed: results)).canonicalText,
                ParameterValue.number(size.height.evaluate(values, computed: results)).canonicalText)
    }

    /// The computed values for these values, each after those it may use.
    static func evaluate(_ computed: [(name: String, expression: ComponentExpression)], _ values: ParameterValues) -> [String: Double] {
        var results: [String: Double] = [:]
        for (name, expression) in computed { results[name] = expression.evaluate(values, computed: results) }
        return results
    }

    /// What the template sees: each parameter's value as text (a boolean as a flag), a choice also as
    /// `NAME=CHOICE` flags for sections, the computed values, the title, the size, and `id`, a prefix for the
    /// document's ids made from its values, so that pictures inlined in one page never share one.
    static func context(
        _ values: ParameterValues, parameters: [Parameter], title: String, size: (width: ComponentExpression, height: ComponentExpression)?,
        computed: [(name: String, expression: ComponentExpression)]
    ) -> [String: MustacheValue] {
        let key = values.canonicalArguments.map { "\($0.name)=\($0.value)" }.joined(separator: "\u{1F}")
        var context: [String: MustacheValue] = ["title": .text(title), "id": .text(values.component + "-" + StableHash.hex(key).prefix(8))]
        let computedValues = evaluate(computed, values)
        for (name, number) in computedValues { context[name] = .text(ParameterValue.number(number).canonicalText) }
        if let size {
            context["width"] = .text(ParameterValue.number(size.width.evaluate(values, computed: computedValues)).canonicalText)
            context["height"] = .text(ParameterValue.number(size.height.evaluate(values, computed: computedValues)).canonicalText)
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
        return context
    }
}

extension Node.Mapping {
    func entry(_ key: String) -> Node? {
        first { $0.key.string == key }?.value
    }
}
