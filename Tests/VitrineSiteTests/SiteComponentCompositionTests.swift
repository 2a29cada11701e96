import Foundation
import Testing
import Vitrine
@testable import VitrineSite

/// A site component placing others (`{{> activity-indicator style={{tone}} }}`), sizes and values computed from
/// its parameters, and numbers in steps.
@Suite struct SiteComponentCompositionTests {
    static let screen = """
        ---
        title: Sending
        size: [320, 240]
        parameters:
          tone: {type: choice, values: [gray, white], default: gray}
          label: {type: string, default: Sending, maxLength: 12}
        presets:
          night: {tone: white}
        ---
        <svg xmlns="http://www.w3.org/2000/svg" width="{{width}}" height="{{height}}">
          <g transform="translate(150 40)">{{> activity-indicator style={{tone}} }}</g>
          <g transform="translate(20 120)">{{> z-tag text={{label}} }}</g>
          {{> z-tag text="two words" }}
        </svg>

        """

    static let tag = """
        ---
        parameters:
          text: {type: string, default: tag, maxLength: 12}
        computed:
          inner: textWidth(text, 13)
        size: ["inner + 24", 28]
        ---
        <svg xmlns="http://www.w3.org/2000/svg" width="{{width}}" height="{{height}}"><text x="12" y="19">{{text}}</text><rect width="{{inner}}"/></svg>

        """

    func components(_ files: [String: String]) -> SiteComponents {
        let staticFiles = files.sorted { $0.key < $1.key }.map { SiteSource.StaticFile(path: "components/\($0.key).svg", bytes: Array($0.value.utf8)) }
        return SiteComponents(staticFiles: staticFiles, folder: "components", displayPrefix: "Site")
    }

    @Test func aComponentPlacesABuiltInAndAnOwnComponentWithItsValues() throws {
        // `sending` comes before `z-tag` by name: it is finished after what it places all the same.
        let read = components(["sending": Self.screen, "z-tag": Self.tag])
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
        let screen = try read.set.named("sending")
        let svg = try screen.render([Argument("tone", "white"), Argument("label", "Mail")])
        let spinner = try Components.named("activity-indicator").render([Argument("style", "white")])
        #expect(svg.contains("<g transform=\"translate(150 40)\">" + spinner + "</g>"))
        let tag = try read.set.named("z-tag")
        let mail = try tag.render([Argument("text", "Mail")]), twoWords = try tag.render([Argument("text", "two words")])
        #expect(svg.contains(mail) && svg.contains(twoWords))
        #expect(XMLWellFormed.problem(in: svg, root: "svg") == nil)
        #expect(try screen.render([Argument("preset", "night")]).contains(spinner))
    }

    @Test func aStillOfTheWholeIsAStillOfWhatItPlaces() throws {
        let screen = try components(["sending": Self.screen, "z-tag": Self.tag]).set.named("sending")
        let still = try screen.render([Argument("at", "0.5")])
        let spinnerStill = try Components.named("activity-indicator").render([Argument("style", "gray"), Argument("at", "0.5")])
        #expect(still.contains(spinnerStill) && !still.contains("@keyframes"))
    }

    @Test(arguments: ["<script>alert(1)</script>", "\"/><x y=\"", "]]></svg>", "a & b"])
    func hostileValuesPassedOnStayInTheirPlace(value: String) throws {
        let screen = try components(["sending": Self.screen, "z-tag": Self.tag]).set.named("sending")
        let svg = try screen.render([Argument("label", String(value.prefix(12)))])
        #expect(XMLWellFormed.problem(in: svg, root: "svg") == nil, "\(svg)")
    }

    @Test(arguments: [
        (["a": "---\n---\n<svg>{{> b }}</svg>\n", "b": "---\n---\n<svg>{{> a }}</svg>\n"], "Site/components/b.svg:3:6: 'b' places 'a', which places it in turn: a → b → a"),
        (["a": "---\n---\n<svg>\n  {{> a }}</svg>\n"], "Site/components/a.svg:4:3: 'a' places itself: a → a"),
        (["a": "---\n---\n<svg>{{> activity-indicatr }}</svg>\n"], "Site/components/a.svg:3:6: 'activity-indicatr' is not a component; did you mean 'activity-indicator'?"),
        (["a": "---\n---\n<svg>{{> activity-indicator colour=red }}</svg>\n"], "Site/components/a.svg:3:6: placing 'activity-indicator': unknown parameter 'colour'"),
        (["a": "---\n---\n<svg>{{> activity-indicator style=pink }}</svg>\n"], "Site/components/a.svg:3:6: placing 'activity-indicator': invalid value 'pink' for 'style'"),
        (["a": "---\n---\n<svg>{{> activity-indicator style={{tone}} }}</svg>\n"], "Site/components/a.svg:3:6: '{{tone}}' is not a parameter of 'a'. Parameters: none"),
        (["a": "---\nparameters:\n  t: {type: choice, values: [gray, pink]}\n---\n<svg>{{> activity-indicator style={{t}} }}</svg>\n"],
         "Site/components/a.svg:5:6: placing 'activity-indicator': 't' may be 'pink', which its 'style' refuses"),
        (["a": "---\n---\n<svg>{{> activity-indicator style=\"white }}</svg>\n"], "Site/components/a.svg:3:35: the quoted value of 'style' is not closed"),
        (["a": "---\n---\n<svg>{{> activity-indicator style }}</svg>\n"], "Site/components/a.svg:3:29: expected 'name=value' or '}}'"),
        (["a": "---\n---\n<svg>{{> b }}</svg>\n", "b": "---\nparameters: 3\n---\n<svg/>\n"], "Site/components/a.svg:3:6: 'a' places 'b', which cannot be drawn"),
    ] as [([String: String], String)])
    func aPlacementThatCannotBeDrawnIsAnErrorAtItsTag(files: [String: String], expected: String) {
        let read = components(files)
        let messages = read.diagnostics.map { "\($0.file):\($0.line):\($0.column): \($0.message)" }
        #expect(messages.contains { $0.hasPrefix(expected) }, "\(messages)")
    }

