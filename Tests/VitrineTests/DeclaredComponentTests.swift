import Testing
@testable import Vitrine

/// A component declared in Swift through the public API: its fields give its parameters and defaults, its presets
/// the arguments that differ from the defaults, its drawing the values it was given.
@Suite struct DeclaredComponentTests {
    struct Label: DeclaredComponent {
        enum Tone: String, CaseIterable, Sendable { case plain, loud }

        var text = "hello"
        var tone = Tone.plain
        var size = 12.0
        var boxed = false
        var color: String? = nil

        static let name = "test-label"
        static let summary = "A label for the tests."
        static let fields: [ComponentField<Label>] = [
            .text("text", \.text, maximumLength: 10, help: "Its text."),
            .choice("tone", \.tone, help: "How loud."),
            .number("size", \.size, in: 8...24, step: 2, help: "Its size."),
            .boolean("boxed", \.boxed, help: "A box round it."),
            .color("color", \.color, help: "Its colour."),
        ]
        static var presets: [(name: String, value: Label)] { [("shout", Label(text: "HEY", tone: .loud))] }

        func draw() -> String {
            "<svg xmlns=\"http://www.w3.org/2000/svg\" font-size=\"\(Int(size))\" fill=\"\(color ?? "#000")\">\(boxed ? "<rect/>" : "")<text>\(Self.escaped(tone == .loud ? text.uppercased() : text))</text></svg>"
        }
    }

    @Test func fieldsAreItsParametersWithTheDefaultsOfInit() {
        let description = Label.componentDescription
        #expect(description.name == "test-label" && description.summary == "A label for the tests.")
        #expect(description.parameters.map(\.name) == ["text", "tone", "size", "boxed", "color"])
        #expect(description.parameters.map(\.defaultValue) == ["hello", "plain", "12", "false", ""])
        #expect(description.parameters[2].allowedValues == "8 to 24 in steps of 2")
        #expect(description.presets.map(\.name) == ["shout"])
        #expect(description.presets[0].arguments == [Argument("text", "HEY"), Argument("tone", "loud")], "only what differs from the defaults")
    }

    @Test func itDrawsTheValuesItIsGivenAndRefusesOthers() throws {
        let description = Label.componentDescription
        #expect(try description.render([]) == "<svg xmlns=\"http://www.w3.org/2000/svg\" font-size=\"12\" fill=\"#000\"><text>hello</text></svg>")
        let drawn = try description.render([Argument("text", "<a&'"), Argument("boxed", "true"), Argument("color", "#f00"), Argument("size", "20")])
        #expect(drawn == "<svg xmlns=\"http://www.w3.org/2000/svg\" font-size=\"20\" fill=\"#ff0000\"><rect/><text>&lt;a&amp;&#39;</text></svg>")
        #expect(try description.render([Argument("preset", "shout")]).contains("<text>HEY</text>"))
        #expect(throws: ParameterError.self) { try description.render([Argument("size", "13")]) }
        #expect(throws: ParameterError.self) { try description.render([Argument("text", "far too long")]) }
        #expect(Label(text: "x", tone: .loud).svg.contains("<text>X</text>"), "the Swift API draws a value, as a built-in's")
        #expect(Label().arguments.map(\.value) == ["hello", "plain", "12", "false", ""])
    }
}
