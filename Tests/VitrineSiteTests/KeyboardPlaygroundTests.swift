import Foundation
import Testing
import Vitrine
@testable import VitrineSite

/// The keyboard page's playground: three planes of buttons over pictures, and balloons shared by shape.
@Suite struct KeyboardPlaygroundTests {
    static let playground = KeyboardPlayground(Keyboard.componentDescription)!

    /// A balloon picture with what differs from key to key taken out: the label, the key's name and the
    /// documents' name prefix.
    /// The picture without its label: the text, and where it is centred (to a quarter point for its width).
    static func shape(_ svg: String) -> String {
        CatalogViews.unscoped(svg)
            .replacing(/>[^<]*<\/tspan>/, with: "></tspan>")
            .replacing(/<tspan x="[^"]*"/, with: "<tspan x=\"\"")
            .replacing(/<title>[^<]*<\/title>/, with: "<title></title>")
            .replacing(/(aria-label|data-key)="[^"]*"/) { "\($0.output.1)=\"\"" }
    }

    @Test func onlyTheKeyboardHasAPlayground() {
        #expect(KeyboardPlayground(Veil.componentDescription) == nil)
    }

    @Test func eachPlaneIsTheKeyboardWithThatLayoutAndAButtonPerKey() {
        let playground = Self.playground
        #expect(playground.planes.map(\.name) == ["letters", "numbers", "symbols"])
        for (plane, layout) in zip(playground.planes, [Keyboard.Layout.qwerty, .numbers, .symbols]) {
            #expect(plane.svg == Keyboard(layout: layout).svg)
            let keys = Keyboard(layout: layout).keyboardKeys
            #expect(plane.keys.map(\.name) == keys.map(\.name))
            #expect(plane.keys.map { [$0.x, $0.y, $0.width, $0.height] } == keys.map { [$0.x, $0.y, $0.key.width, $0.key.height] })
        }
        // Each plane key brings up a plane the playground has.
        let names = Set(playground.planes.map(\.name))
        for plane in playground.planes {
            let switches = plane.keys.map(\.name).filter { ["letters", "numbers", "symbols"].contains($0) }
            #expect(!switches.isEmpty && switches.allSatisfy(names.contains), "\(plane.name)")
        }
        #expect(playground.headroom == 54 && playground.cornerRadius == 7)
    }

    /// A key shows the balloon drawn for its shape: the same picture as its own balloon but for the label,
    /// which the script puts in.
    @Test func everyCharacterKeysSharedBalloonIsItsOwnBalloon() throws {
        let playground = Self.playground
        var used = Set<Int>()
        for (plane, layout) in zip(playground.planes, [Keyboard.Layout.qwerty, .numbers, .symbols]) {
            for key in plane.keys {
                let own = Keyboard(layout: layout, pressed: key.name).balloonPicture
                #expect((key.balloon == nil) == (own == nil), "\(plane.name) \(key.name)")
                guard let balloon = key.balloon, let own else { continue }
                used.insert(balloon.shape)
                let shared = playground.balloons[balloon.shape]
                #expect(Self.shape(shared.svg) == Self.shape(own.svg), "\(plane.name) \(key.name)")
                #expect(abs(shared.x * key.width + key.x - own.x) < 0.01 && abs(shared.y * key.height + key.y - own.y) < 0.01)
                #expect(abs(shared.width * key.width - own.width) < 0.01 && abs(shared.height * key.height - own.height) < 0.01)
                #expect(balloon.label == own.label)
            }
        }
        // Flush left (q, 1, -, [, _), centred, flush right (p, 0, ", =, •), and centred over the wider
        // punctuation keys of the .?123 and #+= planes.
        #expect(playground.balloons.count == 4)
        #expect(used == Set(playground.balloons.indices))
    }

    @Test func theKeyboardPageIsSmallAndItsPicturesAreFilesBesideIt() throws {
        let fixture = Fixture(pages: ["index.md": "# Home\n", "config.yml": "catalog: true\n"])
        var options = fixture.options
        options.templatesDirectory = Fixture.defaultTheme
        let files = try fixture.build(options).snapshot
        let page = try #require(files.text("catalog/keyboard/index.html"))
        // Each preset's tile (its picture a file, its two commands) costs well under 800 bytes; the rest of the
        // page (the playground, the orientations, the parameters) stays under 30 KB however many presets come.
        let tiles = page.components(separatedBy: "<li class=\"tile\"").count - 1
        #expect(tiles >= 40)
        #expect(page.utf8.count < 30_000 + 800 * tiles, "\(page.utf8.count) bytes for \(tiles) presets")
        #expect(page.components(separatedBy: "<button type=\"button\" class=\"play-key\"").count - 1 == 94)
        #expect(page.components(separatedBy: "class=\"balloon ").count - 1 == 4)
        #expect(!page.contains("<button type=\"button\" class=\"play-key\" data-types=\"q\" data-balloon=\"0\" aria-label=\"q\" style=\"left:0.938%;top:5.556%;width:8.125%;height:18.056%\"><svg"))
        #expect(page.contains("<button type=\"button\" class=\"play-key\" data-types=\"q\" data-balloon=\"0\" aria-label=\"q\" style=\"left:0.938%;top:5.556%;width:8.125%;height:18.056%\"></button>"))
        // User text is escaped: the quote key's name and what it types.
        #expect(page.contains("data-types=\"&quot;\" data-balloon=\"2\" aria-label=\"&quot;\""))
        for plane in Self.playground.planes {
            #expect(files.text("catalog/keyboard/" + plane.file) == plane.svg)
            #expect(page.contains("<img src=\"\(plane.file)\" width=\"320\" height=\"216\""))
        }
        for orientation in ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"] {
            let file = "orientation-\(orientation).svg"
            #expect(files.text("catalog/keyboard/" + file) == Keyboard.componentDescription.render(try Keyboard.componentDescription.resolve([Argument("orientation", orientation)])))
            #expect(page.contains("<img src=\"\(file)\""))
        }
        // The veil's orientations too: each page carries its pictures beside it, not inline.
        let veil = try #require(files.text("catalog/veil/index.html"))
        #expect(veil.contains("<img src=\"orientation-landscapeLeft.svg\"") && files.text("catalog/veil/orientation-landscapeLeft.svg") != nil)
    }
}
