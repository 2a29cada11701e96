import Testing
@testable import Vitrine

/// Every locale's letter rows on the iPhone and the iPad, in portrait and landscape: inside the keyboard,
/// in order, apart, and with room for their labels.
@Suite struct KeyboardLocaleGeometryTests {
    static let cases: [(Keyboard.Locale, Device, Orientation)] = Keyboard.Locale.allCases.flatMap { locale in
        [(Device.iphone, Orientation.portrait), (.iphone, .landscapeLeft), (.iphone5, .landscapeRight), (.ipad, .portrait),
         (.ipad, .landscapeLeft)].map { (locale, $0.0, $0.1) }
    }

    static func frames(_ keyboard: Keyboard) -> [String: Rect] {
        Dictionary(uniqueKeysWithValues: keyboard.keys.map { ($0.name, $0.frame) })
    }

    static func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-9 } ?? false }

    @Test(arguments: cases)
    func everyRowFitsInOrderAndApart(locale: Keyboard.Locale, device: Device, orientation: Orientation) throws {
        for layout in [Keyboard.Layout.qwerty, .email, .url] {
            let keyboard = Keyboard(layout: layout, device: device, orientation: orientation, locale: locale)
            let keys = keyboard.keys
            let margin = device == .ipad ? (orientation.isLandscape ? 7.0 : 6) : 3 * keyboard.size.width / (orientation.isLandscape ? 480 : 320)
            #expect(Set(keys.map(\.name)).count == keys.count, "\(locale) \(layout): names are unique")
            for key in keys {
                #expect(key.frame.minX >= margin - 1e-9 && key.frame.maxX <= keyboard.size.width - margin + 1e-9, "\(locale) \(key.name)")
                #expect(key.frame.minY >= 0 && key.frame.maxY <= keyboard.size.height, "\(locale) \(key.name)")
            }
            for (i, a) in keys.enumerated() {
                for b in keys[(i + 1)...] {
                    let apart = a.frame.maxX <= b.frame.minX + 1e-9 || b.frame.maxX <= a.frame.minX + 1e-9
                        || a.frame.maxY <= b.frame.minY || b.frame.maxY <= a.frame.minY
                    #expect(apart, "\(locale) \(device) \(orientation) \(layout): \(a.name) and \(b.name) overlap")
                }
            }
            // The data file's rows, left to right, each row on one line of keys.
            let frames = Self.frames(keyboard)
            let rows = device == .ipad ? locale.data.ipad : locale.data.iphone
            for row in rows {
                let placed = try row.map { try #require(frames[$0], "\(locale): \($0)") }
                #expect(Set(placed.map(\.minY)).count == 1, "\(locale): \(row) on one line")
                #expect(zip(placed, placed.dropFirst()).allSatisfy { $0.maxX < $1.minX }, "\(locale): \(row) in order")
            }
        }
    }

    @Test(arguments: cases)
    func everyLetterFitsItsKey(locale: Keyboard.Locale, device: Device, orientation: Orientation) {
        let keyboard = Keyboard(device: device, orientation: orientation, locale: locale)
        for key in keyboard.keys {
            guard case .label(let text) = key.content else { continue }
            let style = TextStyle(size: key.fontSize, bold: false)
            let width = text.split(separator: "\n").map { TextMeasure.width(of: $0, style: style) }.max() ?? 0
            #expect(width > 0, "\(locale) \(key.name): the font has the label's glyphs")
            // A letter keeps a point clear on either side; words keep the four points `word` leaves them.
            let room = key.frame.width - (key.typesOneCharacter ? 2 : 8)
            #expect(width <= room, "\(locale) \(device) \(orientation): \(text) is \(width) wide on a \(key.frame.width) key")
        }
    }

    @Test func theUSKeyboardIsWhereItWasMeasured() {
        // The derived pitch of the US rows is the measured one: 10 keys of 26 on 32, rows at 3, 19 and 51.
        let keys = Self.frames(Keyboard(locale: .en))
        #expect(keys["q"] == Rect(x: 3, y: 12, width: 26, height: 39))
        #expect(keys["a"] == Rect(x: 19, y: 66, width: 26, height: 39))
        #expect(keys["z"] == Rect(x: 51, y: 120, width: 26, height: 39))
        #expect(keys["shift"] == Rect(x: 3, y: 120, width: 36, height: 39))
        let landscape = Self.frames(Keyboard(orientation: .landscapeLeft))
        #expect(landscape["a"] == Rect(x: 27, y: 46, width: 42, height: 33))
        #expect(landscape["z"]?.minX == 75)
        #expect(landscape["shift"]?.width == 57)
    }

    @Test func tenKeyMiddleRowsStartAtTheMargin() {
        let french = Self.frames(Keyboard(locale: .fr))
        #expect(french["a"] == Rect(x: 3, y: 12, width: 26, height: 39))
        #expect(french["q"] == Rect(x: 3, y: 66, width: 26, height: 39))
        #expect(french["m"] == Rect(x: 291, y: 66, width: 26, height: 39))
        #expect(french["'"] == Rect(x: 243, y: 120, width: 26, height: 39))
        #expect(french["shift"]?.width == 36)
        let spanish = Self.frames(Keyboard(locale: .es))
        #expect(spanish["ñ"] == Rect(x: 291, y: 66, width: 26, height: 39))
        #expect(spanish["a"]?.minX == 3)
    }

    @Test func elevenKeyRowsNarrowTheKeysToFillTheSameWidth() throws {
        let pitch = 320.0 / 11
        let russian = Self.frames(Keyboard(locale: .ru))
        for (index, letter) in ["й", "ц", "у", "к", "е", "н", "г", "ш", "щ", "з", "х"].enumerated() {
            let frame = try #require(russian[letter])
            #expect(Self.close(frame.minX, 3 + pitch * Double(index)) && Self.close(frame.width, pitch - 6), "\(letter)")
        }
        #expect(Self.close(russian["х"]?.maxX, 317))
        #expect(Self.close(russian["ф"]?.minX, 3) && Self.close(russian["э"]?.maxX, 317))
        // Nine letters with shift and delete fill the third row too: all eleven as wide, 6 points apart.
        #expect(Self.close(russian["shift"]?.width, pitch - 6) && Self.close(russian["я"]?.minX, 3 + pitch))
        #expect(Self.close(russian["delete"]?.maxX, 317) && Self.close(russian["delete"]?.width, pitch - 6))
        // The letters shrink with the keys, 22 × 23.09 / 26 to the half point; the US letters keep 22.
        #expect(Keyboard(locale: .ru).keys.first { $0.name == "ж" }?.fontSize == 19.5)
        #expect(Keyboard(orientation: .landscapeLeft, locale: .ru).keys.first { $0.name == "ж" }?.fontSize == 21.5)
        #expect(Keyboard(locale: .fr).keys.first { $0.name == "m" }?.fontSize == 22)

        // German's seven third-row letters on the same pitch leave shift and delete wider, 12 points away.
        let german = Self.frames(Keyboard(locale: .de))
        #expect(Self.close(german["ü"]?.maxX, 317) && Self.close(german["ä"]?.maxX, 317))
        let y = try #require(german["y"])
        #expect(Self.close(y.minX, 3 + 2 * pitch))
        #expect(Self.close(german["shift"]?.maxX, y.minX - 12))
        #expect(Self.close(german["m"]?.maxX, 320 - y.minX))
        let landscape = Self.frames(Keyboard(orientation: .landscapeRight, locale: .de))
        #expect(Self.close(landscape["ü"]?.width, 480.0 / 11 - 6))
        #expect(Self.close(landscape["shift"]?.maxX, (landscape["y"]?.minX ?? 0) - 15))
    }

    @Test func theIPadRowsShareTheirWidthAmongMoreKeys() throws {
        let german = Self.frames(Keyboard(device: .ipad, locale: .de))
        // Eleven letters and delete: twelve keys across 756 points, 12 apart.
        #expect(german["q"] == Rect(x: 6, y: 9, width: 52, height: 55))
        #expect(german["delete"] == Rect(x: 710, y: 9, width: 52, height: 55))
        // Eleven letters from the margin (no longer a key shorter than the first row), then return.
        #expect(german["a"]?.minX == 6 && german["return"] == Rect(x: 656, y: 73, width: 106, height: 55))
        #expect(german["ä"]?.maxX ?? 0 <= 644)
        // The third row keeps the US iPad's ten keys: shift, seven letters, !, and ?.
        #expect(german["y"] == Rect(x: 74, y: 137, width: 56, height: 55))
        #expect(german["?."] == Rect(x: 618, y: 137, width: 56, height: 55))

        let russian = Self.frames(Keyboard(device: .ipad, locale: .ru))
        #expect(russian["я"] == Rect(x: 74, y: 137, width: 56, height: 55))
        #expect(russian["ю"] == Rect(x: 618, y: 137, width: 56, height: 55))
        #expect(russian["!,"] == nil && russian["?."] == nil)
        let french = Self.frames(Keyboard(device: .ipad, locale: .fr))
        #expect(french["a"] == Rect(x: 6, y: 9, width: 58, height: 55))
        #expect(french["q"]?.minX == 6 && french["m"]?.maxX ?? 0 <= 644)
        #expect(french["'"] == Rect(x: 482, y: 137, width: 56, height: 55))
        // The bottom row is every locale's.
        for locale in Keyboard.Locale.allCases {
            let bottom = Keyboard(device: .ipad, locale: locale).keys.filter { $0.frame.minY == 201 }.map(\.frame)
            #expect(bottom == Keyboard(device: .ipad).keys.filter { $0.frame.minY == 201 }.map(\.frame), "\(locale)")
        }
    }
}

