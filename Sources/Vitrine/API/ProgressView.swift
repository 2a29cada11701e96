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

    /// The percentage announced to assistive technology.
    public var percent: Int { Int((progress * 100).rounded()) }
}

extension ProgressView: FieldComponent {
    static let standard = ProgressView()
    static let fields: [ParameterField<ProgressView>] = [
        .number("progress", \.progress, in: 0...1, help: "How much is done, from 0 to 1."),
        .number("width", \.width, in: 20...2000, help: "The bar's width in points."),
    ]

    public static let componentDescription = ComponentDescription(
        name: "progress-view",
        summary: "A determinate progress bar: a rounded track that fills from the left.",
        parameters: parameters,
        draw: { ProgressView(values: $0).draw($0.renderContext) })

    /// The filled part; never narrower than the rounded ends so a small value still reads as a bar.
    var fillWidth: Double {
        progress == 0 ? 0 : max(Self.height, width * progress)
    }

    func draw(_ context: RenderContext) -> String {
        let height = Self.height
        // HTML validators refuse role="progressbar" on <svg> itself, so the document holds a progress bar:
        // the root names it, and a group inside carries the progressbar role and its values.
        let label = "\(percent)% complete"
        let accessibility = Accessibility(role: "document", label: label)
        return SVGDocument.render(width: width, height: height, context: context, accessibility: accessibility) { canvas in
            canvas.define("track") { id, bytes in
                Gradient.vertical(id: id, [
                    GradientStop(offset: 0, color: "#b4b4b4"), GradientStop(offset: 0.45, color: "#e6e6e6"),
                    GradientStop(offset: 1, color: "#ffffff"),
                ], to: &bytes)
            }
            canvas.define("fill") { id, bytes in
                Gradient.vertical(id: id, [
                    GradientStop(offset: 0, color: "#8fb6f0"), GradientStop(offset: 0.5, color: "#4a86e0"),
                    GradientStop(offset: 1, color: "#2f6bcc"),
                ], to: &bytes)
            }
            canvas.draw(
                "<g role=\"progressbar\" aria-label=\"\(label)\" aria-valuemin=\"0\" aria-valuemax=\"100\" aria-valuenow=\"\(percent)\">")
            let track = Rect(x: 0.5, y: 0.5, width: width - 1, height: height - 1)
            canvas.draw("<rect \(attributesOf: track) rx=\"\((track.height / 2))\" fill=\"\(canvas.url("track"))\" stroke=\"#8c8c8c\" data-part=\"track\"/>")
            if fillWidth > 0 {
                let fill = Rect(x: 0.5, y: 0.5, width: fillWidth - 1, height: height - 1)
                canvas.draw("<rect \(attributesOf: fill) rx=\"\((fill.height / 2))\" fill=\"\(canvas.url("fill"))\" stroke=\"#1d4e9e\" stroke-opacity=\"0.6\" data-part=\"fill\"/>")
            }
            canvas.draw("</g>")
        }
    }
}
