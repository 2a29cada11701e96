import Foundation
import Testing
@testable import VitrineSite

/// Front matter as MkDocs, Jekyll and Hugo docs write it: any key, the keys those tools give meaning, YAML and TOML.
@Suite struct DocsFrontMatterTests {
    @Test func anyKeyIsKeptForTemplatesAsParams() throws {
        var templates = Fixture.minimalTemplates
        templates["page"] = "<!DOCTYPE html><title>{{title}}</title>{{params.layout}}|{{#params.tags}}[{{.}}]{{/params.tags}}|{{params.nested.deep}}"
        let fixture = Fixture(pages: ["a.md": "---\ntitle: A\nlayout: docs\ntags: [x, y]\nnested:\n  deep: 3\n---\nText\n"], templates: templates)
        let result = try fixture.build()
        #expect(result.warnings.isEmpty)
        #expect(result.snapshot.text("a/index.html") == "<!DOCTYPE html><title>A</title>docs|[x][y]|3")
    }

    /// A YAML 1.1 boolean is true however it is written, in templates as in the settings vitrine reads.
    @Test func yamlBooleansReachTemplatesAsWritten() throws {
        var templates = Fixture.minimalTemplates
        templates["page"] = "{{#params.a}}a{{/params.a}}{{#params.b}}b{{/params.b}}{{#params.c}}c{{/params.c}}{{#params.d}}d{{/params.d}}"
        let fixture = Fixture(pages: ["p.md": "---\ntitle: P\na: yes\nb: True\nc: on\nd: no\n---\nText\n"], templates: templates)
        #expect(try fixture.build().snapshot.text("p/index.html") == "abc")
    }

    @Test func tomlFrontMatterBetweenPlusLines() throws {
        let (matter, body, problems) = FrontMatter.split(
            "+++\ntitle = \"Hugo page\"\nweight = 20\ndate = 2024-05-31\naliases = [\"/old/\"]\ncategories = [\"a\"]\n+++\n# Body\n", file: "p.md")
        #expect(problems.isEmpty)
        #expect(matter.title == "Hugo page" && matter.order == 20 && matter.date?.day == "2024-05-31")
        #expect(matter.aliases == ["/old/"] && matter.params["categories"] == .list([.scalar("a", .string)]))
        #expect(body == "# Body\n" && matter.bodyLineOffset == 7)
    }

    @Test func tomlMistakesHaveTheirPlaces() {
        let (_, _, syntax) = FrontMatter.split("+++\ntitle = \"A\"\nweight = \n+++\n", file: "p.md")
        #expect(syntax.count == 1 && syntax[0].terminalDescription.hasPrefix("p.md:3:"))
        let (_, _, type) = FrontMatter.split("+++\ntitle = \"A\"\nweight = \"soon\"\n+++\n", file: "p.md")
        #expect(type.map(\.terminalDescription) == ["p.md:3:1: error: invalid value 'soon' for 'weight': expected a number"])
    }

    @Test func knownKeysOfOtherToolsAreUnderstood() throws {
        let (matter, _, problems) = FrontMatter.split("""
            ---
            weight: 4
            linkTitle: Short
            slug: renamed
            lastmod: 2025-01-02T10:00:00Z
            date: 2024-12-31
            redirect_from:
              - /a/
              - /b/
            aliases: /c/
            permalink: /docs/here/
            ---

            """, file: "p.md")
        #expect(problems.isEmpty)
        #expect(matter.order == 4 && matter.linkTitle == "Short" && matter.slug == "renamed")
        #expect(matter.lastmod?.day == "2025-01-02" && matter.date?.day == "2024-12-31")
        #expect(matter.aliases == ["/c/", "/a/", "/b/"] && matter.permalink == "/docs/here/")
    }

