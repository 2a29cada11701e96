import ArgumentParser
import Vitrine

/// `vitrine render`: one component to SVG, or every catalog preset to a folder.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a component to a standalone SVG file.",
        usage: """
            vitrine render <component> [--<parameter> <value> ...] [--preset <name>] [-o <file>]
            vitrine render --all -o <folder>
            """,
        discussion: RenderHelp.discussion)

    @ArgumentParser.Argument(help: "The component to render (see 'vitrine list').")
    var component: String?

    @Option(name: [.short, .customLong("output")], help: "Write to this file (or, with --all, this folder) instead of standard output.")
    var output: String?

    @Flag(name: .long, help: "Render every preset of every component to <folder>/<component>/<preset>.svg.")
    var all = false

    @ArgumentParser.Argument(parsing: .allUnrecognized, help: .hidden)
    var parameterWords: [String] = []

    func run() throws {
        do {
            if all {
                try renderAll()
            } else {
                try renderOne()
            }
        } catch let error as ParameterError {
            reportError(error.commandLineMessage)
            throw ExitStatus.usage
        } catch let error as RenderUsageError {
            reportError(error.message)
            throw ExitStatus.usage
        } catch let error as OutputError {
            reportError(error.description)
            throw ExitStatus.cannotCreate
        }
    }
}

/// A mistake in how `render` itself was called.
struct RenderUsageError: Error {
    let message: String
}

private extension RenderCommand {
    func renderOne() throws {
        guard let component else {
            throw RenderUsageError(message: "name a component to render, or use --all -o <folder>. Components: \(Components.names.joined(separator: ", ")).")
        }
        let description = try Components.named(component)
        let arguments = try ParameterWords.arguments(from: parameterWords)
        let svg = try description.render(arguments)
        if let output {
            try FileOutput.write(svg, to: output)
        } else {
            print(svg, terminator: "")
        }
    }

    func renderAll() throws {
        guard component == nil, parameterWords.isEmpty else {
            throw RenderUsageError(message: "--all renders every preset and takes no component or parameters.")
        }
        guard let output else {
            throw RenderUsageError(message: "--all needs an output folder: --all -o <folder>.")
        }
        for component in Components.all {
            let folder = output + "/" + component.name
            try FileOutput.createDirectory(folder)
            for preset in component.presets {
                let svg = try component.render([Vitrine.Argument(Preset.argumentName, preset.name)])
                try FileOutput.write(svg, to: "\(folder)/\(preset.name).svg")
            }
        }
    }
}
