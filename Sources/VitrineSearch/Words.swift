/// What the index calls a word, and search.js must agree: a run of letters and digits (Unicode
/// Alphabetic or Number), lowercased one character at a time (no context, so both sides map alike) and
/// folded (`LatinFolding`), kept when it is 2 to 32 characters long. Single letters and digits would match
/// nearly every page. Chinese and Japanese are read as pairs of characters (`readCJKRun`).
enum Words {
    static let shortest = 2
    static let longest = 32

    /// Hands each word of `text`, as lowercased UTF-8, and its hash to `sink`. A generic sink rather than
    /// a closure: it is specialised and inlined, with no captured state to check on every word.
    ///
    /// Most words are ASCII and already lowercase: they are hashed where they lie and handed over as a
    /// slice of `text`, with no copy.
    static func read<Sink: WordSink>(_ text: UnsafeBufferPointer<UInt8>, into sink: inout Sink) {
        var index = 0
        let count = text.count
        while index < count {
            if asciiClass(text[index]) == .separator {
                index += 1
                continue
            }
            let start = index
            var hash = WordBuffer.emptyHash
            var hasUppercase = false
            scan: while index < count {
                let byte = text[index]
                switch asciiClass(byte) {
                case .lowercaseOrDigit: hash = WordBuffer.hash(hash, byte)
                case .uppercase:
                    hasUppercase = true
                    hash = WordBuffer.hash(hash, byte | 0x20)
                case .separator, .notASCII: break scan
                }
                index += 1
            }
            if index < count, text[index] >= 0x80 {
                index = readWordWithNonASCII(text, from: start, into: &sink)
                continue
            }
            let length = index - start
            guard length >= shortest, length <= longest else { continue }
            guard hasUppercase else {
                sink.add(UnsafeBufferPointer(rebasing: text[start..<index]), hash: hash)
                continue
            }
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { lowered in
                for offset in 0..<length {
                    let byte = text[start + offset]
                    lowered[offset] = asciiClass(byte) == .uppercase ? byte | 0x20 : byte
                }
                sink.add(UnsafeBufferPointer(lowered), hash: hash)
            }
        }
    }

    /// The hash `read` hands over with a word: FNV-1a over its bytes.
    static func hash(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        bytes.reduce(WordBuffer.emptyHash) { WordBuffer.hash($0, $1) }
    }

    static func read<Sink: WordSink>(_ text: [UInt8], into sink: inout Sink) {
        text.withUnsafeBufferPointer { read($0, into: &sink) }
    }

    enum ASCIIClass { case separator, lowercaseOrDigit, uppercase, notASCII }

    @inline(__always)
    static func asciiClass(_ byte: UInt8) -> ASCIIClass {
        if byte >= 0x80 { return .notASCII }
        let lowered = byte | 0x20
        if lowered >= UInt8(ascii: "a") && lowered <= UInt8(ascii: "z") { return byte == lowered ? .lowercaseOrDigit : .uppercase }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? .lowercaseOrDigit : .separator
    }

    /// Reads the word at `start`, which has a non-ASCII character, one character at a time; returns the
    /// index after it. A non-ASCII character that is not a letter or digit ends the word (or is skipped);
    /// a combining accent continues it and is dropped, as `LatinFolding` drops the accents of letters.
    ///
    /// Chinese and Japanese write no spaces between words, so a run of their characters is a word of its
    /// own, read as its overlapping pairs (`readCJKRun`): "全文検索" holds 全文, 文検 and 検索, and a query
    /// for 検索 finds it wherever it stands.
    private static func readWordWithNonASCII<Sink: WordSink>(_ text: UnsafeBufferPointer<UInt8>, from start: Int, into sink: inout Sink) -> Int {
        var word = WordBuffer()
        var index = start
        while index < text.count {
            let byte = text[index]
            if byte < 0x80 {
                let kind = asciiClass(byte)
                if kind == .separator { break }
                word.append(kind == .uppercase ? byte | 0x20 : byte)
                index += 1
                continue
            }
            let (scalar, length) = decodeScalar(text, at: index)
            if LatinFolding.isDroppedMark(scalar) {
                index += length
                continue
            }
            guard isWordCharacter(scalar) else {
                if index == start { index += length }
                break
            }
            if isCJK(scalar) {
                if index == start { return readCJKRun(text, from: start, into: &sink) }
                break
            }
            word.append(lowercased: scalar)
            index += length
        }
        word.finish(into: &sink)
        return index
    }