    @Test func nearMissesWarnAndWrongTypesStayErrors() {
        let (matter, _, problems) = FrontMatter.split("---\noder: 3\ndate: soon\nlinktitle: x\ntags: [a]\n---\n", file: "p.md")
        #expect(problems.map(\.terminalDescription) == [
            "p.md:3:7: error: invalid value 'soon' for 'date': expected a date like 2024-05-31, or created: and updated: dates",
        ])
        #expect(matter.nearMisses.map(\.terminalDescription) == [
            "p.md:2:1: warning: unknown setting 'oder' is kept for templates as params.oder; did you mean 'order'?",
        ])
    }

    @Test func mkdocsMaterialBlogDatesAreCreatedAndUpdated() {
        let (matter, _, problems) = FrontMatter.split("---\ndate:\n  created: 2026-02-18\n  updated: 2026-04-13T10:00:00\n---\nText\n", file: "p.md")
        #expect(problems.isEmpty)
        #expect(matter.date?.day == "2026-02-18" && matter.lastmod?.day == "2026-04-13")
        let given = FrontMatter.split("---\ndate: {created: 2026-02-18, updated: 2026-04-13}\nlastmod: 2026-05-01\n---\n", file: "p.md").0
        #expect(given.lastmod?.day == "2026-05-01")
        let (_, _, wrong) = FrontMatter.split("---\ndate:\n  created: soon\n---\n", file: "p.md")
        #expect(wrong.map(\.message) == ["invalid value 'a table' for 'date': expected a date like 2024-05-31, or created: and updated: dates"])
    }

    @Test func warningsDoNotFailTheBuild() throws {
        let fixture = Fixture(pages: ["a.md": "---\ntitel: Typo\n---\nText\n"])
        let result = try fixture.build()
        #expect(result.warnings.map { $0.terminalDescription.replacingOccurrences(of: fixture.root + "/", with: "") } == [
            "Site/a.md:2:1: warning: unknown setting 'titel' is kept for templates as params.titel; did you mean 'title'?"
        ])
    }

    @Test func pagesAtSlugsPermalinksAndRedirectsFromAliases() throws {
        let fixture = Fixture(pages: [
            "guide/intro.md": "---\ntitle: Intro\nslug: start\naliases: [/old-intro/, legacy.html]\n---\nHi\n",
            "about.md": "---\ntitle: About\npermalink: /company/about-us/\nredirect_from: /about.html\n---\nUs\n",
            "index.md": "# Home\n\n[intro](guide/intro.md) [about](about.md)\n",
            "config.yml": "baseURL: https://example.org/docs/\n",
        ])
        let snapshot = try fixture.build().snapshot
        #expect(snapshot.text("guide/start/index.html") != nil && snapshot.text("company/about-us/index.html") != nil)
        #expect(snapshot.text("index.html")?.contains("href=\"guide/start/\"") == true)
        #expect(snapshot.text("index.html")?.contains("href=\"company/about-us/\"") == true)
        let redirect = try #require(snapshot.text("old-intro/index.html"))
        #expect(redirect.contains("<meta http-equiv=\"refresh\" content=\"0; url=../guide/start/\">"))
        #expect(redirect.contains("<link rel=\"canonical\" href=\"https://example.org/docs/guide/start/\">"))
        #expect(snapshot.text("guide/legacy.html")?.contains("url=../guide/start/") == true)
        #expect(snapshot.text("about.html")?.contains("url=company/about-us/") == true)
        let sitemap = try #require(snapshot.text("sitemap.xml"))
        #expect(!sitemap.contains("old-intro") && !sitemap.contains("legacy") && !sitemap.contains("about.html"))
    }

    @Test func datesAreShownAndInTheSitemap() throws {
        let fixture = Fixture(pages: ["a.md": "---\ntitle: A\ndate: 2024-01-02\nlastmod: 2024-03-04\n---\nText\n", "config.yml": "baseURL: https://example.org/\n"])
        let options = SiteOptions(siteDirectory: fixture.site, templatesDirectory: Fixture.defaultTheme)
        let snapshot = try fixture.build(options).snapshot
        let page = try #require(snapshot.text("a/index.html"))
        #expect(page.contains("<time datetime=\"2024-01-02\">2024-01-02</time>"))
        #expect(page.contains("<time datetime=\"2024-03-04\">2024-03-04</time>"))
        #expect(snapshot.text("sitemap.xml")?.contains("<loc>https://example.org/a/</loc><lastmod>2024-03-04</lastmod>") == true)
    }

    @Test func draftsStayOutUnlessAsked() throws {
        let fixture = Fixture(pages: ["a.md": "---\ndraft: true\n---\nText\n", "b.md": "B\n"])
        #expect(try fixture.build().snapshot.text("a/index.html") == nil)
        var options = fixture.options
        options.includeDrafts = true
        #expect(try fixture.build(options).snapshot.text("a/index.html") != nil)
    }
}
