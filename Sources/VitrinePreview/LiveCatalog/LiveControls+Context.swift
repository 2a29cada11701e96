import Vitrine
import VitrineMustache
import VitrineRaster
import VitrineSite

/// The controls as the theme's `live-controls` template receives them: `problems` (text), `fields` (each with
/// `id`, `name`, `describedBy`, `invalid`, `problem`, `help`, and either `select` with its `options` or
/// `input` with its `type` and attributes) and, when every value was accepted, `render` (`url`, `width`,
/// `height`, `alt`, `command`, and `pngs`: the still picture as PNG, each with its `label`, `url` and `file`). The
/// template escapes every value; nothing here is HTML.
extension LiveControls {
    package var context: [String: MustacheValue] {
        var context: [String: MustacheValue] = [
            "problems": .list(formProblems.map { .text($0) }),
            "fields": .list(fields.map { .object($0.context) }),
        ]
        if let values, let renderURL, let command {
            let size = SVGSize(component.render(values))
            context["render"] = [
                "url": .text(renderURL), "width": .text(size.width), "height": .text(size.height),
                "alt": .text("\(component.name) with the values above"), "command": .text(command),
                "pngs": .list(pngs.map { ["label": .text($0.label), "url": .text($0.url), "file": .text($0.file)] }),
            ]
        }
        return context
    }
}

private extension LiveControls {
    /// The render URL of the same values as PNG at @1x, @2x and @3x, and the file name each downloads as.
    var pngs: [(label: String, url: String, file: String)] {
        guard !component.isHTML else { return [] }
        return PNG.scales.compactMap { scale in
            renderURL(format: "png", extra: [Argument(LiveCatalog.scaleName, String(scale))])
                .map { ("@\(scale)x", $0, PNG.fileName(component.name, scale: scale)) }
        }
    }
}

extension LiveField {
    var id: String { "p-" + parameter.name }

    var context: [String: MustacheValue] {
        var context: [String: MustacheValue] = [
            "id": .text(id), "name": .text(parameter.name), "invalid": .bool(problem != nil),
            "describedBy": .text((problem == nil ? "" : id + "-error ") + id + "-help"),
            "help": .text("\(parameter.help) Allowed: \(parameter.allowedValues)."),
        ]
        if let problem { context["problem"] = .text(problem) }
        switch parameter.kind {
        case .choice(let names): context["select"] = select(names)
        case .boolean: context["select"] = select(["true", "false"])
        case .number where problem != nil:
            // A refused value may not be a number at all; a text field shows it as typed.
            context["input"] = ["type": "text", "inputmode": "decimal", "value": .text(shownValue)]
        case .number(let range):
            context["input"] = [
                "type": "number", "min": .text(NumberText.format(range.lowerBound)), "max": .text(NumberText.format(range.upperBound)),
                "step": .text(parameter.step.map(NumberText.format) ?? "any"), "value": .text(shownValue),
            ]
        case .text(let maximumLength):
            context["input"] = ["type": "text", "maxlength": .number(maximumLength), "value": .text(shownValue)]
        case .color:
            context["input"] = ["type": "text", "placeholder": "#rrggbb", "value": .text(shownValue)]
        }
        return context
    }

    /// A select over `names`; a submitted value outside them is kept as an extra, selected option so the
    /// person sees what was refused.
    private func select(_ names: [String]) -> MustacheValue {
        let current = shownValue
        let options = names.contains(current) ? names : names + [current]
        return ["options": .list(options.map { name in
            ["value": .text(name), "label": .text(name.isEmpty ? "(empty)" : name), "selected": .bool(name == current)]
        })]
    }
}
