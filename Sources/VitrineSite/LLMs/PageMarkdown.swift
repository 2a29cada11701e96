extension PageLocation {
    /// Where the page's Markdown is served beside its HTML: `guide/install/index.md`, `index.md` for home, and
    /// `old/page.md` for a page at `old/page.html`.
    var markdownPath: String {
        if path.isEmpty || path.hasSuffix("/") { return path + "index.md" }
        let stem = path.hasSuffix(".html") ? path.dropLast(5) : path.hasSuffix(".htm") ? path.dropLast(4) : path[...]
        return String(stem) + ".md"
    }
}

extension PageSource {
    /// The Markdown as its author wrote it, without the front matter and the blank lines after it.
    var markdownText: Substring {
        body.drop { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }
}
