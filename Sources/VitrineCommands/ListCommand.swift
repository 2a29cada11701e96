import ArgumentParser
import Foundation
import Vitrine

/// `vitrine list`: every component with its parameters and presets.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the components, their parameters (type, default, allowed values) and presets.")

    @Flag(name: .long, help: "Print JSON instead of text.")
    var json = false

    func run() throws {
        print(json ? ComponentListing.json() : ComponentListing.text(), terminator: "")
    }
}

/// The component list in the two forms `list` prints.
enum ComponentListing {
    static func text() -> String {
        var text = ""
        for component in Components.all {
            text += "\(component.name) — \(component.summary)\n"
            for parameter in component.parameters {
                let defaultText = parameter.defaultValue.isEmpty ? "(empty)" : parameter.defaultValue
                text += "  --\(parameter.name) <\(parameter.typeName)>  default \(defaultText); \(parameter.allowedValues)\n"
                text += "      \(parameter.help)\n"
            }
            text += "  presets: \(component.presets.map(\.name).joined(separator: ", "))\n\n"
        }
        return text
    }

    static func json() -> String {
        let listing = Components.all.map { component in
            ComponentEntry(
                name: component.name, summary: component.summary,
                parameters: component.parameters.map {
                    ParameterEntry(
                        name: $0.name, type: $0.typeName, default: $0.defaultValue, allowed: $0.allowedValues,
                        choices: $0.choices, help: $0.help)
                },
                presets: component.presets.map { preset in
                    PresetEntry(name: preset.name, title: preset.title, arguments: preset.arguments.map { [$0.name, $0.value] })
                })
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(listing)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

private struct ComponentEntry: Encodable {
    let name: String
    let summary: String
    let parameters: [ParameterEntry]
    let presets: [PresetEntry]
}

private struct ParameterEntry: Encodable {
    let name: String
    let type: String
    let `default`: String
    let allowed: String
    let choices: [String]?
    let help: String
}

private struct PresetEntry: Encodable {
    let name: String
    let title: String
    let arguments: [[String]]
}

private extension Parameter {
    var choices: [String]? {
        if case .choice(let names) = kind { return names }
        return nil
    }
}
