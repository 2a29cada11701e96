/// The rows of the iOS 6 iPad keyboard, which has its own layout rather than the iPhone's scaled up.
///
/// Where the numbers come from, none of them being in the seeds:
/// - The keyboard's size, 768 × 264 and 1024 × 352, is the spec's (and every published list of iPad
///   keyboard sizes; it did not change from iPhone OS 3.2 to iOS 7).
/// - Landscape rows: key faces 74 tall at y = 10, 96, 182, 268 (86 apart, 10 left below), side margins 7,
///   measured in pixels on the blank iOS 6 iPad keyboard that kulpreetchilana/Custom-iOS-Keyboards ships
///   as `iPad/Images/Keyboard_Blank.png` (1024 × 352, made in 2012 from the system keyboard).
/// - Portrait rows: key faces 55 tall, 9 apart (a row every 64 points, KeyboardKit's iPad row height in
///   portrait, as 86 is its landscape one), side margins 6; the 17 points left over go 9 above, 8 below.
/// - Horizontal gaps (12), the return key's width (106 portrait, 144 landscape), the right shift's (76,
///   105) and how the rest of each row divides: Cantoboard's measured constants for the 768 × 1024 iPad
///   keyboard (`LayoutConstants`, `PadShortKeyboardViewLayout`): the top row is eleven equal keys, delete
///   included; the third row is ten equal keys and the right shift; the second row starts half a
///   third-row key in, nine equal keys and return; in the bottom row the right `.?123` and hide-keyboard
///   keys share the span of three third-row keys. iOS 6 had no dictation key beside the globe, so the
///   left group is two third-row keys (`.?123` and the globe) and the space bar takes the rest.
/// - Other locales (`Keyboards/`) keep every number above and share each row's span equally among its
///   keys, as the US rows do: German's eleven letters and delete make a top row of twelve 52-point keys
///   in portrait. Derived from the US rows, not measured on those keyboards.
/// - Label sizes are not measured: chosen so that letters fill about as much of the key as on the
///   iPhone (22 points on a 39-point key there; 24 on 55 and 30 on 74 here), words a step smaller.
///
/// Edges are rounded to whole points, as UIKit placed its keys, so that no key edge falls between pixels.
struct PadRows {
    let size: Size
    let margin: Double
    let gap: Double
    /// The tops of the four rows.
    let rowTops: [Double]
    let keyHeight: Double
    let returnWidth: Double
    let rightShiftWidth: Double
    let letterFontSize: Double
    let wordFontSize: Double

    static let portrait = PadRows(
        size: Size(width: 768, height: 264), margin: 6, gap: 12, rowTops: [9, 73, 137, 201], keyHeight: 55,
        returnWidth: 106, rightShiftWidth: 76, letterFontSize: 24, wordFontSize: 18)

    static let landscape = PadRows(
        size: Size(width: 1024, height: 352), margin: 7, gap: 12, rowTops: [10, 96, 182, 268], keyHeight: 74,
        returnWidth: 144, rightShiftWidth: 105, letterFontSize: 30, wordFontSize: 20)

    var right: Double { size.width - margin }
    var span: Double { size.width - 2 * margin }

    /// The top row's eleven equal keys (ten characters and delete).
    var topRowKeyWidth: Double { topRowKeyWidth(characters: 10) }

    /// The third row's ten equal keys before the right shift; the bottom row is built on them too.
    var thirdRowKeyWidth: Double { thirdRowKeyWidth(characters: 9) }

    /// The second row starts half a third-row key in.
    var secondRowX: Double { margin + thirdRowKeyWidth / 2 }

    /// The second row's nine equal keys before return.
    var secondRowKeyWidth: Double { secondRowKeyWidth(characters: 9, from: secondRowX) }

    /// A top row of `characters` and delete, all equal, across the span.
    func topRowKeyWidth(characters: Int) -> Double {
        (span - Double(characters) * gap) / Double(characters + 1)
    }

    /// A third row of shift and `characters`, all equal, before the right shift.
    func thirdRowKeyWidth(characters: Int) -> Double {
        (span - rightShiftWidth - Double(characters + 1) * gap) / Double(characters + 1)
    }

    /// A second row of `characters` equal keys from `x`, before return.
    func secondRowKeyWidth(characters: Int, from x: Double) -> Double {
        (right - x - returnWidth - Double(characters) * gap) / Double(characters)
    }

    /// A key of `row` from `x` to `maxX`, both rounded to whole points.
    func frame(row: Int, x: Double, maxX: Double) -> Rect {
        let left = x.rounded()
        return Rect(x: left, y: rowTops[row], width: maxX.rounded() - left, height: keyHeight)
    }

    /// `count` keys of `width` from `x`, `gap` apart: their left and right edges before rounding.
    func run(count: Int, width: Double, from x: Double) -> [(x: Double, maxX: Double)] {
        (0..<count).map { index in
            let left = x + Double(index) * (width + gap)
            return (left, left + width)
        }
    }
}
