import ArgumentParser
import Vitrine

/// The `vitrine` command: renders components, builds the site and serves it.
public struct VitrineCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "vitrine",
        abstract: "Render classic iPhone loading and keyboard components to SVG, and build and serve their docs.",
        version: Vitrine.version,
        subcommands: [BuildCommand.self]
    )

    public init() {}
}