    /// Hands over each pair of neighbouring characters of the run of Chinese or Japanese characters at
    /// `start` (the character itself when it stands alone); returns the index after the run.
    private static func readCJKRun<Sink: WordSink>(_ text: UnsafeBufferPointer<UInt8>, from start: Int, into sink: inout Sink) -> Int {
        var index = start
        var previous: Unicode.Scalar?
        var pairs = 0
        while index < text.count, text[index] >= 0x80 {
            let (scalar, length) = decodeScalar(text, at: index)
            guard isWordCharacter(scalar), isCJK(scalar) else { break }
            if let previous {
                var pair = WordBuffer()
                pair.append(lowercased: previous)
                pair.append(lowercased: scalar)
                pair.finish(into: &sink)
                pairs += 1
            }
            previous = scalar
            index += length
        }
        if pairs == 0, let previous {
            var single = WordBuffer()
            single.append(lowercased: previous)
            single.bytes.withUnsafeBufferPointer { sink.add($0, hash: single.hash) }
        }
        return index
    }

    /// Han ideographs, kana and the marks written among them (々, ー, half-width kana): search.js's `CJK`.
    @inline(__always)
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3005, 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F,
             0x20000...0x2FA1F: true
        default: false
        }
    }

    static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isAlphabetic { return true }
        switch properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber: return true
        default: return false
        }
    }

    /// The scalar starting at `index` of valid UTF-8 (the bytes come from Swift strings) and its length.
    @inline(__always)
    static func decodeScalar(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(text[index])
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard index + length <= text.count else { return ("\u{FFFD}", text.count - index) }
        var value = lead & (0xFF >> (length + 1))
        for offset in 1..<length { value = value << 6 | UInt32(text[index + offset] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}

/// Receives the words `Words.read` finds.
protocol WordSink {
    mutating func add(_ word: UnsafeBufferPointer<UInt8>, hash: UInt64)
}

/// The word being read: its lowercased bytes, length in characters and FNV-1a hash.
private struct WordBuffer {
    var bytes: [UInt8] = []
    var characters = 0
    var hash = emptyHash

    static let emptyHash: UInt64 = 0xcbf2_9ce4_8422_2325

    @inline(__always)
    static func hash(_ hash: UInt64, _ byte: UInt8) -> UInt64 { (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }

    mutating func append(_ byte: UInt8) {
        characters += 1
        guard characters <= Words.longest else { return }
        bytes.append(byte)
        hash = Self.hash(hash, byte)
    }

    /// Appends `scalar` lowercased, then folded (`LatinFolding`).
    mutating func append(lowercased scalar: Unicode.Scalar) {
        if scalar.properties.changesWhenLowercased {
            for lower in scalar.properties.lowercaseMapping.unicodeScalars { appendFolded(lower) }
        } else {
            appendFolded(scalar)
        }
    }

    private mutating func appendFolded(_ scalar: Unicode.Scalar) {
        // İ lowercases to i and a combining dot.
        if LatinFolding.isDroppedMark(scalar) { return }
        guard let folded = LatinFolding.folded(scalar) else { return appendScalar(scalar) }
        for scalar in folded.unicodeScalars { appendScalar(scalar) }
    }

    private mutating func appendScalar(_ scalar: Unicode.Scalar) {
        characters += 1
        guard characters <= Words.longest else { return }
        UTF8.encode(scalar) { byte in
            bytes.append(byte)
            hash = Self.hash(hash, byte)
        }
    }

    func finish<Sink: WordSink>(into sink: inout Sink) {
        if characters >= Words.shortest && characters <= Words.longest {
            bytes.withUnsafeBufferPointer { sink.add($0, hash: hash) }
        }
    }
}
