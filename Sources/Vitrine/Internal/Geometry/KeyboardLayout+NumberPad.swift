/// One cell of iOS 6's number, decimal and phone pads: a flat rectangle in a grid, not a rounded key.
struct KeypadCell: Equatable {
    enum Content: Equatable {
        /// A digit with the letters a phone gives it below (`2` `ABC`); no letters for 1 and, on the number
        /// pad, 0.
        case digit(String, letters: String)
        /// A mark or a short word in the middle of the cell (`.`, `+*#`).
        case label(String)
        case symbol(Key.Symbol)
        /// The number pad's cell with nothing in it.
        case empty
    }

    /// The name `pressed` uses; nil for the empty cell, which is no key.
    let name: String?
    let frame: Rect
    let content: Content
    /// The bottom corners (the empty or extra cell, and delete) are a darker grey than the digits.
    let isDark: Bool
}

/// The number pad (`UIKeyboardTypeNumberPad`), decimal pad and phone pad on the iPhone and iPhone 5: a
/// flat 3 × 4 grid filling the keyboard, cells 1 point apart.
///
/// The grid, from the frame apps of the time gave the button they laid over the number pad's empty cell,
/// `CGRectMake(0, 163, 106, 53)` in portrait and `CGRectMake(0, 123, 158, 39)` in landscape (dozens of
/// public iOS 3–6 projects): rows 53 tall at y = 1, 55, 109, 163 in portrait and 39 tall at
/// y = 3, 43, 83, 123 in landscape, that is the tallest whole-point rows that fit with 1-point lines
/// between, the rest above; columns 106 wide in portrait. In landscape that rule gives 159 | 160 | 159
/// where one project's 158 suggests a point less: the rule is kept, for every width (the iPhone 5's 568
/// too): side columns as wide as a third of the width less two lines allows, the middle one the rest.
extension KeyboardLayout {
    static func keypad(_ layout: Keyboard.Layout, size: Size) -> [KeypadCell] {
        let side = ((size.width - 2) / 3).rounded(.down)
        let columns = [(0.0, side), (side + 1, size.width - 2 - 2 * side), (size.width - side, side)]
        let height = ((size.height - 4) / 4).rounded(.down)
        let top = size.height - 4 * height - 3
        let frame = { (index: Int) in
            let column = columns[index % 3]
            return Rect(x: column.0, y: top + Double(index / 3) * (height + 1), width: column.1, height: height)
        }
        var cells = (1...9).map { digit in
            KeypadCell(
                name: String(digit), frame: frame(digit - 1), content: .digit(String(digit), letters: phoneLetters[digit]), isDark: false)
        }
        switch layout {
        case .decimalPad: cells.append(KeypadCell(name: "decimal", frame: frame(9), content: .label("."), isDark: true))
        case .phonePad: cells.append(KeypadCell(name: "+*#", frame: frame(9), content: .label("+*#"), isDark: true))
        default: cells.append(KeypadCell(name: nil, frame: frame(9), content: .empty, isDark: true))
        }
        // The phone pad's 0 gives + when held, and says so below it.
        cells.append(KeypadCell(name: "0", frame: frame(10), content: .digit("0", letters: layout == .phonePad ? "+" : ""), isDark: false))
        cells.append(KeypadCell(name: "delete", frame: frame(11), content: .symbol(.delete), isDark: true))
        return cells
    }

    /// The keypad's named cells as placed keys, for the names `pressed` takes and for `keyboardKeys`.
    static func keypadKeys(_ layout: Keyboard.Layout, size: Size) -> [PlacedKey] {
        keypad(layout, size: size).compactMap { cell in
            guard let name = cell.name else { return nil }
            let content: KeyFace.Content = switch cell.content {
            case .digit(let digit, _): .label(digit)
            case .label(let text): .label(text)
            case .symbol(let symbol): .symbol(symbol)
            case .empty: .label("")
            }
            return PlacedKey(name: name, frame: cell.frame, content: content, fontSize: KeypadCell.digitFontSize(cell.frame.height))
        }
    }

    /// The letters of a telephone's keys (ITU E.161), as iOS 6 printed them under the digits.
    private static let phoneLetters = ["", "", "ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"]
}

extension KeypadCell {
    /// Not measured: sized by eye against iOS 6 screenshots, the digit's capital about a third of the cell.
    static func digitFontSize(_ cellHeight: Double) -> Double { cellHeight >= 50 ? 28 : 22 }
    static func lettersFontSize(_ cellHeight: Double) -> Double { cellHeight >= 50 ? 10 : 8 }
}
