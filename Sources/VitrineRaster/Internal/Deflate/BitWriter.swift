/// Bits written least significant first, as deflate packs them into bytes.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The low `width` bits of `value`, `width` at most 32.
    @inline(__always) mutating func write(_ value: UInt32, width: Int) {
        buffer |= UInt64(value) << UInt64(count)
        count += width
        if count >= 32 {
            withUnsafeBytes(of: UInt32(truncatingIfNeeded: buffer).littleEndian) { bytes.append(contentsOf: $0) }
            buffer >>= 32
            count -= 32
        }
    }

    /// Pads with zero bits to the next byte boundary and hands over what is written.
    mutating func alignToByte() {
        while count > 0 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count = max(0, count - 8)
        }
        buffer = 0
    }
}
