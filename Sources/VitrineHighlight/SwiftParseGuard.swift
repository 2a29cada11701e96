/// Decides whether a Swift block is safe to hand to swift-syntax's parser.
///
/// The parser is linear on real code, but its look-ahead has super-linear corners, found in swift-syntax
/// 603.0.1:
/// - nested `[`: the inline-array type look-ahead (`[3 of Int]`) runs at every level without the nesting
///   limit, so time doubles per level, and a few thousand `[` overflow the stack;
/// - unclosed `(` after key paths (`\a(\a(\a(…`): time cubic in their number;
/// - unclosed generic argument lists (`a<a<a<…`): time quadratic in their number;
/// - nested `#if`: the attribute look-ahead recurses per level without a limit, 200 levels overflow a
///   512 KiB thread stack.
/// Blocks past these bounds go to the keyword lexer instead: the bounds sit well before any of this shows,
/// and code that compiles stays far inside them.
enum SwiftParseGuard {
    static let maximumSquareBracketDepth = 8
    static let maximumUnclosedParentheses = 8
    static let maximumUnclosedAngleBrackets = 16
    static let maximumConditionalCompilationDepth = 8

    struct Shape: Equatable {
        var squareBracketDepth = 0
        var unclosedParentheses = 0
        var unclosedAngleBrackets = 0
        var conditionalCompilationDepth = 0
    }

    static func isSafeToParse(_ bytes: ArraySlice<UInt8>) -> Bool {
        let shape = shape(of: bytes)
        return shape.squareBracketDepth <= maximumSquareBracketDepth
            && shape.unclosedParentheses <= maximumUnclosedParentheses
            && shape.unclosedAngleBrackets <= maximumUnclosedAngleBrackets
            && shape.conditionalCompilationDepth <= maximumConditionalCompilationDepth
    }

    /// One pass over the bytes, counting brackets everywhere (strings and comments too): an overestimate
    /// only sends odd code to the fallback lexer, never the parser down a slow path.
    static func shape(of bytes: ArraySlice<UInt8>) -> Shape {
        var shape = Shape()
        var squareDepth = 0
        var ifDepth = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "["):
                squareDepth += 1
                shape.squareBracketDepth = max(shape.squareBracketDepth, squareDepth)
            case UInt8(ascii: "]"): squareDepth = max(0, squareDepth - 1)
            case UInt8(ascii: "("): shape.unclosedParentheses += 1
            case UInt8(ascii: ")"): shape.unclosedParentheses = max(0, shape.unclosedParentheses - 1)
            // Only a `<` right after a name can open generic arguments; `a < b` is a comparison.
            case UInt8(ascii: "<") where index > bytes.startIndex && bytes[index - 1].isIdentifierContinue:
                shape.unclosedAngleBrackets += 1
            case UInt8(ascii: ">"): shape.unclosedAngleBrackets = max(0, shape.unclosedAngleBrackets - 1)
            case UInt8(ascii: "#"):
                if directive("if", at: index + 1, in: bytes) {
                    ifDepth += 1
                    shape.conditionalCompilationDepth = max(shape.conditionalCompilationDepth, ifDepth)
                } else if directive("endif", at: index + 1, in: bytes) {
                    ifDepth = max(0, ifDepth - 1)
                }
            default: break
            }
            index += 1
        }
        return shape
    }

    /// Whether `word` starts at `index` and is not the start of a longer name.
    private static func directive(_ word: StaticString, at index: Int, in bytes: ArraySlice<UInt8>) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.endIndex else { return false }
        let matches = word.withUTF8Buffer { text in (0..<count).allSatisfy { bytes[index + $0] == text[$0] } }
        return matches && (index + count == bytes.endIndex || !bytes[index + count].isIdentifierContinue)
    }
}
