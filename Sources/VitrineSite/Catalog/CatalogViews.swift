import Foundation
import Vitrine
import VitrineMustache

/// The interactive parts of a catalog page that work without a server: the orientation switcher, the
/// backdrop toggle and (for the keyboard) the playground. All computed from the component itself.
///
/// They depend on nothing but the component library, so each is computed once per process: a rebuild
/// while previewing does not draw them again.
struct CatalogViews: Sendable {
    struct OrientationView: Sendable {
        let value: String
        let svg: String
        /// Beside the page rather than in it: four pictures of a whole screen or keyboard are most of a
        /// page's bytes, and the switcher shows one at a time.
        var file: String { "orientation-\(value).svg" }
    }

    let orientations: [OrientationView]?
    let needsBackdrops: Bool
    let playground: KeyboardPlayground?
    /// The component's HTML form at its defaults, shown live in a frame the reader resizes.
    let overlay: (html: String, command: String)?

    private static let all: [String: CatalogViews] = Dictionary(
        zip(Components.all.map(\.name), Parallel.map(Components.all, CatalogViews.init)), uniquingKeysWith: { first, _ in first })

    /// Whether the component's views are among those computed once per process: the built-ins' (and those a
    /// program declared in Swift).
    static func isComputedOnce(_ name: String) -> Bool { all[name] != nil }

    /// Computes every component's views now rather than when a page first asks.
    static func prepare() { _ = all }

    /// Template keys `orientations`, `backdrops`, `playground` and `overlay`, each present only where it applies.
    static func context(for name: String) -> [String: MustacheValue] {
        all[name]?.context ?? [:]
    }

    /// The pictures these views show, written in the component's catalog folder beside its page.
    static func files(for name: String) -> [(name: String, svg: String)] {
        all[name]?.files ?? []
    }

    var files: [(name: String, svg: String)] {
        (orientations ?? []).map { ($0.file, $0.svg) } + (playground?.files ?? [])
    }

    init(_ component: ComponentDescription) {
        orientations = Self.orientationViews(component)
        needsBackdrops = (try? component.render([])).map { !SVGOpacity.coversCanvas($0) } ?? false
        playground = KeyboardPlayground(component)
        overlay = (try? component.renderHTML([])).flatMap { $0 }.map {
            ($0, (["vitrine", "render", component.name] + component.renderOptions.map(ShellCommand.quoted) + ["--format", "html", "-o", component.name + ".html"]).joined(separator: " "))
        }
    }

    var context: [String: MustacheValue] {
        var context: [String: MustacheValue] = [:]
        if let orientations {
            let views = orientations.enumerated().map { index, view -> MustacheValue in
                let size = SVGSize(view.svg)
                return [
                    "value": .text(view.value), "id": .text("orientation-" + view.value), "file": .text(view.file),
                    "width": .text(size.width), "height": .text(size.height), "first": .bool(index == 0),
                ]
            }
            // The default figure comes last: CSS (`:target ~ .first`) can then hide it when another is chosen.
            context["orientations"] = ["views": .list(views), "figures": .list(Array(views.dropFirst()) + views.prefix(1))]
        }
        if needsBackdrops { context["backdrops"] = true }
        if let playground { context["playground"] = playground.context }
        if let overlay { context["overlay"] = ["html": .text(overlay.html), "command": .text(overlay.command)] }
        return context
    }

    /// The component at its defaults in each orientation, when turning the device changes the picture.
    static func orientationViews(_ component: ComponentDescription) -> [OrientationView]? {
        guard let parameter = component.parameter(named: "orientation"), case .choice(let names) = parameter.kind else { return nil }
        var views: [OrientationView] = []
        var pictures: Set<String> = []
        for value in names {
            guard let svg = try? component.render([Argument(parameter.name, value)]) else { return nil }
            pictures.insert(unscoped(svg))
            views.append(OrientationView(value: value, svg: svg))
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
