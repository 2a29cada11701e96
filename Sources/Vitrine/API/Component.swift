/// What every component value offers: its SVG, live or frozen at a moment of its animations.
public protocol Component: Sendable {
    /// The component as the tools see it: name, parameters, presets.
    static var componentDescription: ComponentDescription { get }
    /// The component's parameters as `name=value`, as `vitrine render` would take them.
    var arguments: [Argument] { get }
}

extension Component {
    /// The standalone SVG document, animated with CSS.
    ///
    /// A value the command line would refuse (a malformed colour, a period out of range) falls back to
    /// that parameter's default.
    public var svg: String { Self.componentDescription.render(replacingInvalid: arguments) }

    /// The picture `seconds` into the fade and spinner animations, with no animation left in the file.
    public func svg(at seconds: Double) -> String {
        Self.componentDescription.render(replacingInvalid: arguments + [Argument(RenderContext.momentArgumentName, seconds.svg)])
    }
}
