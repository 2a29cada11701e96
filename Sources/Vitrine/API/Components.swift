/// Every component Vitrine renders, by name.
public enum Components {
    /// In the order the catalog shows them.
    public static let all: [ComponentDescription] = [
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

    /// The built-in components alone.
    public static let builtIn = ComponentSet(all: Components.all)

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
