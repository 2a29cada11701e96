import Testing
@testable import Vitrine

@Suite struct SVGNumberTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (1, "1"), (-1, "-1"), (0.1, "0.1"), (1.23456, "1.235"), (2.5, "2.5"),
        (100, "100"), (0.0004, "0"), (-0.0004, "0"), (0.0005, "0.001"), (1e-10, "0"), (123_456_789, "123456789"),
        (1e20, "9007199254740.992"), (0.05, "0.05"), (19.55078125, "19.551"), (-12.5, "-12.5"),
    ])
    func formats(value: Double, expected: String) {
        #expect(SVGNumber.format(value) == expected)
    }

    @Test func nonFiniteNumbersNeverReachTheFile() {
        #expect(SVGNumber.format(.nan) == "0")
        #expect(SVGNumber.format(.infinity) == "0")
    }

    @Test func neverUsesExponentOrLocale() {
        for exponent in -8...15 {
            let text = SVGNumber.format(1.5 * Double(sign: .plus, exponent: exponent, significand: 1))
            #expect(!text.contains("e") && !text.contains(","), "\(text)")
        }
    }
}
