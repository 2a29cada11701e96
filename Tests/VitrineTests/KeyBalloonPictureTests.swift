import Testing
@testable import Vitrine

/// The held key's balloon drawn alone (`Keyboard.balloonPicture`), for pages that lay it over a keyboard.
@Suite struct KeyBalloonPictureTests {
    /// The outline's coordinates, each with whether it is an x or a y (radii, rotation and flags are left out).
    static func coordinates(ofOutlineIn svg: String) -> [(isX: Bool, value: Double)] {
        let path = String(svg.split(separator: "-balloon\" d=\"")[1].prefix { $0 != "\"" })
        var roles: [Bool?] = []
        var result: [(isX: Bool, value: Double)] = []
        var number = ""
        func flush() {
            guard !number.isEmpty, let value = Double(number) else { return }
            if let role = roles.removeFirst() { result.append((role, value)) }
            number = ""
        }
        for character in path {
            if character.isLetter {
                flush()
                switch character {
                case "M": roles = [true, false]
                case "H": roles = [true]
                case "V": roles = [false]
                case "A": roles = [nil, nil, nil, nil, nil, true, false]
                case "C": roles = [true, false, true, false, true, false]
                default: roles = []
                }
            } else if character == " " {
                flush()
            } else {
                number.append(character)
            }
        }
        flush()
        return result
    }

    @Test func keysThatDarkenHaveNoBalloonPicture() {
        for name in ["none", "shift", "delete", "numbers", "globe", "space", "return"] {
            #expect(Keyboard(pressed: name).balloonPicture == nil, "\(name)")
        }
        #expect(Keyboard(device: .ipad, pressed: "q").balloonPicture == nil)
        #expect(Keyboard(layout: .numberPad, pressed: "5").balloonPicture == nil)
        #expect(Keyboard(layout: .numbers, pressed: "symbols").balloonPicture == nil)
    }

    /// The picture at its frame is the keyboard's own balloon: every point of the outline lands where the
    /// keyboard's picture (below its headroom) has it, in every phone keyboard and plane.
    @Test func laidAtItsFrameThePictureIsTheKeyboardsBalloon() throws {
        for (device, orientation) in KeyBalloonTests.phones {
            for layout in KeyBalloonTests.planes {
                for name in Keyboard.keyNames(of: layout, on: device) where name.count == 1 {
                    let keyboard = Keyboard(layout: layout, device: device, orientation: orientation, pressed: name)
                    let picture = try #require(keyboard.balloonPicture, "\(device) \(orientation) \(layout) \(name)")
                    let drawn = Self.coordinates(ofOutlineIn: keyboard.svg)
                    let alone = Self.coordinates(ofOutlineIn: picture.svg)
                    #expect(drawn.count == alone.count && drawn.count > 10)
                    for (whole, part) in zip(drawn, alone) {
                        let expected = whole.isX ? whole.value - picture.x : whole.value - keyboard.balloonHeadroom - picture.y
                        #expect(abs(part.value - expected) < 0.002, "\(device) \(orientation) \(layout) \(name)")
                    }
                }
            }
        }
    }

    @Test func theFrameHoldsTheBalloonAndItsShadow() throws {
        let t = try #require(Keyboard(pressed: "t").balloonPicture)
        let balloon = try #require(KeyBalloonTests.balloon("t"))
        // 8 points round the head and the key (three standard deviations of the blur), 3 lower for the offset.
        #expect(t.x == balloon.head.minX - 8 && t.width == balloon.head.width + 16)
        #expect(t.y == balloon.head.minY - 5 && t.y + t.height == balloon.key.maxY + 11)
        #expect(t.label == "T")
        #expect(t.svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"68\" height=\"116\" viewBox=\"0 0 68 116\""))
        // The shadow the keyboard cuts at its side is whole here: the page cuts it.
        let q = try #require(Keyboard(pressed: "q").balloonPicture)
        #expect(q.x == 3 - 8)
    }

    @Test func thePictureIsWholeEscapedAndCarriesOnlyWhatItDraws() throws {
        let picture = try #require(Keyboard(layout: .numbers, pressed: "&").balloonPicture)
        let check = XMLCheck.parse(picture.svg)
        #expect(check.isWellFormed, "\(check.parseError ?? "")")
        #expect(picture.svg.contains(">&amp;</tspan>") && picture.label == "&")
        // No keys are darkened in it: the keyboard-wide darkening would be an unused definition.
        #expect(!picture.svg.contains("darkening"))
        #expect(Keyboard(pressed: "t").svg.contains("-darkening\" gradientUnits"), "the keyboard still darkens its keys")
        // Pictures of two keys can share a page: their names differ.
        let other = try #require(Keyboard(layout: .numbers, pressed: "@").balloonPicture)
        #expect(Set(XMLCheck.parse(other.svg).ids).isDisjoint(with: check.ids))
        #expect(picture == Keyboard(layout: .numbers, pressed: "&").balloonPicture, "the same key, the same bytes")
    }
}
