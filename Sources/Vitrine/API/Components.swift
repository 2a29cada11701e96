import Synchronization

/// Every component Vitrine renders, by name.
public enum Components {
    /// The built-ins, then the components a program declared in Swift and added (`register`), in the order the
    /// catalog shows them.
    public static var all: [ComponentDescription] { builtIn + added.withLock { $0 } }

    /// The components vitrine itself draws.
    static let builtIn: [ComponentDescription] = [
        ActivityIndicator.componentDescription,
        ProgressView.componentDescription,
        LoadingView.componentDescription,
        Veil.componentDescription,
        HUD.componentDescription,
        KeyboardBackground.componentDescription,
        Key.componentDescription,
        Keyboard.componentDescription,
        Scene.componentDescription,
    ]

    public static var names: [String] { all.map(\.name) }

    private static let added = Mutex<[ComponentDescription]>([])

    /// Adds components declared in Swift after the built-ins, for every command and build of the process: call it
    /// before anything is rendered or built (`VitrineCommand.main(components:)` does). A name already taken is a
    /// programming error.
    public static func register(_ components: [ComponentDescription]) {
        added.withLock { added in
            for component in components {
                precondition(!(builtIn + added).contains { $0.name == component.name }, "a component named '\(component.name)' is already there")
                added.append(component)
            }
        }
    }

    /// The component called `name`, or an error listing the valid names.
    public static func named(_ name: String) throws(ParameterError) -> ComponentDescription {
        guard let component = all.first(where: { $0.name == name }) else {
            throw ParameterError(.unknownComponent(name), component: nil, argumentIndex: nil, validChoices: names)
        }
        return component
    }
}

/// The components one command or site can name: the built-ins, and a site's own after them.
public struct ComponentSet: Sendable {
    public let all: [ComponentDescription]

    /// The built-in components, with those a program added in Swift.
    public static var builtIn: ComponentSet { ComponentSet(all: Components.all) }

    /// - Parameter all: Each name once; the caller keeps a site's names apart from the built-ins'.
    public init(all: [ComponentDescription]) {
        self.all = all
    }

    public var names: [String] { all.map(\.name) }

    /// The component called `name`, or an error listing the valid names.
    public func named(_ name: String) throws(ParameterError) -> ComponentDescription {
        guard let component = all.first(where: { $0.name == name }) else {
            throw ParameterError(.unknownComponent(name), component: nil, argumentIndex: nil, validChoices: names)
        }
        return component
    }
}
