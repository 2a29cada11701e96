import Testing
@testable import VitrineSite

/// A project's own picture shortcodes, read from their templates, never run.
@Suite struct ImageShortcodeTests {
    @Test func zolaGetURLWithAPrefix() throws {
        let template = """
            <figure class="narrative-figure">
                <img src="{{ get_url(path='images/narrative/' ~ src) }}" alt="{{ alt }}">
                {% if caption %}<figcaption>{{ caption }}</figcaption>{% endif %}
            </figure>
            """
        let image = try #require(ImageShortcode.reading(template: template, dialect: .zola))
        #expect(image.markdown(arguments: ["src": "dot.png", "alt": "A dot", "caption": "Cap"]) == "![A dot](</images/narrative/dot.png>)")
        #expect(image.markdown(arguments: ["alt": "no src"]) == nil)
    }

    @Test func zolaVariableBesideThePageAndABareArgument() throws {
        let beside = "{% set imgpath = get_url(path=page.path ~ src) %}\n<img src=\"{{ imgpath }}\" alt=\"{{ caption }}\">\n"
        #expect(ImageShortcode.reading(template: beside, dialect: .zola)?.markdown(arguments: ["src": "a.png", "caption": "A"]) == "![A](<a.png>)")
        let bare = "<div>\n  <img src=\"{{id}}\" {% if alt %}alt=\"{{alt}}\"{% endif %}>\n</div>\n"
        #expect(ImageShortcode.reading(template: bare, dialect: .zola)?.markdown(arguments: ["id": "b.png"]) == "![](<b.png>)")
    }

    @Test func hugoGetThroughAVariableAndRelURL() throws {
        let template = "{{ $src     := .Get \"src\" | relURL }}\n{{ $caption := .Get \"caption\" }}\n<figure>\n  <a href=\"{{ $src }}\">\n    <img src=\"{{ $src }}\">\n  </a>\n</figure>\n"
        let image = try #require(ImageShortcode.reading(template: template, dialect: .hugo))
        #expect(image.markdown(arguments: ["src": "images/x.png", "caption": "X"]) == "![X](</images/x.png>)")
        #expect(ImageShortcode.reading(template: "<img src=\"{{ .Get 0 }}\">", dialect: .hugo)?.markdown(arguments: ["0": "y.png"]) == "![](<y.png>)")
    }

    /// A template whose address is not read plainly is left to what vitrine read before.
    @Test func addressesNotReadPlainly() {
        let conditional = "{{ $src := cond (isset .Params \"id\") (printf \"https://x/%s.png\" (index .Params \"id\")) (index .Params \"src\" | relURL) }}\n<img src=\"{{ $src }}\">\n"
        #expect(ImageShortcode.reading(template: conditional, dialect: .hugo) == nil)
        #expect(ImageShortcode.reading(template: "<img src=\"{{ resize_image(path=src, width=300).url }}\">", dialect: .zola) == nil)
        #expect(ImageShortcode.reading(template: "<img src=\"/logo.png\"><img src=\"{{ src }}\">", dialect: .zola) == nil)
        #expect(ImageShortcode.reading(template: "<img src=\"/static/logo.png\">", dialect: .zola) == nil)
    }

    /// In a Zola project, the project's own `figure` draws its picture where its template puts it, not beside the page.
    @Test func aZolaProjectsOwnFigure() throws {
        let (fixture, result) = try Fixture.project([
            "zola.toml": "base_url = \"https://example.org\"\ntitle = \"Own figure\"\n",
            "content/_index.md": "+++\ntitle = \"Home\"\n+++\n",
            "content/about/index.md": "+++\ntitle = \"About\"\n+++\n\n{{ figure(src=\"dot.png\", alt=\"A dot\", caption=\"A dot.\") }}\n",
            "templates/shortcodes/figure.html": "<figure>\n<img src=\"{{ get_url(path='images/narrative/' ~ src) }}\" alt=\"{{ alt }}\">\n</figure>\n",
            "static/images/narrative/dot.png": "png",
        ], warnLinks: true)
        #expect(result.snapshot.text("about/index.html")?.contains("<img src=\"/images/narrative/dot.png\" alt=\"A dot\" />") == true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }
}
