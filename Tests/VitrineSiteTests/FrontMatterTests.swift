import Testing
@testable import VitrineSite

@Suite struct FrontMatterTests {
    @Test func readsFieldsAndCountsBodyLines() {
        let (matter, body, problems) = FrontMatter.split("---\ntitle: Hello\norder: 3\ndraft: true\n---\n# Body\n", file: "p.md")
        #expect(problems.isEmpty)
        #expect(matter.title == "Hello")
        #expect(matter.order == 3)
        #expect(matter.draft)
        #expect(matter.bodyLineOffset == 5)
        #expect(body == "# Body\n")
    }

    @Test func aKeyGivenTwiceKeepsItsLastValueWithAWarning() {
        let text = "---\nlayout: news\ntitle: \"Design contest\"\ntitle: \"디자인 공모전\"\ntags:\n- a\ntags:\n  - b\ndate: 2013-09-28\n---\nText.\n"
        let (matter, _, problems) = FrontMatter.split(text, file: "p.md")
        #expect(matter.title == "디자인 공모전")
        #expect(matter.date?.day == "2013-09-28", "the lines after the blanked ones keep their places")
        #expect(problems.map(\.terminalDescription).contains { $0.hasPrefix("p.md:") && $0.contains("warning: setting") && $0.contains("'title'") && $0.contains("the last is used") })
        #expect(problems.allSatisfy { $0.severity == .warning })
    }

    @Test func fileWithoutFrontMatterIsAllMarkdown() {
        let (matter, body, problems) = FrontMatter.split("# Just text\n", file: "p.md")
        #expect(problems.isEmpty && matter.title == nil && matter.bodyLineOffset == 0)
        #expect(body == "# Just text\n")
    }

    @Test func reportsWrongTypesUnknownKeysAndSyntaxAtFileLines() {
        let (matter, _, problems) = FrontMatter.split("---\ntitle: A\norder: soon\ntitel: B\n---\n", file: "p.md")
        #expect(problems.map(\.terminalDescription) == ["p.md:3:8: error: invalid value 'soon' for 'order': expected a whole number"])
        // A near miss is the build's to show: in another tool's project the key is that tool's.
        #expect(matter.nearMisses.map(\.terminalDescription) == [
            "p.md:4:1: warning: unknown setting 'titel' is kept for templates as params.titel; did you mean 'title'?",
        ])
        let (_, _, syntax) = FrontMatter.split("---\ntitle: [unclosed\n---\ntext\n", file: "p.md")
        #expect(syntax.count == 1)
        #expect(syntax[0].line >= 2 && syntax[0].message.hasPrefix("invalid YAML"))
    }

    @Test func unclosedFrontMatterIsAnError() {
        let (_, _, problems) = FrontMatter.split("---\ntitle: A\n# no end\n", file: "p.md")
        #expect(problems.map(\.terminalDescription) == ["p.md:1:1: error: front matter starting here has no closing '---' line"])
    }
}

@Suite struct FrontMatterLineTests {
    /// Lines end where cmark ends them: `\n`, `\r\n` or a lone `\r`; a final ending leaves an empty last line.
    @Test func splitsLinesWhereCmarkDoes() {
        let cases: [(String, [Substring])] = [
            ("a\nb\r\nc\n", ["a", "b", "c", ""]), ("\n\n", ["", "", ""]), ("", [""]), ("x", ["x"]),
            ("a\r\n\nb\r", ["a", "", "b", ""]), ("a\rb\r\r\nc", ["a", "b", "", "c"]), ("é\n\u{301}x\n", ["é", "\u{301}x", ""]),
        ]
        for (text, expected) in cases {
            var scanner = LineScanner(text)
            var lines: [Substring] = []
            while let line = scanner.next() { lines.append(line) }
            #expect(lines == expected, "\(text.debugDescription)")
        }
    }

    @Test func windowsAndOldMacLineEndingsAreFrontMatterToo() {
        for ending in ["\r\n", "\r"] {
            let text = ["---", "title: Windows", "order: 2", "---", "# Body"].joined(separator: ending)
            let (matter, body, problems) = FrontMatter.split(text, file: "p.md")
            #expect(problems.isEmpty)
            #expect(matter.title == "Windows" && matter.order == 2 && matter.bodyLineOffset == 4)
            #expect(body == "# Body")
        }
    }

    @Test func bodyStartsAfterTheClosingLine() {
        let (matter, body, problems) = FrontMatter.split("---\n---\nText", file: "p.md")
        #expect(problems.isEmpty && matter.bodyLineOffset == 2 && body == "Text")
        let (_, ended, _) = FrontMatter.split("---\ntitle: A\n...", file: "p.md")
        #expect(ended == "")
    }
}
