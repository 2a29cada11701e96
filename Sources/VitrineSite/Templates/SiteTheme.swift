import VitrineMustache

/// A site's templates as the preview needs them: to fill an optional template (the live controls) for each
/// request, with the theme the pages were built with.
package struct SiteTheme: Sendable {
    let templates: TemplateSet

    /// The built-in theme, for a snapshot that names none.
    package static let builtIn: SiteTheme? = (try? TemplateSet.builtIn()).map(SiteTheme.init)

    /// `name` (one of `TemplateSet.required` or `.optional`) filled from `context`.
    package func render(_ name: String, _ context: [String: MustacheValue]) -> String {
        templates.render(name, context)
    }
}
