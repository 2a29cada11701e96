/// The named presets of every component: what the catalog shows and `vitrine render --all` writes.
public enum Catalog {
    public static let presets: [Preset] = activityIndicator

    public static func presets(of component: String) -> [Preset] {
        presets.filter { $0.component == component }
    }
}

private extension Catalog {
    static let activityIndicator = [
        Preset("activity-indicator", "white", "White", [Argument("style", "white")]),
        Preset("activity-indicator", "gray", "Grey", [Argument("style", "gray")]),
        Preset("activity-indicator", "white-large", "White, large", [Argument("style", "whiteLarge")]),
        Preset("activity-indicator", "custom-color", "A custom colour keeps the style's size",
               [Argument("style", "whiteLarge"), Argument("color", "#3478f6")]),
        Preset("activity-indicator", "stopped", "Stopped, not hiding",
               [Argument("style", "gray"), Argument("animating", "false"), Argument("hidesWhenStopped", "false")]),
        Preset("activity-indicator", "stopped-hidden", "Stopped and hidden",
               [Argument("style", "gray"), Argument("animating", "false")]),
    ]
}
