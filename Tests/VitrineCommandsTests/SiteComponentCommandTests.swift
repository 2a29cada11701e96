import Foundation
import Testing

/// `list` and `render` with a site's own components (`Site/components/NAME.svg`), found as `build` finds the site.
@Suite final class SiteComponentCommandTests {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory() + "vitrine-own-components-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Site/components"), withIntermediateDirectories: true)
        try """
            ---
            title: Badge
            description: A label on a colour.
            parameters:
              label: {type: string, default: builds, help: The text.}
              color: {type: color, default: "#34c759"}
            presets:
              red: {color: "#ff3b30"}
            ---
            <svg xmlns="http://www.w3.org/2000/svg" width="80" height="20"><rect width="80" height="20" fill="{{color}}"/><text y="14">{{label}}</text></svg>

            """.write(to: folder.appendingPathComponent("Site/components/badge.svg"), atomically: true, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    @Test func listMarksTheSitesOwnComponents() throws {
        let text = try CommandRunner.run(["list"], in: folder)
        #expect(text.status == 0)
        #expect(text.standardOutput.contains("badge (the site's own, Site/components/badge.svg) — A label on a colour."))
        #expect(text.standardOutput.contains("  --label <text>  default builds; any text up to 200 characters\n      The text."))
        let json = try CommandRunner.run(["list", "--json"], in: folder)
        let listing = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]]
        #expect(listing?.last?["name"] as? String == "badge" && listing?.last?["file"] as? String == "Site/components/badge.svg")
        #expect(listing?.first?["file"] == nil, "a built-in has no file")
    }

    @Test func renderDrawsTheSitesComponentWithItsValuesAndPresets() throws {
        let svg = try CommandRunner.run(["render", "badge", "--label", "</svg><x>", "--preset", "red"], in: folder)
        #expect(svg.status == 0)
        #expect(svg.standardOutput.contains("fill=\"#ff3b30\"") && svg.standardOutput.contains("<text y=\"14\">&lt;/svg&gt;&lt;x&gt;</text>"))
        let png = try CommandRunner.run(["render", "badge", "--format", "png", "--scale", "2", "-o", "badge.png"], in: folder)
        #expect(png.status == 0)
        let bytes = try Data(contentsOf: folder.appendingPathComponent("badge.png"))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let all = try CommandRunner.run(["render", "--all", "-o", "out"], in: folder)
        #expect(all.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/badge/red.svg").path))
        let other = try CommandRunner.run(["render", "badge", "--site", "Nowhere"], in: folder)
        #expect(other.status != 0 && other.standardError.contains("unknown component 'badge'"))
    }

    @Test func aBrokenComponentFileIsAnErrorAtItsPlace() throws {
        try "---\nparameters:\n  n: {type: nmber}\n---\n<svg/>\n".write(
            to: folder.appendingPathComponent("Site/components/bad.svg"), atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["render", "veil"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardError.contains("Site/components/bad.svg:3:13: error: parameter 'n' has type 'nmber'"))
    }

    @Test func checkComparesEveryPresetWithTheRecordAndDrawsEachDifference() throws {
        let record = try CommandRunner.run(["render", "--all", "--record", "goldens"], in: folder)
        #expect(record.status == 0 && record.standardOutput.hasPrefix("Recorded "))
        let same = try CommandRunner.run(["render", "--all", "--check", "goldens"], in: folder)
        #expect(same.status == 0 && same.standardOutput.contains("are as recorded in goldens"))

        // The component drifts: its red preset's picture changes, and a file no preset makes is recorded.
        let file = folder.appendingPathComponent("Site/components/badge.svg")
        try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "width=\"80\"", with: "width=\"90\"").write(to: file, atomically: true, encoding: .utf8)
        let drifted = try CommandRunner.run(["render", "--all", "--check", "goldens"], in: folder)
        #expect(drifted.status == 1)
        #expect(drifted.standardError.contains("error: 1 of ") && drifted.standardError.contains("  badge/red.svg\n"))
        #expect(drifted.standardError.contains("side by side in goldens-differences"))
        let picture = try String(contentsOf: folder.appendingPathComponent("goldens-differences/badge/red.svg"), encoding: .utf8)
        #expect(picture.contains(">recorded</text>") && picture.contains(">now</text>") && picture.components(separatedBy: "data:image/svg+xml;base64,").count == 3)

        try "stale".write(to: folder.appendingPathComponent("goldens/badge/gone.svg"), atomically: true, encoding: .utf8)
        let rerecord = try CommandRunner.run(["render", "--all", "--record", "goldens"], in: folder)
        #expect(rerecord.status == 0 && rerecord.standardOutput.contains("removed 1 no preset makes: badge/gone.svg"))
        #expect(try CommandRunner.run(["render", "--all", "--check", "goldens"], in: folder).status == 0)

        let misuse = try CommandRunner.run(["render", "badge", "--check", "goldens"], in: folder)
        #expect(misuse.status == 64 && misuse.standardError.contains("--check and --record go with --all"))
    }

    @Test func checkComparesPNGsAtTheScalesAsked() throws {
        #expect(try CommandRunner.run(["render", "--all", "--format", "png", "--scale", "2", "--record", "pngs"], in: folder).status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("pngs/badge/red@2x.png").path))
        let missing = try CommandRunner.run(["render", "--all", "--format", "png", "--scale", "1", "--check", "pngs", "-o", "diff"], in: folder)
        #expect(missing.status == 1 && missing.standardError.contains("activity-indicator/white.png (not recorded)") && missing.standardError.contains(" more\n"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("diff/badge/red.png.svg").path))
    }

    @Test func anHTMLComponentRendersAsHTMLAndSVGAndRefusesPNG() throws {
        try "---\nparameters:\n  message: {type: string, default: Saved}\npresets:\n  sent: {message: Sent}\n---\n<div class=\"toast\">{{message}}</div>\n".write(
            to: folder.appendingPathComponent("Site/components/toast.html"), atomically: true, encoding: .utf8)
        let html = try CommandRunner.run(["render", "toast", "--message", "Sent", "--format", "html"], in: folder)
        #expect(html.status == 0 && html.standardOutput == "<div class=\"toast\">Sent</div>\n")
        let svg = try CommandRunner.run(["render", "toast"], in: folder)
        #expect(svg.status == 0 && svg.standardOutput.contains("<foreignObject") && svg.standardOutput.contains("width=\"320\" height=\"480\""))
        let png = try CommandRunner.run(["render", "toast", "--format", "png", "-o", "toast.png"], in: folder)
        #expect(png.status == 64 && png.standardError.contains("toast is an HTML component") && png.standardError.contains("no PNG"))
        let all = try CommandRunner.run(["render", "--all", "--format", "png", "-o", "pngs"], in: folder)
        #expect(all.status == 0 && all.standardOutput.contains("No PNG for the HTML components toast"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("pngs/toast").path))
    }
}
