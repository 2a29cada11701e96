import Foundation
import Vitrine
import VitrineMustache

/// The keyboard page's playground: the real keyboard drawing with a button over every key, each holding
/// that key's highlighted face.
///
/// Nothing is redrawn by hand: the base picture is `Keyboard` at its defaults, and each pressed face is the
/// key as the keyboard places it (`Keyboard.keyboardKeys`), drawn alone in its highlighted state.
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

    /// `nil` for any component but the keyboard.
    init?(_ component: ComponentDescription) {
        guard component.name == Keyboard.componentDescription.name else { return nil }
        let keyboard = Keyboard()
        // A still (at=0) of the default keyboard: the same picture, with ids of its own, as the page
        // may show the default keyboard elsewhere too.
        let normal = keyboard.svg(at: 0)
        let size = SVGSize(normal)
        guard let width = Double(size.width), let height = Double(size.height) else { return nil }
        self.keyboardSVG = normal
        self.width = width
        self.height = height
        self.keys = keyboard.keyboardKeys.map { placed in
            var key = placed.key
            key.state = .highlighted
            // The button names the key; the picture inside it is decoration.
            let picture = key.svg(at: 0).replacing("<svg ", with: "<svg aria-hidden=\"true\" focusable=\"false\" ", maxReplacements: 1)
            return PlayKey(name: placed.name, x: placed.x, y: placed.y, width: key.width, height: key.height, pressedSVG: picture)
        }
    }

    var context: MustacheValue {
        let percent = { (value: Double, of: Double) in NumberText.format((value / of * 10000).rounded() / 100) + "%" }
        return [
            "svg": .text(keyboardSVG), "width": .text(NumberText.format(width)), "height": .text(NumberText.format(height)),
            "keys": .list(keys.map { key in
                [
                    "name": .text(key.name), "types": .text(Self.typed(key.name)), "svg": .text(key.pressedSVG),
                    "style": .text("left:\(percent(key.x, width));top:\(percent(key.y, height));"
                        + "width:\(percent(key.width, width));height:\(percent(key.height, height))"),
                ]
            }),
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
}
