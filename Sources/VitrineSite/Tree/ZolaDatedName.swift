/// Zola's dated file names: `2018-10-10-hello-world.md`, `2018-10-10_hello-world.md` or a bundle's folder so named
/// is the page `hello-world`, dated 2018-10-10 where its front matter gives no date. The date may be a whole RFC 3339
/// time (`2018-10-10T12:00:00Z`), and one space may come before the `-` or `_`.
enum ZolaDatedName {
    /// The day the name starts with and the name after it; `nil` for a name that starts with no date.
    static func split(_ name: Substring) -> (day: String, name: Substring)? {
        let bytes = Array(name.utf8)
        var index = 0
        func digits(_ count: Int) -> Int? {
            guard index + count <= bytes.count, bytes[index..<(index + count)].allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
            defer { index += count }
            return Int(String(decoding: bytes[index..<(index + count)], as: UTF8.self))
        }
        func skip(_ byte: Character) -> Bool {
            guard index < bytes.count, bytes[index] == byte.asciiValue else { return false }
            index += 1
            return true
        }
        guard digits(4) != nil, skip("-"), let month = digits(2), (1...12).contains(month), skip("-"), let day = digits(2), (1...31).contains(day) else { return nil }
        let dayEnd = index
        // A time, as RFC 3339 writes it, is part of the date: it is skipped whole or not at all.
        let beforeTime = index
        if skip("T") {
            var isTime = digits(2) != nil && skip(":") && digits(2) != nil && skip(":") && digits(2) != nil
            if isTime, skip(".") {
                isTime = digits(1) != nil
                while digits(1) != nil {}
            }
            if isTime, !skip("Z") { isTime = (skip("+") || skip("-")) && digits(2) != nil && skip(":") && digits(2) != nil }
            if !isTime { index = beforeTime }
        }
        _ = skip(" ")
        guard skip("-") || skip("_"), index < bytes.count else { return nil }
        let rest = name.utf8.index(name.utf8.startIndex, offsetBy: index)
        return (String(decoding: bytes[..<dayEnd], as: UTF8.self), name[rest...])
    }
}
