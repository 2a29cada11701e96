import Testing
@testable import Vitrine

/// The `.?123`, `#+=`, e-mail and URL planes on the iPhone's measured rows.
@Suite struct KeyboardPlaneTests {
    static func frames(_ layout: Keyboard.Layout, _ orientation: Orientation = .portrait, device: Device = .iphone) -> [String: Rect] {
        Dictionary(uniqueKeysWithValues: Keyboard(layout: layout, device: device, orientation: orientation).keys.map { ($0.name, $0.frame) })
    }

    static func labels(_ layout: Keyboard.Layout) -> [String: String] {
        Dictionary(uniqueKeysWithValues: Keyboard(layout: layout).keys.compactMap { key in
            if case .label(let text) = key.content { (key.name, text) } else { nil }
        })
    }

    @Test func numbersPlaneInPortrait() {
        let keys = Self.frames(.numbers)
        for (index, character) in "1234567890".enumerated() {
            #expect(keys[String(character)] == Rect(x: 3 + 32 * Double(index), y: 12, width: 26, height: 39))
        }
        for (index, character) in "-/:;()$&@\"".enumerated() {
            #expect(keys[String(character)] == Rect(x: 3 + 32 * Double(index), y: 66, width: 26, height: 39))
        }
        #expect(keys["symbols"] == Rect(x: 3, y: 120, width: 36, height: 39))
        #expect(keys["delete"] == Rect(x: 281, y: 120, width: 36, height: 39))
        // Five punctuation keys over the letters' span, 51 to 269, 6 apart.
        #expect(keys["."]?.minX == 51)
        #expect(abs((keys["'"]?.maxX ?? 0) - 269) < 1e-9)
        #expect(abs((keys[","]?.width ?? 0) - 38.8) < 1e-9)
        #expect(keys["letters"] == Rect(x: 3, y: 174, width: 34, height: 39))
        #expect(keys["space"] == Rect(x: 83, y: 174, width: 154, height: 39))
        #expect(keys["return"] == Rect(x: 243, y: 174, width: 74, height: 39))
        #expect(Self.labels(.numbers)["symbols"] == "#+=")
        #expect(Self.labels(.numbers)["letters"] == "ABC")
    }

