import Foundation

/// Finds the partials (`{{> name}}`) and parents (`{{< name}}`) a template names, with their positions.
///
/// Mustache renders a missing partial as nothing; the build reports it instead.
enum TemplateReferences {
    struct Reference: Equatable {
        var name: String
        var line: Int
        var column: Int
    }

    static func partials(in text: String) -> [Reference] {
        var references: [Reference] = []
        var line = 1
        var lineStart = text.utf8.startIndex
        let bytes = text.utf8
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = bytes.index(after: index)
            } else if byte == UInt8(ascii: "{"), text[index...].hasPrefix("{{>") || text[index...].hasPrefix("{{<"),
                let close = text[index...].range(of: "}}")
            {
                let name = text[text.index(index, offsetBy: 3)..<close.lowerBound].trimmingCharacters(in: .whitespaces)
                let column = bytes.distance(from: lineStart, to: index) + 1
                if !name.hasPrefix("*") { references.append(Reference(name: name, line: line, column: column)) }
            }
            index = bytes.index(after: index)
        }
        return references
    }
}
