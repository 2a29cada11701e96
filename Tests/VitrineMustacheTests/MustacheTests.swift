import Testing

@testable import VitrineMustache

/// Every feature a theme may use, in examples of this project's own (the Mustache spec's examples run in
/// `MustacheSpecTests`).
@Suite struct MustacheTests {
    func render(_ template: String, _ context: MustacheValue, partials: [String: String] = [:]) throws -> String? {
        var library = MustacheLibrary()
        library.register(try MustacheTemplate(template), named: "main")
        for (name, text) in partials { library.register(try MustacheTemplate(text), named: name) }
        return library.render("main", context)
    }

    @Test func variablesAreEscapedUnlessTripleOrAmpersand() throws {
        let context: MustacheValue = ["name": "<b>\"Tom\" & 'Jerry'</b>"]
        #expect(try render("{{name}}", context) == "&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;")
        #expect(try render("{{{name}}}|{{& name }}", context) == "<b>\"Tom\" & 'Jerry'</b>|<b>\"Tom\" & 'Jerry'</b>")
    }

    @Test func aMissingNameIsEmptyAndFlagsPrintAsWords() throws {
        #expect(try render("[{{missing}}][{{on}}][{{off}}]", ["on": true, "off": false]) == "[][true][false]")
    }

    @Test func dottedNamesStartAtTheNearestHolderAndDoNotFallBack() throws {
        let context: MustacheValue = ["a": ["b": [:]], "b": ["c": "outer"], "site": ["title": "Docs"]]
        #expect(try render("{{site.title}}|{{#a}}{{b.c}}{{/a}}|{{b.c}}", context) == "Docs||outer")
    }

    @Test func sectionsRepeatForListsShowForTrueAndTextAndPushObjects() throws {
        let context: MustacheValue = [
            "items": [["n": "1"], ["n": "2"]], "flag": true, "off": false, "empty": [], "word": "", "names": ["x", "y"],
            "object": ["n": "inner"], "n": "outer",
        ]
        #expect(try render("{{#items}}<{{n}}>{{/items}}", context) == "<1><2>")
        #expect(try render("{{#flag}}yes{{n}}{{/flag}}{{#off}}no{{/off}}{{#empty}}no{{/empty}}{{#missing}}no{{/missing}}", context) == "yesouter")
        // Text, even empty, shows a section, as in the Mustache library the themes were first written for.
        #expect(try render("{{#word}}shown{{/word}}", context) == "shown")
        #expect(try render("{{#names}}{{.}},{{/names}}", context) == "x,y,")
        #expect(try render("{{#object}}{{n}}{{/object}}", context) == "inner")
    }

    @Test func invertedSectionsShowForFalseEmptyAndMissing() throws {
        let context: MustacheValue = ["off": false, "empty": [], "on": true]
        #expect(try render("{{^off}}a{{/off}}{{^empty}}b{{/empty}}{{^missing}}c{{/missing}}{{^on}}d{{/on}}", context) == "abc")
    }

    @Test func tagsAloneOnTheirLinesLeaveNoLineBehind() throws {
        let template = "<ul>\n  {{#items}}\n  <li>{{.}}</li>\n  {{/items}}\n  {{! a note }}\n</ul>\r\n  {{^items}}\r\nnone\r\n{{/items}}"
        #expect(try render(template, ["items": ["a", "b"]]) == "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\r\n")
    }

    @Test func partialsIndentEveryLineButNotTheirValues() throws {
        let output = try render("<div>\n  {{>item}}\n</div>\n", ["text": "one\ntwo"], partials: ["item": "<p>\n{{text}}\n</p>\n"])
        #expect(output == "<div>\n  <p>\n  one\ntwo\n  </p>\n</div>\n")
    }

    @Test func parentsTakeTheBlocksTheirCallerGives() throws {
        let partials = ["layout": "<title>{{$title}}Default{{/title}}</title>\n<main>\n{{$main}}{{/main}}\n</main>\n"]
        let page = "{{<layout}}\n{{$main}}\n<p>{{text}}</p>\n{{/main}}\n{{/layout}}\n"
        #expect(try render(page, ["text": "Hi"], partials: partials) == "<title>Default</title>\n<main>\n<p>Hi</p>\n\n</main>\n")
    }

    @Test func theOutermostBlockWinsThroughSeveralParents() throws {
        let partials = ["middle": "{{<base}}{{$a}}middle{{/a}}{{/base}}", "base": "[{{$a}}base{{/a}}]"]
        #expect(try render("{{<middle}}{{$a}}top{{/a}}{{/middle}}", [:], partials: partials) == "[top]")
        #expect(try render("{{<middle}}{{/middle}}", [:], partials: partials) == "[middle]")
    }

