import Testing
@testable import Vitrine

/// The iOS 6 iPad keyboard: its own rows in portrait (768 × 264) and landscape (1024 × 352), not the
/// iPhone's scaled up.
@Suite struct PadKeyboardTests {
    static let orientations: [Orientation] = [.portrait, .landscapeLeft]
    static let planes: [Keyboard.Layout] = [.qwerty, .numbers, .symbols, .email, .url]

    static func frames(_ layout: Keyboard.Layout = .qwerty, _ orientation: Orientation = .portrait) -> [String: Rect] {
        Dictionary(uniqueKeysWithValues: Keyboard(layout: layout, device: .ipad, orientation: orientation).keys.map { ($0.name, $0.frame) })
    }

    static func each(_ characters: String) -> [String] { characters.map(String.init) }

    static func content(_ layout: Keyboard.Layout, _ name: String) -> KeyFace.Content? {
        Keyboard(layout: layout, device: .ipad).keys.first { $0.name == name }?.content
    }

    @Test func lettersInPortrait() {
        let keys = Self.frames()
        // Eleven equal keys across the top row, delete the last of them.
        #expect(keys["q"] == Rect(x: 6, y: 9, width: 58, height: 55))
        #expect(keys["w"] == Rect(x: 76, y: 9, width: 58, height: 55))
        #expect(keys["delete"] == Rect(x: 704, y: 9, width: 58, height: 55))
        // Half a third-row key in, nine keys, then return.
        #expect(keys["a"] == Rect(x: 34, y: 73, width: 57, height: 55))
        #expect(keys["return"] == Rect(x: 656, y: 73, width: 106, height: 55))
        // Ten equal keys and the wider right shift.
        #expect(keys["shift"] == Rect(x: 6, y: 137, width: 56, height: 55))
        #expect(keys["z"] == Rect(x: 74, y: 137, width: 56, height: 55))
        #expect(keys["!,"] == Rect(x: 550, y: 137, width: 56, height: 55))
        #expect(keys["?."] == Rect(x: 618, y: 137, width: 56, height: 55))
        #expect(keys["rightShift"] == Rect(x: 686, y: 137, width: 76, height: 55))
        // .?123 and the globe under shift and z; .?123 and hide share three keys' span at the right.
        #expect(keys["numbers"] == Rect(x: 6, y: 201, width: 56, height: 55))
        #expect(keys["globe"] == Rect(x: 74, y: 201, width: 56, height: 55))
        #expect(keys["space"] == Rect(x: 142, y: 201, width: 416, height: 55))
        #expect(keys["rightNumbers"] == Rect(x: 570, y: 201, width: 90, height: 55))
        #expect(keys["hideKeyboard"] == Rect(x: 672, y: 201, width: 90, height: 55))
    }

    @Test func lettersInLandscape() {
        let keys = Self.frames(.qwerty, .landscapeRight)
        #expect(keys["q"] == Rect(x: 7, y: 10, width: 81, height: 74))
        #expect(keys["delete"]?.maxX == 1017)
        #expect(keys["a"]?.minY == 96)
        #expect(keys["return"] == Rect(x: 873, y: 96, width: 144, height: 74))
        #expect(keys["shift"] == Rect(x: 7, y: 182, width: 79, height: 74))
        #expect(keys["rightShift"] == Rect(x: 912, y: 182, width: 105, height: 74))
        #expect(keys["space"]?.minY == 268)
        #expect(keys["hideKeyboard"] == Rect(x: 893, y: 268, width: 124, height: 74))
    }

    @Test func theIPadHasItsOwnKeysNotTheIPhonesScaledUp() {
        var expected = Self.each("qwertyuiop") + ["delete"]
        expected += Self.each("asdfghjkl") + ["return", "shift"]
        expected += Self.each("zxcvbnm") + ["!,", "?.", "rightShift", "numbers", "globe", "space", "rightNumbers", "hideKeyboard"]
        #expect(Keyboard(device: .ipad).keys.map(\.name) == expected)
        #expect(Self.content(.qwerty, "!,") == .label("!\n,"))
        #expect(Self.content(.qwerty, "?.") == .label("?\n."))
        #expect(Self.content(.qwerty, "hideKeyboard") == .symbol(.hideKeyboard))
        #expect(Self.content(.qwerty, "rightShift") == .symbol(.shift))
    }

