import Vitrine

/// A component placed inside a site component's template, as a Mustache partial with arguments:
/// `{{> activity-indicator style=white }}`, `{{> badge label="to do" count={{remaining}} }}`. A value is a
/// word, a quoted text, or `{{name}}`, the placing component's own parameter. The placed component's SVG
/// document goes where the tag is; the template positions it (`<g transform="translate(…)">`, `<svg x y>`).
struct ComponentPlacement: Sendable {
    enum Value: Sendable, Equatable {
        case literal(String)
        /// The placing component's parameter of that name.
        case parameter(String)
    }

    struct Entry: Sendable {
        let name: String
        let value: Value
    }

    let component: String
    let arguments: [Entry]
    let line: Int
    let column: Int

    /// The key the template's placeholder reads: `__placed-0`, a name no parameter can have.
    var key: String { "__placed-\(index)" }
    let index: Int

    /// The placed component's picture for the placing component's values. A value the placed component refuses
    /// (one a parameter of the placing component passed on) is drawn as that parameter's default: the placing
    /// component's file was checked for its defaults and presets, live values cannot be refused halfway through.
    func draw(_ target: ComponentDescription, for values: ParameterValues) -> String {
        var typed = arguments.map { entry in
            switch entry.value {
            case .literal(let text): Argument(entry.name, text)
            case .parameter(let name): Argument(entry.name, values[name]?.canonicalText ?? "")
            }
        }
        if let moment = values.moment { typed.append(Argument(ComponentDescription.momentParameter.name, ParameterValue.number(moment).canonicalText)) }
        if let resolved = try? target.resolve(typed) { return target.render(resolved) }
        return target.render(replacingInvalid: typed)
    }
}

enum ComponentPlacements {
    /// Every placement tag of `template`, and the template with each replaced by an unescaped placeholder
    /// for its picture.
    ///
    /// - Parameter firstLine: The template's first line in its file, for the places messages give.
    static func read(_ template: String, firstLine: Int) throws(ComponentFileProblem) -> (placements: [ComponentPlacement], template: String) {
        let characters = Array(template.unicodeScalars)
        var placements: [ComponentPlacement] = []
        var output = String.UnicodeScalarView()
        var line = firstLine
        var lineStart = 0
        var index = 0
        func place(_ offset: Int) -> (line: Int, column: Int) {
            var line = line
            var start = lineStart
            for position in index..<offset where characters[position] == "\n" {
                line += 1
                start = position + 1
            }
            return (line, offset - start + 1)
        }
        while index < characters.count {
            let character = characters[index]
            if character == "\n" {
                line += 1
                lineStart = index + 1
            }
            guard character == "{", index + 2 < characters.count, characters[index + 1] == "{", characters[index + 2] == ">" else {
                output.append(character)
                index += 1
                continue
            }
            var scanner = TagScanner(characters: characters, index: index + 3)
            let (tagLine, tagColumn) = place(index)
            do throws(TagScanner.Problem) {
                let (component, arguments) = try scanner.tag()
                placements.append(ComponentPlacement(component: component, arguments: arguments, line: tagLine, column: tagColumn, index: placements.count))
            } catch {
                let (problemLine, problemColumn) = place(error.offset)
                throw ComponentFileProblem(error.message, line: problemLine, column: problemColumn)
            }
            output.append(contentsOf: "{{{\(placements[placements.count - 1].key)}}}".unicodeScalars)
            // Lines inside a tag still count, so later messages keep their places.
            for position in index..<scanner.index where characters[position] == "\n" {
                line += 1
                lineStart = position + 1
            }
            index = scanner.index
        }
        return (placements, String(output))
    }

    /// Reads one tag after its `{{>`: the component's name, then `name=value` arguments, up to `}}`.
    private struct TagScanner {
        struct Problem: Error {
            let message: String
            let offset: Int
        }

        let characters: [Unicode.Scalar]
        var index: Int

        mutating func tag() throws(Problem) -> (String, [ComponentPlacement.Entry]) {
            skipSpaces()
            let nameStart = index
            let component = word()
            guard !component.isEmpty else {
                throw Problem(message: "a placement names a component: '{{> NAME name=value … }}'", offset: nameStart)
            }
            var arguments: [ComponentPlacement.Entry] = []
            while true {
                skipSpaces()
                guard index < characters.count else { throw Problem(message: "this placement of '\(component)' has no closing '}}'", offset: nameStart) }
                if closes() {
                    index += 2
                    return (component, arguments)
                }
                let argumentStart = index
                let name = word()
                guard !name.isEmpty, index < characters.count, characters[index] == "=" else {
                    throw Problem(message: "expected 'name=value' or '}}' in the placement of '\(component)'", offset: argumentStart)
                }
                index += 1
                arguments.append(ComponentPlacement.Entry(name: name, value: try value(of: name)))
            }
        }

        private mutating func value(of name: String) throws(Problem) -> ComponentPlacement.Value {
            let start = index
            guard index < characters.count else { throw Problem(message: "'\(name)=' has no value", offset: start) }
            let first = characters[index]
            if first == "\"" || first == "'" {
                index += 1
                let textStart = index
                while index < characters.count, characters[index] != first { index += 1 }
                guard index < characters.count else { throw Problem(message: "the quoted value of '\(name)' is not closed", offset: start) }
                defer { index += 1 }
                return .literal(String(String.UnicodeScalarView(characters[textStart..<index])))
            }
            if first == "{", index + 1 < characters.count, characters[index + 1] == "{" {
                index += 2
                skipSpaces()
                let parameter = word()
                skipSpaces()
                guard !parameter.isEmpty, closes() else {
                    throw Problem(message: "'\(name)={{…}}' names one parameter of this component: '\(name)={{parameter}}'", offset: start)
                }
                index += 2
                return .parameter(parameter)
            }
            while index < characters.count, !characters[index].properties.isWhitespace, !closes() { index += 1 }
            guard index > start else { throw Problem(message: "'\(name)=' has no value", offset: start) }
            return .literal(String(String.UnicodeScalarView(characters[start..<index])))
        }

        private func closes() -> Bool {
            index + 1 < characters.count && characters[index] == "}" && characters[index + 1] == "}"
        }

        private mutating func skipSpaces() {
            while index < characters.count, characters[index].properties.isWhitespace { index += 1 }
        }

        private mutating func word() -> String {
            let start = index
            while index < characters.count, characters[index].isASCII,
                characters[index].properties.isAlphabetic || ("0"..."9").contains(characters[index]) || characters[index] == "-"
            {
                index += 1
            }
            return String(String.UnicodeScalarView(characters[start..<index]))
        }
    }
}
