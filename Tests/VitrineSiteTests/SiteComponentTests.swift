import Foundation
import Testing
import Vitrine
@testable import VitrineSite

/// A site's own components: `components/NAME.svg`, a header declaring its parameters and presets, the SVG a
/// Mustache template over them.
@Suite struct SiteComponentTests {
    static let badge = """
        ---
        title: Badge
        description: A label and a count.
        size: [120, 28]
        parameters:
          label: {type: string, default: builds, maxLength: 40}
          count: {type: number, min: 0, max: 999, default: 12}
          color: {type: color, default: "#34c759"}
          shape: {type: choice, values: [round, square], default: round}
          dark: {type: boolean, default: false}
        presets:
          failing: {label: tests, color: "#ff3b30", shape: square}
        ---
        <svg xmlns="http://www.w3.org/2000/svg" width="{{width}}" height="{{height}}">
          <title>{{title}}: {{label}}</title>
          {{#shape=round}}<rect rx="6" width="{{width}}" height="{{height}}" fill="{{#dark}}#333{{/dark}}{{^dark}}#555{{/dark}}"/>{{/shape=round}}
          {{#shape=square}}<rect width="{{width}}" height="{{height}}"/>{{/shape=square}}
          <rect x="70" width="50" height="{{height}}" fill="{{color}}"/>
          <text x="8" y="19">{{label}}</text><text x="80" y="19">{{count}}</text>
        </svg>

        """

    func component(_ text: String, name: String = "badge") -> Result<ComponentDescription, SiteDiagnostic> {
        SiteComponentFile.read(text, name: name, file: "Site/components/\(name).svg")
    }

    @Test func aComponentFileRendersItsValuesAndPresets() throws {
        let badge = try component(Self.badge).get()
        #expect(badge.summary == "A label and a count.")
        #expect(badge.parameters.map(\.name) == ["label", "count", "color", "shape", "dark"])
        #expect(badge.presets.map(\.name) == ["failing"])
        let defaults = try badge.render([])
        #expect(defaults.contains("<title>Badge: builds</title>"))
        #expect(defaults.contains("<rect rx=\"6\" width=\"120\" height=\"28\" fill=\"#555\"/>"))
        #expect(defaults.contains("fill=\"#34c759\"") && defaults.contains("<text x=\"80\" y=\"19\">12</text>"))
        let failing = try badge.render([Argument("preset", "failing"), Argument("count", "3")])
        #expect(failing.contains("<rect width=\"120\" height=\"28\"/>") && !failing.contains("rx=\"6\""))
        #expect(failing.contains("fill=\"#ff3b30\"") && failing.contains(">tests<") && failing.contains(">3<"))
        #expect(try badge.render([Argument("dark", "true")]).contains("fill=\"#333\""))
    }

    @Test func eachSetOfValuesHasItsOwnIDPrefix() throws {
        let text = "---\nparameters:\n  n: {type: number, min: 0, max: 9}\n---\n<svg id=\"{{id}}\"/>\n"
        let component = try component(text, name: "dot").get()
        let one = try component.render([Argument("n", "1")]), again = try component.render([Argument("n", "1")]), two = try component.render([Argument("n", "2")])
        #expect(one == again && one != two)
        #expect(one.hasPrefix("<svg id=\"dot-") && one.count == "<svg id=\"dot-12345678\"/>\n".count)
    }

    @Test(arguments: ["<script>alert(1)</script>", "\"/><svg onload=\"x", "]]></svg><svg>", "a & b", "'}; url(x)"])
    func hostileTextStaysInItsPlace(value: String) throws {
        let svg = try component(Self.badge).get().render([Argument("label", value)])
        #expect(XMLWellFormed.problem(in: svg, root: "svg") == nil, "\(svg)")
        #expect(!svg.contains(value) || !value.contains(where: { "<>\"&'".contains($0) }))
    }

    @Test func valuesOutsideTheirDeclarationAreRefusedByName() throws {
        let badge = try component(Self.badge).get()
        #expect(throws: ParameterError.self) { try badge.render([Argument("count", "1000")]) }
        #expect(throws: ParameterError.self) { try badge.render([Argument("shape", "oval")]) }
        #expect(throws: ParameterError.self) { try badge.render([Argument("colour", "#fff")]) }
        #expect(throws: ParameterError.self) { try badge.render([Argument("label", String(repeating: "x", count: 41))]) }
    }

