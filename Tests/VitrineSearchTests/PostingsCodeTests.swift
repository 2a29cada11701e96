import Testing
@testable import VitrineSearch

@Suite struct PostingsCodeTests {
    @Test func roundTripsPagesAndWeights() {
        let pages = [0, 1, 2, 31, 32, 33, 1_000, 1_023, 1_024, 65_000, 2_000_000]
        var encoded: [UInt8] = []
        var previous = 0
        for (index, page) in pages.enumerated() {
            PostingsCode.append(gap: page - previous, weight: UInt8(index * 5 % 64), to: &encoded)
            previous = page
        }
        let decoded = PostingsCode.decode(encoded)
        #expect(decoded.map(\.page) == pages)
        #expect(decoded.map(\.weight) == pages.indices.map { UInt8($0 * 5 % 64) })
    }

    @Test func usesOnlyTheSixtyFourCharactersFromZeroToLowercaseO() {
        var encoded: [UInt8] = []
        for gap in [0, 31, 32, 1 << 20] { PostingsCode.append(gap: gap, weight: 63, to: &encoded) }
        #expect(encoded.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "o") })
        // One character per page for small gaps: the common case in a long list.
        var dense: [UInt8] = []
        PostingsCode.append(gap: 3, weight: 1, to: &dense)
        #expect(dense.count == 2)
    }
}
