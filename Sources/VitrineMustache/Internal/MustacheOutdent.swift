/// A block's indentation is taken off its lines where it is written and the indentation of the place it
/// fills is put on where it is rendered, so a block passed to a parent lines up with the parent's text.
enum MustacheOutdent {
    /// `text` with as much of `indentation` as each line starts with taken off; `startsLine` says whether
    /// the text's first byte begins a line (text after a tag on the same line keeps its spaces).
    static func lines(of text: ArraySlice<UInt8>, removing indentation: [UInt8], startsLine: Bool) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var index = text.startIndex
        var atLineStart = startsLine
        while index < text.endIndex {
            if atLineStart {
                var matched = 0
                while matched < indentation.count, index < text.endIndex, text[index] == indentation[matched] {
                    matched += 1
                    index += 1
                }
                atLineStart = false
                continue
            }
            let byte = text[index]
            result.append(byte)
            index += 1
            atLineStart = byte == UInt8(ascii: "\n")
        }
        return result
    }

    /// What remains of `indentation` past the part it shares with `outer`, the indentation of the block
    /// it is written in (whose own indentation is put back when that block renders).
    static func relative(_ indentation: [UInt8], to outer: [UInt8]) -> [UInt8] {
        var shared = 0
        while shared < indentation.count, shared < outer.count, indentation[shared] == outer[shared] { shared += 1 }
        return Array(indentation[shared...])
    }
}
