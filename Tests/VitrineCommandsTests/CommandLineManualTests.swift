import Foundation
import Testing
@testable import Vitrine

/// The manual's command-line page names every option each command declares, and no option that none does.
@Suite struct CommandLineManualTests {
    @Test func everyOptionIsDocumented() throws {
        let dump = try CommandRunner.run(["--experimental-dump-help"])
        let tool = try JSONDecoder().decode(HelpDump.self, from: Data(dump.standardOutput.utf8))
        let manual = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("Site/command-line.md"), encoding: .utf8)
        let documented = Self.optionsBySection(manual)
        // Parameters, a preset and a moment are render's words for a component, not options it declares.
        let componentWords = ["--PARAMETER", "--" + Preset.argumentName, "--" + RenderContext.momentArgumentName]
        // `--help` and `--version` are every command's, documented once for `vitrine`.
        let everyCommand: Set = ["--help", "--version"]
        #expect(documented["vitrine"] == tool.command.longNames)
        for command in tool.command.subcommands ?? [] where command.commandName != "help" {
            let declared = command.longNames.subtracting(everyCommand)
            // `build --version NAME` is build's own option, which the manual documents where build's are.
            let written = (documented["vitrine \(command.commandName)"] ?? []).subtracting(componentWords).subtracting(everyCommand)
            #expect(written == declared, "vitrine \(command.commandName)")
        }
    }

    /// The `--long` options named in the first column of each section's tables, by section heading.
    static func optionsBySection(_ markdown: String) -> [String: Set<String>] {
        var sections: [String: Set<String>] = [:]
        var heading = ""
        for line in markdown.split(separator: "\n") {
            if line.hasPrefix("## ") { heading = String(line.dropFirst(3)) }
            guard line.hasPrefix("| `"), let firstCell = line.dropFirst().split(separator: "|").first else { continue }
            let spans = firstCell.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            for span in spans where span.hasPrefix("--") {
                sections[heading, default: []].insert(String(span.prefix { $0 != " " }))
            }
        }
        return sections
    }
}

/// The part of argument-parser's `--experimental-dump-help` these tests read.
private struct HelpDump: Decodable {
    struct Command: Decodable {
        struct Argument: Decodable {
            struct Name: Decodable {
                let kind: String
                let name: String
            }
            let names: [Name]?
        }
        let commandName: String
        let arguments: [Argument]?
        let subcommands: [Command]?

        var longNames: Set<String> {
            Set((arguments ?? []).flatMap { $0.names ?? [] }.filter { $0.kind == "long" }.map { "--" + $0.name })
        }
    }
    let command: Command
}
