import Testing
@testable import Vitrine

@Suite struct ActivityIndicatorGeometryTests {
    @Test func spokeOpacitiesFadeOverFiveThenFloor() {
        let opacities = (0..<12).map { Spinner.opacity(behindHead: $0) }
        #expect(opacities[0] == 0.85)
        for k in 1...5 { #expect(opacities[k] < opacities[k - 1]) }
        for k in 6...11 { #expect(abs(opacities[k] - 0.85 * 0.32) < 1e-12) }
        #expect(abs(opacities[3] - 0.85 * (1 - 0.68 * 3 / 6)) < 1e-12)
    }

    @Test func sizesPerStyleAndColourNeverChangesSize() throws {
        #expect(ActivityIndicator(style: .white).spinner.geometry == Spinner.small)
        #expect(ActivityIndicator(style: .gray).spinner.geometry == Spinner.small)
        #expect(ActivityIndicator(style: .whiteLarge).spinner.geometry == Spinner.large)
        #expect(ActivityIndicator(style: .whiteLarge, color: "#ff0000").spinner.geometry == Spinner.large)
        #expect(ActivityIndicator(style: .gray).spinner.color == "#808080")
        #expect(ActivityIndicator(style: .gray, color: "#ff0000").spinner.color == "#ff0000")
        #expect(Spinner.small.outerRadius * 2 == Spinner.small.diameter)
        #expect(Spinner.large.outerRadius * 2 == Spinner.large.diameter)
        let svg = ActivityIndicator(style: .whiteLarge).svg
        #expect(svg.contains("width=\"37\" height=\"37\""))
        #expect(svg.contains("x=\"-1.75\" y=\"-18.5\" width=\"3.5\" height=\"10\" rx=\"1.75\""))
    }

    @Test func headAtTwelveTailCounterClockwise() {
        let svg = ActivityIndicator(style: .gray).svg
        let spokes = svg.split(separator: "\n").filter { $0.hasPrefix("<rect x=\"-1\"") }
        #expect(spokes.count == 12)
        #expect(!spokes[0].contains("rotate"))
        #expect(spokes[0].contains(" fill-opacity=\"0.85\""))
        #expect(spokes[1].contains("rotate(330)"))
    }

    @Test func animationSpinsInTwelveStepsAndHalvesForReducedMotion() {
        let svg = ActivityIndicator(period: 1.2).svg
        #expect(svg.contains("1.2s steps(12) infinite"))
        #expect(svg.contains("prefers-reduced-motion: reduce"))
        #expect(svg.contains("animation-duration: 2.4s"))
    }

    @Test func stoppedStates() {
        let hidden = ActivityIndicator(animating: false, hidesWhenStopped: true).svg
        #expect(!hidden.contains("data-part=\"spinner\""))
        #expect(hidden.contains("aria-label=\"Progress halted\""))
        let still = ActivityIndicator(animating: false, hidesWhenStopped: false).svg
        #expect(still.contains("data-part=\"spinner\""))
        #expect(!still.contains("@keyframes"))
        #expect(ActivityIndicator().svg.contains("aria-label=\"In progress\""))
    }
}

@Suite struct VeilGeometryTests {
    @Test func containerIsMeasuredTextPlusMarginsCentred() {
        let veil = Veil(message: "Searching...")
        let layout = veil.layout
        let textWidth = TextMeasure.width(of: "Searching...", style: TextStyle(size: 14, bold: false))
        #expect(layout.container.width == textWidth + 20)
        #expect(layout.container.height == TextStyle(size: 14, bold: false).lineHeight + 20 + 30)
        #expect(layout.container.midX == 160)
        #expect(layout.container.midY == 240)
        #expect(layout.spinner.minY == 10 + layout.message.height + 10)
        #expect(layout.spinner.midX == layout.container.width / 2)
    }

    @Test func spinnerAloneKeepsTheMargins() {
        let layout = Veil(message: "").layout
        #expect(layout.container.width == 40)
        #expect(layout.container.height == 40)
        #expect(layout.spinner.minY == 10)
    }

    @Test func wrapsAt240() {
        let layout = Veil(message: String(repeating: "word ", count: 60)).layout
        #expect(layout.message.width <= 240)
        #expect(layout.container.width <= 260)
    }

    @Test(arguments: [
        (Orientation.portrait, ""), (.portraitUpsideDown, "rotate(180 "), (.landscapeLeft, "rotate(-90 "), (.landscapeRight, "rotate(90 "),
    ])
    func rotatesForTheOrientationInTheDeviceFrame(orientation: Orientation, rotation: String) {
        let svg = Veil(message: "Hi", orientation: orientation).svg
        #expect(svg.contains("width=\"320\" height=\"480\""))
        // The container's turn is about its centre; the spinner's spokes have their own rotate(…).
        if rotation.isEmpty {
            #expect(!svg.contains(") rotate("))
        } else {
            #expect(svg.contains(") " + rotation))
        }
    }

    @Test func viewerFrameTurnsTheCanvasNotTheText() {
        let svg = Veil(message: "Hi", orientation: .landscapeLeft, frame: .viewer).svg
        #expect(svg.contains("width=\"480\" height=\"320\""))
        #expect(!svg.contains(") rotate("))
    }

    @Test func layerIsLightGreyAtEightyPercent() {
        let svg = Veil().svg
        #expect(svg.contains("opacity=\"0.8\" data-part=\"veil\""))
        #expect(svg.contains("fill=\"#aaaaaa\""))
        #expect(svg.contains("rx=\"10\" fill=\"#fff\" data-part=\"container\""))
    }
}

@Suite struct LoadingViewGeometryTests {
    @Test func drawnShapeIsInsetAndRounded() {
        let layout = LoadingView(host: .content).layout
        #expect(layout.bounds == Rect(x: 0, y: 0, width: 320, height: 460))
        #expect(layout.shape == Rect(x: 8, y: 8, width: 319 - 16, height: 459 - 16))
        #expect(LoadingView().svg.contains("rx=\"5\" fill=\"#000\" fill-opacity=\"0.85\" stroke=\"#fff\" stroke-opacity=\"0.25\""))
    }

    @Test func fullWindowPadsTheStatusBar() {
        let layout = LoadingView(host: .window).layout
        #expect(layout.bounds.height == 480)
        #expect(layout.shape.minY == 28)
    }

    @Test func messageAndSpinnerBlockIsCentred() {
        let layout = LoadingView(host: .keyboard).layout
        #expect(layout.bounds == Rect(x: 0, y: 0, width: 320, height: 216))
        let blockTop = layout.messageTop
        let blockBottom = layout.spinnerCenterY + 18.5
        #expect(abs((blockTop + blockBottom) / 2 - 108) < 1e-9)
        #expect(layout.spinnerCenterY - 18.5 == layout.messageTop + layout.message.height)
    }

    @Test(arguments: [
        (LoadingView.Host.keyboard, Orientation.portrait, Device.iphone, 320.0, 216.0),
        (.keyboard, .landscapeLeft, .iphone, 480, 162),
        (.keyboard, .landscapeRight, .iphone5, 568, 162),
        (.window, .landscapeLeft, .iphone, 480, 320),
        (.content, .portrait, .ipad, 768, 1004),
    ])
    func resizesWithItsHost(host: LoadingView.Host, orientation: Orientation, device: Device, width: Double, height: Double) {
        let view = LoadingView(host: host, device: device, orientation: orientation)
        #expect(view.hostSize == Size(width: width, height: height))
        #expect(view.layout.message.width <= min(280, view.layout.shape.width))
    }

    @Test func narrowHostsWrapNarrower() {
        let layout = LoadingView(message: "Downloading everything you asked for", host: .custom, width: 120, height: 200).layout
        #expect(layout.message.width <= layout.shape.width - 16)
        #expect(layout.message.lines.count > 1)
    }
}

@Suite struct KeyboardGeometryTests {
    @Test(arguments: [
        (Device.iphone, Orientation.portrait, 320.0, 216.0), (.iphone, .landscapeLeft, 480, 162),
        (.iphone5, .portrait, 320, 216), (.iphone5, .landscapeRight, 568, 162),
        (.ipad, .portraitUpsideDown, 768, 264), (.ipad, .landscapeLeft, 1024, 352),
    ])
    func sizesPerDeviceAndOrientation(device: Device, orientation: Orientation, width: Double, height: Double) {
        #expect(Keyboard(device: device, orientation: orientation).size == Size(width: width, height: height))
        #expect(KeyboardBackground(device: device, orientation: orientation).svg.contains("width=\"\(width.svg)\" height=\"\(height.svg)\""))
    }

    @Test func portraitQwertyFrames() {
        let keys = Dictionary(uniqueKeysWithValues: Keyboard().keys.map { ($0.name, $0.frame) })
        for (index, letter) in "qwertyuiop".enumerated() {
            #expect(keys[String(letter)] == Rect(x: 3 + 32 * Double(index), y: 12, width: 26, height: 39))
        }
        for (index, letter) in "asdfghjkl".enumerated() {
            #expect(keys[String(letter)] == Rect(x: 19 + 32 * Double(index), y: 66, width: 26, height: 39))
        }
        for (index, letter) in "zxcvbnm".enumerated() {
            #expect(keys[String(letter)] == Rect(x: 51 + 32 * Double(index), y: 120, width: 26, height: 39))
        }
        #expect(keys["shift"] == Rect(x: 3, y: 120, width: 36, height: 39))
        #expect(keys["delete"]?.maxX == 317)
        #expect(keys["delete"]?.width == 36)
        #expect(keys["numbers"] == Rect(x: 3, y: 174, width: 34, height: 39))
        #expect(keys["globe"] == Rect(x: 43, y: 174, width: 34, height: 39))
        #expect(keys["space"] == Rect(x: 83, y: 174, width: 154, height: 39))
        #expect(keys["return"] == Rect(x: 243, y: 174, width: 74, height: 39))
    }

    @Test func landscapeQwertyFrames() {
        let keys = Dictionary(uniqueKeysWithValues: Keyboard(orientation: .landscapeLeft).keys.map { ($0.name, $0.frame) })
        #expect(keys["q"] == Rect(x: 3, y: 6, width: 42, height: 33))
        #expect(keys["p"]?.maxX == 477)
        #expect(keys["a"]?.minY == 46)
        #expect(keys["shift"]?.width == 57)
        #expect(keys["delete"]?.maxX == 477)
        #expect(keys["space"]?.width == 280)
        #expect(keys["numbers"]?.width == 41)
        #expect(keys["return"]?.width == 89)
        #expect(keys["return"]?.maxY == 159)
    }

    @Test func numberPadFillsTheKeyboardInThreeColumns() {
        let keys = Keyboard(layout: .numberPad).keys
        // Eleven keys: the empty cell is no key.
        #expect(keys.count == 11)
        #expect(Set(keys.map(\.frame.width)) == [106])
        #expect(keys.map(\.frame.maxX).max()! == 320)
        #expect(keys.map(\.frame.maxY).max()! == 216)
    }

    /// Keys with no balloon darken (a letter on the iPhone raises its balloon: `KeyBalloonTests`).
    @Test func pressedKeyIsHighlighted() {
        let svg = Keyboard(pressed: "shift").svg
        #expect(svg.components(separatedBy: "data-state=\"highlighted\"").count == 2)
        #expect(svg.contains("rgb(179,179,187)"))
    }

    @Test func darkeningRunsFromTheKeyboardsTopToItsBottom() {
        let svg = Key(top: 120, keyboardHeight: 216).svg
        #expect(svg.contains("gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"-120\" x2=\"0\" y2=\"96\""))
        #expect(svg.contains("stop-color=\"rgb(10%,10%,10.98%)\" stop-opacity=\"0.4\""))
    }

    @Test func keyFaceShadowsAndBorder() {
        let svg = Key(state: .disabled).svg
        #expect(svg.contains("x=\"0.5\" y=\"0.5\" width=\"25\" height=\"38\" rx=\"7\""))
        #expect(svg.contains("stdDeviation=\"0.5\""))
        #expect(svg.contains("operator=\"out\""))
        #expect(svg.contains("color-interpolation-filters=\"sRGB\""))
        #expect(svg.contains("stroke=\"#000\" stroke-opacity=\"0.4\""))
        #expect(svg.contains("fill=\"#808080\" text-anchor=\"middle\" data-part=\"label\""))
    }

    @Test func symbolsReplaceText() {
        let svg = Key(label: "X", symbol: .shift).svg
        #expect(svg.contains("data-symbol=\"shift\""))
        #expect(!svg.contains("data-part=\"label\""))
    }
}

@Suite struct KeyboardKeyTests {
    @Test func everyKeyIsAStandaloneKeyWithTheKeyboardsFrame() {
        let keyboard = Keyboard(pressed: "space")
        let keys = keyboard.keyboardKeys
        #expect(keys.map(\.name) == keyboard.keys.map(\.name))
        let space = keys.first { $0.name == "space" }
        #expect(space?.x == 83 && space?.y == 174)
        #expect(space?.key == Key(label: "space", state: .highlighted, width: 154, height: 39, fontSize: 16, top: 174, keyboardHeight: 216))
        #expect(keys.first { $0.name == "shift" }?.key.symbol == .shift)
    }

    @Test func aKeyAloneDrawsTheSameFaceAsInItsKeyboard() throws {
        let keyboard = Keyboard(pressed: "delete")
        let delete = try #require(keyboard.keyboardKeys.first { $0.name == "delete" })
        // The same darkening band: the key's own canvas runs from -top to the keyboard's bottom.
        #expect(delete.key.svg.contains("y1=\"-120\" x2=\"0\" y2=\"96\""))
        #expect(delete.key.svg.contains("rgb(179,179,187)"))
    }
}
