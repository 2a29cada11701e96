/// The `.?123` and `#+=` planes: two rows of ten characters at the letter keys' places, five wide
/// punctuation keys between the plane switch and delete, and `ABC` to go back to the letters.
///
/// The characters are iOS 6's US keyboard as published in its screenshots and copied by keyboards that
/// follow it: `1234567890` / `-/:;()$&@"` / `.,?!'` and `[]{}#%^*+=` / `_\|~<>€£¥•` / `.,?!'`.
extension KeyboardLayout {
    static let portraitNumbers = plane(.portrait, rows: ("1234567890", "-/:;()$&@\""), switchKey: .word("symbols", "#+="))
    static let landscapeNumbers = plane(.landscape, rows: ("1234567890", "-/:;()$&@\""), switchKey: .word("symbols", "#+="))
    static let portraitSymbols = plane(.portrait, rows: ("[]{}#%^*+=", "_\\|~<>€£¥•"), switchKey: .word("numbers", "123"))
    static let landscapeSymbols = plane(.landscape, rows: ("[]{}#%^*+=", "_\\|~<>€£¥•"), switchKey: .word("numbers", "123"))
}

private extension KeyboardLayout {
    static let punctuation = ".,?!'"

    static func plane(_ rows: PhoneRows, rows characters: (String, String), switchKey: PlacedKey.Blueprint) -> [PlacedKey] {
        // Both rows of ten sit where the top row's letters do: iOS 6 gives the second row ten keys too.
        var keys = characterRow(characters.0, row: 0, x: PhoneRows.margin, in: rows)
        keys += characterRow(characters.1, row: 1, x: PhoneRows.margin, in: rows)
        let ends = thirdRowEnds(left: switchKey, in: rows)
        keys.append(ends.left)
        keys += punctuationKeys(rows)
        keys.append(ends.delete)
        keys += bottomRow(planeKey: .word("letters", "ABC"), middle: [(.word("space", "space"), rows.bottomWidths.space)], in: rows)
        return keys
    }

    /// The five punctuation keys share the span of the seven letters `z`…`m` (51–269 in portrait) with the
    /// usual 6-point gaps, so they are wider than letters, as on iOS 6: 38.8 points in portrait, 61.2 in
    /// landscape.
    static func punctuationKeys(_ rows: PhoneRows) -> [PlacedKey] {
        let span = rows.thirdRowSpan
        let count = Double(punctuation.count)
        let width = (span.width - (count - 1) * PhoneRows.gap) / count
        return punctuation.enumerated().map { index, mark in
            let frame = rows.frame(row: 2, x: span.x + Double(index) * (width + PhoneRows.gap), width: width)
            return character(.character(String(mark)), frame, in: rows)
        }
    }
}
