import Foundation
import Testing
import Vitrine

@Suite(.serialized) struct RenderCommandTests {
    @Test func rendersToStandardOutputWhatTheLibraryRenders() throws {
        let result = try CommandRunner.run(["render", "veil", "--message", "Searching…", "--orientation", "landscapeLeft"])
        #expect(result.status == 0)
        #expect(result.standardOutput == Veil(message: "Searching…", orientation: .landscapeLeft).svg)
        #expect(result.standardError.isEmpty)
    }

    @Test func acceptsNameEqualsValueAndPresets() throws {
        let a = try CommandRunner.run(["render", "key", "--preset", "shift", "--state=highlighted"])
        let b = try CommandRunner.run(["render", "key", "--symbol", "shift", "--width", "36", "--top", "120", "--state", "highlighted"])
        #expect(a.status == 0)
        #expect(a.standardOutput == b.standardOutput)
    }

    @Test(arguments: [
        (["render", "veli"], "unknown component 'veli'; did you mean 'veil'?"),
        (["render", "veil", "--mesage", "x"], "unknown parameter '--mesage' for veil; did you mean '--message'?"),
        (["render", "veil", "--orientation", "sideways"], "expected one of portrait, portraitUpsideDown, landscapeLeft, landscapeRight"),
        (["render", "veil", "--preset", "landscape"], "unknown preset 'landscape' for veil"),
        (["render", "progress-view", "--progress", "1.5"], "'--progress' of progress-view: expected a number from 0 to 1"),
        (["render", "progress-view", "--width", "NaN"], "'--width' of progress-view: expected a number from 20 to 2000"),
        (["render", "loading-view", "--height", "1e308"], "'--height' of loading-view: expected a number from 40 to 4096"),
        (["render", "key", "--width", "-3"], "'--width' of key"),
        (["render", "keyboard", "--locale", "fra"], "'--locale' of keyboard: expected one of en, de, es, fr, it, ru; did you mean 'fr'?"),
        (["render", "keyboard", "--locale", "ru", "--pressed", "q"],
         "invalid value 'q' for '--pressed' of keyboard: expected a key the qwerty layout in ru has: none й ц у к"),
        (["render", "keyboard", "--pressed", "ñ"], "expected a key the qwerty layout has: none q w e r t y u i o p a s d f g h j k l shift z x"),
        (["render", "veil", "--message"], "missing value for '--message'"),
        (["render"], "name a component to render"),
    ])
    func badInputIsOneLineAndExitStatus64(arguments: [String], expected: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out.svg").path
        let result = try CommandRunner.run(arguments + ["-o", output])
        #expect(result.status == 64)
        #expect(result.standardError.contains(expected), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "something was written")
    }

    @Test func writesAFileAtomically() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("veil.svg")
        try "previous".write(to: output, atomically: false, encoding: .utf8)
        let result = try CommandRunner.run(["render", "veil", "-o", output.path])
        #expect(result.status == 0)
        #expect(try String(contentsOf: output, encoding: .utf8) == Veil().svg)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["veil.svg"])
    }

    @Test func anUnwritablePathIsAClearErrorAndLeavesNothing() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("no/such/folder/out.svg").path
        let result = try CommandRunner.run(["render", "veil", "-o", missing])
        #expect(result.status == 73)
        #expect(result.standardError == "error: cannot write '\(missing)': No such file or directory\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func renderAllWritesEveryPreset() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["render", "--all", "--site", "/nonexistent-site", "-o", folder.path])
        #expect(result.status == 0)
        for preset in Catalog.presets {
            let file = folder.appendingPathComponent("\(preset.component)/\(preset.name).svg")
            let svg = try String(contentsOf: file, encoding: .utf8)
            #expect(svg == (try Components.named(preset.component).render([Argument("preset", preset.name)])))
        }
        let written = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".svg") }
        #expect(written?.count == Catalog.presets.count)
    }

    @Test func outputDoesNotDependOnLocaleOrEnvironment() throws {
        let arguments = ["render", "scene", "--preset", "veil-landscape-left", "--message", "Grüße 1,5 ½"]
        let plain = try CommandRunner.run(arguments, environment: ["PATH": "/usr/bin:/bin"])
        let german = try CommandRunner.run(
            arguments, environment: ["PATH": "/usr/bin:/bin", "LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "LC_NUMERIC": "de_DE.UTF-8", "TZ": "Asia/Tokyo", "HOME": "/nonexistent"])
        #expect(plain.status == 0)
        #expect(plain.standardOutput == german.standardOutput)
        #expect(!plain.standardOutput.isEmpty)
    }
}
