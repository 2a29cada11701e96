import Foundation
import Testing
import Vitrine

/// The README's pictures are renders of catalog presets (`Docs/Images/COMPONENT--PRESET.svg`);
/// they must stay what the tool renders today.
@Suite struct ReadmeImageTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Docs/Images")

    @Test func imagesAreCurrentRenders() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".svg") }
        #expect(!files.isEmpty)
        for file in files {
            let parts = file.dropLast(4).components(separatedBy: "--")
            #expect(parts.count == 2, "\(file) is not COMPONENT--PRESET.svg")
            let expected = try Components.named(parts[0]).render([Argument("preset", parts[1])])
            let actual = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
            #expect(actual == expected, "\(file) is stale: run `vitrine render \(parts[0]) --preset \(parts[1]) -o Docs/Images/\(file)`")
        }
    }
}
