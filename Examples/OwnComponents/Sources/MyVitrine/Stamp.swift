import Vitrine

/// A rubber stamp: a word in a rounded frame, tilted. Its parameters are its stored properties, each declared
/// once in `fields`; their defaults are the properties' initial values.
struct Stamp: DeclaredComponent {
    enum Ink: String, CaseIterable, Sendable {
        case green, red, blue

        var color: String {
            switch self {
            case .green: "#248a3d"
            case .red: "#d70015"
            case .blue: "#0040dd"
            }
        }
    }

    var text = "Approved"
    var ink = Ink.green
    var tilt = -8.0
    var outlined = true

    static let name = "stamp"
    static let summary = "A rubber stamp: a word in a rounded frame, tilted."
    static let fields: [ComponentField<Stamp>] = [
        .text("text", \.text, maximumLength: 16, help: "The word on the stamp."),
        .choice("ink", \.ink, help: "The ink's colour."),
        .number("tilt", \.tilt, in: -30...30, step: 1, help: "Degrees the stamp is turned."),
        .boolean("outlined", \.outlined, help: "Whether a frame goes round the word."),
    ]
    static var presets: [(name: String, value: Stamp)] {
        [("rejected", Stamp(text: "Rejected", ink: .red, tilt: 6)), ("draft", Stamp(text: "Draft", ink: .blue, tilt: 0, outlined: false))]
    }

    func draw() -> String {
        // Text is measured roughly (0.62 em a letter): the frame follows the word.
        let width = Double(text.count) * 22 * 0.62 + 40
        let frame = outlined
            ? "<rect x=\"4\" y=\"4\" width=\"\(width - 8)\" height=\"48\" rx=\"10\" fill=\"none\" stroke=\"\(ink.color)\" stroke-width=\"4\"/>" : ""
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="56" viewBox="0 0 \(width) 56" role="img" aria-label="\(Self.escaped(text))">
            <g transform="rotate(\(Int(tilt)) \(width / 2) 28)">\(frame)<text x="\(width / 2)" y="36" fill="\(ink.color)" font-family="Liberation Sans, Arial, sans-serif" font-size="22" font-weight="bold" text-anchor="middle" letter-spacing="2">\(Self.escaped(text.uppercased()))</text></g>
            </svg>

            """
    }
}
