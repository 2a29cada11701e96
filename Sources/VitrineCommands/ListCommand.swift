import ArgumentParser
import Foundation
import Vitrine
import VitrineSite

/// `vitrine list`: every component with its parameters and presets.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the components, their parameters (type, default, allowed values) and presets.")

    @Flag(name: .long, help: "Print JSON instead of text.")
    var json = false

    @Option(help: "The site folder whose own components (components/NAME.svg) are listed after the built-ins.")
    var site = SiteSourceOptions.defaultSite

    func run() throws {
        let components = SiteComponents.load(siteDirectory: site)
        guard components.diagnostics.isEmpty else { throw ComponentFilesFailure(diagnostics: components.diagnostics) }
        let listing = ComponentListing(components: components.set.all, files: components.files)
        print(json ? listing.json() : listing.text(), terminator: "")
    }
}

/// The component list in the two forms `list` prints.
struct ComponentListing {
    var components = Components.all
    /// The site's own components' files, by name: those components are marked as the site's.
    var files: [String: String] = [:]

    func text() -> String {
        var text = ""
        for component in components {
            let own = files[component.name].map { " (the site's own, \($0))" } ?? ""
            text += "\(component.name)\(own) — \(component.summary)\n"
            for parameter in component.parameters {
                let defaultText = parameter.defaultValue.isEmpty ? "(empty)" : parameter.defaultValue
                text += "  --\(parameter.name) <\(parameter.typeName)>  default \(defaultText); \(parameter.allowedValues)\n"
                text += "      \(parameter.help)\n"
            }
            text += "  presets: \(component.presets.map(\.name).joined(separator: ", "))\n\n"
        }
        let moment = ComponentDescription.momentParameter
        text += "Every component also takes --\(moment.name) <\(moment.typeName)> (\(moment.allowedValues)): \(moment.help)\n"
        text += "and --preset <name>, which applies a preset before the other parameters.\n"
        return text
    }

    func json() -> String {
        let listing = components.map { component in
            ComponentEntry(
                name: component.name, summary: component.summary, file: files[component.name],
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
    /// The site's component file, for a site's own component.
    let file: String?
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
