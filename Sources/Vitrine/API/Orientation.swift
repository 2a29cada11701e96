/// How the device is held.
public enum Orientation: String, CaseIterable, Sendable {
    case portrait
    case portraitUpsideDown
    /// Turned with the home button on the right.
    case landscapeLeft
    /// Turned with the home button on the left.
    case landscapeRight

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// How far content drawn for the hardware's portrait screen turns so it reads upright, in degrees
    /// (clockwise positive, as in SVG).
    public var rotationDegrees: Double {
        switch self {
        case .portrait: 0
        case .portraitUpsideDown: 180
        case .landscapeLeft: -90
        case .landscapeRight: 90
        }
    }
}