    @Test func symbolsPlaneSwitchesBackWith123() {
        let keys = Self.frames(.symbols)
        for (index, character) in "[]{}#%^*+=".enumerated() { #expect(keys[String(character)]?.minX == 3 + 32 * Double(index)) }
        for (index, character) in "_\\|~<>€£¥•".enumerated() {
            #expect(keys[String(character)] == Rect(x: 3 + 32 * Double(index), y: 66, width: 26, height: 39))
        }
        #expect(keys["numbers"] == Rect(x: 3, y: 120, width: 36, height: 39))
        #expect(Self.labels(.symbols)["numbers"] == "123")
        #expect(keys["shift"] == nil)
    }

    @Test func landscapePlanesUseTheLandscapeRows() {
        let keys = Self.frames(.numbers, .landscapeLeft)
        #expect(keys["1"] == Rect(x: 3, y: 6, width: 42, height: 33))
        #expect(keys["\""]?.maxX == 477)
        #expect(keys["symbols"] == Rect(x: 3, y: 86, width: 57, height: 33))
        #expect(keys["."]?.minX == 75)
        #expect(abs((keys["."]?.width ?? 0) - 61.2) < 1e-9)
        #expect(abs((keys["'"]?.maxX ?? 0) - 405) < 1e-9)
        #expect(keys["return"] == Rect(x: 388, y: 126, width: 89, height: 33))
    }

    @Test func emailPutsAtAndDotAfterANarrowerSpaceBar() {
        let portrait = Self.frames(.email)
        #expect(portrait["space"] == Rect(x: 83, y: 174, width: 90, height: 39))
        #expect(portrait["@"] == Rect(x: 179, y: 174, width: 26, height: 39))
        #expect(portrait["."] == Rect(x: 211, y: 174, width: 26, height: 39))
        #expect(portrait["q"] == Rect(x: 3, y: 12, width: 26, height: 39))
        let landscape = Self.frames(.email, .landscapeRight)
        #expect(landscape["space"]?.width == 184)
        #expect(landscape["."]?.maxX == 377)  // where the space bar ended
    }

    @Test func urlHasNoSpaceBar() {
        let portrait = Self.frames(.url)
        #expect(portrait["space"] == nil)
        #expect(portrait["."] == Rect(x: 83, y: 174, width: 35.5, height: 39))
        #expect(portrait["/"] == Rect(x: 124.5, y: 174, width: 35.5, height: 39))
        #expect(portrait[".com"] == Rect(x: 166, y: 174, width: 71, height: 39))
        let landscape = Self.frames(.url, .landscapeLeft)
        #expect(landscape[".com"]?.width == 134)
        #expect(landscape[".com"]?.maxX == 377)
    }

    @Test(arguments: Keyboard.Layout.allCases)
    func iPhone5LandscapeScalesEveryPlaneToItsWidth(layout: Keyboard.Layout) {
        let keys = Keyboard(layout: layout, device: .iphone5, orientation: .landscapeLeft).keys
        #expect(abs(keys.map(\.frame.maxX).max()! - (layout.isKeypad ? 568 : 477 * 568 / 480)) < 1e-9)
        // The pads' cells run to the keyboard's edges; keys keep a 3-point margin.
        #expect(keys.allSatisfy { $0.frame.minX >= (layout.isKeypad ? 0 : 3 - 1e-9) && $0.frame.maxY <= 162 })
    }

    @Test(arguments: Keyboard.Layout.allCases)
    func keysNeverOverlap(layout: Keyboard.Layout) {
        for orientation in [Orientation.portrait, .landscapeLeft] {
            let keys = Keyboard(layout: layout, orientation: orientation).keys
            for (i, a) in keys.enumerated() {
                for b in keys[(i + 1)...] {
                    let apart = a.frame.maxX <= b.frame.minX || b.frame.maxX <= a.frame.minX
                        || a.frame.maxY <= b.frame.minY || b.frame.maxY <= a.frame.minY
                    #expect(apart, "\(layout) \(orientation): \(a.name) and \(b.name)")
                }
            }
            #expect(Set(keys.map(\.name)).count == keys.count, "\(layout) names are unique")
        }
    }
}

@Suite struct ReturnKeyTests {
    @Test(arguments: Keyboard.ReturnKey.allCases)
    func labelAndTint(returnKey: Keyboard.ReturnKey) throws {
        let key = try #require(Keyboard(returnKey: returnKey).keys.first { $0.name == "return" })
        #expect(key.content == .label(returnKey.label))
        #expect(key.tint == (returnKey.isBlue ? .blue : .standard))
        // The label shrinks to fit, 4 points either side.
        let width = TextMeasure.width(of: Substring(returnKey.label), style: TextStyle(size: key.fontSize, bold: false))
        #expect(width <= key.frame.width - 8)
        let svg = Keyboard(returnKey: returnKey).svg
        #expect(svg.contains("rgb(122,157,233)") == returnKey.isBlue)
        #expect(svg.contains(">\(returnKey.label)</tspan>"))
    }

