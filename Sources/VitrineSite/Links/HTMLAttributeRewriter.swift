import Foundation

/// One pass over HTML that copies it with attribute values rewritten as a caller asks: text, comments and scripts
/// are copied as they are, so a code block that shows `href="x"` or `id="x"` keeps its text. The print page
/// (`PrintRewriter`) and a site made to browse from disk (`FileBrowsing`) rewrite through it.
struct HTMLAttributeRewriter {
    /// Appends an attribute's value (the attribute's name lowercased) as it should be.
    let value: (_ attribute: String, _ value: ArraySlice<UInt8>, _ output: inout [UInt8]) -> Void
    /// Appends a style element's text as it should be.
    var styleText: (_ text: ArraySlice<UInt8>, _ output: inout [UInt8]) -> Void = { $1 += $0 }

    func rewrite(_ input: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(input.count + input.count / 8)
        var index = 0
        while index < input.count {
            guard let open = Self.nextTag(in: input, from: index) else {
                output += input[index...]
                break
            }
            output += input[index..<open]
            index = open
            if Self.starts(input, at: index, with: "<!--") {
                let end = Self.find(input[...], Self.commentEnd, from: index + 4).map { $0 + 3 } ?? input.count
                output += input[index..<end]
                index = end
            } else if index + 1 < input.count, Self.isLetter(input[index + 1]) {
                let name: String
                (index, name) = tag(input, at: index, into: &output)
                // Raw text: a script's is copied as it is, a style sheet's is the caller's.
                if name == "script" || name == "style" {
                    let end = Self.find(input[...], Array(("</" + name).utf8), from: index) ?? input.count
                    if name == "style" { styleText(input[index..<end], &output) } else { output += input[index..<end] }
                    index = end
                }
            } else {
                output.append(input[index])
                index += 1
            }
        }
        return output
    }

    /// Copies the start tag at `start` with its attributes rewritten; returns the index after it and its name.
    private func tag(_ input: [UInt8], at start: Int, into output: inout [UInt8]) -> (Int, String) {
        var index = start + 1
        while index < input.count, !Self.isSpace(input[index]), input[index] != UInt8(ascii: ">"), input[index] != UInt8(ascii: "/") {
            index += 1
        }
        let name = String(decoding: input[(start + 1)..<index], as: UTF8.self).lowercased()
        output += input[start..<index]
        while index < input.count {
            let byte = input[index]
            if byte == UInt8(ascii: ">") {
                output.append(byte)
                return (index + 1, name)
            }
            if Self.isSpace(byte) || byte == UInt8(ascii: "/") {
                output.append(byte)
                index += 1
                continue
            }
            let nameStart = index
            while index < input.count, !Self.isSpace(input[index]), input[index] != UInt8(ascii: "="), input[index] != UInt8(ascii: ">"),
                input[index] != UInt8(ascii: "/")
            {
                index += 1
            }
            let attribute = String(decoding: input[nameStart..<index], as: UTF8.self).lowercased()
            output += input[nameStart..<index]
            var look = index
            while look < input.count, Self.isSpace(input[look]) { look += 1 }
            guard look < input.count, input[look] == UInt8(ascii: "=") else { continue }
            look += 1
            while look < input.count, Self.isSpace(input[look]) { look += 1 }
            output += input[index..<look]
            index = look
            guard index < input.count else { break }
            let quote = input[index]
            let quoted = quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'")
            let valueStart = quoted ? index + 1 : index
            let valueEnd = quoted
                ? input[valueStart...].firstIndex(of: quote) ?? input.count
                : input[index...].firstIndex { Self.isSpace($0) || $0 == UInt8(ascii: ">") } ?? input.count
            if quoted { output.append(quote) }
            value(attribute, input[valueStart..<valueEnd], &output)
            index = valueEnd
            if quoted, index < input.count {
                output.append(quote)
                index += 1
            }
        }
        return (index, name)
    }
}

extension HTMLAttributeRewriter {
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == 0x0C
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    static func starts(_ bytes: [UInt8], at index: Int, with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pointer = text.utf8Start
        for offset in 0..<count where bytes[index + offset] != pointer[offset] { return false }
        return true
    }

    /// The next `<` from `start`, found with `memchr`: most of a page's bytes are text between tags.
    static func nextTag(in bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, start < buffer.count,
                let found = memchr(base + start, Int32(UInt8(ascii: "<")), buffer.count - start)
            else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    static let commentEnd = Array("-->".utf8)
    static let urlOpen = Array("url(".utf8)

    /// The first index of `needle` (lowercase) in `bytes` from `start`, ASCII letters matched in either case
    /// (`</STYLE`).
    static func find(_ bytes: ArraySlice<UInt8>, _ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first else { return nil }
        var index = start
        while index + needle.count <= bytes.endIndex {
            if lowercased(bytes[index]) == first {
                var offset = 1
                while offset < needle.count, lowercased(bytes[index + offset]) == needle[offset] { offset += 1 }
                if offset == needle.count { return index }
            }
            index += 1
        }
        return nil
    }

    static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
}
