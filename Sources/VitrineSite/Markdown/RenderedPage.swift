/// One Markdown page after cmark: its HTML body, the SVGs its fences made, and its links.
struct RenderedPage: Sendable {
    /// A link or image destination as written into the HTML, with its place in the source file.
    struct Link: Sendable, Equatable {
        var url: String
        var line: Int
        var column: Int
    }

    /// Path inside the site folder, e.g. `components/veil.md`.
    let sourcePath: String
    /// Path shown in diagnostics, e.g. `Site/components/veil.md`.
    let displayPath: String
    /// The output folder URL, e.g. `components/veil/`.
    let folder: String
    let title: String
    let description: String
    let order: Int?
    let isDraft: Bool
    var content = ""
    var svgFiles: [String: String] = [:]
    var links: [Link] = []
    var diagnostics: [SiteDiagnostic] = []

    /// The output file: `components/veil/index.html`.
    var outputPath: String { folder + "index.html" }
}
