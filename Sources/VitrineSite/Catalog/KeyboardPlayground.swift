import Foundation
import Vitrine
import VitrineMustache

/// The keyboard page's playground: the iPhone keyboard's letters, `.?123` and `#+=` planes, each a picture
/// with a button over every key, and the balloons a held character key raises.
///
/// Nothing is redrawn by hand: each plane is `Keyboard` with that layout, the buttons sit on its keys
/// (`Keyboard.keyboardKeys`), and each balloon is `Keyboard.balloonPicture`. The page stays small because
/// nothing is drawn once per key: the planes are files of their own, a held key's darker face is one CSS
/// rule, and a balloon is drawn once for all the keys whose balloon has its shape — the page's script moves
/// it into the key pressed and puts that key's label in it.
struct KeyboardPlayground: Sendable {
    struct PlayKey: Sendable {
        let name: String
        let x, y, width, height: Double
        /// The balloon's shape (an index into `balloons`) and label, for a key that raises one.
        let balloon: (shape: Int, label: String)?
    }

    struct Plane: Sendable {
        /// What the plane keys that bring it up type: letters, numbers, symbols.
        let name: String
        let svg: String
        let keys: [PlayKey]
        var file: String { "playground-\(name).svg" }
    }

    /// A balloon drawn once for every key of one size whose balloon has the same place around the key.
    struct BalloonShape: Sendable {
        let svg: String
        /// The picture's frame around its key, in fractions of the key's size.
        let x, y, width, height: Double
    }

    let width: Double
    let height: Double
    /// The room above the keyboard that a top-row key's balloon rises into.
    let headroom: Double
    let cornerRadius: Double
    let planes: [Plane]
    let balloons: [BalloonShape]

    static let layouts: [(name: String, layout: Keyboard.Layout)] = [("letters", .qwerty), ("numbers", .numbers), ("symbols", .symbols)]

    /// `nil` for any component but the keyboard.
    init?(_ component: ComponentDescription) {
        guard component.name == Keyboard.componentDescription.name else { return nil }
        let size = SVGSize(Keyboard().svg)
        guard let width = Double(size.width), let height = Double(size.height) else { return nil }
        self.width = width
        self.height = height
        headroom = Keyboard(pressed: "q").balloonHeadroom
        cornerRadius = Keyboard().keyboardKeys.first?.key.cornerRadius ?? 0
        var shapes: [String: Int] = [:]
        var balloons: [BalloonShape] = []
        planes = Self.layouts.map { name, layout in
            let keys = Keyboard(layout: layout).keyboardKeys.map { placed -> PlayKey in
                let key = placed.key
                var balloon: (Int, String)?
                if let picture = Keyboard(layout: layout, pressed: placed.name).balloonPicture {
                    let shape = BalloonShape(
                        svg: picture.svg, x: (picture.x - placed.x) / key.width, y: (picture.y - placed.y) / key.height,
                        width: picture.width / key.width, height: picture.height / key.height)
                    // Same key size, label size and frame round the key: the same outline, shadow and label
                    // place. Compared as the page writes them, as keys at fractional places differ in the last bits.
                    let identity = "\(key.width) \(key.height) \(key.fontSize) " + Self.style(of: shape)
                    let index = shapes[identity] ?? balloons.count
                    if index == balloons.count {
                        shapes[identity] = index
                        balloons.append(shape)
                    }
                    balloon = (index, picture.label)
                }
                return PlayKey(name: placed.name, x: placed.x, y: placed.y, width: key.width, height: key.height, balloon: balloon)
            }
            return Plane(name: name, svg: Keyboard(layout: layout).svg, keys: keys)
        }
        self.balloons = balloons
    }

    /// The planes' pictures, written beside the page.
    var files: [(name: String, svg: String)] { planes.map { ($0.file, $0.svg) } }

    var context: MustacheValue {
        let f = NumberText.format
        return [
            "width": .text(f(width)), "height": .text(f(height)), "headroom": .text(f(headroom)), "radius": .text(f(cornerRadius)),
            "planes": .list(planes.enumerated().map { index, plane in
                [
                    "name": .text(plane.name), "file": .text(plane.file), "first": .bool(index == 0),
                    "keys": .list(plane.keys.map { key in
                        var values: [String: MustacheValue] = [
                            "name": .text(key.name), "types": .text(Self.typed(key.name)),
                            // In shares of the keyboard, which the page scales down to its column.
                            "style": .text("left:\(Self.percent(key.x / width))%;top:\(Self.percent(key.y / height))%;"
                                + "width:\(Self.percent(key.width / width))%;height:\(Self.percent(key.height / height))%"),
                        ]
                        if let balloon = key.balloon {
                            var details: [String: MustacheValue] = ["shape": .number(balloon.shape)]
                            // The script capitalises the key's name as Swift does, so only other labels are written.
                            if balloon.label != key.name.uppercased() { details["label"] = .text(balloon.label) }
                            values["balloon"] = .object(details)
                        }
                        return .object(values)
                    }),
                ]
            }),
            "balloons": .list(balloons.map { .text(Self.inlined($0)) }),
        ]
    }

    /// The balloon as the page inlines it: placed round its key in CSS, hidden from assistive technology
    /// (the key's button names the key).
    static func inlined(_ shape: BalloonShape) -> String {
        shape.svg
            .replacing(" class=\"", with: " class=\"balloon ", maxReplacements: 1)
            .replacing("<svg ", with: "<svg style=\"\(style(of: shape))\" aria-hidden=\"true\" focusable=\"false\" ", maxReplacements: 1)
    }

    /// The balloon's box in shares of its key's: laid in the key's button, it takes the key's size, whatever
    /// the keyboard's.
    static func style(of shape: BalloonShape) -> String {
        "left:\(percent(shape.x))%;top:\(percent(shape.y))%;width:\(percent(shape.width))%;height:\(percent(shape.height))%"
    }

    /// Thousandths of a percent, rounded away from zero. Browsers lay boxes out in 64ths of a pixel and
    /// drop what is below, so a share a hair too large lands exactly on the size it stands for, where
    /// one a hair too small loses a 64th: the balloon would then be drawn scaled by 0.9998, and its label
    /// lose its crispness. (The hair is at most a thousandth of a percent, a 64th of a pixel up to 1,500 px.)
    static func percent(_ fraction: Double) -> String {
        // To a millionth first, so that a share that is exact but computed a bit over is not pushed up.
        let thousandths = (fraction * 100_000 * 1000).rounded() / 1000
        return NumberText.format(thousandths.rounded(.awayFromZero) / 1000)
    }

    /// What a key types into the field: its character, or a word the script understands (delete, shift,
    /// return, globe, or the plane it brings up: letters, numbers, symbols).
    static func typed(_ name: String) -> String {
        name == "space" ? " " : name
    }
}
