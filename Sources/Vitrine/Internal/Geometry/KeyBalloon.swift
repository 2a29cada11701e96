/// The magnified balloon iOS 6 raised over a character key held down on the iPhone: a narrow stem that is
/// the key itself, flaring through two concave curves into a wider, taller head that shows the key's label
/// at twice its size.
///
/// Apple never published the balloon's geometry; UIKit drew it from private artwork. The numbers below come
/// from the keyboards that copied it in the iOS 6 years, chiefly PMCustomKeyboard (Kulpreet Chilana, 2012,
/// github.com/kulpreetchilana/Custom-iOS-Keyboards, `iPhone:iPod/PMCustomKeyboard.m`), whose key-top path
/// was reused by many iPhone keyboards of the time, checked against CYRKeyboardButton (Illya Busigin, 2014,
/// `CYRKeyboardButtonView.m`), which kept the same construction for iOS 7:
///
/// - Head: 52 points wide and 61 tall in portrait, its bottom at the key's top, over a 26-point key — that
///   is 13 points past the key on either side (CYRKeyboardButton's inset is also 13) and 22 points taller
///   than the 39-point key. Both are kept as differences, so a wider or shorter key (the punctuation keys,
///   landscape's 42 × 33 letters, the iPhone 5's stretched landscape keys) gets a head in proportion:
///   68 × 55 over a landscape letter. (Derived, not measured, outside portrait.)
/// - Neck: the sides leave the head 7 points above its bottom and reach the key's sides 18 points below its
///   top (the 11-point middle plus a 7-point curve at each end), along a cubic curve whose handles are
///   vertical and 7 points long, which makes the concave flare (PMCustomKeyboard's `_PAN_MIDDLE_HEIGHT`
///   and `_PAN_CURVE_SIZE`).
/// - Corners: 7 points at the head and at the key, the key's own corner radius (PMCustomKeyboard's 7).
/// - Label: twice the key's label size, centred in the head (PMCustomKeyboard sets 44 over the keys' 22).
/// - Edge keys: where a centred head would leave the keyboard, the head is flush with the key's outer side
///   and reaches inwards only, PMCustomKeyboard's left and right key tops (its "inner" one is centred).
struct KeyBalloon: Equatable {
    /// The key's frame in the keyboard; the balloon's stem is this key's face.
    let key: Rect
    /// The wide upper part holding the magnified label.
    let head: Rect
    let label: String
    let fontSize: Double

    static let headOverhang = 13.0
    static let headExtraHeight = 22.0
    /// Where the flare leaves the head, above the head's bottom (the key's top).
    static let flareAboveKey = 7.0
    /// Where the flare meets the key's sides, below the key's top.
    static let flareIntoKey = 18.0
    static let curveHandle = 7.0
    static let cornerRadius = 7.0
    static let labelScale = 2.0

    /// The soft shadow under the balloon: 3 points down, blur 5 (PMCustomKeyboard's `shadowOffset` and
    /// `shadowRadius`), in the keyboard's near-black rgb(25.5,25.5,25.5) (its `colorWithWhite:0.1`).
    static let shadowOffset = 3.0
    static let shadowBlur = 5.0
    /// How far the shadow reaches above the balloon's top: three standard deviations of the blur (SVG's
    /// stdDeviation is half the blur) less the offset down.
    static let shadowReachAbove = 3 * shadowBlur / 2 - shadowOffset

    /// The balloon over `placed` in a keyboard of `keyboard`'s width, or nil when iOS 6 showed none there:
    /// keys that type no single character (shift, delete, space, return, the plane keys, globe, `.com`)
    /// darken instead.
    init?(over placed: PlacedKey, keyboard: Rect) {
        guard placed.typesOneCharacter, case .label(let text) = placed.content else { return nil }
        let key = placed.frame
        let width = key.width + 2 * Self.headOverhang
        var headX = key.midX - width / 2
        if headX < keyboard.minX {
            headX = key.minX
        } else if headX + width > keyboard.maxX {
            headX = key.maxX - width
        }
        let height = key.height + Self.headExtraHeight
        self.key = key
        self.head = Rect(x: headX, y: key.minY - height, width: width, height: height)
        self.label = text
        self.fontSize = placed.fontSize * Self.labelScale
    }

    /// The space a keyboard needs above its top for the highest balloon any of its keys can raise, shadow
    /// included, in whole points: the same for every key, so pictures of one keyboard line up whichever
    /// key is held.
    static func headroom(over keys: [PlacedKey], keyboard: Rect) -> Double {
        let highest = keys.compactMap { KeyBalloon(over: $0, keyboard: keyboard)?.head.minY }.min()
        guard let highest else { return 0 }
        return max(0, (keyboard.minY - highest + shadowReachAbove).rounded(.up))
    }
}

extension PlacedKey {
    /// Whether the key types one character — a letter, digit or mark, named by that character — rather than
    /// being a word or symbol key (shift, delete, space, return, `.?123`, globe, `.com`…).
    var typesOneCharacter: Bool { name.count == 1 }
}