    @Test(arguments: [
        ("---\nparameters:\n  n: {type: number, min: 0, max: 5, default: 9}\n---\n<svg/>\n", "3:46: bad default: invalid value '9' for 'n' of badge: expected a number from 0 to 5."),
        ("---\nparameters:\n  n: {type: nmber}\n---\n<svg/>\n", "3:13: parameter 'n' has type 'nmber': expected one of string, number, boolean, color, choice"),
        ("---\nparamters: {}\n---\n<svg/>\n", "2:1: unknown setting 'paramters'; did you mean 'parameters'? Known: title, description, size, computed, parameters, presets"),
        ("---\nwidgets: {}\n---\n<svg/>\n", "2:1: unknown setting 'widgets'. Known: title, description, size, computed, parameters, presets"),
        ("---\nparameters:\n  n: {type: string}\npresets:\n  a: {m: 1}\n---\n<svg/>\n", "5:7: preset 'a' names unknown parameter 'm'; did you mean 'n'? Parameters: n"),
        ("---\nparameters:\n  c: {type: choice, values: [a, b]}\npresets:\n  p: {c: z}\n---\n<svg/>\n", "5:10: preset 'p': invalid value 'z' for 'c' of badge: expected one of a, b."),
        ("---\nparameters:\n  n: {type: string}\n---\n<svg><style>.a { fill: {{n}} }</style></svg>\n", "5:24: text parameter 'n' is placed in CSS"),
        ("---\nparameters:\n  n: {type: string}\n---\n<svg><text style=\"font: {{ n }}\"/></svg>\n", "5:25: text parameter 'n' is placed in CSS"),
        ("---\nparameters:\n  n: {type: string}\n---\n<svg>{{{n}}}</svg>\n", "5:6: text parameter 'n' is placed unescaped"),
        ("---\n---\n<svg>{{#open}}</svg>\n", "3:6: 'open' is opened here and never closed"),
        ("---\n---\n<svg><g></svg>\n", "3:1: the template does not give well-formed SVG for its defaults: '</svg>' where <g> is still open (line 1 of the output)"),
        ("---\n---\n<div></div>\n", "3:1: the template does not give well-formed SVG for its defaults: the root element is <div>, not <svg>"),
        ("---\ntitle: no end\n<svg/>\n", "1:1: the header starting here has no closing '---' line"),
        ("---\ntitle: [open\n---\n<svg/>\n", "3:1: invalid YAML: "),
    ])
    func aBadFileIsAnErrorAtItsPlace(text: String, expected: String) throws {
        guard case .failure(let problem) = component(text) else {
            Issue.record("accepted: \(text)")
            return
        }
        #expect("\(problem.line):\(problem.column): \(problem.message)".hasPrefix(expected))
        #expect(problem.file == "Site/components/badge.svg")
    }

    @Test func aNameTakenByABuiltInOrNotAWordIsRefused() {
        guard case .failure(let builtIn) = component("---\n---\n<svg/>\n", name: "veil"), case .failure(let odd) = component("---\n---\n<svg/>\n", name: "My Badge") else {
            Issue.record("accepted")
            return
        }
        #expect(builtIn.message.contains("built-in"))
        #expect(odd.message.contains("not a component name"))
    }

    @Test func aSiteDrawsItsComponentsInFencesAndPublishesNotTheirFiles() throws {
        let fixture = Fixture(pages: [
            "index.md": "# Home\n\n```vitrine badge label=deploys count=7\n```\n",
        ])
        fixture.write(Self.badge, to: "Site/components/badge.svg")
        fixture.write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n", to: "Site/components/plain.svg")
        let result = try fixture.build()
        let home = try #require(result.snapshot.text("index.html"))
        #expect(home.contains("<title>Badge: deploys</title>"))
        #expect(result.snapshot.files.keys.contains { $0.hasPrefix("examples/badge-") })
        #expect(result.snapshot.files["components/badge.svg"] == nil, "a component file is a source")
        #expect(result.snapshot.files["components/plain.svg"] != nil, "an SVG without a header is a picture of the site")
    }

