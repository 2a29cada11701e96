/// A `Range: bytes=…` header against a body of known length. Only single ranges are honoured; a list of
/// ranges, another unit or a malformed header is ignored and the whole body is sent, as RFC 9110 allows.
enum ByteRange: Equatable {
    case satisfiable(Range<Int>)
    case unsatisfiable
    case ignored

    init(header: String, length: Int) {
        guard header.hasPrefix("bytes="), !header.contains(",") else {
            self = .ignored
            return
        }
        let spec = header.dropFirst(6).split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard spec.count == 2, spec[0].allSatisfy(\.isNumber), spec[1].allSatisfy(\.isNumber), spec[0].count < 19, spec[1].count < 19 else {
            self = .ignored
            return
        }
        switch (Int(spec[0]), Int(spec[1])) {
        case (let first?, let last?) where first <= last:
            self = first < length ? .satisfiable(first..<min(last + 1, length)) : .unsatisfiable
        case (let first?, nil) where spec[1].isEmpty:
            self = first < length ? .satisfiable(first..<length) : .unsatisfiable
        case (nil, let suffix?) where spec[0].isEmpty:
            self = suffix > 0 && length > 0 ? .satisfiable(max(0, length - suffix)..<length) : .unsatisfiable
        default:
            self = .ignored
        }
    }
}
