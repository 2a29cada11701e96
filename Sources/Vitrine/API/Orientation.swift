/// How the device is held.
public enum Orientation: String, CaseIterable, Sendable {
    case portrait
    case portraitUpsideDown
    /// Interface turned left: the home button is on the left, so content turns −90° on the hardware screen.
    case landscapeLeft
    /// Interface turned right: the home button is on the right, so content turns 90°.
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