    @Test func numbersPlane() {
        var expected = Self.each("1234567890") + ["delete"]
        expected += Self.each("-/:;()$&@") + ["return", "symbols", "undo"]
        expected += Self.each(".,?!'\"") + ["rightSymbols", "letters", "globe", "space", "rightLetters", "hideKeyboard"]
        #expect(Keyboard(layout: .numbers, device: .ipad).keys.map(\.name) == expected)
        let keys = Self.frames(.numbers)
        #expect(keys["1"] == Rect(x: 6, y: 9, width: 58, height: 55))
        #expect(keys["-"] == Rect(x: 34, y: 73, width: 57, height: 55))
        #expect(keys["symbols"] == Rect(x: 6, y: 137, width: 56, height: 55))
        #expect(keys["undo"] == Rect(x: 74, y: 137, width: 56, height: 55))
        // The six marks share the span of the eight keys after undo (142 to 674).
        #expect(keys["."]?.minX == 142)
        #expect(keys["\""]?.maxX == 674)
        #expect(keys["rightSymbols"] == Rect(x: 686, y: 137, width: 76, height: 55))
        #expect(Self.content(.numbers, "symbols") == .label("#+="))
        #expect(Self.content(.numbers, "rightLetters") == .label("ABC"))
    }

    @Test func symbolsPlane() {
        let names = Keyboard(layout: .symbols, device: .ipad).keys.map(\.name)
        let start = Self.each("[]{}#%^*+=") + ["delete"] + Self.each("_\\|~<>€£¥") + ["return", "numbers", "redo"]
        #expect(names.starts(with: start))
        #expect(names.contains("rightNumbers") && !names.contains("shift"))
        #expect(Self.content(.symbols, "numbers") == .label("123"))
        #expect(Self.content(.symbols, "rightNumbers") == .label("123"))
    }

    @Test func emailAndURLChangeTheBottomRowAsOnTheIPhone() {
        let email = Self.frames(.email)
        #expect(email["@"] == Rect(x: 434, y: 201, width: 56, height: 55))
        #expect(email["."] == Rect(x: 502, y: 201, width: 56, height: 55))
        #expect(email["space"] == Rect(x: 142, y: 201, width: 280, height: 55))
        let url = Self.frames(.url)
        #expect(url["space"] == nil)
        #expect(url["."] == Rect(x: 142, y: 201, width: 98, height: 55))
        #expect(url["/"] == Rect(x: 252, y: 201, width: 98, height: 55))
        #expect(url[".com"] == Rect(x: 362, y: 201, width: 196, height: 55))
    }

    @Test(arguments: planes)
    func keysStayInsideAndApart(layout: Keyboard.Layout) {
        for orientation in Self.orientations {
            let keyboard = Keyboard(layout: layout, device: .ipad, orientation: orientation)
            let keys = keyboard.keys
            #expect(Set(keys.map(\.name)).count == keys.count, "\(layout) names are unique")
            #expect(keys.map(\.name) == Keyboard.keyNames(of: layout, on: .ipad).dropFirst().map { $0 })
            for key in keys {
                #expect(key.frame.minX >= 6 && key.frame.maxX <= keyboard.size.width - 6, "\(layout) \(key.name)")
                #expect(key.frame.minY >= 9 && key.frame.maxY <= keyboard.size.height - 8, "\(layout) \(key.name)")
                #expect(key.frame.x == key.frame.x.rounded() && key.frame.width == key.frame.width.rounded())
            }
            // One filter draws every bevel: keys must stand 6 points or more apart.
            for (i, a) in keys.enumerated() {
                for b in keys[(i + 1)...] {
                    let apart = a.frame.maxX + 6 <= b.frame.minX || b.frame.maxX + 6 <= a.frame.minX
                        || a.frame.maxY + 6 <= b.frame.minY || b.frame.maxY + 6 <= a.frame.minY
                    #expect(apart, "\(layout) \(orientation): \(a.name) and \(b.name)")
                }
            }
        }
    }

