import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing
@testable import Vitrine
import VitrineMustache
@testable import VitrineSite

/// Social cards: a 1200×630 PNG per page drawn by librsvg from the theme's `social-card` template, named by
/// `og:image` when the base URL has a host; a page's own `image` wins; a card that cannot be drawn is a warning.
@Suite struct SocialCardTests {
    static let config = "title: Harbour Docs\nbaseURL: https://docs.example.org/harbour/\nsocialCards: true\n"

    @Test func everyPageGetsACardOfTheOpenGraphSizeNamedByItsMeta() throws {
        let fixture = Fixture(pages: [
            "config.yml": Self.config, "index.md": "# Harbour\n\nMoorings and tides.\n",
            "guide/moorings.md": "---\ntitle: Moorings <for> \"large\" & </text><script>x</script>\n---\n\nFile a plan.\n",
        ])
        let snapshot = try fixture.build(fixture.defaultThemeOptions).snapshot
        let page = try #require(snapshot.text("guide/moorings/index.html"))
        for tag in [
            "<meta property=\"og:image\" content=\"https://docs.example.org/harbour/social/guide/moorings/index.png\">",
            "<meta property=\"og:image:width\" content=\"1200\">", "<meta property=\"og:image:height\" content=\"630\">",
            "<meta name=\"twitter:card\" content=\"summary_large_image\">",
        ] {
            #expect(page.contains(tag), "\(tag)")
        }
        #expect(!page.contains("content=\"summary\""))
        for path in ["social/index.png", "social/guide/moorings/index.png", "social/guide/index.png"] {
            let png = try #require(snapshot.files[path]?.bytes, "\(path)")
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            #expect(SocialCards.size(of: png) == (1200, 630))
        }
        #expect(snapshot.files["social/guide/moorings/index.png"]?.bytes != snapshot.files["social/index.png"]?.bytes, "each card shows its page")
    }

    @Test func theCardsTextIsEscapedAndWrappedForTheTemplate() throws {
        let templates = try TemplateSet.builtIn()
        let title = "Moorings </tspan></text><script>alert(1)</script> & \"gusts\" for the very largest vessels of the whole fleet"
        let values: [String: MustacheValue] = [
            "site": ["title": .text("A & B")], "width": .text("1200"), "height": .text("630"), "kicker": .text("A & B"),
            "titleLines": .list(TextLines.wrap(title, size: 72, bold: true, width: 1040, maximumLines: 3).map { ["text": .text($0), "y": .text("1")] }),
            "descriptionLines": .list([]),
        ]
        let svg = templates.render(SocialCards.template, values)
        #expect(!svg.contains("<script>") && svg.contains("&lt;/tspan&gt;&lt;/text&gt;&lt;script&gt;"))
        #expect(svg.contains("A &amp; B"))
        #expect(XMLParser(data: Data(svg.utf8)).parse(), "the card is well-formed XML")
    }

    @Test func longTextEndsInAnEllipsisThatFits() {
        let lines = TextLines.wrap(String(repeating: "harbour ", count: 40), size: 72, bold: true, width: 1040, maximumLines: 3)
        #expect(lines.count == 3)
        #expect(lines.last?.hasSuffix("…") == true && lines.last?.hasSuffix(" …") == false)
        for line in lines {
            #expect(TextMeasure.width(of: Substring(line), style: TextStyle(size: 72, bold: true)) <= 1040, "\(line)")
        }
        #expect(TextLines.wrap("Short", size: 72, bold: true, width: 1040, maximumLines: 3) == ["Short"])
        #expect(TextLines.wrap("", size: 72, bold: true, width: 1040, maximumLines: 3).isEmpty)
        let word = TextLines.wrap(String(repeating: "x", count: 200), size: 32, bold: false, width: 300, maximumLines: 2)
        #expect(word.count == 2 && word[1].hasSuffix("…"), "a word wider than the line breaks between characters")
    }

