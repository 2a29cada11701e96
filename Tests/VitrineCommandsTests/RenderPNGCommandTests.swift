import Foundation
import Testing

@Suite(.serialized) struct RenderPNGCommandTests {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Width and height from a PNG's IHDR chunk.
    static func size(_ png: [UInt8]) -> (Int, Int) {
        func integer(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (integer(16), integer(20))
    }

    @Test func writesAPNGAtTheScaleToAFileAndToStandardOutput() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("veil@2x.png")
        let written = try CommandRunner.run(["render", "veil", "--format", "png", "--scale", "2", "-o", file.path])
        #expect(written.status == 0, "\(written.standardError)")
        let bytes = Array(try Data(contentsOf: file))
        #expect(Array(bytes.prefix(8)) == Self.signature)
        #expect(Self.size(bytes) == (640, 960))
        let piped = try CommandRunner.run(["render", "veil", "--format", "png", "--scale", "2", "-o", "-"])
        #expect(piped.status == 0)
        #expect(piped.standardOutputBytes == bytes, "standard output holds the same PNG")
    }

    @Test func allWritesEveryPresetAtEveryScaleWithIOSNames() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["render", "--all", "--site", "/nonexistent-site", "--format", "png", "--scale", "3,1", "-o", folder.path])
        #expect(result.status == 0, "\(result.standardError)")
        let veil = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("veil").path)
        #expect(veil.contains("portrait.png") && veil.contains("portrait@3x.png") && !veil.contains("portrait@2x.png"), "\(veil.sorted())")
        let small = Array(try Data(contentsOf: folder.appendingPathComponent("activity-indicator/white.png")))
        let large = Array(try Data(contentsOf: folder.appendingPathComponent("activity-indicator/white@3x.png")))
        #expect(Self.size(small) == (20, 20) && Self.size(large) == (60, 60))
    }

    @Test(arguments: [
        (["render", "veil", "--format", "png"], "a PNG is binary: write it with -o <file>, or -o - for standard output"),
        (["render", "veil", "--format", "png", "--scale", "1,2", "-o", "out.png"], "one --scale for a single PNG"),
        (["render", "veil", "--scale", "2", "-o", "out.svg"], "--scale is for --format png"),
        (["render", "--all", "--format", "png", "-o", "-"], "--all needs an output folder"),
    ])
    func usageMistakesAreOneLineAndStatus64(arguments: [String], expected: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(arguments, in: folder)
        #expect(result.status == 64)
        #expect(result.standardError.contains(expected), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "something was written")
    }

    @Test(arguments: [
        (["render", "veil", "--format", "gif", "-o", "out"], "Please provide one of 'svg', 'png' or 'html'"),
        (["render", "veil", "--format", "png", "--scale", "4", "-o", "out.png"], "Please provide one of '1', '2' or '3'"),
    ])
    func badValuesNameTheChoices(arguments: [String], expected: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(arguments, in: folder)
        #expect(result.status == 64)
        #expect(result.standardError.contains(expected), "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}

@Suite(.serialized) struct RenderHTMLCommandTests {
    @Test func writesTheOverlayFragmentWhatTheLibraryMakes() throws {
        let result = try CommandRunner.run(["render", "loading-view", "--message", "Saving...", "--format", "html"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("<div class=\"vitrine-loading-view\" role=\"status\">"))
        #expect(result.standardOutput.contains("<p class=\"vitrine-loading-view-message\">Saving...</p>"))
        #expect(!result.standardOutput.contains("<script"))
    }

    @Test func aComponentWithoutAnHTMLFormNamesThoseThatHaveOne() throws {
        let result = try CommandRunner.run(["render", "key", "--format", "html", "--site", "/nonexistent-site"])
        #expect(result.status == 64)
        #expect(result.standardError == "error: key has no HTML form; --format html is for loading-view, veil.\n")
    }
}