    @Test func sizesAndComputedValuesFollowTheValues() throws {
        let tag = try components(["z-tag": Self.tag]).set.named("z-tag")
        func width(_ text: String) throws -> Double {
            let svg = try tag.render([Argument("text", text)])
            let value = svg.split(separator: "width=\"")[1].prefix { $0 != "\"" }
            return try #require(Double(String(value)))
        }
        let short = try width("ok"), long = try width("a longer tag")
        #expect(long > short + 40, "\(short) \(long)")
        #expect(abs(short - (TextLines.width(of: "ok", size: 13, bold: false) + 24)) < 0.001)
        #expect(try tag.render([]).contains("<rect width=\"\(ParameterValue.number(TextLines.width(of: "tag", size: 13, bold: false)).canonicalText)\"/>"))
    }

    @Test(arguments: [
        ("n * 2 + 1", 7.0), ("(n + 1) * 2", 8), ("-n + 10", 7), ("n / 0", 0), ("max(n, 5, 2)", 5), ("min(n, 1)", 1), ("round(2.5)", 3),
        ("floor(n / 2)", 1), ("ceil(n / 2)", 2), ("length(word)", 5), ("on * 4", 4), ("2 * big-one", 6),
    ])
    func expressionsComputeWhatTheySay(text: String, expected: Double) throws {
        let expression = try ComponentExpression(text, numbers: ["n", "on", "big-one"], texts: ["n", "word", "on", "big-one"])
        let parameters = [
            Parameter("n", .number(0...9), default: "3", help: ""), Parameter("word", .text(maximumLength: 9), default: "hello", help: ""),
            Parameter("on", .boolean, default: "true", help: ""), Parameter("big-one", .number(0...9), default: "3", help: ""),
        ]
        let values = try ComponentDescription(name: "x", summary: "", parameters: parameters, presets: [], draw: { _ in "" }).resolve([])
        #expect(expression.evaluate(values, computed: [:]) == expected)
    }

    @Test(arguments: [
        ("---\nparameters:\n  label: {type: string}\nsize: [\"label + 2\", 10]\n---\n<svg/>\n", "4:9: in 'label + 2': 'label' is not a number: measure it with length(label)"),
        ("---\nsize: [\"wide * 2\", 10]\n---\n<svg/>\n", "2:9: in 'wide * 2': unknown value 'wide'"),
        ("---\nsize: [\"(3 + 4\", 10]\n---\n<svg/>\n", "2:15: in '(3 + 4': expected ')'"),
        ("---\nsize: [\"wdth(3)\", 10]\n---\n<svg/>\n", "2:9: in 'wdth(3)': unknown function 'wdth'"),
        ("---\nsize: [\"3 - 4\", 10]\n---\n<svg/>\n", "1:1: 'size' gives -1 by 10 for its defaults: both must be positive"),
        ("---\ncomputed: {width: 3}\n---\n<svg/>\n", "2:12: 'width' cannot name a computed value"),
        ("---\nparameters:\n  n: {type: number, min: 0, max: 1, step: 0}\n---\n<svg/>\n", "3:43: 'step' of 'n' is the spacing of its values, a positive number"),
        ("---\nparameters:\n  n: {type: string, step: 2}\n---\n<svg/>\n", "3:27: 'step' belongs to a number parameter; 'n' is string"),
        ("---\nparameters:\n  n: {type: number, min: 0, max: 1, step: 0.25, default: 0.3}\n---\n<svg/>\n", "3:58: bad default: invalid value '0.3' for 'n' of x: expected a number from 0 to 1 in steps of 0.25."),
    ])
    func aBadExpressionOrStepIsAnErrorAtItsPlace(text: String, expected: String) throws {
        guard case .failure(let problem) = SiteComponentFile.read(text, name: "x", file: "x.svg") else {
            Issue.record("accepted: \(text)")
            return
        }
        #expect("\(problem.line):\(problem.column): \(problem.message)".hasPrefix(expected), "\(problem.line):\(problem.column): \(problem.message)")
    }

