import Vitrine

/// Turns the words after `vitrine render COMPONENT` into arguments: `--name value` or `--name=value`.
enum ParameterWords {
    static func arguments(from words: [String]) throws(RenderUsageError) -> [Argument] {
        var arguments: [Argument] = []
        var index = words.startIndex
        while index < words.endIndex {
            let word = words[index]
            guard word.hasPrefix("--"), word.count > 2 else {
                throw RenderUsageError(message: "unexpected '\(word)': parameters are written --<name> <value>.")
            }
            let body = word.dropFirst(2)
            if let equals = body.firstIndex(of: "=") {
                arguments.append(Argument(String(body[..<equals]), String(body[body.index(after: equals)...])))
                index += 1
                continue
            }
            guard index + 1 < words.endIndex else {
                throw RenderUsageError(message: "missing value for '\(word)'.")
            }
            arguments.append(Argument(String(body), words[index + 1]))
            index += 2
        }
        return arguments
    }
}

/// The part of `render --help` that lists what can be rendered, read from the one parameter vocabulary.
enum RenderHelp {
    static var discussion: String {
        var text = "Components and their parameters:\n"
        for component in Components.all {
            let parameters = component.parameters.map { "--\($0.name)" } + ["--preset"]
            text += "  \(component.name): \(parameters.joined(separator: " "))\n"
        }
        text += "\nRun 'vitrine list' for types, defaults, allowed values and presets."
        return text
    }
}
