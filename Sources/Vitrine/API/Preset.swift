/// A named, ready-made set of arguments for one component, shown in the catalog.
public struct Preset: Sendable, Equatable {
    /// The argument name that applies a preset: `--preset NAME`, `preset=NAME`.
    public static let argumentName = "preset"

    public let component: String
    /// Unique within its component; used in file names and anchors.
    public let name: String
    /// A short caption for people.
    public let title: String
    public let arguments: [Argument]

    package init(_ component: String, _ name: String, _ title: String, _ arguments: [Argument] = []) {
        self.component = component
        self.name = name
        self.title = title
        self.arguments = arguments
    }
}
