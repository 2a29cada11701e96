import Vitrine
import VitrineRaster

/// One component's catalog page, computed from the shared catalog: presets rendered, commands written.
struct CatalogEntry: Sendable {
    struct PresetTile: Sendable {
        let name: String
        let title: String
        /// The standalone file's path in the output, `catalog/COMPONENT/PRESET.svg`.
        let svgPath: String
        let svg: String
        let width: String
        let height: String
        let needsDarkBackdrop: Bool
        /// The `vitrine render …` command that writes the same file.
        let command: String
        /// The command that writes its still picture as a PNG at @2x, shown where the site has no PNG files
        /// (`catalogPNG`).
        let pngCommand: String

        /// The output path of its PNG at `scale`, beside the SVG: `catalog/COMPONENT/PRESET@2x.png`.
        func pngPath(scale: Int) -> String {
            SitePaths.directory(of: svgPath) + PNG.fileName(name, scale: scale)
        }
    }

    let name: String
    let summary: String
    let parameters: [Parameter]
    let presets: [PresetTile]
    /// Whether the component is HTML (a site's `NAME.html`): it has no PNG.
    let isHTML: Bool
    /// The interactive views of a component declared by the site, computed with its entry; the built-ins' are
    /// computed once per process (`CatalogViews`).
    let ownViews: CatalogViews?
    var folder: String { "catalog/\(name)/" }

    /// Renders every preset of `component`; a preset the component refuses is a diagnostic about the catalog.
    init(_ component: ComponentDescription) throws(ParameterError) {
        name = component.name
        summary = component.summary
        parameters = component.parameters
        let defaults = try component.resolve([]).canonicalArguments
        var tiles: [PresetTile] = []
        for preset in component.presets {
            let values = try component.resolve(preset.arguments)
            let svg = component.render(values)
            let size = SVGSize(svg)
            tiles.append(PresetTile(
                name: preset.name, title: preset.title, svgPath: "catalog/\(name)/\(preset.name).svg", svg: svg,
                width: size.width, height: size.height, needsDarkBackdrop: SVGBackdrop.needsDark(svg),
                command: ShellCommand.render(component.name, site: component.renderOptions, values.canonicalArguments, defaults: defaults, output: "\(preset.name).svg"),
                pngCommand: component.isHTML
                    ? ShellCommand.render(
                        component.name, site: component.renderOptions, values.canonicalArguments, defaults: defaults, options: ["--format", "html"],
                        output: "\(preset.name).html")
                    : ShellCommand.render(
                        component.name, site: component.renderOptions, values.canonicalArguments, defaults: defaults, options: ["--format", "png", "--scale", "2"],
                        output: "\(preset.name)@2x.png")))
        }
        presets = tiles
        isHTML = component.isHTML
        ownViews = CatalogViews.isComputedOnce(component.name) ? nil : CatalogViews(component)
    }
}

/// The `width` and `height` of an SVG's root element, for `<img>` tags that keep their space while loading.
package struct SVGSize {
    package let width: String
    package let height: String

    package init(_ svg: String) {
        let head = svg.prefix { $0 != ">" }
        width = Self.attribute("width", in: head) ?? "100"
        height = Self.attribute("height", in: head) ?? "100"
    }

    private static func attribute(_ name: String, in head: Substring) -> String? {
        guard let start = head.range(of: " \(name)=\"") else { return nil }
        let value = head[start.upperBound...].prefix { $0 != "\"" }
        guard let number = Double(value) else { return nil }
        return String(Int(number.rounded(.up)))
    }
}
