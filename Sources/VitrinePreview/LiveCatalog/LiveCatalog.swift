import Foundation
import Vitrine
import VitrineRaster
import VitrineSite

/// What the preview server asks of the catalog while serving: a component drawn from a query, and a
/// catalog page with its live controls. Plain strings in and out, so the server needs nothing else.
package enum LiveCatalog {
    /// The answer of the render endpoint.
    package enum Render: Equatable, Sendable {
        /// The SVG document.
        case svg(String)
        /// Its still picture as PNG, drawn by librsvg at the asked scale.
        case png([UInt8])
        /// Something the server needs is missing (librsvg for a PNG), with what to install (HTTP 503).
        case unavailable(String)
        /// A value the command line would refuse, with its message (HTTP 400).
        case refused(String)
        /// No such component (HTTP 404).
        case unknownComponent(String)
    }

    static let malformedQuery = "malformed query: a bad %-escape or bytes that are not UTF-8."

    /// The name of the query's PNG scale (`scale=2`), beside the component's own parameters.
    static let scaleName = "scale"

    /// Draws `file` (`COMPONENT.svg`, or `COMPONENT.png` with `scale=1|2|3`, 2 when not given) from the
    /// form-encoded `query`.
    ///   The components it may draw are the built-ins and, in a site's preview, the site's own.
    package static func render(file: Substring, query: Substring, components: ComponentSet = .builtIn) -> Render {
        let isPNG = file.hasSuffix(".png")
        guard file.hasSuffix(".svg") || isPNG, !file.contains("/") else {
            return .unknownComponent("ask for \(LiveControls.renderPath)COMPONENT.svg?name=value… or COMPONENT.png?scale=2&name=value…")
        }
        let component: ComponentDescription
        do {
            component = try components.named(String(file.dropLast(4)))
        } catch {
            return .unknownComponent(error.message(spelling: .option))
        }
        if isPNG, let refusal = component.noPNG { return .refused(refusal) }
        guard var arguments = FormEncoding.decode(query) else { return .refused(malformedQuery) }
        var scale = 2
        if isPNG, let index = arguments.lastIndex(where: { $0.name == scaleName }) {
            guard let asked = Int(arguments[index].value), PNG.scales.contains(asked) else {
                return .refused("invalid value '\(arguments[index].value)' for '\(scaleName)': expected one of 1, 2, 3")
            }
            scale = asked
            arguments.removeAll { $0.name == scaleName }
        }
        let svg: String
        do {
            svg = try component.render(arguments)
        } catch {
            return .refused(error.message(spelling: .option))
        }
        guard isPNG else { return .svg(svg) }
        do throws(RasterError) {
            return .png(try PNG.render(svg, scale: scale))
        } catch {
            if case .librsvgMissing = error { return .unavailable("\(error)") }
            return .refused("\(error)")
        }
    }

    /// The catalog page at snapshot key `key` with its controls (the theme's `live-controls` template) in
    /// place of the marker, or `nil` when the key is not a component's catalog page or its template left no marker.
    package static func page(key: String, html: String, query: Substring, theme: SiteTheme?, components: ComponentSet = .builtIn) -> String? {
        let parts = key.split(separator: "/")
        guard parts.count == 3, parts[0] == "catalog", parts[2] == "index.html",
            let component = components.all.first(where: { $0.name == parts[1] }),
            let marker = html.range(of: LiveControls.marker)
        else { return nil }
        let controls: LiveControls
        if let arguments = FormEncoding.decode(query) {
            controls = LiveControls(component: component, query: arguments)
        } else {
            controls = LiveControls(component: component, query: [], problem: malformedQuery)
        }
        guard let theme = theme ?? SiteTheme.builtIn else { return nil }
        return html.replacingCharacters(in: marker, with: theme.render("live-controls", controls.context))
    }
}
