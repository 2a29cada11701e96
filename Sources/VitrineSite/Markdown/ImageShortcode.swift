/// A project's own shortcode that draws a picture (Zola's `templates/shortcodes/figure.html`, Hugo's
/// `layouts/shortcodes/img.html`), read, never run: which of its arguments make the picture's address and its text.
///
/// The template's `<img src="{{ … }}">` is read where it is plain: literal texts and arguments joined (Tera's `~`),
/// through Zola's `get_url(path=…)` or Hugo's `relURL` and `absURL` (an address from the site's root), a variable
/// set to such a value first (`{% set src = … %}`, `{{ $src := … }}`), `page.path` before an argument for a picture
/// beside the page. Anything else (a condition, a function of the picture) leaves the shortcode as vitrine read it
/// before: its built-in meaning, or left out and counted.
struct ImageShortcode: Sendable, Equatable {
    typealias Part = ShortcodeTemplate.Part

    /// The address's parts, in order; from the site's root when `fromRoot`.
    let source: [Part]
    let fromRoot: Bool
    /// The argument the picture's text comes from, when the template gives one.
    let alt: String?
    /// Where the picture leads, when the template links it (`href`, or a video embed's `data-url`).
    var link: [Part]? = nil

    /// The picture as Markdown for a call's arguments; nil when one the address needs is not given.
    func markdown(arguments: [String: String]) -> String? {
        guard var address = ShortcodeTemplate.joined(source, arguments: arguments), !address.isEmpty else { return nil }
        if fromRoot, !address.hasPrefix("/"), !address.contains("://") { address = "/" + address }
        let text = [alt, "alt", "caption", "title"].compactMap { $0 }.lazy.compactMap { arguments[$0] }.first ?? ""
        let picture = "![\(text.replacingOccurrences(of: "]", with: "\\]"))](<\(address)>)"
        guard let target = link.flatMap({ ShortcodeTemplate.joined($0, arguments: arguments) }), !target.isEmpty else { return picture }
        return "[\(picture)](<\(target)>)"
    }

    /// The picture a template draws, when it draws one `<img>` whose address reads plainly.
    static func reading(template: String, dialect: Shortcodes.Dialect) -> ImageShortcode? {
        let images = template.components(separatedBy: "<img").dropFirst()
        guard images.count == 1, let tag = images.first.map({ $0.prefix { $0 != ">" } }) else { return nil }
        guard let written = ShortcodeTemplate.attributeExpression("src", in: tag) else { return nil }
        let variables = ShortcodeTemplate.assignments(in: template, dialect: dialect)
        guard var (source, fromRoot) = ShortcodeTemplate.value(of: written, dialect: dialect, variables: variables) else { return nil }
        // `page.path ~ src`: beside the page, which is where a relative address already lands.
        if case .text(let text)? = source.first, text == ShortcodeTemplate.pagePathMark {
            source.removeFirst()
            fromRoot = false
        }
        guard !source.contains(.text(ShortcodeTemplate.pagePathMark)), source.contains(where: { if case .argument = $0 { true } else { false } }) else { return nil }
        let alt = ShortcodeTemplate.attributeExpression("alt", in: tag).flatMap { ShortcodeTemplate.value(of: $0, dialect: dialect, variables: variables)?.parts }
            .flatMap { parts -> String? in
                if parts.count == 1, case .argument(let name) = parts[0] { return name }
                return nil
            }
        // A link around the picture (an `<a href>` made of the call's arguments), or a video embed's `data-url`.
        let anchors = template.components(separatedBy: "<a ").dropFirst().map { Substring($0.prefix { $0 != ">" }) }
        let link = (anchors.lazy.compactMap { ShortcodeTemplate.attributeExpression("href", in: " " + $0) }.first
            ?? ShortcodeTemplate.attributeExpression("data-url", in: Substring(template)))
            .flatMap { ShortcodeTemplate.value(of: $0, dialect: dialect, variables: variables)?.parts }
            .flatMap { parts in
                let usesArgument = parts.contains { if case .argument = $0 { true } else { false } }
                return !usesArgument || parts.contains(.text(ShortcodeTemplate.pagePathMark)) || parts == source ? nil : parts
            }
        return ImageShortcode(source: source, fromRoot: fromRoot, alt: alt, link: link)
    }
}
