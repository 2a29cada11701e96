import VitrineSite
import Foundation

/// One Server-Sent Event on the reload channel.
enum ReloadEvent: Equatable {
    /// Sent first on every stream: the generation being served.
    case hello(generation: Int)
    /// A rebuild changed more than stylesheets.
    case reload
    /// A rebuild changed only stylesheets: swap these without reloading.
    case stylesheets(paths: [String], generation: Int)
    /// The last rebuild failed; the last good site is still served.
    case overlay(PreviewFailure)
    /// A rebuild succeeded again after a failure.
    case clear

    /// The wire form: `event:` and one `data:` line of JSON (JSON never holds a raw newline).
    var encoded: String {
        switch self {
        case .hello(let generation): Self.frame("hello", "\(generation)")
        case .reload: Self.frame("reload", "{}")
        case .stylesheets(let paths, let generation): Self.frame("css", Self.json(Stylesheets(paths: paths, generation: generation)))
        case .overlay(let failure): Self.frame("overlay", Self.json(Overlay(problems: failure.problems.map(OverlayProblem.init))))
        case .clear: Self.frame("clear", "{}")
        }
    }

    private struct Stylesheets: Encodable { var paths: [String]; var generation: Int }
    private struct Overlay: Encodable { var problems: [OverlayProblem] }

    /// What the overlay's script reads of a diagnostic: `file:line:column` and the message.
    private struct OverlayProblem: Encodable {
        var location: String
        var message: String

        init(_ diagnostic: SiteDiagnostic) {
            location = diagnostic.location
            message = diagnostic.message
        }
    }

    private static func frame(_ name: String, _ data: String) -> String {
        "event: \(name)\ndata: \(data)\n\n"
    }

    private static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
