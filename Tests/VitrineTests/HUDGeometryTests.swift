import Testing
@testable import Vitrine

/// The HUD against MBProgressHUD 0.7's layout and progress views (see `HUDLayout` and `HUDProgressShapes`).
@Suite struct HUDGeometryTests {
    static let messageStyle = TextStyle(size: 16, bold: true)
    static let detailStyle = TextStyle(size: 12, bold: true)

    @Test func theSpinnerAloneMakesASquareBezelCentredOnTheScreen() {
        let layout = HUD(message: "").layout
        #expect(layout.screen == Rect(x: 0, y: 0, width: 320, height: 480))
        // 37 + 2 × 20 each way; (320 − 77) / 2 = 121.5 rounds to 122, as MBProgressHUD's roundf does.
        #expect(layout.bezel == Rect(x: 122, y: 202, width: 77, height: 77))
        #expect(layout.indicator == Rect(x: 142, y: 222, width: 37, height: 37))
        #expect(layout.message.isEmpty && layout.detail.isEmpty)
    }

    @Test func theBezelHugsTheMessageWithTwentyAllRound() {
        let layout = HUD(message: "Please wait while we connect").layout
        let textWidth = TextMeasure.width(of: "Please wait while we connect", style: Self.messageStyle)
        #expect(textWidth > 37)
        #expect(layout.messageFrame.width == textWidth.rounded(.up))
        #expect(layout.messageFrame.height == Self.messageStyle.lineHeight.rounded(.up))
        #expect(layout.bezel.width == textWidth.rounded(.up) + 40)
        #expect(layout.bezel.height == 20 + 37 + 4 + 19 + 20)
        #expect(layout.indicator?.minY == layout.bezel.minY + 20)
        #expect(layout.messageFrame.minY == layout.indicator!.maxY + 4)
        #expect(layout.messageFrame.maxY + 20 == layout.bezel.maxY)
    }

    @Test func aShortMessageLeavesTheIndicatorWidthAndTheBezelSquareish() {
        let layout = HUD(message: "OK").layout
        #expect(layout.bezel.width == 77)
        #expect(layout.bezel.height == 77 + 4 + 19)
    }

    @Test func theDetailGoesUnderTheMessageAndWrapsAtTheScreenLessFourMargins() {
        let detail = "Fetching the latest posts from the server. This can take a few seconds, or a minute on a slow line."
        let layout = HUD(message: "Loading", detail: detail).layout
        #expect(layout.detail.lines.count > 1)
        #expect(layout.detail.width <= 320 - 80)
        #expect(layout.bezel.width <= 320 - 80 + 40)
        let detailHeight = (Double(layout.detail.lines.count) * Self.detailStyle.lineHeight).rounded(.up)
        #expect(layout.detailFrame.height == detailHeight)
        #expect(layout.detailFrame.minY == layout.messageFrame.maxY + 4)
        #expect(layout.bezel.height == 20 + 37 + 4 + 19 + 4 + detailHeight + 20)
        #expect(layout.bezel.width == layout.detailFrame.width + 40)
    }

    @Test func longMessagesWrapInsteadOfBeingCut() {
        let layout = HUD(message: String(repeating: "word ", count: 40)).layout
        #expect(layout.message.lines.count > 1)
        #expect(layout.message.width <= 240)
        #expect(layout.messageFrame.height == (Double(layout.message.lines.count) * Self.messageStyle.lineHeight).rounded(.up))
    }

