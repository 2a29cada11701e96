import Testing
@testable import Vitrine

/// Frame-exact stills (`at=`): no animation left, the fade and the spinner where they are at that moment.
@Suite struct StillTests {
    @Test func sameMomentSameBytes() {
        #expect(Veil(message: "Hi").svg(at: 0.1) == Veil(message: "Hi").svg(at: 0.1))
        #expect(Veil(message: "Hi").svg(at: 0.1) != Veil(message: "Hi").svg(at: 0.2))
        #expect(Veil(message: "Hi").svg(at: 0.1) != Veil(message: "Hi").svg)
    }

    @Test func noAnimationIsLeft() throws {
        for preset in Catalog.presets {
            let svg = try Components.named(preset.component).render([Argument("preset", preset.name), Argument("at", "0.3")])
            #expect(!svg.contains("@keyframes") && !svg.contains("animation"), "\(preset.component)/\(preset.name)")
            #expect(XMLCheck.parse(svg).isWellFormed)
        }
    }

    @Test func theFadeStartsTransparentAndEndsAtItsOwnOpacity() {
        #expect(Veil().svg(at: 0).contains("<g opacity=\"0\" data-part=\"veil\">"))
        #expect(Veil().svg(at: 0.125).contains("<g opacity=\"0.4\" data-part=\"veil\">"))
        #expect(Veil().svg(at: 0.25).contains("<g opacity=\"0.8\" data-part=\"veil\">"))
        #expect(Veil().svg(at: 5).contains("<g opacity=\"0.8\" data-part=\"veil\">"))
        #expect(LoadingView().svg(at: 0.05).contains("<g opacity=\"0.2\" data-part=\"loading-view\">"))
        #expect(LoadingView().svg(at: 0.25).contains("<g data-part=\"loading-view\">"))
    }

    @Test(arguments: [(0.0, 0.8, 0), (0.066, 0.8, 0), (0.067, 0.8, 30), (0.2, 0.8, 90), (0.79, 0.8, 330), (0.8, 0.8, 0), (1.0, 2.0, 180)])
    func theSpinnerStepMatchesItsPeriod(seconds: Double, period: Double, angle: Int) {
        #expect(Spinner.stepAngle(at: seconds, period: period) == angle)
        let svg = ActivityIndicator(period: period).svg(at: seconds)
        if angle == 0 {
            #expect(svg.contains("data-part=\"spinner\">\n<g>\n"))
        } else {
            #expect(svg.contains("<g transform=\"rotate(\(angle))\">"))
        }
    }

    @Test func atIsValidatedLikeAnyParameter() throws {
        let veil = try Components.named("veil")
        #expect(throws: ParameterError.self) { try veil.resolve([Argument("at", "-1")]) }
        #expect(throws: ParameterError.self) { try veil.resolve([Argument("at", "nan")]) }
        #expect(try veil.resolve([Argument("at", "0.5")]).moment == 0.5)
        #expect(try veil.resolve([Argument("at", "0.5")]).canonicalArguments.last == Argument("at", "0.5"))
    }
}
