/// The named presets of every component: what the catalog shows and `vitrine render --all` writes.
public enum Catalog {
    /// Every preset, grouped by component in the order of `Components.all`.
    public static let presets: [Preset] =
        activityIndicator + progressView + loadingView + veil + hud + keyboardBackground + key + keyboard + keyboardLocales + scene

    public static func presets(of component: String) -> [Preset] {
        presets.filter { $0.component == component }
    }
}

private extension Catalog {
    static let activityIndicator = [
        Preset("activity-indicator", "white", "White, 20 points", [Argument("style", "white")]),
        Preset("activity-indicator", "gray", "Grey, 20 points", [Argument("style", "gray")]),
        Preset("activity-indicator", "white-large", "White, large", [Argument("style", "whiteLarge")]),
        Preset("activity-indicator", "custom-color", "A custom colour keeps the style's size",
               [Argument("style", "whiteLarge"), Argument("color", "#3478f6")]),
        Preset("activity-indicator", "slow", "Two seconds a turn", [Argument("style", "gray"), Argument("period", "2")]),
        Preset("activity-indicator", "stopped", "Stopped, not hiding",
               [Argument("style", "gray"), Argument("animating", "false"), Argument("hidesWhenStopped", "false")]),
        Preset("activity-indicator", "stopped-hidden", "Stopped and hidden",
               [Argument("style", "gray"), Argument("animating", "false")]),
    ]

    static let progressView = [
        Preset("progress-view", "empty", "Not started", [Argument("progress", "0")]),
        Preset("progress-view", "half", "Half way", [Argument("progress", "0.5")]),
        Preset("progress-view", "complete", "Done", [Argument("progress", "1")]),
        Preset("progress-view", "wide", "A wide bar, a third done", [Argument("progress", "0.33"), Argument("width", "280")]),
    ]

    static let loadingView = [
        Preset("loading-view", "window", "Over the whole window", [Argument("host", "window")]),
        Preset("loading-view", "content", "Over the window below the status bar", [Argument("host", "content")]),
        Preset("loading-view", "keyboard", "\"Sending...\" over the keyboard",
               [Argument("host", "keyboard"), Argument("message", "Sending...")]),
        Preset("loading-view", "keyboard-landscape", "\"Sending...\" over the landscape keyboard",
               [Argument("host", "keyboard"), Argument("message", "Sending..."), Argument("orientation", "landscapeLeft")]),
        Preset("loading-view", "window-landscape", "Over the landscape window",
               [Argument("host", "window"), Argument("orientation", "landscapeRight")]),
        Preset("loading-view", "custom", "Over a 220 × 160 view",
               [Argument("host", "custom"), Argument("width", "220"), Argument("height", "160"), Argument("message", "Saving...")]),
        Preset("loading-view", "spinner-only", "No message", [Argument("host", "content"), Argument("message", "")]),
        Preset("loading-view", "long-message", "A message that wraps",
               [Argument("host", "content"), Argument("message", "Downloading the latest messages from the server, please wait...")]),
        Preset("loading-view", "iphone5", "iPhone 5 window", [Argument("device", "iphone5")]),
        Preset("loading-view", "ipad", "iPad window", [Argument("device", "ipad")]),
    ]

    static let veil = [
        Preset("veil", "portrait", "Portrait", [Argument("message", "Searching...")]),
        Preset("veil", "portrait-upside-down", "Upside down: the container turns 180°",
               [Argument("message", "Searching..."), Argument("orientation", "portraitUpsideDown")]),
        Preset("veil", "landscape-left", "Landscape left: the container turns −90°",
               [Argument("message", "Searching..."), Argument("orientation", "landscapeLeft")]),
        Preset("veil", "landscape-right", "Landscape right: the container turns 90°",
               [Argument("message", "Searching..."), Argument("orientation", "landscapeRight")]),
        Preset("veil", "landscape-left-viewer", "Landscape left, as the viewer holds it",
               [Argument("message", "Searching..."), Argument("orientation", "landscapeLeft"), Argument("frame", "viewer")]),
        Preset("veil", "landscape-right-viewer", "Landscape right, as the viewer holds it",
               [Argument("message", "Searching..."), Argument("orientation", "landscapeRight"), Argument("frame", "viewer")]),
        Preset("veil", "spinner-only", "No message", [Argument("message", "")]),
        Preset("veil", "long-message", "A message wrapped at 240 points",
               [Argument("message", "Looking for nearby restaurants that are open late tonight and deliver to you")]),
        Preset("veil", "ipad", "iPad", [Argument("message", "Syncing..."), Argument("device", "ipad")]),
    ]

