import Testing
@testable import Vitrine

/// The Swift API and the parameter vocabulary describe each component twice (the stored properties with
/// their initialiser defaults, and the parameter list with its default text): these tests hold the two
/// to each other, for every component and every preset.
@Suite struct VocabularyAgreementTests {
    /// Every component's Swift type at its initialiser's defaults.
    static let defaults: [any Component] = [
        ActivityIndicator(), ProgressView(), LoadingView(), Veil(), HUD(), KeyboardBackground(), Key(), Keyboard(), Scene(),
    ]

    @Test func everyComponentHasItsSwiftTypeHere() {
        #expect(Set(Self.defaults.map { type(of: $0).componentDescription.name }) == Set(Components.names))
    }

    @Test(arguments: defaults.map { type(of: $0).componentDescription.name })
    func theInitialisersDefaultsAreTheVocabularysDefaults(name: String) throws {
        let value = try #require(Self.defaults.first { type(of: $0).componentDescription.name == name })
        let description = type(of: value).componentDescription
        #expect(value.svg == (try description.render([])), "\(name)() draws what 'vitrine render \(name)' draws")
        let vocabulary = try description.resolve([]).canonicalArguments
        let swift = try description.resolve(value.arguments).canonicalArguments
        #expect(swift == vocabulary, "\(name): the arguments of \(name)() resolve to the defaults")
    }

    /// Each component whose parameters are declared once, as fields of its Swift type.
    static let fieldTypes: [any FieldComponent.Type] = [
        ActivityIndicator.self, ProgressView.self, LoadingView.self, Veil.self, HUD.self, KeyboardBackground.self, Key.self, Keyboard.self,
        Scene.self,
    ]

    @Test func everyComponentDeclaresItsParametersOnce() {
        #expect(Set(Self.fieldTypes.map { $0.componentDescription.name }) == Set(Components.names))
    }

    @Test(arguments: fieldTypes.map { $0.componentDescription.name })
    func everyPresetSurvivesTheSwiftType(name: String) throws {
        let type = try #require(Self.fieldTypes.first { $0.componentDescription.name == name })
        func roundTrip<T: FieldComponent>(_ type: T.Type, _ values: ParameterValues) -> [Argument] { T(values: values).arguments }
        let description = type.componentDescription
        for preset in description.presets {
            let values = try description.resolve([Argument(Preset.argumentName, preset.name)])
            let arguments = roundTrip(type, values)
            #expect(try description.resolve(arguments).canonicalArguments == values.canonicalArguments.filter { $0.name != "at" },
                    "\(name)/\(preset.name)")
        }
    }

    @Test(arguments: Components.all.map(\.name))
    func everyPresetRoundTripsThroughItsArguments(name: String) throws {
        let description = try Components.named(name)
        for preset in description.presets {
            let values = try description.resolve([Argument(Preset.argumentName, preset.name)])
            let again = try description.resolve(values.canonicalArguments)
            #expect(description.render(again) == description.render(values), "\(name)/\(preset.name)")
        }
    }
}

@Suite struct AllowedValuesTests {
    @Test func aChoiceListHoldingACommaIsWrittenWithSpaces() throws {
        let pressed = try #require(Keyboard.componentDescription.parameter(named: "pressed"))
        #expect(pressed.allowedValues.contains(" . , ? ! ' "), "\(pressed.allowedValues)")
        let orientation = try #require(Veil.componentDescription.parameter(named: "orientation"))
        #expect(orientation.allowedValues == "portrait, portraitUpsideDown, landscapeLeft, landscapeRight")
    }
}
