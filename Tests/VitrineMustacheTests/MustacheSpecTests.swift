import Foundation
import Testing

private let mustacheSpecFolder = ProcessInfo.processInfo.environment["MUSTACHE_SPEC"]

@testable import VitrineMustache

/// The Mustache spec's own examples (github.com/mustache/spec, `specs/*.json`), when a checkout is named by
/// `MUSTACHE_SPEC` (its `specs` folder). The spec is not committed here; `MustacheTests` holds this
/// project's own examples of every feature and runs everywhere.
@Suite(.enabled(if: mustacheSpecFolder != nil, "set MUSTACHE_SPEC to a checkout's specs/ folder to run the Mustache spec"))
struct MustacheSpecTests {

    /// Lambdas are the spec's optional module for languages whose data holds code; a theme's data never does.
    static let files = ["comments", "delimiters", "interpolation", "inverted", "partials", "sections", "~inheritance", "~dynamic-names"]

    @Test(arguments: files)
    func specFile(_ name: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(mustacheSpecFolder!)/\(name).json"))
        let spec = try JSONDecoder().decode(SpecFile.self, from: data)
        let tests = spec.tests
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
