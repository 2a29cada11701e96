import Foundation
import Testing

/// Compares text with a golden file in `Tests/VitrineTests/Goldens/`, or rewrites the file when
/// `VITRINE_RECORD=1` is set. A missing golden fails the test (and is written), so nothing passes unseen.
enum Golden {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Goldens")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["VITRINE_RECORD"] == "1" }

    static func assertMatches(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = folder.appendingPathComponent(name)
        let expected = try? String(contentsOf: file, encoding: .utf8)
        if isRecording || expected == nil {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
            if !isRecording {
                Issue.record("No golden file \(name) existed; wrote one. Check it and run again.", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected, expected != actual else { return }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        let expectedLine = firstDifference < expectedLines.count ? String(expectedLines[firstDifference]) : "<end of file>"
        let actualLine = firstDifference < actualLines.count ? String(actualLines[firstDifference]) : "<end of file>"
        Issue.record(
            """
            \(name) differs from its golden file at line \(firstDifference + 1) (VITRINE_RECORD=1 rewrites it):
              expected: \(expectedLine)
              actual:   \(actualLine)
            """, sourceLocation: sourceLocation)
    }
}
