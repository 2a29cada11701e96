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
