/// Vector shapes for the key symbols the font lacks, drawn in a 24 × 24 box.
enum KeySymbolShape {
    static let size = 24.0

    static func path(_ symbol: Key.Symbol) -> String? {
        switch symbol {
        case .none: nil
        // An outlined arrow pointing up.
        case .shift: "M12 3L21.5 12.5H16.5V20.5H7.5V12.5H2.5Z"
        // A tag pointing left with a cross in it.
        case .delete: "M2.5 12L8.5 5.5H21.5V18.5H8.5ZM11.5 9L17 15M17 9L11.5 15"
        // A globe: the rim, one meridian, the equator and two parallels.
        case .globe:
            "M12 2.5A9.5 9.5 0 1 0 12 21.5A9.5 9.5 0 1 0 12 2.5ZM12 2.5C7.5 7 7.5 17 12 21.5C16.5 17 16.5 7 12 2.5"
                + "M2.5 12H21.5M4 7H20M4 17H20M12 2.5V21.5"
        // A keyboard seen from above — its outline, two rows of key dots, a space bar — over an arrowhead
        // pointing down, as iOS 6 drew the iPad's hide-keyboard key.
        case .hideKeyboard:
            "M2.5 3.5H21.5V15.5H2.5ZM5.5 7H7M9 7H10.5M13.5 7H15M17 7H18.5M5.5 10H7M9 10H10.5M13.5 10H15M17 10H18.5M8 13H16"
                + "M8 18L12 22L16 18"
        }
    }

    /// Outlined symbols are stroked; none is filled today, the seed's mask images being line art.
    static func isStroked(_ symbol: Key.Symbol) -> Bool { symbol != .none }
}
