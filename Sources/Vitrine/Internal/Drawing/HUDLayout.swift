/// Where everything of a HUD goes on its screen, as MBProgressHUD 0.7's `layoutSubviews` and `drawRect:`
/// place it: indicator, message and detail stacked and centred, the bezel hugging them with a margin all round.
struct HUDLayout {
    /// MBProgressHUD 0.7 `self.margin = 20.0f`: from the bezel's edge to its content on every side.
    static let margin = 20.0
    /// MBProgressHUD 0.7 `kPadding = 4.f`: between the indicator, the message and the detail.
    static let padding = 4.0
    /// MBProgressHUD 0.7 `drawRect:` `float radius = 10.0f` (0.9 made it the `cornerRadius` property, still 10).
    static let cornerRadius = 10.0
    /// MBProgressHUD 0.4–0.9 `self.opacity = 0.8f`, filled as `CGContextSetGrayFillColor(context, 0.0f, self.opacity)`;
    /// SVProgressHUD 0.9's `hudBackgroundColor` is the same `colorWithWhite:0 alpha:0.8`.
    static let bezelOpacity = 0.8
    /// MBProgressHUD 0.7 `kLabelFontSize = 16.f`, `[UIFont boldSystemFontOfSize:]`, white.
    static let messageStyle = TextStyle(size: 16, bold: true)
    /// MBProgressHUD 0.7 `kDetailsLabelFontSize = 12.f`, `[UIFont boldSystemFontOfSize:]`, white.
    static let detailStyle = TextStyle(size: 12, bold: true)

    /// The view the HUD covers: the canvas.
    let screen: Rect
    /// The dark rounded rectangle.
    let bezel: Rect
    /// The indicator's frame; `nil` in text mode.
    let indicator: Rect?
    let message: TextLayout
    /// The message label's frame: its text's size rounded up, centred.
    let messageFrame: Rect
    let detail: TextLayout
    let detailFrame: Rect

    init(screen: Rect, indicatorSize: Size?, message text: String, detail detailText: String) {
        self.screen = screen
        // MBProgressHUD 0.7: `maxWidth = bounds.size.width - 4 * margin` for the indicator and both labels. Its
        // message label is one line cut short at that width; here it wraps there like the detail label
        // (`numberOfLines = 0`), so no word of a message is lost (the spec's wrapping rule).
        let widest = screen.width - 4 * Self.margin
        message = TextLayout(text, style: Self.messageStyle, maximumWidth: widest)
        detail = TextLayout(detailText, style: Self.detailStyle, maximumWidth: widest)
        let indicatorSize = indicatorSize.map { Size(width: min($0.width, widest), height: $0.height) }
        let messageSize = Self.labelSize(message)
        let detailSize = Self.labelSize(detail)
        let hasIndicator = indicatorSize != nil
        let paddingAfterIndicator = hasIndicator && !message.isEmpty ? Self.padding : 0
        let paddingBeforeDetail = !detail.isEmpty && (hasIndicator || !message.isEmpty) ? Self.padding : 0
        let indicatorHeight = indicatorSize?.height ?? 0
        let contentWidth = max(indicatorSize?.width ?? 0, messageSize.width, detailSize.width)
        let contentHeight = indicatorHeight + paddingAfterIndicator + messageSize.height + paddingBeforeDetail + detailSize.height
        // No minimum size and not forced square (MBProgressHUD's defaults `minSize = CGSizeZero`, `square = NO`):
        // a 37-point indicator alone makes a 77 × 77 square by itself; the 120-point bar a 160 × 60 bezel.
        let bezelSize = Size(width: contentWidth + 2 * Self.margin, height: contentHeight + 2 * Self.margin)
        // Whole points, as MBProgressHUD's `roundf` gives them: the bezel and everything in it sit on the pixel grid.
        bezel = Rect(
            x: screen.minX + ((screen.width - bezelSize.width) / 2).rounded(),
            y: screen.minY + ((screen.height - bezelSize.height) / 2).rounded(),
            width: bezelSize.width, height: bezelSize.height)
        var top = bezel.minY + Self.margin
        indicator = indicatorSize.map { size in
            Rect(x: screen.minX + ((screen.width - size.width) / 2).rounded(), y: top, width: size.width, height: size.height)
        }
        top += indicatorHeight + paddingAfterIndicator
        messageFrame = Self.centered(messageSize, in: screen, top: top)
        top += messageSize.height + paddingBeforeDetail
        detailFrame = Self.centered(detailSize, in: screen, top: top)
    }

    /// A label's frame size: the text's size rounded up to whole points, as UIKit's `sizeWithFont:` returned it
    /// before iOS 7 (whose `boundingRectWithSize:` documentation asks callers to `ceil` its fractional sizes).
    static func labelSize(_ layout: TextLayout) -> Size {
        Size(width: layout.width.rounded(.up), height: layout.height.rounded(.up))
    }

    private static func centered(_ size: Size, in screen: Rect, top: Double) -> Rect {
        Rect(x: screen.minX + ((screen.width - size.width) / 2).rounded(), y: top, width: size.width, height: size.height)
    }

    /// Draws the HUD, fading in as it is shown: the shared 0.25 s fade of the loading view and the veil (MBProgressHUD
    /// 0.7 fades in `setAnimationDuration:0.30`, SVProgressHUD 0.9 in 0.15 s; one fade for every view keeps a scene of
    /// them in step). `progressLabel`, in the progress modes, makes the indicator a progress bar for assistive
    /// technology, as the progress view is.
    func draw(indicator kind: HUDIndicator?, progressLabel: String?, percent: Int, on canvas: inout SVGCanvas) {
        canvas.draw("<g\(Fade.attributes(opacity: 1, on: &canvas)) data-part=\"hud\">")
        canvas.draw("""
            <rect \(attributesOf: bezel) rx="\(Self.cornerRadius)" fill="#000" fill-opacity="\(Self.bezelOpacity)" data-part="bezel"/>
            """)
        if let kind, let frame = indicator {
            if let progressLabel {
                canvas.draw("""
                    <g role="progressbar" aria-label="\(progressLabel)" aria-valuemin="0" aria-valuemax="100" \
                    aria-valuenow="\(percent)">
                    """)
            }
            kind.draw(in: frame, on: &canvas)
            if progressLabel != nil { canvas.draw("</g>") }
        }
        Self.drawLabel(message, in: messageFrame, part: "message", on: &canvas)
        Self.drawLabel(detail, in: detailFrame, part: "detail", on: &canvas)
        canvas.draw("</g>")
    }

    /// White text centred in its frame (UILabel centres its text vertically), the first baseline on a whole
    /// point so that browsers, which snap baselines to pixels, and librsvg, which does not, draw it alike.
    private static func drawLabel(_ layout: TextLayout, in frame: Rect, part: StaticString, on canvas: inout SVGCanvas) {
        guard !layout.isEmpty else { return }
        let ascent = layout.style.ascent
        let baseline = (frame.minY + (frame.height - layout.height) / 2 + ascent).rounded()
        TextDrawing.draw(layout, centerX: frame.midX, top: baseline - ascent, fill: "#fff", part: part, on: &canvas)
    }
}