    @Test(arguments: [
        (HUD.Mode.indeterminate, Orientation.portrait, Device.iphone), (.text, .landscapeLeft, .iphone), (.bar, .portrait, .iphone5),
        (.ring, .landscapeRight, .ipad), (.pie, .portraitUpsideDown, .iphone), (.success, .portrait, .ipad),
    ])
    func everythingIsCentredOnTheScreenToTheNearestPoint(mode: HUD.Mode, orientation: Orientation, device: Device) {
        let hud = HUD(mode: mode, message: "Syncing your library", detail: "12 of 40", device: device, orientation: orientation)
        let layout = hud.layout
        #expect(layout.screen.width == device.screenSize(orientation).width)
        #expect(abs(layout.bezel.midX - layout.screen.midX) <= 0.5)
        #expect(abs(layout.bezel.midY - layout.screen.midY) <= 0.5)
        for frame in [layout.indicator, layout.messageFrame, layout.detailFrame].compactMap({ $0 }) {
            #expect(abs(frame.midX - layout.bezel.midX) <= 0.5)
            #expect(frame.minX >= layout.bezel.minX + 20 && frame.maxX <= layout.bezel.maxX - 20)
            #expect(frame.minX == frame.minX.rounded() && frame.minY == frame.minY.rounded())
        }
        #expect(layout.bezel.minX == layout.bezel.minX.rounded() && layout.bezel.minY == layout.bezel.minY.rounded())
    }

    @Test func textModeHasNoIndicatorAndNoPaddingForIt() {
        let layout = HUD(mode: .text, message: "Saved").layout
        #expect(layout.indicator == nil)
        #expect(layout.messageFrame.minY == layout.bezel.minY + 20)
        #expect(layout.bezel.height == 19 + 40)
        #expect(HUD(mode: .text, message: "", detail: "").layout.bezel.size == Size(width: 40, height: 40))
    }

    @Test func theBarIsOneHundredTwentyByTwenty() {
        let layout = HUD(mode: .bar, message: "OK").layout
        #expect(layout.indicator?.size == Size(width: 120, height: 20))
        #expect(layout.bezel.size == Size(width: 160, height: 20 + 20 + 4 + 19 + 20))
    }

    @Test func theBezelIsBlackAtEightyPercentWithRadiusTen() {
        let svg = HUD().svg
        #expect(svg.contains("rx=\"10\" fill=\"#000\" fill-opacity=\"0.8\" data-part=\"bezel\""))
        #expect(svg.contains("font-size=\"16\" font-weight=\"bold\" fill=\"#fff\" text-anchor=\"middle\" data-part=\"message\""))
        let detailed = HUD(detail: "More").svg
        #expect(detailed.contains("font-size=\"12\" font-weight=\"bold\" fill=\"#fff\" text-anchor=\"middle\" data-part=\"detail\""))
    }

    @Test func landscapeScreensAreWide() {
        #expect(HUD(orientation: .landscapeLeft).svg.contains("width=\"480\" height=\"320\""))
        #expect(HUD(device: .ipad).svg.contains("width=\"768\" height=\"1024\""))
    }
}

extension Rect {
    var size: Size { Size(width: width, height: height) }
}

/// The three progress views' proportions follow `progress`.
@Suite struct HUDProgressTests {
    @Test(arguments: [(0.0, nil), (0.01, 10.0), (0.05, 10), (0.1, 12), (0.4, 48), (0.5, 60), (0.9, 108), (0.95, 114), (1, 116)] as [(Double, Double?)])
    func theBarFillsToProgressTimesItsWidthWithinTheTrack(progress: Double, end: Double?) {
        #expect(HUDProgressShapes.barFillEnd(progress: progress) == end)
    }

    @Test func theBarIsAWhiteCapsuleOutlineWithTheFillInsetTwo() {
        let svg = HUD(mode: .bar, progress: 0.5).svg
        #expect(svg.contains("<rect x=\"2\" y=\"2\" width=\"116\" height=\"16\" rx=\"8\" fill=\"none\" stroke=\"#fff\" stroke-width=\"2\" data-part=\"bar-outline\"/>"))
        #expect(svg.contains("<path d=\"M10 4H60V16H10A6 6 0 0 1 10 4Z\" fill=\"#fff\" data-part=\"bar-fill\"/>"))
        #expect(HUDProgressShapes.barFillPath(progress: 0.02) == "M10 4A6 6 0 0 0 10 16Z")
        // Into the right cap: the edge at 114 crosses the cap 6 − 2 = 4 from its centre, √(36 − 16) ≈ 4.472 up and down.
        #expect(HUDProgressShapes.barFillPath(progress: 0.95) == "M10 4H110A6 6 0 0 1 114 5.528V14.472A6 6 0 0 1 110 16H10A6 6 0 0 1 10 4Z")
        #expect(HUDProgressShapes.barFillPath(progress: 0) == nil)
        #expect(!HUD(mode: .bar, progress: 0).svg.contains("bar-fill"))
    }