/// The words on space and return, and `pressed` with a locale's keys.
@Suite struct KeyboardLocaleWordsTests {
    static func label(_ keyboard: Keyboard, _ name: String) -> String? {
        guard case .label(let text) = keyboard.keys.first(where: { $0.name == name })?.content else { return nil }
        return text
    }

    @Test(arguments: Keyboard.Locale.allCases)
    func spaceAndReturnSpeakTheLocaleOnEveryPlane(locale: Keyboard.Locale) {
        for device in [Device.iphone, .ipad] {
            for layout in [Keyboard.Layout.qwerty, .email, .numbers, .symbols] {
                let keyboard = Keyboard(layout: layout, device: device, locale: locale)
                #expect(Self.label(keyboard, "space") == locale.data.space, "\(locale) \(device) \(layout)")
                #expect(Self.label(keyboard, "return") == locale.data.returnLabel, "\(locale) \(device) \(layout)")
            }
        }
        #expect(Keyboard(layout: .url, locale: locale).svg.contains(">\(locale.data.returnLabel)</tspan>"))
    }

    @Test func theWordsIOS6Wrote() {
        let words = Keyboard.Locale.allCases.map { "\($0.data.space)/\($0.data.returnLabel)" }
        #expect(words == ["space/return", "Leerzeichen/Return", "espacio/intro", "espace/retour", "spazio/invio", "Пробел/Ввод"])
    }