    @Test func theCatalogHasAPageForEachOwnComponentAndARebuildFollowsItsFile() throws {
        let fixture = Fixture(pages: ["index.md": "# Home\n\n```vitrine badge\n```\n"])
        fixture.write(Self.badge, to: "Site/components/badge.svg")
        let builder = SiteBuilder(options: fixture.options, cache: BuildCache())
        let first = try builder.build()
        #expect(first.snapshot.text("catalog/badge/index.html")?.contains("<img src=\"failing.svg\"") == true)
        #expect(first.snapshot.text("catalog/badge/failing.svg")?.contains(">tests<") == true)
        #expect(first.snapshot.text("catalog/index.html")?.contains(">badge</a>") == true)
        // An edit of the component file reaches the catalog and the fences, as a fresh build would draw them.
        fixture.write(Self.badge.replacingOccurrences(of: "label: tests", with: "label: checks"), to: "Site/components/badge.svg")
        let second = try builder.build()
        let fresh = try fixture.build()
        #expect(second.snapshot.text("catalog/badge/failing.svg")?.contains(">checks<") == true)
        #expect(second.snapshot.files.mapValues(\.bytes) == fresh.snapshot.files.mapValues(\.bytes))
    }

    @Test func searchFindsEachComponentsCatalogPage() throws {
        let fixture = Fixture(pages: ["index.md": "# Home\n"])
        fixture.write(Self.badge, to: "Site/components/badge.svg")
        let result = try fixture.build()
        let pages = result.snapshot.files.filter { $0.key.hasPrefix("search/pages/") }.values.map { String(decoding: $0.bytes, as: UTF8.self) }.joined()
        #expect(pages.contains(#"["catalog/badge/","badge","Catalog",["","","A label and a count. failing "#), "\(pages.prefix(2000))")
        #expect(pages.contains(#"["catalog/activity-indicator/","activity-indicator","Catalog""#))
    }

    @Test func aBrokenComponentFailsTheBuildAtItsPlace() throws {
        let fixture = Fixture(pages: ["index.md": "# Home\n"])
        fixture.write("---\nparameters:\n  n: {type: nmber}\n---\n<svg/>\n", to: "Site/components/bad.svg")
        #expect {
            try fixture.build()
        } throws: { error in
            (error as? BuildFailure)?.diagnostics.contains { $0.message.contains("has type 'nmber'") && $0.line == 3 } == true
        }
    }

    @Test func theComponentsFolderIsASetting() throws {
        let fixture = Fixture(pages: ["index.md": "# Home\n\n```vitrine badge\n```\n"])
        fixture.write("components: widgets\n", to: "Site/config.yml")
        fixture.write(Self.badge, to: "Site/widgets/badge.svg")
        let result = try fixture.build()
        #expect(result.snapshot.text("index.html")?.contains("<title>Badge: builds</title>") == true)
        let loaded = SiteComponents.load(siteDirectory: fixture.root + "/Site")
        #expect(loaded.set.names.last == "badge" && loaded.files["badge"]?.hasSuffix("Site/widgets/badge.svg") == true)
    }
}

@Suite struct XMLWellFormedTests {
    @Test(arguments: [
        ("<svg/>", nil),
        ("<?xml version=\"1.0\"?>\n<!-- c --><svg a=\"1\" b='2'><g><![CDATA[<x>]]></g>&amp;&#10;</svg>\n", nil),
        ("<svg>", "<svg> is not closed"),
        ("<svg></svg><svg/>", "a second root element <svg>"),
        ("<svg a=1/>", "an attribute of <svg> that is not name=\"value\""),
        ("<svg>a < b</svg>", "'<' that starts no tag (write &lt;)"),
        ("<svg>a & b</svg>", "'&' that starts no reference (write &amp;)"),
        ("x<svg/>", "text outside the root element"),
        ("<svg a=\"<\"/>", "'<' in an attribute value of <svg>"),
    ] as [(String, String?)])
    func readsWhatATemplateGetsWrong(text: String, problem: String?) {
        let found = XMLWellFormed.problem(in: text, root: "svg")
        if let problem { #expect(found?.hasPrefix(problem) == true, "\(found ?? "nil")") } else { #expect(found == nil) }
    }
}
