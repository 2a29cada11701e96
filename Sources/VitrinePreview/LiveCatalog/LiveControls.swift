import Vitrine
import VitrineSite

/// The live controls of a served catalog page: a plain GET form with a control for every parameter,
/// the picture those values give, and the `vitrine render …` command that writes it.
///
/// Every control, check and message comes from the component's parameter vocabulary; a value the
/// command line refuses is refused here with the command line's message, next to its field.
package struct LiveControls: Sendable {
    /// Where a catalog page template asks for the controls; the static build leaves it an empty comment.
    package static let marker = "<!--vitrine:live-controls-->"
    /// The preview server's render endpoint; `COMPONENT.svg?name=value…` follows.
    package static let renderPath = PreviewPaths.render

    package let component: ComponentDescription
    /// The query as submitted, in order.
    package let query: [Argument]
    /// The fields in form order: the component's parameters, then `at`.
    package let fields: [LiveField]
    /// Problems no single field owns (an unknown or repeated name).
    package let formProblems: [String]
    /// The validated values, when every argument was accepted.
    package let values: ParameterValues?

    /// - Parameters:
    ///   - component: The component whose catalog page this is.
    ///   - query: The page's query string, decoded; an empty `at` means "not set" and is dropped.
    ///   - problem: A refusal of the whole query (a malformed one), shown above the form.
    package init(component: ComponentDescription, query: [Argument], problem: String? = nil) {
        self.component = component
        let moment = ComponentDescription.momentParameter
        let query = query.filter { !($0.name == moment.name && $0.value.isEmpty) }
        self.query = query
        let all = component.parameters + [moment]
        var refusedIndices: Set<Int> = []
        var fields: [LiveField] = []
        for parameter in all {
            let index = query.firstIndex { $0.name == parameter.name }
            var problem: String?
            if let index {
                do {
                    _ = try component.resolve([query[index]])
                } catch {
                    problem = error.message(spelling: .option)
                    refusedIndices.insert(index)
                }
            }
            fields.append(LiveField(parameter: parameter, value: index.map { query[$0].value }, problem: problem))
        }
        self.fields = fields
        do {
            values = try component.resolve(query)
            formProblems = problem.map { [$0] } ?? []
        } catch {
            values = nil
            // A refusal a field already shows is not repeated above the form.
            let shownByField = error.argumentIndex.map(refusedIndices.contains) ?? false
            formProblems = shownByField ? [] : [error.message(spelling: .option)]
        }
    }

    /// The `vitrine render …` command for the current values, listing only what differs from the defaults.
    package var command: String? {
        guard let values, let defaults = try? component.resolve([]) else { return nil }
        return ShellCommand.render(
            component.name, site: component.renderOptions, values.canonicalArguments, defaults: defaults.canonicalArguments, output: component.name + ".svg")
    }

    /// The render endpoint's URL for the current values (only those that differ from the defaults).
    package var renderURL: String? { renderURL(format: "svg") }

    /// The same for `svg` or `png`; `extra` pairs (the PNG's scale) come last.
    func renderURL(format: String, extra: [Argument] = []) -> String? {
        guard let values, let defaults = try? component.resolve([]) else { return nil }
        let pairs = (values.canonicalArguments.filter { !defaults.canonicalArguments.contains($0) } + extra)
            .map { FormEncoding.encode($0.name) + "=" + FormEncoding.encode($0.value) }
        return Self.renderPath + component.name + "." + format + (pairs.isEmpty ? "" : "?" + pairs.joined(separator: "&"))
    }
}

/// One control of the live form: its parameter, the value submitted (if any) and the refusal (if any).
package struct LiveField: Sendable {
    package let parameter: Parameter
    package let value: String?
    package let problem: String?

    /// The value the control shows: the one submitted, else the default.
    package var shownValue: String { value ?? parameter.defaultValue }
}
