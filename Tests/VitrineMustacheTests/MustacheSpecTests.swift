import Foundation
import Testing

@testable import VitrineMustache

/// The Mustache spec's own examples (github.com/mustache/spec), copied into `Tests/MustacheSpec` with the
/// commit they came from. `MustacheTests` holds this project's own examples of every feature.
@Suite struct MustacheSpecTests {
    /// Each file with the number of examples it holds, so a file cut short cannot pass unnoticed. Lambdas,
    /// the spec's optional module for data that holds code, are left out: a theme's data never does.
    static let files = [
        ("comments", 12), ("delimiters", 14), ("interpolation", 42), ("inverted", 22), ("partials", 12), ("sections", 34),
        ("~inheritance", 27), ("~dynamic-names", 21),
    ]

    /// Found from this file rather than copied into the test bundle: the spec is read where it is committed.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("MustacheSpec")

    @Test(arguments: files)
    func specFile(_ name: String, examples: Int) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("\(name).json"))
        let tests = try JSONDecoder().decode(SpecFile.self, from: data).tests
        #expect(tests.count == examples)
        var failures: [String] = []
        for test in tests {
            let title = "\(name): \(test.name)"
            var library = MustacheLibrary()
            do {
                library.register(try MustacheTemplate(test.template), named: "test")
                for (partial, text) in test.partials ?? [:] {
                    library.register(try MustacheTemplate(text), named: partial)
                }
            } catch {
                failures.append("\(title): \(error.message)")
                continue
            }
            let output = library.render("test", test.data.value)
            if output != test.expected {
                failures.append("\(title)\n  expected \(test.expected.debugDescription)\n  got      \((output ?? "nil").debugDescription)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(tests.count) failed:\n\(failures.joined(separator: "\n"))")
    }
}

private struct SpecFile: Decodable {
    struct Example: Decodable {
        let name: String
        let template: String
        let partials: [String: String]?
        let data: SpecData
        let expected: String
    }

    let tests: [Example]
}

/// JSON as the spec gives it; numbers show as the spec's other implementations print them (`1.21`, `85`).
private struct SpecData: Decodable {
    let value: MustacheValue

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let flag = try? container.decode(Bool.self) {
            value = .bool(flag)
        } else if let integer = try? container.decode(Int.self) {
            value = .text(String(integer))
        } else if let number = try? container.decode(Double.self) {
            value = .text(String(number))
        } else if let text = try? container.decode(String.self) {
            value = .text(text)
        } else if let list = try? container.decode([SpecData].self) {
            value = .list(list.map(\.value))
        } else if let object = try? container.decode([String: SpecData].self) {
            value = .object(object.mapValues(\.value))
        } else {
            value = .list([])
        }
    }
}