    @Test(arguments: planes)
    func wordLabelsFitTheirKeys(layout: Keyboard.Layout) {
        for orientation in Self.orientations {
            for key in Keyboard(layout: layout, device: .ipad, orientation: orientation, returnKey: .emergencyCall).keys {
                guard case .label(let text) = key.content else { continue }
                let style = TextStyle(size: key.fontSize, bold: false)
                let widest = text.split(separator: "\n").map { TextMeasure.width(of: $0, style: style) }.max() ?? 0
                #expect(widest <= key.frame.width - 8, "\(layout) \(orientation) \(key.name)")
            }
        }
    }

    @Test func theReturnKeyTypeAppliesOnTheSecondRow() throws {
        let key = try #require(Keyboard(device: .ipad, returnKey: .search).keys.first { $0.name == "return" })
        #expect(key.content == .label("Search"))
        #expect(key.tint == .blue)
        #expect(key.frame.minY == 73)
        #expect(key.fontSize == 18)
    }

    @Test func aPressedKeyDarkens() {
        let svg = Keyboard(device: .ipad, pressed: "?.").svg
        #expect(svg.contains("data-state=\"highlighted\""))
        #expect(svg.contains("rgb(179,179,187)"))
        #expect(Keyboard(device: .ipad, pressed: "hideKeyboard").svg.contains("data-state=\"highlighted\""))
    }

    @Test func theHideKeyboardSymbolIsDrawn() {
        #expect(Keyboard(device: .ipad).svg.contains("data-symbol=\"hideKeyboard\""))
        #expect(Key(symbol: .hideKeyboard).svg.contains("data-symbol=\"hideKeyboard\""))
    }

    @Test func theIPhoneKeepsItsLayout() {
        #expect(!Keyboard.keyNames(of: .qwerty).contains("hideKeyboard"))
        #expect(Keyboard(device: .iphone5).keys.map(\.name) == Keyboard().keys.map(\.name))
        // The iPhone's names come first in the whole list, as before the iPad's layout.
        #expect(Keyboard.keyNames.firstIndex(of: "hideKeyboard")! > Keyboard.keyNames.firstIndex(of: ".com")!)
    }
}

@Suite struct PadKeyboardInputErrorTests {
    let keyboard = Keyboard.componentDescription

    @Test func aKeyTheIPadPlaneLacksNamesTheKeysItHas() {
        do {
            _ = try keyboard.resolve([Argument("device", "ipad"), Argument("layout", "numbers"), Argument("pressed", "q")])
            Issue.record("no error")
        } catch {
            #expect(error.validChoices == Keyboard.keyNames(of: .numbers, on: .ipad))
            let message = error.message(spelling: .option)
            #expect(message.hasPrefix("invalid value 'q' for '--pressed' of keyboard: expected a key the ipad's numbers layout has: none 1 2"))
            #expect(message.contains(" symbols undo . , ? ! ' \" rightSymbols letters globe space rightLetters hideKeyboard"))
        }
    }

    @Test func iPadKeysAreNotOnTheIPhone() {
        for name in ["?.", "undo", "hideKeyboard", "rightShift"] {
            do {
                _ = try keyboard.resolve([Argument("layout", name == "undo" ? "numbers" : "qwerty"), Argument("pressed", name)])
                Issue.record("no error for \(name)")
            } catch {
                #expect(error.message(spelling: .option).contains("expected a key the "))
            }
        }
    }

    @Test(arguments: PadKeyboardTests.planes)
    func everyKeyOfTheIPadPlaneIsAccepted(layout: Keyboard.Layout) throws {
        for name in Keyboard.keyNames(of: layout, on: .ipad) {
            _ = try keyboard.resolve([Argument("device", "ipad"), Argument("layout", layout.rawValue), Argument("pressed", name)])
        }
    }
}
