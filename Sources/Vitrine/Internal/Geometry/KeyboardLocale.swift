/// One keyboard locale as its data file gives it (`Keyboards/NAME.keyboard`, compiled into
/// `Keyboard+Locales.swift` by `make keyboards`): the letter rows of each device and the words on the space
/// and return keys. Everything else — the `.?123` and `#+=` planes, the number pads, the keys' sizes — is the
/// same in every locale, so a locale is data, and the layout code never names one.
struct KeyboardLocale: Equatable, Sendable {
    /// The name people read, as the catalog captions it.
    let title: String
    let space: String
    /// The return key's word for the default return type; the other types keep iOS 6's English labels.
    let returnLabel: String
    /// The key the locale's catalog preset holds down: a letter this locale adds.
    let showcase: String
    /// The three rows of letter keys, top to bottom, each key named by what it types: one character for a
    /// letter, two for a mark key (the iPad's `!,` types the comma, and with shift the exclamation mark).
    let iphone: [[String]]
    let ipad: [[String]]

    /// What a key shows: a letter as its capital, as iOS 6 drew every letter key; a mark key its two marks,
    /// the one typed with shift above. A letter whose capital is more than one letter (ß, whose capital is
    /// SS) shows itself, as no key of iOS 6 showed two letters.
    static func label(of key: String) -> String {
        knownLabels[key] ?? makeLabel(key)
    }

    /// Every key of every locale, labelled once per process: a keyboard is drawn many times, and
    /// `uppercased()` beyond ASCII looks each letter up in Unicode's case mappings, on every call.
    private static let knownLabels: [String: String] = {
        let keys = Keyboard.Locale.allCases.flatMap { ($0.data.iphone + $0.data.ipad).joined() }
        return Dictionary(keys.map { ($0, makeLabel($0)) }, uniquingKeysWith: { first, _ in first })
    }()

    private static func makeLabel(_ key: String) -> String {
        if key.count == 2, let shifted = key.first, let plain = key.last { return "\(shifted)\n\(plain)" }
        let capital = key.uppercased()
        return capital.count == 1 ? capital : key
    }

    /// Whether the key is a letter (drawn at the letters' size, raising a balloon on the iPhone) rather
    /// than a mark key, which is set like a word.
    static func isLetter(_ key: String) -> Bool { key.count == 1 }
}
