/// The files `vitrine init` writes: a config, a home page and a guide that shows what a page can hold — a
/// heading, a table, an alert, highlighted code and a component — so the first preview is worth looking at.
struct StarterSite {
    let title: String

    /// The site's name from its folder: the project's folder when the site is the usual `docs/` or `Site/`
    /// inside it, else the folder itself.
    static func title(forFolder folder: String, in currentDirectory: String) -> String {
        let path = folder.hasPrefix("/") ? folder : currentDirectory + "/" + folder
        let parts = path.split(separator: "/").filter { $0 != "." }
        let generic: Set = ["docs", "site", "doc", "documentation"]
        let name = parts.last.map { generic.contains($0.lowercased()) && parts.count >= 2 ? parts[parts.count - 2] : $0 }
        return name.map(String.init) ?? "Docs"
    }

    var files: [(name: String, text: String)] {
        [("config.yml", config), ("index.md", home), ("guide.md", guide)]
    }

    private var config: String {
        """
        # Every setting is described in the manual's Configuration page.
        title: \(Self.yamlString(title))
        description: \(Self.yamlString("The documentation of \(title), built with vitrine."))
        # baseURL: https://example.org/docs/

        """
    }

    private var home: String {
        """
        ---
        title: Home
        ---

        # \(title)

        Welcome. This site was started by `vitrine init`: edit these pages while
        `vitrine serve` runs, and every save reloads the page.

        - The [guide](guide.md) shows what a page can hold.
        - `vitrine build` writes the site to `_site/`, ready for any static host.

        """
    }

    private var guide: String {
        """
        ---
        title: Guide
        description: What a page can hold, to copy from.
        order: 2
        ---

        # Guide

        Pages are Markdown files. A page's place in the menu comes from its folder
        and its `order`.

        ## A table

        | command | what it does |
        |---|---|
        | `vitrine serve` | previews the site, reloading on every save |
        | `vitrine build` | writes the site to `_site/` |

        ## An alert

        > [!TIP]
        > Links to other pages name their Markdown file: [home](index.md). A broken
        > link stops the build at its line and column.

        ## Code

        ```swift
        let greeting = "Hello"
        print(greeting)
        ```

        ## A component

        ```vitrine loading-view host=keyboard message="Sending..."
        A loading view over the keyboard, drawn when the site is built.
        ```

        """
    }

    /// A YAML scalar in double quotes, so any folder name reads back as it is.
    private static func yamlString(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }
}
