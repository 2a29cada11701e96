import Foundation
import Vitrine

/// The keyboard page's playground: the real keyboard drawing with a button over every key, each holding
/// that key's highlighted face cut from the keyboard drawn with that key pressed.
///
/// Nothing is redrawn by hand: the base picture is `Keyboard` at its defaults, and each pressed face is
/// the `<g data-part="key" data-state="highlighted">` group of `Keyboard(pressed: name)`, with that
/// render's definitions, framed to the key.
struct KeyboardPlayground: Sendable {
    struct PlayKey: Sendable {
        let name: String
        let x, y, width, height: Double
        let pressedSVG: String
    }

    let keyboardSVG: String
    let width: Double
    let height: Double
    let keys: [PlayKey]

    /// `nil` for any component but the keyboard (the one with a `pressed` parameter naming its keys).
    init?(_ component: ComponentDescription) {
        guard let pressed = component.parameter(named: "pressed"), case .choice(let names) = pressed.kind,
            // A still (at=0) of the default keyboard: the same picture, with ids of its own, as the page
            // may show the default keyboard elsewhere too.
            let normal = try? component.render([Argument(ComponentDescription.momentParameter.name, "0")])
        else { return nil }
        let size = SVGSize(normal)
        guard let width = Double(size.width), let height = Double(size.height) else { return nil }
        var keys: [PlayKey] = []
        for name in names where name != pressed.defaultValue {
            guard let svg = try? component.render([Argument(pressed.name, name)]), let key = Self.cut(name, from: svg) else { continue }
            keys.append(key)
        }
        guard !keys.isEmpty else { return nil }
        self.keyboardSVG = normal
        self.width = width
        self.height = height
        self.keys = keys
    }

    var context: [String: Any] {
        let percent = { (value: Double, of: Double) in NumberText.format((value / of * 10000).rounded() / 100) + "%" }
        return [
            "svg": keyboardSVG, "width": NumberText.format(width), "height": NumberText.format(height),
            "keys": keys.map { key in
                [
                    "name": key.name, "types": Self.typed(key.name), "svg": key.pressedSVG,
                    "style": "left:\(percent(key.x, width));top:\(percent(key.y, height));"
                        + "width:\(percent(key.width, width));height:\(percent(key.height, height))",
                ] as [String: Any]
            },
        ]
    }

    /// What a key types into the field: its letter or digit, or a word the script understands.
    static func typed(_ name: String) -> String {
        switch name {
        case "space": " "
        case "decimal": "."
        default: name
        }
    }

    /// The highlighted key of `svg` as a standalone picture of just that key, or `nil` if there is none.
    static func cut(_ name: String, from svg: String) -> PlayKey? {
        guard let open = svg.range(of: "<g data-part=\"key\" data-state=\"highlighted\">"),
            let group = balancedGroup(in: svg[open.lowerBound...]),
            let frame = firstRect(in: group)
        else { return nil }
        let head = svg.prefix { $0 != ">" }
        let rootClass = attribute("class", in: head).map { " class=\"\($0)\"" } ?? ""
        let style = section("<style>", "</style>", in: svg) ?? ""
        let defs = section("<defs>", "</defs>", in: svg) ?? ""
        // The face's border is drawn half a point inside its frame.
        let x = frame.x - 0.5, y = frame.y - 0.5, width = frame.width + 1, height = frame.height + 1
        let box = [x, y, width, height].map(NumberText.format).joined(separator: " ")
        let picture = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(box)\"\(rootClass) aria-hidden=\"true\" focusable=\"false\">"
            + style + defs + group + "</svg>"
        return PlayKey(name: name, x: x, y: y, width: width, height: height, pressedSVG: picture)
    }

    private static func balancedGroup(in text: Substring) -> Substring? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let rest = text[index...]
            if rest.hasPrefix("<g ") || rest.hasPrefix("<g>") {
                depth += 1
            } else if rest.hasPrefix("</g>") {
                depth -= 1
                if depth == 0 { return text[..<text.index(index, offsetBy: 4)] }
            }
            index = text.index(after: index)
        }
        return nil
    }

    private static func firstRect(in group: Substring) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard let start = group.range(of: "<rect ") else { return nil }
        let element = group[start.lowerBound...].prefix { $0 != ">" }
        guard let x = attribute("x", in: element).flatMap(Double.init), let y = attribute("y", in: element).flatMap(Double.init),
            let width = attribute("width", in: element).flatMap(Double.init),
            let height = attribute("height", in: element).flatMap(Double.init)
        else { return nil }
        return (x, y, width, height)
    }

    private static func attribute(_ name: String, in element: Substring) -> String? {
        guard let start = element.range(of: " \(name)=\"") else { return nil }
        return String(element[start.upperBound...].prefix { $0 != "\"" })
    }

    private static func section(_ open: String, _ close: String, in svg: String) -> Substring? {
        guard let start = svg.range(of: open), let end = svg.range(of: close, range: start.upperBound..<svg.endIndex) else { return nil }
        return svg[start.lowerBound..<end.upperBound]
    }
}