    /// One preset per mode, then the layouts: the indicator alone, a wrapped detail line, landscape.
    static let hud = [
        Preset("hud", "indeterminate", "Spinner and message", [Argument("message", "Loading")]),
        Preset("hud", "text", "The message alone", [Argument("mode", "text"), Argument("message", "Saved to Camera Roll")]),
        Preset("hud", "success", "Checkmark", [Argument("mode", "success"), Argument("message", "Completed")]),
        Preset("hud", "error", "Cross", [Argument("mode", "error"), Argument("message", "Connection failed")]),
        Preset("hud", "bar", "Progress bar, 40%",
               [Argument("mode", "bar"), Argument("message", "Downloading"), Argument("progress", "0.4")]),
        Preset("hud", "ring", "Annular progress, 65%",
               [Argument("mode", "ring"), Argument("message", "Uploading"), Argument("progress", "0.65")]),
        Preset("hud", "pie", "Pie progress, 30%", [Argument("mode", "pie"), Argument("message", "Loading"), Argument("progress", "0.3")]),
        Preset("hud", "spinner-only", "The spinner alone: a square bezel", [Argument("message", "")]),
        Preset("hud", "detail", "A detail line that wraps",
               [Argument("message", "Loading"),
                Argument("detail", "Fetching the latest posts from the server. This can take a few seconds.")]),
        Preset("hud", "bar-landscape", "Bar with detail, landscape",
               [Argument("mode", "bar"), Argument("message", "Syncing"), Argument("detail", "12 of 40 photos"),
                Argument("progress", "0.3"), Argument("orientation", "landscapeLeft")]),
    ]

    static let keyboardBackground = [
        Preset("keyboard-background", "portrait", "iPhone, portrait"),
        Preset("keyboard-background", "landscape", "iPhone, landscape", [Argument("orientation", "landscapeLeft")]),
        Preset("keyboard-background", "iphone5-landscape", "iPhone 5, landscape",
               [Argument("device", "iphone5"), Argument("orientation", "landscapeLeft")]),
        Preset("keyboard-background", "ipad-portrait", "iPad, portrait", [Argument("device", "ipad")]),
        Preset("keyboard-background", "ipad-landscape", "iPad, landscape",
               [Argument("device", "ipad"), Argument("orientation", "landscapeRight")]),
    ]

    static let key = [
        Preset("key", "normal", "Normal", [Argument("label", "Q")]),
        Preset("key", "highlighted", "Highlighted (held down)", [Argument("label", "Q"), Argument("state", "highlighted")]),
        Preset("key", "selected", "Selected", [Argument("label", "Q"), Argument("state", "selected")]),
        Preset("key", "disabled", "Disabled", [Argument("label", "Q"), Argument("state", "disabled")]),
        Preset("key", "bottom-row", "Lower keys are darker", [Argument("label", "M"), Argument("top", "120")]),
        Preset("key", "shift", "Shift", [Argument("symbol", "shift"), Argument("width", "36"), Argument("top", "120")]),
        Preset("key", "delete", "Delete", [Argument("symbol", "delete"), Argument("width", "36"), Argument("top", "120")]),
        Preset("key", "globe", "Globe", [Argument("symbol", "globe"), Argument("width", "34"), Argument("top", "174")]),
        Preset("key", "space", "Space bar",
               [Argument("label", "space"), Argument("width", "154"), Argument("fontSize", "16"), Argument("top", "174")]),
        Preset("key", "blue", "A blue return key (Search)",
               [Argument("label", "Search"), Argument("tint", "blue"), Argument("width", "74"), Argument("fontSize", "16"),
                Argument("top", "174")]),
        Preset("key", "hide-keyboard", "The iPad's hide-keyboard key",
               [Argument("symbol", "hideKeyboard"), Argument("width", "90"), Argument("height", "55"), Argument("top", "201"),
                Argument("keyboardHeight", "264")]),
    ]

