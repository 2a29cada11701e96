import Foundation
import Vitrine

/// Where a component's template may put its parameters' values. Mustache escapes a value for HTML and XML text
/// and attributes; in CSS (a `<style>` element, a `style="…"` attribute) that escaping cannot keep free text
/// in its place, and a triple mustache escapes nothing at all.
enum ComponentTemplateChecks {
    /// Throws at the first tag that would put a text parameter's value where escaping cannot hold it: inside CSS,
    /// or unescaped (`{{{name}}}`, `{{& name}}`). Numbers, colours, choices and booleans are validated values
    /// and may go anywhere.
    static func rawPlaces(in template: String, parameters: [Parameter], firstLine: Int) throws(ComponentFileProblem) {
        let freeText = Set(parameters.filter { if case .text = $0.kind { true } else { false } }.map(\.name))
        guard !freeText.isEmpty else { return }
        let bytes = Array(template.utf8)
        var line = firstLine
        var lineStart = 0
        var inStyleElement = false
        var inStyleAttribute: UInt8?
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            } else if let quote = inStyleAttribute, byte == quote {
                inStyleAttribute = nil
            } else if starts(bytes, at: index, with: "<style") {
                inStyleElement = true
            } else if starts(bytes, at: index, with: "</style") {
                inStyleElement = false
            } else if starts(bytes, at: index, with: " style=\""), inStyleAttribute == nil {
                inStyleAttribute = UInt8(ascii: "\"")
                index += 8
                continue
            } else if starts(bytes, at: index, with: " style='"), inStyleAttribute == nil {
                inStyleAttribute = UInt8(ascii: "'")
                index += 8
                continue
            } else if starts(bytes, at: index, with: "{{") {
                let (name, raw, length) = tag(bytes, at: index)
                if let name, freeText.contains(name), raw || inStyleElement || inStyleAttribute != nil {
                    let place = raw ? "unescaped" : "in CSS"
                    throw ComponentFileProblem(
                        "text parameter '\(name)' is placed \(place), where escaping cannot keep its value in place: use a choice, number or color parameter there, or '{{\(name)}}' in text",
                        line: line, column: index - lineStart + 1)
                }
                index += max(length, 2)
                continue
            }
            index += 1
        }
    }

    private static func starts(_ bytes: [UInt8], at index: Int, with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pointer = text.utf8Start
        for offset in 0..<count where bytes[index + offset] | (pointer[offset] >= 0x61 ? 0x20 : 0) != pointer[offset] { return false }
        return true
    }

    /// The variable a tag at `index` names, whether it is unescaped, and the tag's length; `nil` for sections,
    /// partials, comments and the like.
    private static func tag(_ bytes: [UInt8], at index: Int) -> (name: String?, raw: Bool, length: Int) {
        var end = index + 2
        while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "}") && bytes[end + 1] == UInt8(ascii: "}")) { end += 1 }
        guard end + 1 < bytes.count else { return (nil, false, bytes.count - index) }
        var inner = Array(bytes[(index + 2)..<end])
        var length = end + 2 - index
        var raw = false
        if inner.first == UInt8(ascii: "{") {
            raw = true
            inner.removeFirst()
            if end + 2 < bytes.count, bytes[end + 2] == UInt8(ascii: "}") { length += 1 }
        } else if inner.first == UInt8(ascii: "&") {
            raw = true
            inner.removeFirst()
        } else if let sigil = inner.first, "#^/>!=<$".utf8.contains(sigil) {
            return (nil, false, length)
        }
        let name = String(decoding: inner, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        return (name, raw, length)
    }
}
