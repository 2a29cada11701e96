/// `UIProgressView` in its classic default style: a rounded track that fills from the left.
public struct ProgressView: Sendable, Equatable {
    /// The classic bar is 9 points tall with fully rounded ends.
    static let height = 9.0

    /// How much is done, 0 to 1.
    public var progress: Double
    /// The bar's width in points.
    public var width: Double

    /// - Parameters:
    ///   - progress: How much is done, 0 to 1.
    ///   - width: The bar's width in points.
    public init(progress: Double = 0.5, width: Double = 150) {
        self.progress = progress
        self.width = width
    }

    /// The standalone SVG document.
    public var svg: String { Self.description.render(replacingInvalid: arguments) }

    /// The percentage announced to assistive technology.
    public var percent: Int { Int((progress * 100).rounded()) }
}

extension ProgressView {
    static let parameters = [
        Parameter("progress", .number(0...1), default: "0.5", help: "How much is done, from 0 to 1."),
        Parameter("width", .number(20...2000), default: "150", help: "The bar's width in points."),
    ]

    static let description = ComponentDescription(
        name: "progress-view",
        summary: "A determinate progress bar: a rounded track that fills from the left.",
        parameters: parameters,
        draw: { ProgressView(values: $0).draw(seed: $0.scopeSeed) })

    init(values: ParameterValues) {
        self.init(progress: values.number("progress"), width: values.number("width"))
    }

    var arguments: [Argument] { [Argument("progress", progress.svg), Argument("width", width.svg)] }

    /// The filled part; never narrower than the rounded ends so a small value still reads as a bar.
    var fillWidth: Double {
        progress == 0 ? 0 : max(Self.height, width * progress)
    }

    func draw(seed: String) -> String {
        let height = Self.height
        let accessibility = Accessibility(
            role: "progressbar", label: "\(percent)% complete",
            attributes: [("aria-valuemin", "0"), ("aria-valuemax", "100"), ("aria-valuenow", String(percent))])
        return SVGDocument.render(width: width, height: height, scopeSeed: seed, accessibility: accessibility) { canvas in
            let radius = (height / 2).svg
            canvas.define("track") { id in
                Gradient.vertical(id: id, [
                    GradientStop(offset: 0, color: "#b4b4b4"), GradientStop(offset: 0.45, color: "#e6e6e6"),
                    GradientStop(offset: 1, color: "#ffffff"),
                ])
            }
            canvas.define("fill") { id in
                Gradient.vertical(id: id, [
                    GradientStop(offset: 0, color: "#8fb6f0"), GradientStop(offset: 0.5, color: "#4a86e0"),
                    GradientStop(offset: 1, color: "#2f6bcc"),
                ])
            }
            let track = Rect(x: 0.5, y: 0.5, width: width - 1, height: height - 1)
            canvas.draw("<rect \(track.svgAttributes) rx=\"\((track.height / 2).svg)\" fill=\"\(canvas.url("track"))\" stroke=\"#8c8c8c\" data-part=\"track\"/>")
            if fillWidth > 0 {
                let fill = Rect(x: 0, y: 0, width: fillWidth, height: height)
                canvas.draw("<rect \(fill.svgAttributes) rx=\"\(radius)\" fill=\"\(canvas.url("fill"))\" stroke=\"#1d4e9e\" stroke-opacity=\"0.6\" data-part=\"fill\"/>")
            }
        }
    }
}
