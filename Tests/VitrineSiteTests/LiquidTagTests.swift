import Foundation
import Testing
@testable import VitrineSite

/// Jekyll's Liquid read, never run: what needs no program is kept as meant, the rest loses its braces and is counted.
@Suite struct LiquidTagTests {
    @Test func rawCommentHighlightAndTitlesAreReadTheRestCounted() throws {
        let fixture = Fixture(pages: [:])
        fixture.write("title: Jolly\n", to: "project/_config.yml")
        fixture.write("""
            ---
            title: Tags
            ---
            # {{ page.title }} of {{ site.title }}

            {% comment %}
            hidden
            {% endcomment %}
            {% highlight ruby %}
            puts 1
            {% endhighlight %}

            ```liquid
            {% raw %}{{ page.title }}{% endraw %} and {{ kept }}
            ```

            {% if site.x %}Shown{% endif %} {% include note.html %}

            [Home]({{ site.baseurl }}/)

            """, to: "project/tags.md")
        let options = SiteOptions(siteDirectory: fixture.root + "/project", templatesDirectory: Fixture.defaultTheme)
        let result = try fixture.build(options)
        let page = try #require(result.snapshot.text("tags/index.html"))
        #expect(page.contains(">Tags of Jolly<"))
        #expect(!page.contains("<p>hidden") && !page.contains("{%"))
        #expect(page.contains("<code class=\"language-ruby\">") && page.contains("puts"))
        #expect(page.contains("{{ page.title }} and {{ kept }}"), "raw shows what it holds; other code stays as written")
        #expect(page.contains("<p>Shown</p>"))
        #expect(fixture.shownWarnings(result) == [
            "project/tags.md:17:1: warning: 2 Liquid tags left out (vitrine runs no Liquid), the first here: '{% if site.x %}'",
        ])
    }

    @Test func siteOutputsPrintTheConfigsValues() throws {
        let fixture = Fixture(pages: [:])
        fixture.write("title: Jolly\nrepository: https://github.com/o/r\nversion: 4.2\nowner:\n  name: Ada\n", to: "project/_config.yml")
        fixture.write("""
            ---
            title: History
            ---
            See [#12]({{ site.repository }}/issues/12), version {{ site.version }} by {{ site.owner.name }}; {{ site.missing }}.

            """, to: "project/history.md")
        let options = SiteOptions(siteDirectory: fixture.root + "/project", templatesDirectory: Fixture.defaultTheme)
        let result = try fixture.build(options)
        let page = try #require(result.snapshot.text("history/index.html"))
        #expect(page.contains(#"<a href="https://github.com/o/r/issues/12">#12</a>, version 4.2 by Ada; ."#))
        #expect(fixture.shownWarnings(result) == [
            "project/history.md:4:98: warning: 1 Liquid output left out (vitrine runs no Liquid), the first here: '{{ site.missing }}'",
        ])
    }

    @Test func aLinkTagInRawHTMLGoesWhereJekyllSendsIt() throws {
        let fixture = Fixture(pages: [:])
        fixture.write("title: Jolly\n", to: "project/_config.yml")
        fixture.write("# Guide\n", to: "project/guide.md")
        fixture.write("""
            ---
            title: Start
            ---
            <div class="note">
              <a href="{% link guide.md %}">the guide</a> <a href="https://example.org/">kept</a>
            </div>

            """, to: "project/start.md")
        let options = SiteOptions(siteDirectory: fixture.root + "/project", templatesDirectory: Fixture.defaultTheme)
        let page = try #require(try fixture.build(options).snapshot.text("start/index.html"))
        #expect(page.contains(#"<a href="../guide/">the guide</a> <a href="https://example.org/">kept</a>"#) && !page.contains("@/"))
    }
}
