import VitrineMustache
import VitrineRaster

extension CatalogEntry {
    /// The catalog page's own keys: `component`, `presets`, `parameters`, `docsURL`, and the interactive
    /// views of `CatalogViews` (`orientations`, `backdrops`, `playground`). A preset's `pngs` link its PNG
    /// files at `pngScales`, when the site has them.
    func context(docsFolder: String?, root: String, pngScales: [Int] = []) -> [String: MustacheValue] {
        var context: [String: MustacheValue] = [
            "component": ["name": .text(name), "summary": .text(summary)],
            "presets": .list(presets.map { tile in
                [
                    "name": .text(tile.name), "title": .text(tile.title), "file": .text(tile.name + ".svg"), "anchor": .text(tile.name),
                    "width": .text(tile.width), "height": .text(tile.height), "dark": .bool(tile.needsDarkBackdrop),
                    "command": .text(tile.command), "pngCommand": .text(tile.pngCommand),
                    "hasPNGs": .bool(!pngScales.isEmpty && !isHTML),
                    "pngs": .list(pngScales.map { scale in
                        let file = PNG.fileName(tile.name, scale: scale)
                        return ["file": .text(file), "label": .text("@\(scale)x")]
                    }),
                ]
            }),
            "parameters": .list(parameters.map { parameter in
                [
                    "name": .text(parameter.name), "type": .text(parameter.typeName),
                    "default": .text(parameter.defaultValue), "hasDefault": .bool(!parameter.defaultValue.isEmpty),
                    "allowed": .text(parameter.allowedValues), "help": .text(parameter.help),
                ]
            }),
        ]
        if let docsFolder { context["docsURL"] = .text(root + docsFolder) }
        context.merge(ownViews?.context ?? CatalogViews.context(for: name)) { own, _ in own }
        return context
    }

    /// This component as a card on the catalog index, from the index's folder.
    var indexCard: MustacheValue {
        var card: [String: MustacheValue] = ["name": .text(name), "summary": .text(summary), "url": .text(name + "/"), "presetCount": .number(presets.count)]
        if let first = presets.first {
            card["preview"] = [
                "file": .text("\(name)/\(first.name).svg"), "width": .text(first.width), "height": .text(first.height),
                "dark": .bool(first.needsDarkBackdrop), "title": .text(first.title),
            ]
        }
        return .object(card)
    }
}
