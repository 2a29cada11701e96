import ArgumentParser

/// The options `build` and `serve` share: where the site's sources are and what to include.
struct SiteSourceOptions: ParsableArguments {
    @Option(help: "The folder with the Markdown pages, config.yml and static files.")
    var site = "Site"

    @Option(help: "The folder with the Mustache templates (default: ./Templates if there is one, else the built-in theme).")
    var templates: String?

    @Flag(help: "Include pages marked 'draft: true'.")
    var drafts = false

    @Flag(name: .customLong("warn-links"), help: "Report broken internal links as warnings instead of errors.")
    var warnLinks = false
}
