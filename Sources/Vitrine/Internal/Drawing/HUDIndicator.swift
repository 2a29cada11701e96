/// What a HUD shows above its message, each at the size its source draws it, in white on the dark bezel.
enum HUDIndicator: Equatable {
    /// The `whiteLarge` activity indicator (MBProgressHUD 0.7 `UIActivityIndicatorViewStyleWhiteLarge`).
    case spinner
    case checkmark
    case cross
    case bar(progress: Double)
    case ring(progress: Double)
    case pie(progress: Double)

    /// MBProgressHUD 0.7: `MBBarProgressView` `init` is `CGRectMake(0, 0, 120, 20)`; `MBRoundProgressView` `init`
    /// is `CGRectMake(0, 0, 37, 37)`, the size of the large spinner and of the demo's `37x-Checkmark.png`.
    var size: Size {
        switch self {
        case .bar: Size(width: HUDProgressShapes.barSize.width, height: HUDProgressShapes.barSize.height)
        default: Size(width: Self.side, height: Self.side)
        }
    }

    static let side = 37.0

    /// The checkmark and cross are strokes 5 points wide with round ends and joins. The tick is measured from
    /// MBProgressHUD's demo checkmark (`Demo/Images/37x-Checkmark@2x.png`, 2012): a 45° tick whose strokes are
    /// 5.3 points across, its short arm 7 and long arm 15 points between stroke centres (the corner near
    /// (13.1, 24.4)), here moved about 1.4 right and 1.6 down so that its box is centred in the 37.
    /// MBProgressHUD has no cross; SVProgressHUD 0.2–0.9's `success.png` and `error.png` (28 × 28) cut a tick and
    /// a cross out of a white disc, both with strokes about 4 points across (5 at 37), the cross about half the
    /// image wide. Here both are white strokes on the bezel, in MBProgressHUD's manner, the cross 20 points
    /// across: as tall as the tick, so the two weigh the same.
    static let glyphStrokeWidth = 5.0
    static let checkmarkPath = "M7.5 19L14.5 26L29.5 11"
    static let crossPath = "M11 11L26 26M26 11L11 26"

    func draw(in frame: Rect, on canvas: inout SVGCanvas) {
        switch self {
        case .spinner:
            Spinner(geometry: Spinner.large, color: "#ffffff", period: 0.8).draw(centerX: frame.midX, centerY: frame.midY, on: &canvas)
        case .checkmark:
            Self.drawGlyph(Self.checkmarkPath, part: "checkmark", in: frame, on: &canvas)
        case .cross:
            Self.drawGlyph(Self.crossPath, part: "cross", in: frame, on: &canvas)
        case .bar(let progress):
            HUDProgressShapes.drawBar(progress: progress, at: frame, on: &canvas)
        case .ring(let progress):
            HUDProgressShapes.drawRing(progress: progress, at: frame, on: &canvas)
        case .pie(let progress):
            HUDProgressShapes.drawPie(progress: progress, at: frame, on: &canvas)
        }
    }

    private static func drawGlyph(_ path: String, part: StaticString, in frame: Rect, on canvas: inout SVGCanvas) {
        canvas.draw("""
            <path d="\(path)" transform="translate(\(frame.minX) \(frame.minY))" fill="none" stroke="#fff" \
            stroke-width="\(glyphStrokeWidth)" stroke-linecap="round" stroke-linejoin="round" data-part="\(part.description)"/>
            """)
    }
}
