/// Typical documentation code blocks, 10 to 30 lines each, one per language.
enum Samples {
    static let blocks: [(language: String, code: String)] = [
        ("swift", """
            import Vitrine

            /// Renders every preset of a component into `folder`.
            @MainActor
            func renderPresets(of component: ComponentDescription, into folder: URL) throws -> Int {
                var written = 0
                for preset in Catalog.presets where preset.component == component.name {
                    let values = try component.resolve(preset.arguments)
                    let svg = component.render(values)
                    let file = folder.appendingPathComponent("\\(preset.name).svg")
                    try svg.write(to: file, atomically: true, encoding: .utf8)
                    written += 1
                }
                guard written > 0 else { throw RenderError.noPresets(component.name) }
                return written // one file per preset
            }

            let veil = Veil(message: "Searching…", orientation: .landscapeLeft).svg
            let spinner = ActivityIndicator(style: .gray, animating: true)
            print(veil.count, spinner.svg.utf8.count, 0x1F, 3.5e-2)
            """),
        ("shell", """
            $ make serve
            # Builds the release binary, then serves the site.
            export SITE="${HOME}/docs"
            for page in Site/*.md; do
              if [ -n "$page" ] && grep -q 'draft: true' "$page"; then
                echo "skipping $page" >&2
                continue
              fi
              vitrine render --all -o "catalog/$(basename "$page" .md)" --site "$SITE"
            done
            cat <<EOF > notes.txt
            built at $(date)
            EOF
            """),
        ("json", """
            {
              "name": "vitrine",
              "version": "1.4.0",
              "components": [
                { "name": "veil", "parameters": ["message", "orientation"], "default": true },
                { "name": "key", "parameters": ["label", "state"], "width": 42.5 },
                { "name": "spinner", "parameters": [], "frames": 12, "period": 0.8e0 }
              ],
              "draft": false,
              "baseURL": null
            }
            """),
        ("yaml", """
            # Site configuration
            title: Vitrine
            description: "Classic iPhone components, as SVG"
            baseURL: https://example.org/docs/
            language: en
            rawHTML: false
            order: 3
            menu:
              - title: Components
                path: /components/
              - title: Keyboard
                path: /keyboard/
            defaults: &defaults
              draft: no
              tags: [svg, ios, "loading"]
            notes: |
              Everything here is rendered
              at build time.
            """),
        ("toml", """
            # Package metadata
            [package]
            name = "vitrine"
            version = "1.4.0"
            authors = ["The Vitrine authors"]
            edition = 2021

            [build]
            jobs = 2
            incremental = true
            released = 2026-11-20T17:11:17Z

            [[bin]]
            name = 'vitrine'
            features = { highlight = true, preview = "live" }
            """),
        ("html", """
            <!DOCTYPE html>
            <html lang="en">
            <head>
              <meta charset="utf-8">
              <title>Vitrine &mdash; Components</title>
              <link rel="stylesheet" href="/static/highlight.css">
              <style>pre { background: #f6f8fa; padding: 1rem; }</style>
            </head>
            <body>
              <!-- The catalog grid -->
              <main class="catalog" data-count="12">
                <img src="veil.svg" alt="The veil, landscape" width="360">
                <p>Rendered with <code>vitrine render</code>.</p>
              </main>
              <script type="module">document.querySelector("main").dataset.ready = "yes";</script>
            </body>
            </html>
            """),
        ("xml", """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 480" width="320" height="480">
              <!-- Veil background -->
              <defs>
                <linearGradient id="veil-gradient" x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0" stop-color="#000" stop-opacity="0.8"/>
                  <stop offset="1" stop-color="#000" stop-opacity="0.6"/>
                </linearGradient>
              </defs>
              <rect width="320" height="480" fill="url(#veil-gradient)"/>
              <text x="160" y="260" font-size="18">Searching&#8230;</text>
              <style><![CDATA[ text { fill: white; } ]]></style>
            </svg>
            """),
        ("css", """
            /* Code blocks */
            pre {
              background: var(--hl-code-background);
              padding: 0.75rem 1rem;
              border-radius: 6px;
              overflow-x: auto;
            }
            .catalog > figure:hover, #main .key {
              transform: translateY(-2px) scale(1.02);
              transition: transform 120ms ease-out !important;
            }
            @media (max-width: 40em) {
              .catalog { grid-template-columns: repeat(2, 1fr); }
            }
            """),
        ("javascript", """
            // Live reload for the preview server.
            const source = new EventSource("/_vitrine/events");
            let retries = 0;
            source.addEventListener("reload", (event) => {
              const { path, stylesheetOnly } = JSON.parse(event.data);
              if (stylesheetOnly) {
                for (const link of document.querySelectorAll('link[rel="stylesheet"]')) {
                  link.href = link.href.replace(/\\?v=\\d+$/, "") + `?v=${Date.now()}`;
                }
                return;
              }
              retries = 0;
              window.location.reload();
            });
            source.onerror = () => { retries += 1; if (retries > 5) source.close(); };
            """),
        ("python", """
            import json
            from pathlib import Path

            @dataclass
            class Page:
                path: Path
                title: str = ""
                order: int = 0

                def load(self) -> dict:
                    \"\"\"Reads the front matter.\"\"\"
                    text = self.path.read_text(encoding="utf-8")
                    if not text.startswith("---"):
                        return {}
                    return json.loads(text.split("---")[1]) # approximate

            pages = sorted((Page(p) for p in Path("Site").glob("**/*.md")), key=lambda p: p.order)
            print(f"{len(pages)} pages, {0x10:d} max")
            """),
        ("c", """
            #include <cmark.h>
            #include <stdio.h>

            /* Renders Markdown from stdin to HTML on stdout. */
            int main(int argc, char **argv) {
                char buffer[4096];
                size_t length = fread(buffer, 1, sizeof buffer, stdin);
                cmark_node *document = cmark_parse_document(buffer, length, CMARK_OPT_DEFAULT);
                char *html = cmark_render_html(document, CMARK_OPT_UNSAFE);
                if (html == NULL) {
                    fprintf(stderr, "render failed\\n");
                    return 1;
                }
                printf("%s", html);
                cmark_node_free(document);
                return 0;
            }
            """),
        ("markdown", """
            ---
            title: Components
            order: 2
            ---
            # Components

            Each component is a **value type** whose `svg` property is a complete document.

            - [The veil](veil.md) in its four orientations
            - The keyboard and its keys
            1. Render with `vitrine render`
            2. Embed with a fence:

            ```swift
            let veil = Veil(message: "Searching…").svg
            ```

            > Every picture is a file the tool rendered. <https://example.org>
            """),
        ("diff", """
            diff --git a/Sources/Vitrine/API/Veil.swift b/Sources/Vitrine/API/Veil.swift
            index 3b18e51..a7c2f4d 100644
            --- a/Sources/Vitrine/API/Veil.swift
            +++ b/Sources/Vitrine/API/Veil.swift
            @@ -12,7 +12,8 @@ public struct Veil: Component {
                 public var message: String
                 public var orientation: Orientation
            -    public var opacity = 0.8
            +    public var opacity = 0.75
            +    public var cornerRadius = 8.0

                 public init(message: String, orientation: Orientation = .portrait) {
                     self.message = message
            """),
    ]
}
