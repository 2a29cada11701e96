import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Swift through the compiler's own grammar: swift-syntax parses the block and SwiftIDEUtils classifies
/// every token the way SourceKit does, so keywords, types, attributes and string interpolations come out
/// exactly right rather than by a lexer's guess.
enum SwiftClassifierHighlighter {
    static let maximumNestingLevel = 64

    static func highlight(_ range: Range<Int>, into writer: inout HighlightWriter) {
        // Blocks shaped to hit the parser's slow look-ahead paths get keywords and literals only.
        guard SwiftParseGuard.isSafeToParse(writer.source[range]) else {
            CFamilyLexer.highlight(range, grammar: .swiftFallback, into: &writer)
            return
        }
        let tree = writer.source.withUnsafeBufferPointer { buffer in
            // The parser copies the bytes into its own arena, so the tree outlives the buffer. Its nesting
            // limit comes down from 256 to what documentation code needs, so a block never recurses deep
            // enough to matter on a worker thread's smaller stack.
            Parser.parse(source: UnsafeBufferPointer(rebasing: buffer[range]), maximumNestingLevel: maximumNestingLevel)
        }
        var previousKeyword: DeclarationKeyword?
        for classified in tree.classifications {
            let start = range.lowerBound + classified.range.lowerBound.utf8Offset
            let end = range.lowerBound + classified.range.upperBound.utf8Offset
            let highlightClass = highlightClass(classified.kind, start: start, end: end, after: previousKeyword, in: writer.source)
            if classified.kind != .none {
                previousKeyword = classified.kind == .keyword ? DeclarationKeyword(bytes: writer.source[start..<end]) : nil
            }
            if let highlightClass { writer.mark(start, end, highlightClass) }
        }
    }

    /// The keywords whose next name is the name being declared, which the classifier leaves plain.
    private enum DeclarationKeyword {
        case type, function

        init?(bytes: ArraySlice<UInt8>) {
            guard bytes.count <= 14, let first = bytes.first, first >= UInt8(ascii: "a") else { return nil }
            switch String(decoding: bytes, as: UTF8.self) {
            case "struct", "class", "enum", "protocol", "actor", "typealias", "associatedtype": self = .type
            case "func", "macro": self = .function
            default: return nil
            }
        }
    }

    private static func highlightClass(
        _ kind: SyntaxClassification, start: Int, end: Int, after keyword: DeclarationKeyword?, in source: [UInt8]
    ) -> HighlightClass? {
        switch kind {
        case .keyword: return .keyword
        case .type: return .type
        case .stringLiteral, .regexLiteral: return .string
        case .integerLiteral, .floatLiteral: return .number
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: return .comment
        case .ifConfigDirective, .editorPlaceholder: return .meta
        case .dollarIdentifier: return .variable
        case .operator: return .operator
        case .attribute:
            // The classifier also files declaration modifiers (`public`, `static`) under attributes;
            // readers know those as keywords, so only real `@` attributes keep the attribute colour.
            return start < source.count && source[start] == UInt8(ascii: "@") ? .attribute : .keyword
        case .identifier:
            switch keyword {
            case .type: return .type
            case .function: return .function
            case nil:
                // The classifier has no "function" class; a name directly followed by `(` is a call.
                return end < source.count && source[end] == UInt8(ascii: "(") ? .function : nil
            }
        case .argumentLabel, .none: return nil
        }
    }
}