    @Test(arguments: [(0.25, 34.5, 18.5), (0.5, 18.5, 34.5), (0.75, 2.5, 18.5), (0.125, 29.814, 7.186)])
    func theRingArcEndsProgressOfTheWayRoundClockwiseFromTwelve(progress: Double, x: Double, y: Double) {
        let end = HUDProgressShapes.arcEnd(progress: progress, radius: HUDProgressShapes.ringRadius)
        #expect(end.map { abs($0.x - x) < 0.001 && abs($0.y - y) < 0.001 } == true)
        let large = progress > 0.5 ? 1 : 0
        #expect(HUDProgressShapes.arcPath(progress: progress, radius: 16) == "M18.5 2.5A16 16 0 \(large) 1 \(x.svg) \(y.svg)")
    }

    @Test func theRingIsADimTrackWithARoundCappedWhiteArcFiveWide() {
        #expect(HUDProgressShapes.ringRadius == 16)
        let svg = HUD(mode: .ring, progress: 0.65).svg
        #expect(svg.contains("<circle cx=\"18.5\" cy=\"18.5\" r=\"16\" fill=\"none\" stroke=\"#fff\" stroke-opacity=\"0.1\" stroke-width=\"5\" data-part=\"ring-track\"/>"))
        #expect(svg.contains("A16 16 0 1 1 "))
        #expect(svg.contains("stroke-width=\"5\" stroke-linecap=\"round\" data-part=\"ring-arc\""))
        #expect(!HUD(mode: .ring, progress: 0).svg.contains("ring-arc"))
        #expect(HUDProgressShapes.arcPath(progress: 1, radius: 16) == "M18.5 2.5A16 16 0 1 1 18.5 34.5A16 16 0 1 1 18.5 2.5Z")
        // So close to done that the end prints as the start: the whole circle, never nothing.
        #expect(HUDProgressShapes.arcPath(progress: 0.999_999_9, radius: 16) == HUDProgressShapes.arcPath(progress: 1, radius: 16))
        #expect(HUDProgressShapes.arcPath(progress: 0.000_000_1, radius: 16) == nil)
    }

    @Test func thePieIsAnOutlinedCircleWithAWedgeFromTwelveClockwise() {
        #expect(HUDProgressShapes.pieRadius == 16.5)
        let svg = HUD(mode: .pie, progress: 0.25).svg
        #expect(svg.contains("<circle cx=\"18.5\" cy=\"18.5\" r=\"16.5\" fill=\"#fff\" fill-opacity=\"0.1\" stroke=\"#fff\" stroke-width=\"2\" data-part=\"pie-outline\"/>"))
        #expect(svg.contains("<path d=\"M18.5 18.5V2A16.5 16.5 0 0 1 35 18.5Z\" fill=\"#fff\" data-part=\"pie-wedge\"/>"))
        #expect(HUDProgressShapes.wedgePath(progress: 0.75, radius: 16.5) == "M18.5 18.5V2A16.5 16.5 0 1 1 2 18.5Z")
        #expect(HUDProgressShapes.wedgePath(progress: 1, radius: 16.5) == "M18.5 2A16.5 16.5 0 1 1 18.5 35A16.5 16.5 0 1 1 18.5 2Z")
        #expect(!HUD(mode: .pie, progress: 0).svg.contains("pie-wedge"))
    }
}
