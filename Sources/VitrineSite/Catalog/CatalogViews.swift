import Foundation
import Vitrine

/// The interactive parts of a catalog page that work without a server: the orientation switcher, the
/// backdrop toggle and (for the keyboard) the playground. All computed from the component itself.
enum CatalogViews {
    /// Template keys `orientations`, `backdrops` and `playground`, each present only where it applies.
    static func context(for name: String) -> [String: Any] {
        guard let component = try? Components.named(name), let standard = try? component.resolve([]) else { return [:] }
        var context: [String: Any] = [:]
        if let views = orientationViews(component) {
            // The default figure comes last: CSS (`:target ~ .first`) can then hide it when another is chosen.
            context["orientations"] = ["views": views, "figures": Array(views.dropFirst()) + views.prefix(1)]
        }
        if !SVGOpacity.coversCanvas(component.render(standard)) { context["backdrops"] = true }
        if let playground = KeyboardPlayground(component) { context["playground"] = playground.context }
        return context
    }

    /// The component at its defaults in each orientation, when turning the device changes the picture.
    static func orientationViews(_ component: ComponentDescription) -> [[String: Any]]? {
        guard let parameter = component.parameter(named: "orientation"), case .choice(let names) = parameter.kind else { return nil }
        var views: [[String: Any]] = []
        var pictures: Set<String> = []
        for (index, value) in names.enumerated() {
            guard let svg = try? component.render([Argument(parameter.name, value)]) else { return nil }
            pictures.insert(unscoped(svg))
            views.append(["value": value, "id": "orientation-" + value, "svg": svg, "first": index == 0])
        }
        return pictures.count > 1 ? views : nil
    }

    /// The drawing without its scope prefix (derived from every value, the orientation included), so two
    /// renders that draw the same picture compare equal.
    static func unscoped(_ svg: String) -> String {
        let head = svg.prefix { $0 != ">" }
        guard let start = head.range(of: " class=\"") else { return svg }
        let scope = head[start.upperBound...].prefix { $0 != "\"" }
        return scope.isEmpty ? svg : svg.replacingOccurrences(of: scope, with: "")
    }
}

/// Whether a rendered component paints its whole canvas opaquely, so a backdrop would never show.
enum SVGOpacity {
    /// True when the first thing drawn is a rectangle over the whole canvas, without any opacity.
    static func coversCanvas(_ svg: String) -> Bool {
        let size = SVGSize(svg)
        let body = svg.split(separator: "</defs>", maxSplits: 1).last ?? Substring(svg)
        guard let start = body.firstIndex(of: "<") else { return false }
        let element = body[start...].prefix { $0 != ">" }
        return element.hasPrefix("<rect x=\"0\" y=\"0\" width=\"\(size.width)\" height=\"\(size.height)\"")
            && !element.contains("opacity") && !element.contains("fill=\"none\"")
    }
}
