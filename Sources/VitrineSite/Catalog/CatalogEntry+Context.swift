extension CatalogEntry {
    /// The catalog page's own keys: `component`, `presets`, `parameters`, `docsURL`, and the interactive
    /// views of `CatalogViews` (`orientations`, `backdrops`, `playground`).
    func context(docsFolder: String?, root: String) -> [String: Any] {
        var context: [String: Any] = [
            "component": ["name": name, "summary": summary],
            "presets": presets.map { tile in
                [
                    "name": tile.name, "title": tile.title, "file": tile.name + ".svg", "anchor": tile.name,
                    "width": tile.width, "height": tile.height, "dark": tile.needsDarkBackdrop, "command": tile.command,
                    "pngCommand": tile.pngCommand,
                ] as [String: Any]
            },
            "parameters": parameters.map { parameter in
                [
                    "name": parameter.name, "type": parameter.typeName,
                    "default": parameter.defaultValue, "hasDefault": !parameter.defaultValue.isEmpty,
                    "allowed": parameter.allowedValues, "help": parameter.help,
                ] as [String: Any]
            },
        ]
        if let docsFolder { context["docsURL"] = root + docsFolder }
        context.merge(CatalogViews.context(for: name)) { own, _ in own }
        return context
    }

    /// This component as a card on the catalog index, from the index's folder.
    var indexCard: [String: Any] {
        var card: [String: Any] = ["name": name, "summary": summary, "url": name + "/", "presetCount": presets.count]
        if let first = presets.first {
            card["preview"] = ["file": "\(name)/\(first.name).svg", "width": first.width, "height": first.height, "dark": first.needsDarkBackdrop, "title": first.title] as [String: Any]
        }
        return card
    }
}
