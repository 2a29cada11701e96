import Testing
@testable import Vitrine

/// What each mode draws, and only in that mode.
@Suite struct HUDModeTests {
    static let parts: [HUD.Mode: String] = [
        .indeterminate: "spinner", .success: "checkmark", .error: "cross", .bar: "bar", .ring: "ring", .pie: "pie",
    ]

    @Test(arguments: HUD.Mode.allCases)
    func eachModeDrawsItsOwnIndicatorAndNoOther(mode: HUD.Mode) {
        let svg = HUD(mode: mode, progress: 0.5).svg
        for (other, part) in Self.parts {
            #expect(svg.contains("data-part=\"\(part)\"") == (other == mode), "\(mode) and \(part)")
        }
        #expect(svg.contains("role=\"progressbar\"") == mode.showsProgress)
    }

    @Test func checkmarkAndCrossAreWhiteRoundStrokesInA37Box() {
        let success = HUD(mode: .success, message: "").svg
        #expect(success.contains(
            "<path d=\"M7.5 19L14.5 26L29.5 11\" transform=\"translate(142 222)\" fill=\"none\" stroke=\"#fff\" stroke-width=\"5\" "
                + "stroke-linecap=\"round\" stroke-linejoin=\"round\" data-part=\"checkmark\"/>"))
        #expect(HUD(mode: .error).svg.contains("<path d=\"M11 11L26 26M26 11L11 26\""))
        // Both glyphs' boxes, round ends included, are centred in the 37-point frame, and the cross is as tall as the tick.
        let tick = Self.strokeBox(HUDIndicator.checkmarkPath)
        let cross = Self.strokeBox(HUDIndicator.crossPath)
        for box in [tick, cross] {
            #expect(box.midX == 18.5 && box.midY == 18.5, "\(box)")
            #expect(box.minX >= 0 && box.minY >= 0 && box.maxX <= 37 && box.maxY <= 37)
        }
        #expect(cross.height == tick.height)
    }

    @Test func progressIsAcceptedAndIgnoredByModesThatDrawNone() throws {
        for mode in HUD.Mode.allCases where !mode.showsProgress {
            let low = HUD(mode: mode, progress: 0.1).svg
            let high = HUD(mode: mode, progress: 0.9).svg
            #expect(Self.withoutScope(low) == Self.withoutScope(high), "\(mode)")
        }
        let hud = try Components.named("hud")
        #expect(try hud.resolve([Argument("mode", "success"), Argument("progress", "0.3")])["progress"] == .number(0.3))
    }

    @Test func badModesAndProgressAreOneLineErrorsWithTheChoices() throws {
        let hud = try Components.named("hud")
        let mode = #expect(throws: ParameterError.self) { try hud.resolve([Argument("mode", "annular")]) }
        #expect(mode?.message(spelling: .option)
            == "invalid value 'annular' for '--mode' of hud: expected one of indeterminate, text, success, error, bar, ring, pie.")
        #expect(mode?.validChoices == HUD.Mode.allCases.map(\.rawValue))
        let typo = #expect(throws: ParameterError.self) { try hud.resolve([Argument("mode", "sucess")]) }
        #expect(typo?.suggestion == "success")
        let progress = #expect(throws: ParameterError.self) { try hud.resolve([Argument("mode", "ring"), Argument("progress", "65")]) }
        #expect(progress?.argumentIndex == 1)
        #expect(progress?.message(spelling: .option) == "invalid value '65' for '--progress' of hud: expected a number from 0 to 1.")
    }

    /// The box of a polyline path's points grown by half the stroke width (round ends and joins).
    static func strokeBox(_ path: String) -> Rect {
        let numbers = path.split(whereSeparator: { "ML ".contains($0) }).compactMap { Double($0) }
        let xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        let half = HUDIndicator.glyphStrokeWidth / 2
        return Rect(x: xs.min()! - half, y: ys.min()! - half, width: xs.max()! - xs.min()! + 2 * half, height: ys.max()! - ys.min()! + 2 * half)
    }

    static func withoutScope(_ svg: String) -> String {
        svg.replacing(#/v[0-9a-f]{8}/#, with: "SCOPE")
    }
}

/// Names, animation and hostile text.
@Suite struct HUDDocumentTests {
    @Test func theMessageIsTheNameAndTheDetailItsDescription() {
        let svg = HUD(message: "Loading", detail: "Three <new> posts").svg
        #expect(svg.contains("role=\"img\" aria-label=\"Loading\""))
        #expect(svg.contains("<title>Loading</title>\n<desc>Three &lt;new&gt; posts</desc>"))
        #expect(HUD(message: "").svg.contains("aria-label=\"In progress\""))
        #expect(HUD(mode: .success, message: "").svg.contains("aria-label=\"Done\""))
        #expect(HUD(mode: .error, message: "").svg.contains("aria-label=\"Failed\""))
        #expect(HUD(mode: .text, message: "", detail: "Only this").svg.contains("aria-label=\"Only this\""))
        #expect(!HUD(mode: .text, message: "", detail: "Only this").svg.contains("<desc>"))
    }

    @Test func progressModesExposeThePercentAsTheProgressViewDoes() {
        let svg = HUD(mode: .ring, message: "Uploading", progress: 0.654).svg
        #expect(svg.contains("role=\"document\" aria-label=\"Uploading\""))
        #expect(svg.contains("<g role=\"progressbar\" aria-label=\"65% complete\" aria-valuemin=\"0\" aria-valuemax=\"100\" aria-valuenow=\"65\">"))
        #expect(HUD(mode: .pie, message: "", progress: 1).svg.contains("role=\"document\" aria-label=\"100% complete\""))
    }

    @Test func itFadesInAndTheSpinnerTurns() {
        let svg = HUD().svg
        #expect(svg.contains("animation: ") && svg.contains("0.25s linear"))
        #expect(svg.contains("0.8s steps(12) infinite"))
        #expect(svg.contains("@media (prefers-reduced-motion: reduce)"))
        #expect(HUD(mode: .success).svg.contains("0.25s linear"))
        #expect(!HUD(mode: .success).svg.contains("steps(12)"))
        #expect(HUD().svg(at: 0).contains("<g opacity=\"0\" data-part=\"hud\">"))
        #expect(HUD().svg(at: 0.125).contains("<g opacity=\"0.5\" data-part=\"hud\">"))
        #expect(HUD().svg(at: 1).contains("<g data-part=\"hud\">"))
    }

    @Test(arguments: ["</text><script>alert(1)</script>", "a & b < c > d \" e ' f", "bell\u{7}null\u{0}", "😀 中文字 مرحبا"])
    func hostileMessageAndDetailAreTextNeverMarkup(text: String) {
        for mode in HUD.Mode.allCases {
            let svg = HUD(mode: mode, message: text, detail: text).svg
            let check = XMLCheck.parse(svg)
            #expect(check.isWellFormed, "\(check.parseError ?? "")")
            #expect(!check.elementNames.contains("script"))
        }
    }
}
