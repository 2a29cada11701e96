import Testing
@testable import Vitrine

/// iOS 6's magnified balloon over a character key held down on the iPhone.
@Suite struct KeyBalloonTests {
    static func balloon(_ pressed: String, _ layout: Keyboard.Layout = .qwerty, _ orientation: Orientation = .portrait,
                        device: Device = .iphone) -> KeyBalloon? {
        let keyboard = Keyboard(layout: layout, device: device, orientation: orientation, pressed: pressed)
        return keyboard.balloon(over: keyboard.keys)
    }

    static let phones: [(Device, Orientation)] = [
        (.iphone, .portrait), (.iphone, .landscapeLeft), (.iphone5, .portrait), (.iphone5, .landscapeRight),
    ]
    static let planes: [Keyboard.Layout] = [.qwerty, .numbers, .symbols, .email, .url]

    @Test func aMiddleKeysHeadIsCentredAboveIt() throws {
        let t = try #require(Self.balloon("t"))
        #expect(t.key == Rect(x: 131, y: 12, width: 26, height: 39))
        #expect(t.head == Rect(x: 118, y: -49, width: 52, height: 61))
        #expect(t.label == "T" && t.fontSize == 44)
        // The second row's first key still has room for a centred head.
        #expect(Self.balloon("a")?.head == Rect(x: 6, y: 5, width: 52, height: 61))
    }

    @Test func anEdgeKeysHeadIsFlushWithItsOuterSide() throws {
        let q = try #require(Self.balloon("q"))
        #expect(q.head == Rect(x: 3, y: -49, width: 52, height: 61))
        let p = try #require(Self.balloon("p"))
        #expect(p.head.maxX == 317 && p.head.width == 52)
        let landscapeP = try #require(Self.balloon("p", .qwerty, .landscapeLeft))
        #expect(landscapeP.head == Rect(x: 409, y: -49, width: 68, height: 55))
        #expect(landscapeP.fontSize == 48)
        let dash = try #require(Self.balloon("-", .numbers))
        #expect(dash.head.minX == 3)
    }

    @Test func everyBalloonStaysOnTheKeyboardAndInsideItsHeadroom() {
        for (device, orientation) in Self.phones {
            for layout in Self.planes {
                for name in Keyboard.keyNames(of: layout, on: device) {
                    let keyboard = Keyboard(layout: layout, device: device, orientation: orientation, pressed: name)
                    guard let balloon = keyboard.balloon(over: keyboard.keys) else { continue }
                    let place = "\(device) \(orientation) \(layout) \(name)"
                    #expect(balloon.head.minX >= 0 && balloon.head.maxX <= keyboard.size.width + 1e-9, "\(place)")
                    #expect(balloon.head.minY - KeyBalloon.shadowReachAbove >= -keyboard.balloonHeadroom, "\(place)")
                    #expect(balloon.head.width == balloon.key.width + 26, "\(place)")
                    #expect(abs(balloon.head.maxY - balloon.key.minY) < 1e-9, "\(place)")
                }
            }
        }
    }

    @Test func characterKeysOfThePhonesPlanesRaiseABalloon() {
        for (device, orientation) in Self.phones {
            for layout in Self.planes {
                for name in Keyboard.keyNames(of: layout, on: device).dropFirst() {
                    let keyboard = Keyboard(layout: layout, device: device, orientation: orientation, pressed: name)
                    #expect(keyboard.showsBalloon == (name.count == 1), "\(device) \(orientation) \(layout) \(name)")
                }
            }
        }
        #expect(Keyboard(layout: .email, pressed: "@").showsBalloon)
        #expect(Keyboard(layout: .url, pressed: "/").showsBalloon)
        for name in ["shift", "delete", "numbers", "globe", "space", "return"] { #expect(!Keyboard(pressed: name).showsBalloon, "\(name)") }
        #expect(!Keyboard(layout: .url, pressed: ".com").showsBalloon)
        #expect(!Keyboard(layout: .numbers, pressed: "symbols").showsBalloon)
        #expect(!Keyboard(layout: .symbols, pressed: "letters").showsBalloon)
    }

    @Test func padsAndTheIPadDarkenInstead() {
        for layout in [Keyboard.Layout.numberPad, .decimalPad, .phonePad] {
            for name in Keyboard.keyNames(of: layout) { #expect(!Keyboard(layout: layout, pressed: name).showsBalloon, "\(layout) \(name)") }
        }
        for layout in Keyboard.Layout.allCases {
            for name in Keyboard.keyNames(of: layout, on: .ipad) {
                #expect(!Keyboard(layout: layout, device: .ipad, pressed: name).showsBalloon, "ipad \(layout) \(name)")
            }
        }
        #expect(Keyboard(device: .ipad, pressed: "q").svg.contains("data-state=\"highlighted\""))
    }

    @Test func headroomIsTheSameForEveryKeyAndOnlyWithABalloon() {
        for (device, orientation) in Self.phones {
            #expect(Keyboard(device: device, orientation: orientation, pressed: "m").balloonHeadroom == 54, "\(device) \(orientation)")
            #expect(Keyboard(device: device, orientation: orientation, pressed: "shift").balloonHeadroom == 0)
            #expect(Keyboard(device: device, orientation: orientation).balloonHeadroom == 0)
        }
        let svg = Keyboard(pressed: "t").svg
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"320\" height=\"270\" viewBox=\"0 0 320 270\""))
        // The keyboard itself starts below the headroom.
        #expect(svg.contains("<rect x=\"0\" y=\"54\" width=\"320\" height=\"216\""))
        #expect(Keyboard(pressed: "shift").svg.contains("width=\"320\" height=\"216\" viewBox=\"0 0 320 216\""))
    }