    @Test func aNumberInStepsTakesOnlyItsSteps() throws {
        let text = "---\nparameters:\n  n: {type: number, min: 1, max: 2, step: 0.1, default: 1.5}\n---\n<svg>{{n}}</svg>\n"
        let component = try SiteComponentFile.read(text, name: "x", file: "x.svg").get()
        #expect(try component.render([Argument("n", "1.7")]) == "<svg>1.7</svg>\n")
        #expect(throws: ParameterError.self) { try component.render([Argument("n", "1.75")]) }
        #expect(component.parameters[0].allowedValues == "1 to 2 in steps of 0.1")
    }

    @Test(arguments: [(10_000, 1), (2, 80_000)])
    func tenThousandPresetsOrAMegabyteTemplateAreRead(presetCount: Int, lines: Int) throws {
        let presets = (0..<presetCount).map { "  p\($0): {n: \($0 % 10)}" }.joined(separator: "\n")
        let body = String(repeating: "<g>{{n}}</g>\n", count: lines)
        let text = "---\nparameters:\n  n: {type: number, min: 0, max: 9}\npresets:\n\(presets)\n---\n<svg>\n\(body)</svg>\n"
        let started = ContinuousClock.now
        let component = try SiteComponentFile.read(text, name: "x", file: "x.svg").get()
        // A guard against a hang, not a speed test: `make bench` measures the speed.
        #expect(ContinuousClock.now - started < .seconds(120))
        #expect(component.presets.count == presetCount)
        #expect(try component.render([Argument("preset", "p1")]).utf8.count == 13 + lines * 9)
    }
}

/// A site's HTML component (`components/NAME.html`): an overlay-style fragment, with an SVG form that holds it.
@Suite struct SiteHTMLComponentTests {
    static let toast = """
        ---
        description: A message over the bottom of a screen.
        size: [320, 120]
        parameters:
          message: {type: string, default: Saved, maxLength: 40}
          tone: {type: choice, values: [dark, light], default: dark}
        presets:
          error: {message: "Could not save", tone: light}
        ---
        <div class="toast {{tone}}" role="status">{{message}}<br/></div>

        """

    @Test func itHasAnHTMLFormAndAnSVGFormHoldingIt() throws {
        let toast = try SiteComponentFile.read(Self.toast, name: "toast", file: "Site/components/toast.html").get()
        #expect(toast.hasHTMLForm && toast.isHTML && toast.noPNG != nil)
        #expect(try toast.renderHTML([Argument("message", "<b>")]) == "<div class=\"toast dark\" role=\"status\">&lt;b&gt;<br/></div>\n")
        let svg = try toast.render([Argument("preset", "error")])
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"320\" height=\"120\" viewBox=\"0 0 320 120\"><foreignObject"))
        #expect(svg.contains("<div xmlns=\"http://www.w3.org/1999/xhtml\" style=\"width:100%;height:100%\"><div class=\"toast light\" role=\"status\">Could not save<br/></div>"))
        #expect(XMLWellFormed.problem(in: svg, root: "svg") == nil)
    }

    @Test func aFragmentThatIsNotXHTMLIsAnErrorAtItsPlace() {
        let text = "---\n---\n<p>one<br></p>\n"
        guard case .failure(let problem) = SiteComponentFile.read(text, name: "note", file: "Site/components/note.html") else {
            Issue.record("accepted")
            return
        }
        #expect("\(problem.line):\(problem.column): \(problem.message)".hasPrefix("3:1: the template does not give well-formed XHTML for its defaults"), "\(problem.message)")
    }

    @Test func aSiteDrawsItInFencesAndTheCatalogShowsItsHTMLForm() throws {
        let fixture = Fixture(pages: ["index.md": "# Home\n\n```vitrine toast message=Sent format=html\n```\n"])
        fixture.write(Self.toast, to: "Site/components/toast.html")
        fixture.write("catalogPNG: [2]\n", to: "Site/config.yml")
        let result = try fixture.build()
        #expect(result.snapshot.text("index.html")?.contains("<div class=\"toast dark\" role=\"status\">Sent<br/></div>") == true)
        #expect(result.snapshot.files["components/toast.html"] == nil, "a component file is a source")
        #expect(result.snapshot.text("catalog/toast/error.svg")?.contains("<foreignObject") == true)
        #expect(result.snapshot.files["catalog/toast/error@2x.png"] == nil, "an HTML component has no PNG")
        #expect(result.snapshot.files.keys.contains { $0.hasPrefix("catalog/activity-indicator/") && $0.hasSuffix("@2x.png") })
    }
}
