import Testing
@testable import VitrineSite

/// A project's own shortcodes, read from their templates, never run: pictures and tabs; and Docsy's `readfile`.
@Suite struct ProjectShortcodeTests {
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

    /// A picture the template links (a video's preview leading to the video) keeps its link.
    @Test func aLinkedPicture() throws {
        let video = """
            <link rel="stylesheet" href="{{ get_url(path="css/video.css") }}" />
            <div
              class="light-video-embed"
              data-url="{{url}}"
            >
              <picture>
                <source srcset="{{ preview | replace(from="jpg", to="avif") }}" type="image/avif" />
                <img src="{{preview}}"
                />
              </picture>
            </div>
            """
        let image = try #require(ImageShortcode.reading(template: video, dialect: .zola))
        #expect(image.markdown(arguments: ["url": "https://www.youtube.com/embed/x", "preview": "x.jpg"]) == "[![](<x.jpg>)](<https://www.youtube.com/embed/x>)")
        #expect(image.markdown(arguments: ["preview": "x.jpg"]) == "![](<x.jpg>)")
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

    @Test func tabTemplates() {
        let set = "<div class=\"code-tabs\">\n    <ul class=\"nav nav-tabs\"></ul>\n    <div class=\"tab-content\">{{ .Inner }}</div>\n</div>\n"
        #expect(TabShortcode.reading(template: set, dialect: .hugo) == .set)
        let linux = "<div class=\"tab-pane Linux\" title=\"Linux\" os=\"Linux\">\n    {{ .Inner }}\n</div>\n"
        #expect(TabShortcode.reading(template: linux, dialect: .hugo)?.opening(arguments: [:]) == "::: tab Linux")
        let named = "<div class=\"tab-pane\" title=\"{{ .Get 0 }}\">\n    {{ .Inner }}\n</div>\n"
        #expect(TabShortcode.reading(template: named, dialect: .hugo)?.opening(arguments: ["0": "Service"]) == "::: tab Service")
        #expect(TabShortcode.reading(template: "<div class=\"card\">{{ .Inner }}</div>", dialect: .hugo) == nil)
        #expect(TabShortcode.reading(template: "<div class=\"tab-pane\" title=\"x\"></div>", dialect: .hugo) == nil)
    }

    /// minikube's own tabs (`{{% tabs %}}` around `{{% linuxtab %}}`, `{{% mactab %}}`) are a set of tabs, and Docsy's
    /// `readfile` draws the file it names: Markdown in place, code as a listing.
    @Test func hugoOwnTabsAndReadfile() throws {
        let (fixture, result) = try Fixture.project([
            "config.toml": "title = 'Own tabs'\nbaseURL = 'https://example.org/'\ncontentDir = 'content/en'\n",
            "layouts/shortcodes/tabs.html": "<div class=\"code-tabs\">\n<ul class=\"nav nav-tabs\"></ul>\n<div class=\"tab-content\">{{ .Inner }}</div>\n</div>\n",
            "layouts/shortcodes/linuxtab.html": "<div class=\"tab-pane Linux\" title=\"Linux\" os=\"Linux\">\n{{ .Inner }}\n</div>\n",
            "layouts/shortcodes/mactab.html": "<div class=\"tab-pane macOS\" title=\"macOS\">\n{{ .Inner }}\n</div>\n",
            "content/en/_index.md": "---\ntitle: Home\n---\n",
            "content/en/docs/install.md": """
                ---
                title: Install
                ---

                ## Setup

                {{% tabs %}}
                {{% linuxtab %}}
                Run `apt install it`.
                {{% /linuxtab %}}
                {{% mactab %}}
                Run `brew install it`.
                {{% /mactab %}}
                {{% /tabs %}}

                {{% readfile file="/docs/includes/usage.inc" %}}

                {{< readfile file="samples/config.yaml" >}}

                {{< readfile file="nowhere.md" >}}

                ## After

                """,
            "content/en/docs/includes/usage.inc": "## Usage\n\nStart it with `it start`.\n",
            "content/en/samples/config.yaml": "# settings\nkey: value\n",
        ], warnLinks: true)
        let page = try #require(result.snapshot.text("docs/install/index.html"))
        #expect(page.contains("<label for=\"__tabbed_1_1\">Linux</label>") && page.contains("<label for=\"__tabbed_1_2\">macOS</label>"), "\(page)")
        #expect(page.contains("<h2 id=\"usage\">Usage") && page.contains("Start it with <code>it start</code>."), "\(page)")
        #expect(page.contains("<code class=\"language-yaml\">") && page.contains("key: value") && !page.contains("<h1 id=\"settings\""), "\(page)")
        #expect(page.contains("<h2 id=\"after\">After") && !page.contains("{{"), "\(page)")
        // The included file's heading is on the page's list of sections, in its place.
        #expect(page.contains("<li><a href=\"#setup\">Setup</a></li>\n<li><a href=\"#usage\">Usage</a></li>\n<li><a href=\"#after\">After</a></li>"), "\(page)")
        let warnings = fixture.shownWarnings(result)
        #expect(warnings.contains { $0.contains("1 shortcode left out (the file it reads is not there), the first here: '{{< readfile file=\"nowhere.md\"") }, "\(warnings)")
        #expect(warnings.allSatisfy { !$0.contains("paired shortcode") }, "\(warnings)")
    }
}
