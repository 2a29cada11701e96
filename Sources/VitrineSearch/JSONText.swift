/// JSON strings written straight into bytes: quotes, backslashes and control characters escaped, every
/// other character as its UTF-8. Nothing here is ever placed in HTML: search.js reads it with JSON.parse, or as a
/// script file's JavaScript (`FileBrowsing`), where every JSON string is a string too.
package enum JSONText {
    static func appendString(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var runStart = 0
        for (index, byte) in bytes.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            // Characters that need no escape are copied a run at a time.
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            runStart = index + 1
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") {
                // The two a text file (a term file as a script) is full of, in their short forms.
                output.append(contentsOf: [UInt8(ascii: "\\"), byte == UInt8(ascii: "\n") ? UInt8(ascii: "n") : UInt8(ascii: "t")])
            } else if byte < 0x20 {
                output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 15)]])
            } else {
                output.append(contentsOf: [UInt8(ascii: "\\"), byte])
            }
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        output.append(UInt8(ascii: "\""))
    }

    package static func appendString(_ bytes: [UInt8], to output: inout [UInt8]) {
        bytes.withUnsafeBufferPointer { appendString($0, to: &output) }
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    static func appendString(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendString($0, to: &output) }
    }

    static func appendNumber(_ number: Int, to output: inout [UInt8]) {
        output.append(contentsOf: String(number).utf8)
    }
}
