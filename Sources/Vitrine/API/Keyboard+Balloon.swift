/// iOS 6's magnified key balloon: on the iPhone, a key that types a character raises it when held down.
extension Keyboard {
    /// Whether the held key shows its balloon instead of darkening: a key that types one character (a
    /// letter, digit or mark, also `@`, `.` and `/` on the bottom rows) of the iPhone's and iPhone 5's
    /// keyboards. Shift, delete, space, return, the plane keys, the globe and `.com`, the number, decimal
    /// and phone pads' flat cells, and every iPad key darken, as iOS 6 drew them.
    public var showsBalloon: Bool { balloon(over: keys) != nil }

    /// The transparent space above the keyboard in its SVG while a balloon shows, so that a top-row key's
    /// balloon and its shadow are not cut off; 0 otherwise. It is the same for every key of a keyboard (54
    /// points in both iPhone orientations), so the keyboard's own rectangle starts this far down the
    /// picture, which is `size.height + balloonHeadroom` tall. A scene keeps its size: there the balloon
    /// rises over the screen above the keyboard.
    public var balloonHeadroom: Double { balloonHeadroom(over: keys) }

    func balloonHeadroom(over keys: [PlacedKey]) -> Double {
        guard balloon(over: keys) != nil else { return 0 }
        return KeyBalloon.headroom(over: keys, keyboard: Rect(x: 0, y: 0, width: size.width, height: size.height))
    }

    /// The held key's balloon in the keyboard's coordinates, or nil when the held key darkens.
    func balloon(over keys: [PlacedKey]) -> KeyBalloon? {
        guard device != .ipad, !layout.isKeypad, let key = keys.first(where: { $0.name == pressed }) else { return nil }
        return KeyBalloon(over: key, keyboard: Rect(x: 0, y: 0, width: size.width, height: size.height))
    }
}
