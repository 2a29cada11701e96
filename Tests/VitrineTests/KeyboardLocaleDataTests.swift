import Foundation
import Testing
@testable import Vitrine

/// The locales compiled into the library (`Keyboard+Locales.swift`, written by `make keyboards`) are the data
/// files in Keyboards/, read again here by a parser of their own, so an edited file that was not compiled,
/// or a generator that drops or changes a field, fails.
@Suite struct KeyboardLocaleDataTests {
    static let folder: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" && !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("Keyboards")
    }()

    static func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".keyboard") }
            .map { String($0.dropLast(".keyboard".count)) }
    }

    /// `field: value` lines, `#` comments and blank lines skipped; `iphone` and `ipad` repeat, one row each.
    static func parse(_ name: String) throws -> KeyboardLocale {
        let text = try String(contentsOf: folder.appendingPathComponent(name + ".keyboard"), encoding: .utf8)
        var fields: [String: String] = [:]
        var rows: [String: [[String]]] = [:]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = line.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#"), let colon = line.firstIndex(of: ":") else { continue }
            let field = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if field == "iphone" || field == "ipad" {
                rows[field, default: []].append(value.split(whereSeparator: \.isWhitespace).map(String.init))
            } else {
                #expect(fields[field] == nil, "\(name): \(field) twice")
                fields[field] = value
            }
        }
        return KeyboardLocale(
            title: fields["title"] ?? "", space: fields["space"] ?? "", returnLabel: fields["return"] ?? "",
            showcase: fields["showcase"] ?? "", iphone: rows["iphone"] ?? [], ipad: rows["ipad"] ?? [])
    }

    @Test func everyDataFileIsALocaleAndEnglishComesFirst() throws {
        #expect(try Set(Self.files()) == Set(Keyboard.Locale.allCases.map(\.rawValue)), "run `make keyboards`")
        #expect(Keyboard.Locale.allCases.first == .en)
        #expect(Keyboard().locale == .en)
    }

    @Test(arguments: Keyboard.Locale.allCases)
    func theCompiledLocaleIsItsDataFile(locale: Keyboard.Locale) throws {
        let file = try Self.parse(locale.rawValue)
        #expect(locale.data == file, "Keyboards/\(locale.rawValue).keyboard differs from the compiled locale: run `make keyboards`")
        #expect(file.iphone.count == 3 && file.ipad.count == 3)
        #expect(!file.title.isEmpty && !file.space.isEmpty && !file.returnLabel.isEmpty)
    }

    @Test func theLayoutsTheIssueNames() {
        func row(_ locale: Keyboard.Locale, _ index: Int, ipad: Bool = false) -> String {
            (ipad ? locale.data.ipad : locale.data.iphone)[index].joined()
        }
        #expect(row(.en, 0) + row(.en, 1) + row(.en, 2) == "qwertyuiopasdfghjklzxcvbnm")
        #expect(row(.fr, 0) == "azertyuiop" && row(.fr, 1) == "qsdfghjklm" && row(.fr, 2) == "wxcvbn'")
        #expect(row(.de, 0) == "qwertzuiopü" && row(.de, 1) == "asdfghjklöä" && row(.de, 2) == "yxcvbnm")
        #expect(row(.es, 1) == "asdfghjklñ")
        #expect(row(.ru, 0) == "йцукенгшщзх" && row(.ru, 1) == "фывапролджэ" && row(.ru, 2) == "ячсмитьбю")
        #expect(row(.ru, 2, ipad: true) == "ячсмитьбю", "no room for marks on the Russian iPad")
        #expect(row(.fr, 2, ipad: true) == "wxcvbn'!,?.")
    }

    @Test func labelsAreCapitalsAsIOS6DrewThem() {
        #expect(KeyboardLocale.label(of: "ü") == "Ü")
        #expect(KeyboardLocale.label(of: "ñ") == "Ñ")
        #expect(KeyboardLocale.label(of: "й") == "Й")
        #expect(KeyboardLocale.label(of: "ё") == "Ё")
        #expect(KeyboardLocale.label(of: "'") == "'")
        // ß's capital is two letters: the key shows ß itself.
        #expect(KeyboardLocale.label(of: "ß") == "ß")
        #expect(KeyboardLocale.label(of: "!,") == "!\n,")
    }
}
