import Testing
@testable import Vitrine

/// iOS 6's number, decimal and phone pads on the iPhone and iPhone 5: a flat 3 × 4 grid of cells.
@Suite struct KeypadTests {
    static let keypads: [Keyboard.Layout] = [.numberPad, .decimalPad, .phonePad]

    static func cells(_ layout: Keyboard.Layout, _ device: Device = .iphone, _ orientation: Orientation = .portrait) -> [KeypadCell] {
        let keyboard = Keyboard(layout: layout, device: device, orientation: orientation)
        return KeyboardLayout.keypad(layout, size: keyboard.size)
    }

    @Test func portraitGridMatchesTheEmptyCellAppsCoveredOnIOS6() {
        let cells = Self.cells(.numberPad)
        #expect(cells.count == 12)
        #expect(cells[9] == KeypadCell(name: nil, frame: Rect(x: 0, y: 163, width: 106, height: 53), content: .empty, isDark: true))
        #expect(cells[0].frame == Rect(x: 0, y: 1, width: 106, height: 53))
        #expect(cells[1].frame == Rect(x: 107, y: 1, width: 106, height: 53))
        #expect(cells[2].frame == Rect(x: 214, y: 1, width: 106, height: 53))
        #expect(cells[4].frame == Rect(x: 107, y: 55, width: 106, height: 53))
        #expect(cells[11] == KeypadCell(name: "delete", frame: Rect(x: 214, y: 163, width: 106, height: 53), content: .symbol(.delete), isDark: true))
    }

    @Test func landscapeGridOnTheIPhoneAndIPhone5() {
        let iphone = Self.cells(.numberPad, .iphone, .landscapeLeft)
        #expect(iphone[9].frame == Rect(x: 0, y: 123, width: 159, height: 39))
        #expect(iphone[10].frame == Rect(x: 160, y: 123, width: 160, height: 39))
        #expect(iphone[11].frame == Rect(x: 321, y: 123, width: 159, height: 39))
        #expect(iphone[0].frame.minY == 3)
        let iphone5 = Self.cells(.phonePad, .iphone5, .landscapeRight)
        #expect(iphone5[2].frame == Rect(x: 380, y: 3, width: 188, height: 39))
        #expect(iphone5[1].frame == Rect(x: 189, y: 3, width: 190, height: 39))
    }

    @Test func digitsCarryTheirPhoneLetters() {
        let cells = Self.cells(.numberPad)
        #expect(cells[0].content == .digit("1", letters: ""))
        #expect(cells[1].content == .digit("2", letters: "ABC"))
        #expect(cells[6].content == .digit("7", letters: "PQRS"))
        #expect(cells[8].content == .digit("9", letters: "WXYZ"))
        #expect(cells[10].content == .digit("0", letters: ""))
        #expect(cells.filter(\.isDark).count == 2)
    }

    @Test func theDecimalAndPhonePadsFillTheEmptyCell() {
        let decimal = Self.cells(.decimalPad)
        #expect(decimal[9] == KeypadCell(name: "decimal", frame: Rect(x: 0, y: 163, width: 106, height: 53), content: .label("."), isDark: true))
        let phone = Self.cells(.phonePad)
        #expect(phone[9].name == "+*#" && phone[9].content == .label("+*#"))
        #expect(phone[10].content == .digit("0", letters: "+"))
        #expect(Keyboard.keyNames(of: .numberPad) == ["none", "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "delete"])
        #expect(Keyboard.keyNames(of: .decimalPad).contains("decimal"))
        #expect(Keyboard.keyNames(of: .phonePad).contains("+*#"))
    }

    @Test(arguments: keypads)
    func cellsTileTheKeyboardWithOnePointLines(layout: Keyboard.Layout) {
        for (device, orientation) in [(Device.iphone, Orientation.portrait), (.iphone, .landscapeLeft), (.iphone5, .landscapeRight)] {
            let size = Keyboard(device: device, orientation: orientation).size
            let cells = Self.cells(layout, device, orientation)
            let area = cells.reduce(0) { $0 + $1.frame.width * $1.frame.height }
            let lines = 2 * (size.height - cells[0].frame.minY) + 3 * size.width - 6
            #expect(area + lines + cells[0].frame.minY * size.width == size.width * size.height, "\(layout) \(device) \(orientation)")
            #expect(cells.allSatisfy { $0.frame.x == $0.frame.x.rounded() && $0.frame.maxX <= size.width })
        }
    }

    @Test func flatCellsNotRoundedKeys() {
        let svg = Keyboard(layout: .phonePad, pressed: "5").svg
        #expect(!svg.contains("rx=\"7\""))
        #expect(svg.components(separatedBy: "data-part=\"key\"").count == 13)
        #expect(svg.components(separatedBy: "data-state=\"highlighted\"").count == 2)
        #expect(svg.contains(">JKL</tspan>"))
        #expect(svg.contains(">+*#</tspan>"))
        #expect(svg.contains("data-symbol=\"delete\""))
        #expect(!Keyboard(layout: .numberPad).svg.contains("rgb(179,179,187)"))
    }

    @Test func theIPadShowsTheNumbersPlaneForEveryPad() {
        for layout in Self.keypads {
            #expect(Keyboard(layout: layout, device: .ipad).keys == Keyboard(layout: .numbers, device: .ipad).keys)
        }
    }
}
