/// The held key's balloon as a picture of its own, and where it goes over the keyboard's picture.
///
/// A page that lets people press keys (the catalog's playground) can then show one picture of the keyboard
/// and lay the balloon over it, instead of a whole keyboard per key: laid at `x`, `y` over the keyboard
/// drawn with nothing held, it gives the same picture as the keyboard drawn with this key held.
public struct KeyboardBalloon: Sendable, Equatable {
    /// The picture's frame in the keyboard's coordinates: the keyboard's top-left corner (below any
    /// headroom) at 0, 0, so `y` is negative where the head rises above the keyboard. The frame holds the
    /// balloon and all of its shadow, which can reach a few points past the keyboard's sides (and, for a
    /// bottom-row key, its bottom) where the keyboard's own picture cuts it: a page laying the balloon
    /// over the keyboard cuts it there too.
    public let x: Double
    public let y: Double
    public let width: Double
    public let height: Double
    /// The magnified label the head shows.
    public let label: String
    /// The balloon alone — its shadow, face, border and label — over a transparent canvas of `width` × `height`.
    public let svg: String
}

extension Keyboard {
    /// How far the balloon's blurred shadow reaches past its outline: three standard deviations (SVG's is
    /// half the blur) in whole points, so that a frame round a key on whole points is on whole points too
    /// and the picture lands on the same pixels as the keyboard's.
    static let balloonShadowReach = (3 * KeyBalloon.shadowBlur / 2).rounded(.up)

    /// The held key's balloon alone, or nil when the held key darkens instead (`showsBalloon` is false).
    public var balloonPicture: KeyboardBalloon? {
        let keys = keys
        guard let balloon = balloon(over: keys) else { return nil }
        let reach = Self.balloonShadowReach
        // The head is never narrower than the key: its sides are the balloon's.
        let frame = Rect(
            x: balloon.head.minX - reach, y: balloon.head.minY - reach + KeyBalloon.shadowOffset,
            width: balloon.head.width + 2 * reach, height: balloon.key.maxY - balloon.head.minY + 2 * reach)
        // Seeded by every value, as a render is, so that balloons of different keys inlined in one page
        // keep their definitions apart.
        let seed = arguments.reduce("keyboard-balloon") { $0 + "\u{1F}" + $1.name + "=" + $1.value }
        let svg = SVGDocument.render(
            width: frame.width, height: frame.height, context: RenderContext(scopeSeed: seed, moment: nil),
            accessibility: Accessibility(label: balloon.label)
        ) { KeyBalloonDrawing.draw(balloon, origin: (x: -frame.x, y: -frame.y), name: pressed, on: &$0) }
        return KeyboardBalloon(x: frame.x, y: frame.y, width: frame.width, height: frame.height, label: balloon.label, svg: svg)
    }
}
