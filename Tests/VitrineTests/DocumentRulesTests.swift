import Testing
@testable import Vitrine

/// The conventions every SVG follows, checked over the whole catalog with a real XML parser.
@Suite struct DocumentRulesTests {
    static let rendered: [(String, String)] = Catalog.presets.map { preset in
        let svg = (try? Components.named(preset.component).render([Argument("preset", preset.name)])) ?? ""
        return ("\(preset.component)/\(preset.name)", svg)
    }

    @Test func everyPresetIsAStandaloneWellFormedDocument() {
        for (name, svg) in Self.rendered {
            let check = XMLCheck.parse(svg)
            #expect(check.isWellFormed, "\(name): \(check.parseError ?? "")")
            #expect(check.elementNames.first == "svg", "\(name)")
            #expect(check.rootAttributes["xmlns"] == "http://www.w3.org/2000/svg", "\(name)")
            #expect(check.rootAttributes["width"] != nil && check.rootAttributes["height"] != nil, "\(name)")
            #expect(check.rootAttributes["viewBox"]?.hasPrefix("0 0 ") == true, "\(name)")
            #expect(check.rootAttributes["role"] != nil && check.rootAttributes["aria-label"] != nil, "\(name)")
            #expect(check.elementNames.contains("title"), "\(name)")
            for forbidden in ["script", "foreignObject", "image"] {
                #expect(!check.elementNames.contains(forbidden), "\(name) has \(forbidden)")
            }
            #expect(!svg.contains("href=\"http"), "\(name) refers outside itself")
        }
    }

    @Test func idsAndClassesAreScopedAndUnique() {
        var scopes: Set<String> = []
        for (name, svg) in Self.rendered {
            let check = XMLCheck.parse(svg)
            let scope = check.rootAttributes["class"] ?? ""
            #expect(scope.hasPrefix("v") && scope.count == 9, "\(name)")
            #expect(scopes.insert(scope).inserted, "\(name) shares its scope with another preset")
            #expect(Set(check.ids).count == check.ids.count, "\(name) repeats an id")
            for id in check.ids { #expect(id.hasPrefix(scope + "-"), "\(name): \(id)") }
            for className in check.classes { #expect(className.hasPrefix(scope), "\(name): \(className)") }
        }
    }

    @Test func stillPictureIsTheShownState() {
        for (name, svg) in Self.rendered where svg.contains("@keyframes") {
            // Fades start transparent only inside the animation; nothing is hidden outside it.
            #expect(!svg.contains(" opacity=\"0\"") && !svg.contains("fill-opacity=\"0\""), "\(name)")
            #expect(!svg.contains("visibility"), "\(name)")
        }
    }

    @Test func numbersHaveAtMostThreeDecimals() throws {
        let number = try Regex(#"[0-9]+\.[0-9]{4,}"#)
        for (name, svg) in Self.rendered {
            #expect(svg.firstMatch(of: number) == nil, "\(name)")
            #expect(!svg.contains("-0 ") && !svg.contains("\"-0\""), "\(name)")
        }
    }

    @Test func messagesAreTheAccessibleName() {
        #expect(LoadingView(message: "Sending...").svg.contains("aria-label=\"Sending...\""))
        #expect(Veil(message: "").svg.contains("aria-label=\"In progress\""))
        let progress = ProgressView(progress: 0.42).svg
        #expect(progress.contains("role=\"document\" aria-label=\"42% complete\""))
        #expect(progress.contains("<g role=\"progressbar\" aria-label=\"42% complete\" aria-valuemin=\"0\" aria-valuemax=\"100\" aria-valuenow=\"42\">"))
    }
}
