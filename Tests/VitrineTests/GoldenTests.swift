import Foundation
import Testing
@testable import Vitrine

/// Every catalog preset against its golden SVG (`VITRINE_RECORD=1 swift test` rewrites them).
@Suite struct GoldenTests {
    static let presets = Catalog.presets.map { "\($0.component)/\($0.name)" }

    @Test(arguments: presets)
    func presetMatchesItsGolden(path: String) throws {
        let parts = path.split(separator: "/").map(String.init)
        let svg = try Components.named(parts[0]).render([Argument("preset", parts[1])])
        try Golden.assertMatches(svg, named: "\(path).svg")
    }

    @Test func everyGoldenBelongsToAPreset() throws {
        let files = FileManager.default.enumerator(atPath: Golden.folder.path)?.compactMap { $0 as? String } ?? []
        let goldens = Set(files.filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) })
        #expect(goldens == Set(Self.presets))
    }
}

@Suite struct DeterminismTests {
    @Test func renderingTwiceGivesTheSameBytes() throws {
        for preset in Catalog.presets {
            let component = try Components.named(preset.component)
            let first = try component.render([Argument("preset", preset.name)])
            let second = try component.render([Argument("preset", preset.name)])
            #expect(first == second, "\(preset.component)/\(preset.name)")
        }
    }

    @Test func sameValuesInAnyOrderOrSpellingGiveTheSameFile() throws {
        let veil = try Components.named("activity-indicator")
        let a = try veil.render([Argument("color", "#F90"), Argument("style", "gray"), Argument("period", "0.80")])
        let b = try veil.render([Argument("style", "gray"), Argument("period", ".8"), Argument("color", "#ff9900")])
        #expect(a == b)
        #expect(a == ActivityIndicator(style: .gray, color: "#ff9900").svg)
    }

    @Test func theLocaleDoesNotChangeNumbers() throws {
        let before = Veil(message: "Ünïcödé 1,5", orientation: .landscapeRight).svg
        let previous = String(cString: setlocale(LC_ALL, nil))
        defer { setlocale(LC_ALL, previous) }
        for locale in ["de_DE.UTF-8", "fr_FR.UTF-8", "C.UTF-8", "tr_TR.UTF-8"] {
            _ = setlocale(LC_ALL, locale)
            #expect(Veil(message: "Ünïcödé 1,5", orientation: .landscapeRight).svg == before, "\(locale)")
        }
    }
}
