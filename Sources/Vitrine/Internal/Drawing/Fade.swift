/// The fade-in of a view being shown: linear over 0.25 s, as the seed's `CATransition` fade.
///
/// Only the animation starts transparent: the element's own opacity is the fully shown state, which is
/// what renderers without CSS animation draw.
enum Fade {
    static let duration = 0.25

    /// The opacity the fade has reached `seconds` after it began, as a share of the final opacity.
    static func progress(at seconds: Double) -> Double {
        min(1, max(0, seconds / duration))
    }

    /// Attributes for the element that fades in to `opacity`: a CSS animation, or for a still
    /// (`canvas.moment`) the opacity reached at that moment.
    static func attributes(opacity: Double, on canvas: inout SVGCanvas) -> String {
        let opacityAttribute = { (value: Double) in value == 1 ? "" : " opacity=\"\(value.svg)\"" }
        if let moment = canvas.moment {
            return opacityAttribute(opacity * progress(at: moment))
        }
        canvas.style("fade") { className in
            """
            @keyframes \(className) { from { opacity: 0 } }
            .\(className) { animation: \(className) \(duration.svg)s linear }
            @media (prefers-reduced-motion: reduce) { .\(className) { animation: none } }
            """
        }
        return " class=\"\(canvas.className("fade"))\"" + opacityAttribute(opacity)
    }
}
