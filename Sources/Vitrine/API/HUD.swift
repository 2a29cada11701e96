/// The classic progress HUD of MBProgressHUD and SVProgressHUD (iOS 3–6): a dark rounded bezel in the middle
/// of the screen holding a spinner, a progress indicator, a checkmark or a cross, with a bold message and an
/// optional smaller detail line beneath.
///
/// The numbers are MBProgressHUD 0.7's (June 2013, the last release before iOS 7 restyled it); each is noted
/// with its source where it is used (`HUDLayout`, `HUDIndicator`, `HUDProgressShapes`).
public struct HUD: Sendable, Equatable {
    /// What the bezel shows above the message.
    public enum Mode: String, CaseIterable, Sendable {
        /// The large white spinner (MBProgressHUDModeIndeterminate).
        case indeterminate
        /// The message alone, no indicator (MBProgressHUDModeText).
        case text
        /// A white checkmark (MBProgressHUD's custom-view checkmark, SVProgressHUD's showSuccessWithStatus:).
        case success
        /// A white cross (SVProgressHUD's showErrorWithStatus:).
        case error
        /// A white-outlined bar that fills from the left (MBProgressHUDModeDeterminateHorizontalBar).
        case bar
        /// A dim ring with a white arc from 12 o'clock, clockwise (MBProgressHUDModeAnnularDeterminate).
        case ring
        /// A white circle filling with a pie wedge from 12 o'clock, clockwise (MBProgressHUDModeDeterminate).
        case pie

        /// Whether the mode draws `progress`; the others ignore it, as MBProgressHUD's modes without a
        /// progress view ignore its `progress` property.
        public var showsProgress: Bool { self == .bar || self == .ring || self == .pie }
    }

    public var mode: Mode
    public var message: String
    public var detail: String
    /// How much is done, 0 to 1; drawn by `.bar`, `.ring` and `.pie`, ignored by the other modes.
    public var progress: Double
    public var device: Device
    public var orientation: Orientation

    /// - Parameters:
    ///   - mode: What the bezel shows above the message.
    ///   - message: The bold message; empty for the indicator alone.
    ///   - detail: A smaller second line (or lines) under the message; empty for none.
    ///   - progress: How much is done, 0 to 1, for the bar, ring and pie modes.
    ///   - device: The device whose screen the HUD is centred on.
    ///   - orientation: How the device is held; the picture is the screen as the person sees it.
    public init(
        mode: Mode = .indeterminate, message: String = "Loading...", detail: String = "", progress: Double = 0.5,
        device: Device = .iphone, orientation: Orientation = .portrait
    ) {
        self.mode = mode
        self.message = message
        self.detail = detail
        self.progress = progress
        self.device = device
        self.orientation = orientation
    }

    /// The percentage announced to assistive technology in the progress modes.
    public var percent: Int { Int((min(1, max(0, progress)) * 100).rounded()) }
}

extension HUD: FieldComponent {
    static let standard = HUD()
    static let fields: [ParameterField<HUD>] = [
        .choice("mode", \.mode,
                help: "What the bezel shows: a spinner, the text alone, a checkmark, a cross, or a bar, ring or pie of progress."),
        .text("message", \.message, help: "The bold message under the indicator; empty for the indicator alone."),
        .text("detail", \.detail, help: "A smaller line under the message, wrapped; empty for none."),
        .number("progress", \.progress, in: 0...1,
                help: "How much is done, from 0 to 1; drawn by bar, ring and pie, ignored by the other modes."),
        .device(\.device),
        .orientation(\.orientation),
    ]

    public static let componentDescription = ComponentDescription(
        name: "hud",
        summary: "The classic progress HUD: a dark rounded bezel with a spinner, progress, checkmark or cross and a message.",
        parameters: parameters,
        draw: { HUD(values: $0).draw($0.renderContext) })

    var indicator: HUDIndicator? {
        switch mode {
        case .indeterminate: .spinner
        case .text: nil
        case .success: .checkmark
        case .error: .cross
        case .bar: .bar(progress: progress)
        case .ring: .ring(progress: progress)
        case .pie: .pie(progress: progress)
        }
    }

    /// The canvas is the screen as the person holding the device sees it: MBProgressHUD covers the whole view
    /// it is added to (usually the window) and centres its bezel there, and its text wraps to that view's width
    /// less four margins, so the screen is what gives the bezel its size and place — as the loading view and
    /// the veil are drawn on their screens.
    var layout: HUDLayout {
        let screen = device.screenSize(orientation)
        return HUDLayout(
            screen: Rect(x: 0, y: 0, width: screen.width, height: screen.height), indicatorSize: indicator?.size,
            message: message, detail: detail)
    }

    /// The message names the HUD; without one the detail does, and without either the mode's own words.
    func accessibilityLabel(_ layout: HUDLayout) -> String {
        if !layout.message.isEmpty { return layout.message.lines.joined(separator: " ") }
        if !layout.detail.isEmpty { return layout.detail.lines.joined(separator: " ") }
        switch mode {
        case .indeterminate: return "In progress"
        case .text: return "Notice"
        case .success: return "Done"
        case .error: return "Failed"
        case .bar, .ring, .pie: return progressLabel
        }
    }

    var progressLabel: String { "\(percent)% complete" }

    func draw(_ context: RenderContext) -> String {
        let layout = layout
        // The detail describes what the message names; alone, it is the name.
        let description = layout.message.isEmpty || layout.detail.isEmpty ? nil : layout.detail.lines.joined(separator: " ")
        // A progress bar inside role="img" would be hidden (an image's children are presentational), so the
        // progress modes are a document holding a progressbar, as the progress view is.
        let accessibility = Accessibility(
            role: mode.showsProgress ? "document" : "img", label: accessibilityLabel(layout), description: description)
        return SVGDocument.render(
            width: layout.screen.width, height: layout.screen.height, context: context, accessibility: accessibility
        ) { canvas in
            layout.draw(indicator: indicator, progressLabel: mode.showsProgress ? progressLabel : nil, percent: percent, on: &canvas)
        }
    }
}
