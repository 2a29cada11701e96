extension Keyboard {
    /// The return key's types (UIKit's `UIReturnKeyType`), each with the label iOS 6 gave it.
    public enum ReturnKey: String, CaseIterable, Sendable {
        case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall

        /// The label on the key, as iOS 6 wrote it.
        public var label: String {
            switch self {
            case .default: "return"
            case .go: "Go"
            case .google: "Google"
            case .join: "Join"
            case .next: "Next"
            case .route: "Route"
            case .search: "Search"
            case .send: "Send"
            case .yahoo: "Yahoo"
            case .done: "Done"
            case .emergencyCall: "Emergency Call"
            }
        }

        /// Whether iOS 6 drew the key blue with a white label. The action types finish what was typed and
        /// were blue; `default` ("return") and `next` only move on, and kept the grey face of the other
        /// keys. From iOS 6 screenshots of each `UIReturnKeyType` (the SDK's header gives the names, not the
        /// look); Flutter's `TextInputAction` documentation lists the same titles.
        public var isBlue: Bool {
            switch self {
            case .default, .next: false
            case .go, .google, .join, .route, .search, .send, .yahoo, .done, .emergencyCall: true
            }
        }
    }
}