    @Test func cardsAreOffUnlessAskedAndWithoutAHostAreDrawnButNotNamed() throws {
        let off = Fixture(pages: ["config.yml": "baseURL: https://example.org/\n", "a.md": "# A\n"])
        let plain = try off.build(off.defaultThemeOptions).snapshot
        #expect(!plain.files.keys.contains { $0.hasPrefix("social/") })
        #expect(plain.text("a/index.html")?.contains("<meta name=\"twitter:card\" content=\"summary\">") == true)
        let hostless = Fixture(pages: ["config.yml": "socialCards: true\n", "a.md": "# A\n"])
        let drawn = try hostless.build(hostless.defaultThemeOptions).snapshot
        #expect(drawn.files["social/a/index.png"] != nil)
        #expect(drawn.text("a/index.html")?.contains("og:image") == false, "OpenGraph takes absolute URLs only")
    }

    @Test func aPagesOwnImageWinsAndAMissingOneIsNamed() throws {
        let fixture = Fixture(pages: [
            "config.yml": Self.config, "guide/tides.md": "---\ntitle: Tides\nimage: pics/tide.png\n---\nText.\n",
            "guide/pics/tide.png": "PNG", "guide/winds.md": "---\nimages: [/pics/none.png]\n---\n# Winds\n",
            "guide/far.md": "---\nimage: https://cdn.example.com/far.png\n---\n# Far\n",
        ])
        let result = try fixture.build(fixture.defaultThemeOptions)
        #expect(result.snapshot.text("guide/tides/index.html")?.contains(
            "<meta property=\"og:image\" content=\"https://docs.example.org/harbour/guide/pics/tide.png\">") == true)
        #expect(result.snapshot.text("guide/far/index.html")?.contains("<meta property=\"og:image\" content=\"https://cdn.example.com/far.png\">") == true)
        #expect(fixture.shownWarnings(result) == [
            "Site/guide/winds.md:2:9: warning: image '/pics/none.png' is not a file of the site: a link to this page would be shared with a missing picture",
        ])
    }

    @Test func aBrokenCardTemplateIsAWarningAndThePagesStillBuild() throws {
        var templates = Fixture.minimalTemplates
        templates["page"] = "<!DOCTYPE html><title>{{title}}</title>{{#image}}<meta content=\"{{url}}\">{{/image}}{{{content}}}"
        templates["social-card"] = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1200\" height=\"630\">\n{{#titleLines}}\n</svg>"
        let broken = Fixture(pages: ["config.yml": Self.config, "a.md": "# A\n"], templates: templates)
        let result = try broken.build()
        #expect(result.snapshot.text("a/index.html")?.contains("<title>A</title>") == true)
        #expect(!result.snapshot.files.keys.contains { $0.hasPrefix("social/") })
        #expect(broken.shownWarnings(result).count == 1)
        #expect(broken.shownWarnings(result).first?.hasPrefix("Templates/social-card.mustache:2:") == true)
        #expect(broken.shownWarnings(result).first?.hasSuffix("; the social cards are left out") == true)

        templates["social-card"] = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1200\" height=\"630\"><text>{{title}}</svg>"
        let unreadable = Fixture(pages: ["config.yml": Self.config, "a.md": "# A\n", "b.md": "# B\n"], templates: templates)
        let drawn = try unreadable.build()
        #expect(drawn.snapshot.text("a/index.html")?.contains("<meta content") == false, "no card, no og:image")
        let warning = try #require(unreadable.shownWarnings(drawn).first)
        #expect(warning.hasPrefix("Templates/social-card.mustache: warning: 3 social cards could not be drawn, the first for /: librsvg cannot read the SVG"))
    }

    @Test func aSiteThatPublishesUnderSocialGetsItsCardsElsewhere() throws {
        let fixture = Fixture(pages: ["config.yml": Self.config, "social/index.md": "# Social\n", "a.md": "# A\n"])
        let snapshot = try fixture.build(fixture.defaultThemeOptions).snapshot
        #expect(snapshot.files["social-cards/a/index.png"] != nil)
        #expect(snapshot.text("a/index.html")?.contains("https://docs.example.org/harbour/social-cards/a/index.png") == true)
    }
}
