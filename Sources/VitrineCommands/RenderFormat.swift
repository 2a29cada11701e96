import ArgumentParser
import VitrineRaster

/// What `vitrine render` writes.
enum RenderFormat: String, CaseIterable, ExpressibleByArgument {
    case svg, png, html

    var fileExtension: String { rawValue }
}

/// `--scale`: the pixels per point of a PNG, one value or, with `--all`, a list such as `1,2,3`.
struct RenderScales: ExpressibleByArgument, Equatable {
    let values: [Int]

    /// @1x alone: the default, and all that SVG and HTML accept.
    static let one = RenderScales([1])

    init(_ values: [Int]) {
        self.values = values
    }

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        let values = parts.compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !values.isEmpty, values.count == parts.count, values.allSatisfy(PNG.scales.contains) else { return nil }
        // Each scale once, smallest first: the files come out in the same order whatever was typed.
        self.values = Array(Set(values)).sorted()
    }

    static var allValueStrings: [String] { PNG.scales.map(String.init) }

    var defaultValueDescription: String { values.map(String.init).joined(separator: ",") }
}
