/// The classic iOS devices whose screens and keyboards Vitrine draws.
public enum Device: String, CaseIterable, Sendable {
    /// iPhone 3G, 3GS and 4: 320 × 480.
    case iphone
    /// iPhone 5: 320 × 568.
    case iphone5
    /// iPad: 768 × 1024.
    case ipad

    /// The screen in points, as held upright.
    public var portraitScreenSize: (width: Double, height: Double) {
        switch self {
        case .iphone: (320, 480)
        case .iphone5: (320, 568)
        case .ipad: (768, 1024)
        }
    }

    public var statusBarHeight: Double { 20 }

    /// The screen as the person holding the device in `orientation` sees it.
    func screenSize(_ orientation: Orientation) -> Size {
        let portrait = Size(width: portraitScreenSize.width, height: portraitScreenSize.height)
        return orientation.isLandscape ? portrait.swapped : portrait
    }

    /// The system keyboard's size in `orientation`; always as wide as the screen is seen.
    func keyboardSize(_ orientation: Orientation) -> Size {
        let width = screenSize(orientation).width
        switch (self, orientation.isLandscape) {
        case (.ipad, false): return Size(width: width, height: 264)
        case (.ipad, true): return Size(width: width, height: 352)
        case (_, false): return Size(width: width, height: 216)
        case (_, true): return Size(width: width, height: 162)
        }
    }
}