    @Test func otherReturnTypesKeepTheirLabelAndTint() throws {
        let keyboard = Keyboard(returnKey: .search, locale: .fr)
        let key = try #require(keyboard.keys.first { $0.name == "return" })
        #expect(key.content == .label("Search") && key.tint == .blue)
    }

    @Test func aLongWordShrinksToFitTheNarrowSpaceBar() throws {
        let key = try #require(Keyboard(layout: .email, locale: .de).keys.first { $0.name == "space" })
        let width = TextMeasure.width(of: "Leerzeichen", style: TextStyle(size: key.fontSize, bold: false))
        #expect(key.frame.width == 90 && width <= key.frame.width - 8)
    }

    @Test func aLocaleLetterHeldDownRaisesItsBalloon() throws {
        for locale in Keyboard.Locale.allCases {
            let keyboard = Keyboard(pressed: locale.data.showcase, locale: locale)
            let balloon = try #require(keyboard.balloon(over: keyboard.keys), "\(locale)")
            #expect(balloon.label == KeyboardLocale.label(of: locale.data.showcase))
            #expect(keyboard.svg.contains(">\(balloon.label)</tspan>"))
        }
        #expect(Keyboard(device: .ipad, pressed: "ж", locale: .ru).svg.contains("data-state=\"highlighted\""))
    }

