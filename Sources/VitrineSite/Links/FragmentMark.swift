extension StringProtocol {
    /// Whether the text starts with `#`, read as a byte: Swift reads `#` and an emoji's variation selector after
    /// it (`#️-loading`, a fragment github-slugger writes) as one character, which `hasPrefix("#")` does not match.
    var startsWithHash: Bool { utf8.first == UInt8(ascii: "#") }
}

extension String {
    /// Where the URL's query or fragment starts (its `?` or `#`, read as bytes, as `startsWithHash` reads it), or the end.
    var queryOrFragmentStart: Index { utf8.firstIndex { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") } ?? endIndex }

    /// The URL's fragment, after its first `#` (read as a byte); empty without one.
    var fragmentText: String { utf8.firstIndex(of: UInt8(ascii: "#")).map { String(self[utf8.index(after: $0)...]) } ?? "" }
}