    static let keyboard = [
        Preset("keyboard", "qwerty", "QWERTY, portrait"),
        Preset("keyboard", "qwerty-landscape", "QWERTY, landscape", [Argument("orientation", "landscapeLeft")]),
        Preset("keyboard", "pressed", "The Q key held down: its balloon, flush with the keyboard's edge", [Argument("pressed", "q")]),
        Preset("keyboard", "pressed-balloon", "The T key held down: the magnified balloon rises above it", [Argument("pressed", "t")]),
        Preset("keyboard", "pressed-balloon-edge-landscape", "The P key held down at the right edge, landscape",
               [Argument("pressed", "p"), Argument("orientation", "landscapeLeft")]),
        Preset("keyboard", "pressed-balloon-email", "E-mail keyboard, the @ key's balloon",
               [Argument("layout", "email"), Argument("pressed", "@")]),
        Preset("keyboard", "pressed-shift", "Shift held down: no balloon, the key darkens", [Argument("pressed", "shift")]),
        Preset("keyboard", "number-pad", "Number pad", [Argument("layout", "numberPad")]),
        Preset("keyboard", "number-pad-landscape", "Number pad, landscape",
               [Argument("layout", "numberPad"), Argument("orientation", "landscapeRight")]),
        Preset("keyboard", "iphone5-landscape", "iPhone 5, landscape",
               [Argument("device", "iphone5"), Argument("orientation", "landscapeLeft")]),
        Preset("keyboard", "ipad", "iPad, portrait", [Argument("device", "ipad")]),
        Preset("keyboard", "ipad-landscape", "iPad, landscape", [Argument("device", "ipad"), Argument("orientation", "landscapeLeft")]),
        Preset("keyboard", "numbers", "The .?123 plane", [Argument("layout", "numbers")]),
        Preset("keyboard", "numbers-landscape", "The .?123 plane, landscape",
               [Argument("layout", "numbers"), Argument("orientation", "landscapeLeft")]),
        Preset("keyboard", "symbols", "The #+= plane", [Argument("layout", "symbols")]),
        Preset("keyboard", "symbols-iphone5-landscape", "The #+= plane, iPhone 5, landscape",
               [Argument("layout", "symbols"), Argument("device", "iphone5"), Argument("orientation", "landscapeRight")]),
        Preset("keyboard", "email", "E-mail address keyboard", [Argument("layout", "email")]),
        Preset("keyboard", "email-landscape", "E-mail address keyboard, landscape",
               [Argument("layout", "email"), Argument("orientation", "landscapeLeft")]),
        Preset("keyboard", "url", "URL keyboard with a blue Go key", [Argument("layout", "url"), Argument("returnKey", "go")]),
        Preset("keyboard", "url-landscape", "URL keyboard, landscape",
               [Argument("layout", "url"), Argument("returnKey", "go"), Argument("orientation", "landscapeLeft")]),
        Preset("keyboard", "return-search", "A blue Search key", [Argument("returnKey", "search")]),
        Preset("keyboard", "return-search-pressed", "The Search key held down",
               [Argument("returnKey", "search"), Argument("pressed", "return")]),
        Preset("keyboard", "return-next", "Next stays grey", [Argument("returnKey", "next")]),
        Preset("keyboard", "return-emergency-call", "Emergency Call: the label shrinks to fit",
               [Argument("returnKey", "emergencyCall")]),
        Preset("keyboard", "return-done-iphone5-landscape", "Done, iPhone 5, landscape",
               [Argument("returnKey", "done"), Argument("device", "iphone5"), Argument("orientation", "landscapeLeft")]),
        Preset("keyboard", "ipad-numbers", "iPad, the .?123 plane", [Argument("device", "ipad"), Argument("layout", "numbers")]),
        Preset("keyboard", "ipad-numbers-landscape", "iPad, the .?123 plane, landscape",
               [Argument("device", "ipad"), Argument("layout", "numbers"), Argument("orientation", "landscapeRight")]),
        Preset("keyboard", "ipad-symbols", "iPad, the #+= plane", [Argument("device", "ipad"), Argument("layout", "symbols")]),
        Preset("keyboard", "ipad-email-landscape", "iPad, e-mail address keyboard, landscape",
               [Argument("device", "ipad"), Argument("layout", "email"), Argument("orientation", "landscapeLeft")]),
        Preset("keyboard", "ipad-url", "iPad, URL keyboard with a blue Go key",
               [Argument("device", "ipad"), Argument("layout", "url"), Argument("returnKey", "go")]),
        Preset("keyboard", "ipad-pressed", "iPad, the ?. key held down", [Argument("device", "ipad"), Argument("pressed", "?.")]),
        Preset("keyboard", "decimal-pad", "Decimal pad", [Argument("layout", "decimalPad")]),
        Preset("keyboard", "phone-pad", "Phone pad, the 5 held down", [Argument("layout", "phonePad"), Argument("pressed", "5")]),
        Preset("keyboard", "phone-pad-iphone5-landscape", "Phone pad, iPhone 5, landscape",
               [Argument("layout", "phonePad"), Argument("device", "iphone5"), Argument("orientation", "landscapeLeft")]),
    ]

