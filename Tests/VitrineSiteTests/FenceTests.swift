import Testing
@testable import VitrineSite

@Suite struct FenceTests {
    @Test func parsesQuotedValuesWithColumns() throws {
        let info = try FenceInfo.parse("vitrine veil message=\"Sending...\" x='a b'", column: 4)
        #expect(info.component.text == "veil" && info.component.column == 12)
        #expect(info.arguments.map(\.name) == ["message", "x"])
        #expect(info.arguments.map(\.value) == ["Sending...", "a b"])
        #expect(info.argumentWords.map(\.column) == [17, 38])
        #expect(info.argumentWords[0].valueColumn == 25)
    }

    @Test func reportsMalformedInfoStrings() {
        #expect(throws: FenceProblem(column: 22, message: "this quote is not closed")) {
            try FenceInfo.parse("vitrine veil message=\"oops", column: 1)
        }
        #expect(throws: FenceProblem(column: 14, message: "expected 'name=value', found 'style'")) {
            try FenceInfo.parse("vitrine veil style", column: 1)
        }
    }

    @Test func goodFenceBecomesInlineFigureAndSVGFile() throws {
        let fixture = Fixture(pages: ["index.md": "# Home\n\n```vitrine activity-indicator style=gray\nA caption\n```\n"])
        let result = try fixture.build()
        let html = try #require(result.snapshot.text("index.html"))
        #expect(html.contains("<figure class=\"example\">"))
        #expect(html.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(html.contains("<figcaption>A caption <a href=\"examples/activity-indicator-"))
        #expect(!html.contains("<code"))
        #expect(result.snapshot.files.keys.contains { $0.hasPrefix("examples/activity-indicator-") && $0.hasSuffix(".svg") })
    }

    @Test func badFencesReportEveryErrorWithFileLineAndColumn() {
        let fixture = Fixture(pages: [
            "index.md": "---\ntitle: T\n---\n\n```vitrine activity-indicator stile=gray\n```\n\n> ```vitrine activity-indicator style=grey\n> ```\n",
            "other.md": "```vitrine spinner\n```\n",
        ])
        let failures = fixture.failures()
        #expect(failures.count == 3)
        #expect(failures[0].hasPrefix("Site/index.md:5:31: error: unknown parameter 'stile' for activity-indicator; did you mean 'style'?"))
        #expect(failures[1].hasPrefix("Site/index.md:8:39: error: invalid value 'grey' for 'style' of activity-indicator"))
        #expect(failures[2].hasPrefix("Site/other.md:1:12: error: unknown component 'spinner'"))
    }

    /// A page saved with Windows or old Mac line endings reads as the same page, errors at the same places.
    @Test(arguments: ["\r\n", "\r"])
    func otherLineEndingsBuildTheSamePage(_ ending: String) throws {
        let lines = ["---", "title: Line endings", "---", "", "```vitrine activity-indicator style=gray", "```", ""]
        let good = Fixture(pages: ["index.md": lines.joined(separator: ending)])
        let html = try #require(try good.build().snapshot.text("index.html"))
        #expect(html.contains("<title>Line endings</title>"))
        #expect(html.contains("<figure class=\"example\">"))
        let bad = Fixture(pages: ["index.md": lines.joined(separator: ending).replacingOccurrences(of: "style=gray", with: "style=grey")])
        #expect(bad.failures().map { $0.prefix(22) } == ["Site/index.md:5:37: er"])
    }
}
