import Testing
@testable import VitrineSite

@Suite struct FenceTemplateTests {
    static let page = ["index.md": "# Home\n\n```vitrine activity-indicator\nA <spinner>.\n```\n"]

    @Test func aThemesFenceTemplateDrawsTheFigure() throws {
        var templates = Fixture.minimalTemplates
        templates["fence"] = "<div class=\"mine {{frame}}\">{{{art}}}<p>{{{captionHTML}}}</p><a href=\"{{svgURL}}\">file</a></div>\n"
        let html = try #require(try Fixture(pages: Self.page, templates: templates).build().snapshot.text("index.html"))
        #expect(html.contains("<div class=\"mine art\"><svg "))
        #expect(html.contains("<p>A &lt;spinner&gt;.</p><a href=\"examples/activity-indicator-"))
        #expect(!html.contains("<figure"))
    }

    @Test func aThemeWithoutOneGetsTheBuiltInFigure() throws {
        let html = try #require(try Fixture(pages: Self.page).build().snapshot.text("index.html"))
        #expect(html.contains("<figure class=\"example\">\n<div class=\"art on-dark\"><svg "), "the white spinner on a dark backdrop")
        #expect(html.contains("<figcaption>A &lt;spinner&gt;. <a href=\"examples/activity-indicator-"))
    }

    @Test func editingTheFenceTemplateRedrawsThePagesInThePreview() throws {
        var templates = Fixture.minimalTemplates
        templates["fence"] = "<div class=\"first\">{{{art}}}</div>\n"
        let fixture = Fixture(pages: Self.page, templates: templates)
        let builder = SiteBuilder(options: fixture.options, cache: BuildCache())
        #expect(try builder.build().snapshot.text("index.html")?.contains("class=\"first\"") == true)
        fixture.write("<div class=\"second\">{{{art}}}</div>\n", to: "Templates/fence.mustache")
        #expect(try builder.build().snapshot.text("index.html")?.contains("class=\"second\"") == true)
    }
}
