import Testing
@testable import VitrineSite

@Suite struct TemplateTests {
    @Test func pageTemplateReceivesContentTitleNavigationAndSite() throws {
        var templates = Fixture.minimalTemplates
        templates["page"] = "<!DOCTYPE html><title>{{title}} - {{site.title}}</title>{{#nav}}[{{title}}|{{url}}]{{/nav}}{{{content}}}"
        let fixture = Fixture(pages: ["index.md": "---\ntitle: Home\n---\nHi\n", "b.md": "---\ntitle: Bee\n---\n", "config.yml": "title: Demo\n"], templates: templates)
        let html = try #require(try fixture.build().snapshot.text("b/index.html"))
        #expect(html == "<!DOCTYPE html><title>Bee - Demo</title>[Bee|../b/]")
    }

    @Test func syntaxErrorReportsTemplateLineAndColumn() {
        var templates = Fixture.minimalTemplates
        templates["page"] = "<!DOCTYPE html>\n<title>{{title}}</title>\n{{#items}}\n{{/things}}\n"
        let failures = Fixture(pages: ["index.md": "x\n"], templates: templates).failures()
        #expect(failures.count == 1)
        #expect(failures.first?.hasPrefix("Templates/page.mustache:4:") == true)
        #expect(failures.first?.hasSuffix("'things' is closed here, but 'items' (opened at line 3, column 1) is still open") == true)
    }

    @Test func missingTemplatesAndPartialsAreAllReported() {
        var templates = Fixture.minimalTemplates
        templates["404"] = nil
        templates["page"] = "<!DOCTYPE html>\n  {{> header}}{{{content}}}"
        let failures = Fixture(pages: ["index.md": "x\n"], templates: templates).failures()
        #expect(failures.count == 2)
        #expect(failures[0] == "Templates/404.mustache: error: missing template '404'")
        #expect(failures[1].hasPrefix("Templates/page.mustache:2:3: error: missing partial 'header'"))
    }
}