    @Test func aParentAloneOnItsLineIndentsLikeAPartialAndElseKeepsTheLine() throws {
        let partials = ["card": "<p>\n{{$body}}text{{/body}}\n</p>\n"]
        #expect(try render("<div>\n  {{<card}}{{/card}}\n</div>\n", [:], partials: partials) == "<div>\n  <p>\n  text\n  </p>\n</div>\n")
        // As with `{{>card}}`, a parent sharing its line with text keeps the line's end.
        #expect(try render("x {{<inline}}{{/inline}}\ny", [:], partials: ["inline": "P"]) == "x P\ny")
    }

    @Test func aBlockLosesItsIndentationWhereWrittenAndTakesThatOfThePlaceItFills() throws {
        let partials = ["list": "<ul>\n  {{$items}}\n  <li>none</li>\n  {{/items}}\n</ul>\n"]
        let page = "{{<list}}\n{{$items}}\n        <li>a</li>\n          <li>b</li>\n{{/items}}\n{{/list}}\n"
        #expect(try render(page, [:], partials: partials) == "<ul>\n  <li>a</li>\n    <li>b</li>\n</ul>\n")
        #expect(try render("{{<list}}{{/list}}", [:], partials: partials) == "<ul>\n  <li>none</li>\n</ul>\n")
    }

    @Test func aBlockOpenedAfterSpacesIndentsItsLaterLines() throws {
        let partials = ["quote": "<q>\n  {{$text}}{{/text}}\n</q>\n"]
        #expect(try render("{{<quote}}{{$text}}one\ntwo{{/text}}{{/quote}}", [:], partials: partials) == "<q>\n  one\n  two\n</q>\n")
    }

    @Test func dynamicPartialNamesComeFromTheContext() throws {
        #expect(try render("{{>*which}}", ["which": "card", "x": "1"], partials: ["card": "card {{x}}"]) == "card 1")
    }

    @Test func delimitersCanChange() throws {
        #expect(try render("{{=<% %>=}}<% name %>{{name}}<%={{ }}=%>{{name}}", ["name": "n"]) == "n{{name}}n")
    }

    @Test func aLazyValueIsMadeOnlyWhenRead() throws {
        #expect(try render("{{#menu}}{{.}}{{/menu}}", ["menu": .lazy { ["a", "b"] }]) == "ab")
        #expect(try render("none", ["menu": .lazy { Issue.record("made without being read"); return [] }]) == "none")
    }

    @Test func aPartialThatIncludesItselfForeverStops() throws {
        let output = try render("{{>loop}}", [:], partials: ["loop": "x{{>loop}}"])
        #expect(output?.count == 200)
    }

    @Test(arguments: [
        ("a\n{{#items}}\nb", 2, 1, "'items' is opened here and never closed"),
        ("{{#a}}\n  {{/b}}", 2, 3, "'b' is closed here, but 'a' (opened at line 1, column 1) is still open"),
        ("{{/a}}", 1, 1, "'a' is closed here, but nothing is open"),
        ("x {{name", 1, 3, "a tag is not closed with '}}'"),
        ("{{{name}}", 1, 1, "a tag is not closed with '}}}'"),
        ("{{=<%>=}}", 1, 1, "a delimiter tag takes two delimiters, as in '{{=<% %>=}}'"),
        ("{{ }}", 1, 1, "a tag without a name"),
        ("é {{upper(name)}}", 1, 3, "'upper(name)': transforms are not supported; give the template the value ready to show"),
        ("{{% CONTENT_TYPE: TEXT }}", 1, 1, "pragmas ('%' tags) are not supported"),
    ])
    func syntaxErrorsSayWhereAndWhat(template: String, line: Int, column: Int, message: String) {
        #expect(throws: MustacheSyntaxError(line: line, column: column, message: message)) { try MustacheTemplate(template) }
    }

    @Test func referencesListPartialsAndParentsWithTheirPlaces() throws {
        let template = try MustacheTemplate("a\n  {{> header}}{{<layout}}{{/layout}}{{>*dynamic}}")
        #expect(template.references == [
            .init(name: "header", line: 2, column: 3), .init(name: "layout", line: 2, column: 15), .init(name: nil, line: 2, column: 37),
        ])
    }

    @Test func renderedBytesAreHeldAtTheirOwnSize() throws {
        // A site holds its pages' bytes until they are written: a buffer grown by appending would keep up to twice.
        var library = MustacheLibrary()
        library.register(try MustacheTemplate("{{#rows}}<li>{{name}}</li>\n{{/rows}}"), named: "main")
        let rows: [MustacheValue] = (0..<3000).map { ["name": .text("row \($0)")] }
        let bytes = try #require(library.renderBytes("main", ["rows": .list(rows)], sizeHint: 16))
        #expect(bytes.count > 40_000)
        #expect(bytes.capacity <= bytes.count + bytes.count / 16)
        #expect(String(decoding: bytes.prefix(17), as: UTF8.self) == "<li>row 0</li>\n<l")
    }
}
