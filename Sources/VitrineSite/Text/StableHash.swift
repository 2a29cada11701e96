/// FNV-1a 64 as 16 hex digits: the same text gives the same name on every machine and run.
enum StableHash {
    static func hex(_ text: String) -> String {
        hex(text.utf8)
    }

    static func hex<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hexDigits(hash)
    }

    /// `value` as 16 lowercase hex digits, zeros first: names and validators of one width.
    static func hexDigits(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
