extension KeyboardLayout {
    /// Digits 1–9, then decimal, 0, delete: three columns by four rows filling the keyboard.
    static func numberPad(size: Size) -> [PlacedKey] {
        let margin = 3.0, gap = 6.0, top = 6.0
        let width = (size.width - 2 * margin - 2 * gap) / 3
        let height = (size.height - top - margin - 3 * gap) / 4
        let names = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "decimal", "0", "delete"]
        return names.enumerated().map { index, name in
            let frame = Rect(
                x: margin + Double(index % 3) * (width + gap), y: top + Double(index / 3) * (height + gap),
                width: width, height: height)
            switch name {
            case "decimal": return PlacedKey(name: name, frame: frame, content: .label("."), fontSize: letterFontSize)
            case "delete": return PlacedKey(name: name, frame: frame, content: .symbol(.delete), fontSize: letterFontSize)
            default: return PlacedKey(name: name, frame: frame, content: .label(name), fontSize: letterFontSize)
            }
        }
    }
}
