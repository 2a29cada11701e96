/// A term's postings as text: for each page holding the term, in page order, the gap from the previous
/// page number (the first from 0) as a base-32 number, then one weight character. Each character is one of
/// the 64 ASCII characters from `0` (0x30) to `o` (0x6F), value 0–63: digits of 32 and more say "more digits
/// follow", most significant first. Text, so static hosts gzip it; never a tab or newline, so lines and
/// fields stay unambiguous.
enum PostingsCode {
    static let zero: UInt8 = 0x30

    static func append(gap: Int, weight: UInt8, to output: inout [UInt8]) {
        var shift = 0
        while gap >> (shift + 5) > 0 { shift += 5 }
        while shift > 0 {
            output.append(zero + 32 + UInt8((gap >> shift) & 31))
            shift -= 5
        }
        output.append(zero + UInt8(gap & 31))
        output.append(zero + weight)
    }

    /// The (page, weight) pairs of `text`, for tests and tools; search.js has its own reader.
    static func decode(_ text: some Sequence<UInt8>) -> [(page: Int, weight: UInt8)] {
        var result: [(page: Int, weight: UInt8)] = []
        var page = 0
        var gap = 0
        var readingGap = true
        for character in text {
            let value = Int(character - zero)
            if readingGap {
                gap = gap << 5 | (value & 31)
                if value < 32 {
                    page += gap
                    gap = 0
                    readingGap = false
                }
            } else {
                result.append((page, UInt8(value)))
                readingGap = true
            }
        }
        return result
    }
}
