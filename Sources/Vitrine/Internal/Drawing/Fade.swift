/// The fade-in of a view being shown. Only the animation starts transparent: the element's own
/// opacity is the fully shown state, which is what renderers without CSS animation draw.
enum Fade {
    static let duration = 0.25

    /// Defines the fade and returns the class to put on the element that fades in.
    static func fadeIn(on canvas: inout SVGCanvas) -> String {
        canvas.style("fade") { className in
            """
            @keyframes \(className) { from { opacity: 0 } }
            .\(className) { animation: \(className) \(duration.svg)s ease-out }
            @media (prefers-reduced-motion: reduce) { .\(className) { animation: none } }
            """
        }
        return canvas.className("fade")
    }
}