    @Test func pressedAcceptsTheLocalesKeysAndNamesThemWhenMissing() throws {
        let keyboard = Keyboard.componentDescription
        for locale in Keyboard.Locale.allCases {
            for device in [Device.iphone, .ipad] {
                for name in Keyboard.keyNames(of: .qwerty, on: device, in: locale) {
                    _ = try keyboard.resolve([
                        Argument("locale", locale.rawValue), Argument("device", device.rawValue), Argument("pressed", name),
                    ])
                }
            }
        }
        let refused: [(String, [Argument])] = [
            ("ñ", [Argument("locale", "en")]), ("ü", [Argument("locale", "de"), Argument("layout", "numbers")]),
            ("q", [Argument("locale", "ru")]), ("ж", [Argument("locale", "ru"), Argument("layout", "symbols")]),
            ("!,", [Argument("locale", "ru"), Argument("device", "ipad")]),
        ]
        for (key, arguments) in refused {
            do {
                _ = try keyboard.resolve(arguments + [Argument("pressed", key)])
                Issue.record("\(key) accepted with \(arguments)")
            } catch {
                let message = error.message(spelling: .option)
                #expect(message.hasPrefix("invalid value '\(key)' for '--pressed' of keyboard: expected a key the "), "\(message)")
                #expect(!error.validChoices.contains(key) && error.validChoices.first == "none")
                #expect(message.contains(error.validChoices.joined(separator: " ")))
            }
        }
        // Every key of every plane in every locale is among the names the parameter lists.
        for locale in Keyboard.Locale.allCases {
            for device in [Device.iphone, .ipad] {
                for layout in Keyboard.Layout.allCases {
                    let missing = Keyboard.keyNames(of: layout, on: device, in: locale).filter { !Keyboard.keyNames.contains($0) }
                    #expect(missing.isEmpty, "\(locale) \(device) \(layout): \(missing)")
                }
            }
        }
        #expect(Keyboard.keyNames(of: .qwerty, in: .ru).contains("ж"))
        #expect(Keyboard.keyNames.starts(with: ["none", "a", "b"]) && Keyboard.keyNames.contains("й"))
    }

    @Test func anUnknownLocaleListsTheLocalesAndAClosematch() {
        do {
            _ = try Keyboard.componentDescription.resolve([Argument("locale", "fra")])
            Issue.record("no error")
        } catch {
            #expect(error.message(spelling: .option)
                == "invalid value 'fra' for '--locale' of keyboard: expected one of en, de, es, fr, it, ru; did you mean 'fr'?")
            #expect(error.validChoices == Keyboard.Locale.allCases.map(\.rawValue))
        }
    }

    /// A later parameter: at its default the documents' id prefix stays as it was, so the goldens stand.
    @Test func theDefaultLocaleKeepsTheDocumentsPrefix() throws {
        let keyboard = try Components.named("keyboard")
        let before = try keyboard.resolve([])
        #expect(try keyboard.resolve([Argument("locale", "en")]).scopeSeed == before.scopeSeed)
        #expect(try keyboard.resolve([Argument("locale", "ru")]).scopeSeed == before.scopeSeed + "\u{1F}locale=ru")
    }
}
