@testable import VitrineHighlight

/// A strict reading of the highlighter's output: the only markup allowed is a flat sequence of
/// `<span class="hl-…">…</span>` and the four entities; anything else is recorded as a problem.
/// It reads UTF-8 bytes, not Characters, so a combining mark right after a tag cannot hide the tag.
struct HighlightedHTML {
    struct Span: Equatable {
        var className: String
        var text: String
    }

    private(set) var text = ""
    private(set) var spans: [Span] = []
    private(set) var problems: [String] = []

    private static let entities: [(entity: [UInt8], character: UInt8)] = [
        (Array("&amp;".utf8), UInt8(ascii: "&")), (Array("&lt;".utf8), UInt8(ascii: "<")),
        (Array("&gt;".utf8), UInt8(ascii: ">")), (Array("&quot;".utf8), UInt8(ascii: "\"")),
    ]

    init(_ html: String) {
        let bytes = Array(html.utf8)
        let classNames = Set(HighlightClass.allCases.map(\.rawValue))
        var textBytes: [UInt8] = []
        var spanBytes: [UInt8]?
        var spanClass = ""
        var index = 0
        func hasPrefix(_ prefix: String, at position: Int) -> Bool {
            let prefix = Array(prefix.utf8)
            return position + prefix.count <= bytes.count && Array(bytes[position..<position + prefix.count]) == prefix
        }
        while index < bytes.count {
            let byte = bytes[index]
            if hasPrefix("<span class=\"", at: index) {
                let nameStart = index + "<span class=\"".utf8.count
                guard let nameEnd = bytes[nameStart...].firstIndex(of: UInt8(ascii: "\"")),
                    nameEnd + 1 < bytes.count, bytes[nameEnd + 1] == UInt8(ascii: ">")
                else {
                    problems.append("unterminated span tag")
                    break
                }
                spanClass = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
                if !classNames.contains(spanClass) { problems.append("unknown class \(spanClass)") }
                if spanBytes != nil { problems.append("nested span") }
                spanBytes = []
                index = nameEnd + 2
            } else if hasPrefix("</span>", at: index) {
                if let span = spanBytes {
                    if span.isEmpty { problems.append("empty span") }
                    if Array(String(decoding: span, as: UTF8.self).utf8) != span { problems.append("span splits a character") }
                    spans.append(Span(className: spanClass, text: String(decoding: span, as: UTF8.self)))
                } else {
                    problems.append("unbalanced </span>")
                }
                spanBytes = nil
                index += "</span>".utf8.count
            } else if byte == UInt8(ascii: "&") {
                guard let (entity, character) = Self.entities.first(where: { hasPrefix(String(decoding: $0.entity, as: UTF8.self), at: index) })
                else {
                    problems.append("unescaped &")
                    break
                }
                textBytes.append(character)
                spanBytes?.append(character)
                index += entity.count
            } else if byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"") {
                problems.append("unescaped \(Character(Unicode.Scalar(byte)))")
                break
            } else {
                textBytes.append(byte)
                spanBytes?.append(byte)
                index += 1
            }
        }
        if spanBytes != nil { problems.append("unclosed span") }
        text = String(decoding: textBytes, as: UTF8.self)
    }

    /// The texts given `highlightClass`, in order.
    func texts(_ highlightClass: HighlightClass) -> [String] {
        spans.filter { $0.className == highlightClass.rawValue }.map(\.text)
    }
}