    /// Every locale but English, whose presets are above, from its data file alone: the iPhone in portrait,
    /// the locale's showcase key held down in landscape (its balloon), and the iPad in portrait.
    static let keyboardLocales: [Preset] = Keyboard.Locale.allCases.filter { $0 != .en }.flatMap { locale in
        let data = locale.data
        let name = "locale-\(locale.rawValue)"
        let language = Argument("locale", locale.rawValue)
        let held = KeyboardLocale.label(of: data.showcase)
        return [
            Preset("keyboard", name, "\(data.title), portrait", [language]),
            Preset("keyboard", "\(name)-landscape", "\(data.title), landscape, the \(held) key held down",
                   [language, Argument("orientation", "landscapeLeft"), Argument("pressed", data.showcase)]),
            Preset("keyboard", "\(name)-ipad", "\(data.title), iPad", [language, Argument("device", "ipad")]),
        ]
    }

    static let scene: [Preset] = {
        let orientations: [(String, String)] = [
            ("portrait", "portrait"), ("portrait-upside-down", "portraitUpsideDown"),
            ("landscape-left", "landscapeLeft"), ("landscape-right", "landscapeRight"),
        ]
        var presets = orientations.map { name, orientation in
            Preset("scene", "sending-\(name)", "The Text app sending, \(name.replacing("-", with: " "))",
                   [Argument("overlay", "sending"), Argument("orientation", orientation)])
        }
        presets += orientations.map { name, orientation in
            Preset("scene", "loading-\(name)", "Full-window loading view over the keyboard, \(name.replacing("-", with: " "))",
                   [Argument("overlay", "loading"), Argument("orientation", orientation)])
        }
        presets += orientations.map { name, orientation in
            Preset("scene", "veil-\(name)", "The veil, \(name.replacing("-", with: " "))",
                   [Argument("overlay", "veil"), Argument("keyboard", "false"), Argument("message", "Searching..."),
                    Argument("orientation", orientation)])
        }
        presets.append(Preset("scene", "keyboard", "Keyboard up, nothing over it", [Argument("overlay", "none")]))
        presets.append(Preset("scene", "keyboard-balloon", "A letter held down: its balloon rises over the screen",
                              [Argument("overlay", "none"), Argument("pressed", "w")]))
        presets.append(Preset("scene", "iphone5-sending", "iPhone 5 sending", [Argument("device", "iphone5")]))
        return presets
    }()
}