    @Test func theBalloonCoversTheKeyInsteadOfDarkeningIt() throws {
        let keyboard = Keyboard(pressed: "t")
        let svg = keyboard.svg
        #expect(svg.components(separatedBy: "data-part=\"balloon\"").count == 2)
        #expect(svg.contains("data-key=\"t\""))
        #expect(!svg.contains("data-state=\"highlighted\""))
        #expect(!svg.contains("rgb(179,179,187)"))
        #expect(svg.contains("font-size=\"44\""))
        #expect(svg.contains("stdDeviation=\"2.5\""))
        // Two concave flares in the middle; one at an edge, where the other side runs straight.
        let outline = { (svg: String) in String(svg.split(separator: "-balloon\" d=\"")[1].prefix { $0 != "\"" }) }
        #expect(outline(svg).filter { $0 == "C" }.count == 2)
        #expect(outline(Keyboard(pressed: "q").svg).filter { $0 == "C" }.count == 1)
        let t = try #require(keyboard.keyboardKeys.first { $0.name == "t" })
        #expect(t.key.state == .normal)
        #expect(Keyboard(pressed: "shift").keyboardKeys.first { $0.name == "shift" }?.key.state == .highlighted)
    }

    @Test func theOutlineFollowsTheHeadAndTheKey() {
        var bytes: [UInt8] = []
        KeyBalloonDrawing.writeOutline(of: Self.balloon("t")!, origin: (0, 54), to: &bytes)
        let path = String(decoding: bytes, as: UTF8.self)
        #expect(path.hasPrefix("M125.5 5.5H162.5A7 7 0 0 1 169.5 12.5V59C169.5 66 156.5 77 156.5 84V97.5"))
        #expect(path.hasSuffix("V84C131.5 77 118.5 66 118.5 59V12.5A7 7 0 0 1 125.5 5.5Z"))
    }

    @Test func balloonLabelsAreEscaped() {
        let ampersand = Keyboard(layout: .numbers, pressed: "&").svg
        #expect(ampersand.contains(">&amp;</tspan>"))
        #expect(!ampersand.contains(">&<"))
        let less = Keyboard(layout: .symbols, pressed: "<").svg
        #expect(less.contains("data-key=\"&lt;\""))
        #expect(!less.contains(">\u{3C}</tspan>"))
        #expect(Keyboard(layout: .numbers, pressed: "\"").svg.contains("data-key=\"&quot;\""))
    }
}

@Suite struct SceneBalloonTests {
    @Test func theBalloonRisesOverTheScreenWithoutResizingIt() {
        let svg = Scene(overlay: .none, pressed: "w").svg
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"320\" height=\"480\""))
        #expect(svg.contains("data-part=\"balloon\" data-key=\"w\""))
        #expect(!Scene(overlay: .none, keyboard: false, pressed: "w").svg.contains("data-part=\"balloon\""))
        #expect(!Scene(overlay: .none, device: .ipad, pressed: "w").svg.contains("data-part=\"balloon\""))
    }

    @Test func pressedAtItsDefaultKeepsTheScenesPrefix() throws {
        let scene = Scene.componentDescription
        let before = try scene.resolve([])
        #expect(!before.scopeSeed.contains("pressed"))
        #expect(try scene.resolve([Argument("pressed", "q")]).scopeSeed == before.scopeSeed + "\u{1F}pressed=q")
    }

    @Test func aKeyTheScenesKeyboardLacksIsAnError() {
        do {
            _ = try Scene.componentDescription.resolve([Argument("pressed", "@")])
            Issue.record("no error")
        } catch {
            #expect(error.message(spelling: .option).hasPrefix("invalid value '@' for '--pressed' of scene: expected a key the qwerty layout has"))
        }
    }
}