    @Test func iOS6Labels() {
        #expect(Keyboard.ReturnKey.allCases.map(\.label) == [
            "return", "Go", "Google", "Join", "Next", "Route", "Search", "Send", "Yahoo", "Done", "Emergency Call",
        ])
        #expect(Keyboard.ReturnKey.allCases.filter { !$0.isBlue } == [.default, .next])
    }

    @Test func blueLabelIsWhiteWithItsShadowAbove() {
        let svg = Keyboard(returnKey: .search).svg
        #expect(svg.contains("data-tint=\"blue\""))
        // Centred on the key (x = 280), to a quarter point for the word's width.
        let center = svg.firstMatch(of: /fill="#fff" data-part="label"><tspan x="([\d.]+)"/).flatMap { Double($0.output.1) }
        #expect(center.map { abs($0 - 280) <= 0.125 } == true, "\(String(describing: center))")
        #expect(svg.contains("fill-opacity=\"0.4\" transform=\"translate(0 -1)\""))
        // The blue label is not in the shared labels drawn black.
        #expect(svg.components(separatedBy: ">Search</tspan>").count == 3)
    }

    @Test func pressedBlueKeyDarkensToItsOwnBlue() {
        let svg = Keyboard(pressed: "return", returnKey: .go).svg
        #expect(svg.contains("rgb(91,117,173)"))
        #expect(!svg.contains("rgb(179,179,187)"))
        #expect(!svg.contains("rgb(122,157,233)"))
    }

    @Test func aBlueKeyAloneDrawsTheSameFace() throws {
        let keyboard = Keyboard(layout: .url, returnKey: .go)
        let placed = try #require(keyboard.keyboardKeys.first { $0.name == "return" })
        #expect(placed.key.tint == .blue)
        #expect(placed.key.svg.contains("rgb(122,157,233)"))
        #expect(placed.key.svg.contains("fill=\"#fff\" text-anchor=\"middle\" data-part=\"label\""))
    }

    @Test func theNumberPadHasNoReturnKey() {
        #expect(Keyboard(layout: .numberPad, returnKey: .done).svg == Keyboard(layout: .numberPad).svg.replacing(
            Self.prefix(Keyboard(layout: .numberPad).svg), with: Self.prefix(Keyboard(layout: .numberPad, returnKey: .done).svg)))
    }

    /// A later parameter at its default leaves the id prefix as it was; any other value changes it.
    @Test func returnKeyAtItsDefaultKeepsTheDocumentsPrefix() throws {
        let before = try Components.named("keyboard").resolve([])
        #expect(before.scopeSeed == "keyboard\u{1F}layout=qwerty\u{1F}device=iphone\u{1F}orientation=portrait\u{1F}pressed=none")
        let go = try Components.named("keyboard").resolve([Argument("returnKey", "go")])
        #expect(go.scopeSeed == before.scopeSeed + "\u{1F}returnKey=go")
        #expect(Self.prefix(Key().svg) == Self.prefix(Key(tint: .standard).svg))
        #expect(Self.prefix(Key().svg) != Self.prefix(Key(tint: .blue).svg))
    }

    static func prefix(_ svg: String) -> String {
        String(svg.split(separator: "class=\"")[1].prefix(9))
    }
}

@Suite struct KeyboardInputErrorTests {
    let keyboard = Keyboard.componentDescription

    @Test func aKeyTheLayoutLacksNamesTheKeysItHas() {
        do {
            _ = try keyboard.resolve([Argument("layout", "numbers"), Argument("pressed", "q")])
            Issue.record("no error")
        } catch {
            #expect(error.argumentIndex == 1)
            #expect(error.validChoices == Keyboard.keyNames(of: .numbers))
            #expect(error.suggestion == nil)
            let message = error.message(spelling: .option)
            #expect(message.hasPrefix("invalid value 'q' for '--pressed' of keyboard: expected a key the numbers layout has: none 1 2 3"))
            #expect(message.contains(" symbols . , ? ! ' delete letters globe space return"))
        }
    }

    @Test func aCloseKeyNameIsSuggested() {
        do {
            _ = try keyboard.resolve([Argument("layout", "symbols"), Argument("pressed", "shift")])
            Issue.record("no error")
        } catch {
            #expect(error.validChoices.contains("numbers"))
            #expect(!error.validChoices.contains("shift"))
        }
        do {
            _ = try keyboard.resolve([Argument("layout", "url"), Argument("pressed", ".con")])
            Issue.record("no error")
        } catch {
            #expect(error.suggestion == ".com")
        }
    }

    @Test func keysOfEachPlaneAreAccepted() throws {
        for layout in Keyboard.Layout.allCases {
            for name in Keyboard.keyNames(of: layout) {
                _ = try keyboard.resolve([Argument("layout", layout.rawValue), Argument("pressed", name)])
            }
        }
        #expect(Keyboard.keyNames.starts(with: ["none", "a", "b"]))
        #expect(Keyboard.keyNames(of: .qwerty).contains("q") && !Keyboard.keyNames(of: .qwerty).contains("@"))
        #expect(Keyboard.keyNames(of: .email).contains("@"))
    }

    @Test func unknownLayoutAndReturnKeySuggestTheClosest() {
        let typos = [("layout", "nubmers", "numbers"), ("layout", "emial", "email"), ("returnKey", "serach", "search")]
        for (parameter, typed, suggestion) in typos {
            do {
                _ = try keyboard.resolve([Argument(parameter, typed)])
                Issue.record("no error for \(typed)")
            } catch {
                #expect(error.suggestion == suggestion)
                #expect(error.message(spelling: .option).contains("did you mean '\(suggestion)'?"))
            }
        }
    }

    @Test func aLoneCharacterIsNotSuggestedAnother() {
        #expect(Suggestion.closest(to: "q", among: ["1", "2", "-"]) == nil)
        #expect(Suggestion.closest(to: "Q", among: ["q", "w"]) == "q")
    }
}
