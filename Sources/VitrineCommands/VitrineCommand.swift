import ArgumentParser
import VitrinePreview
import Vitrine

/// The `vitrine` command: renders components, builds the site and serves it.
@available(macOS 10.15, macCatalyst 13, iOS 13, tvOS 13, watchOS 6, *)
public struct VitrineCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "vitrine",
        abstract: "Render classic iPhone loading and keyboard components to SVG, and build and serve their docs.",
        version: VitrineVersion.current,
        subcommands: [
            InitCommand.self,
            ListCommand.self,
            RenderCommand.self,
            BuildCommand.self,
            ServeCommand.self,
        ]
    )

    public init() {}
}

@available(macOS 10.15, macCatalyst 13, iOS 13, tvOS 13, watchOS 6, *)
extension VitrineCommand {
    /// Settings the process needs before any thread starts, chosen by the command about to run (the
    /// preview's heap); call it first, before anything is awaited.
    public static func prepareProcess(arguments: [String]) {
        if arguments.dropFirst().first == ServeCommand.configuration.commandName { PreviewProcess.prepare() }
    }

    /// Runs vitrine's command line with components declared in Swift added after the built-ins: `list`, `render`,
    /// `build` and `serve` draw them as they draw the built-ins. The entry point of a program of one's own:
    ///
    /// ```swift
    /// import VitrineCommands
    ///
    /// await VitrineCommand.main(components: [Stamp.self])
    /// ```
    public static func main(components: [any DeclaredComponent.Type]) async {
        Components.register(components.map { $0.componentDescription })
        prepareProcess(arguments: CommandLine.arguments)
        await runFromCommandLine()
    }

    /// Parses the process's arguments and runs the chosen subcommand, awaiting the asynchronous ones.
    ///
    /// Top-level code resolves a plain `main()` call to the synchronous overload, so the entry point
    /// calls this instead.
    public static func runFromCommandLine() async {
        do {
            var command = try await asyncParseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            guard let failure = FailureMessage(error) else { exit(withError: error) }
            for line in failure.lines { StandardError.writeLine(line) }
            exit(withError: failure.exitCode)
        }
    }
}
