import Testing
@testable import Vitrine

@Suite struct ParameterTests {
    @Test func defaultsFillEveryParameter() throws {
        let values = try Components.named("veil").resolve([])
        #expect(values.canonicalArguments.map(\.name) == ["message", "orientation", "frame", "device"])
        #expect(values["orientation"] == .choice("portrait"))
    }

    @Test func presetThenOverrides() throws {
        let values = try Components.named("veil").resolve([Argument("preset", "landscape-left"), Argument("message", "Hi")])
        #expect(values["orientation"] == .choice("landscapeLeft"))
        #expect(values["message"] == .text("Hi"))
    }

    @Test func unknownComponentSuggestsTheClosest() {
        #expect(throws: ParameterError.self) { try Components.named("veli") }
        do {
            _ = try Components.named("veli")
        } catch {
            #expect(error.suggestion == "veil")
            #expect(error.message(spelling: .option).hasPrefix("unknown component 'veli'; did you mean 'veil'? Components: activity-indicator,"))
        }
    }

    @Test func unknownParameterNamesTheArgumentAndTheChoices() {
        do {
            _ = try Components.named("veil").resolve([Argument("orientation", "portrait"), Argument("mesage", "x")])
            Issue.record("no error")
        } catch {
            #expect(error.argumentIndex == 1)
            #expect(error.message(spelling: .option)
                == "unknown parameter '--mesage' for veil; did you mean '--message'? Parameters: --message, --orientation, --frame, --device, --preset, --at.")
            #expect(error.message(spelling: .attribute).contains("did you mean 'message'?"))
        }
    }

    @Test(arguments: [
        ("progress-view", "progress", "1.5"), ("progress-view", "progress", "-0.1"), ("progress-view", "progress", "nan"),
        ("progress-view", "progress", "inf"), ("progress-view", "width", "1e308"), ("progress-view", "width", "-5"),
        ("progress-view", "width", "0x10"), ("progress-view", "width", ""), ("activity-indicator", "period", "0"),
        ("activity-indicator", "color", "red"), ("activity-indicator", "color", "#12345"), ("activity-indicator", "animating", "yes"),
        ("veil", "orientation", "sideways"), ("loading-view", "height", "1e999"), ("key", "label", String(repeating: "x", count: 101)),
    ])
    func refusesBadValues(component: String, parameter: String, value: String) throws {
        let description = try Components.named(component)
        do {
            _ = try description.resolve([Argument(parameter, value)])
            Issue.record("\(component) accepted \(parameter)=\(value)")
        } catch {
            #expect(error.argumentIndex == 0)
            guard case .invalidValue(let name, _, let expected) = error.reason else {
                Issue.record("wrong reason \(error.reason)")
                return
            }
            #expect(name == parameter)
            #expect(!expected.isEmpty)
            #expect(error.message(spelling: .option).contains("'--\(parameter)' of \(component): expected"))
        }
    }

    @Test func choiceErrorsSuggestTheRightCase() throws {
        let error = #expect(throws: ParameterError.self) {
            _ = try Components.named("veil").resolve([Argument("orientation", "LandscapeLeft")])
        }
        #expect(error?.suggestion == "landscapeLeft")
        #expect(error?.validChoices == Orientation.allCases.map(\.rawValue))
    }

    @Test func duplicateParametersAreRefused() throws {
        #expect(throws: ParameterError.self) {
            try Components.named("veil").resolve([Argument("message", "a"), Argument("message", "b")])
        }
    }

    @Test func coloursAreNormalised() throws {
        let values = try Components.named("activity-indicator").resolve([Argument("color", "#F90")])
        #expect(values["color"] == .color("#ff9900"))
    }

    @Test func unknownPresetListsThePresets() throws {
        do {
            _ = try Components.named("key").resolve([Argument("preset", "nomral")])
            Issue.record("no error")
        } catch {
            #expect(error.suggestion == "normal")
            #expect(error.validChoices == Catalog.presets(of: "key").map(\.name))
        }
    }

    @Test func theSwiftAPIFallsBackToDefaultsForValuesTheCommandLineRefuses() {
        let bad = ActivityIndicator(style: .gray, color: "not a colour", period: .nan).svg
        #expect(bad == ActivityIndicator(style: .gray).svg)
    }
}
