import Foundation
import VitrinePlatform
import VitrineSite

/// `vitrine render --all --check <folder>`: every preset compared, byte for byte, with the file a `--record` wrote,
/// so a team keeps its components from drifting as the project's own goldens do; each difference drawn side by side.
enum RenderCheck {
    /// One rendered file, by its path under the folder (`badge/passing.svg`, `hud/ring@2x.png`).
    struct Picture {
        let path: String
        let bytes: [UInt8]
    }

    /// A picture that is not as recorded: `recorded` is `nil` when the folder has no such file.
    struct Difference {
        let path: String
        let recorded: [UInt8]?
        let now: [UInt8]
    }

    static func differences(_ pictures: [Picture], in folder: String) -> [Difference] {
        pictures.compactMap { picture in
            let recorded = POSIXRead.file(folder + "/" + picture.path)
            return recorded == picture.bytes ? nil : Difference(path: picture.path, recorded: recorded, now: picture.bytes)
        }
    }

    /// Where side-by-side pictures go when `-o` names no folder: beside the checked one.
    static func defaultDifferencesFolder(for folder: String) -> String {
        (folder.hasSuffix("/") ? String(folder.dropLast()) : folder) + "-differences"
    }

    /// One SVG per difference, `PATH.svg` in `folder`: the recorded picture on the left, the one drawn now on the
    /// right, each under its label; a browser shows it.
    static func writeSideBySide(_ differences: [Difference], to folder: String) throws {
        for difference in differences {
            let path = folder + "/" + difference.path + (difference.path.hasSuffix(".svg") ? "" : ".svg")
            try FileOutput.createDirectory(Self.folder(of: path))
            try FileOutput.write(sideBySide(difference), to: path)
        }
    }

    /// The files of the components' folders that no preset makes any more, removed; their paths.
    static func removeStale(in folder: String, keeping pictures: [Picture]) throws -> [String] {
        let kept = Set(pictures.map(\.path))
        var removed: [String] = []
        for component in Set(pictures.map { Self.folder(of: $0.path) }).sorted() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + component)) ?? []
            for name in names.sorted() where (name.hasSuffix(".svg") || name.hasSuffix(".png")) && !kept.contains(component + name) {
                guard unlink(folder + "/" + component + name) == 0 else { throw OutputError(path: folder + "/" + component + name, reason: POSIXWrite.lastError) }
                removed.append(component + name)
            }
        }
        return removed
    }

    /// The folder part of a path, with its `/`: `badge/` for `badge/passing.svg`.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }
}

private extension RenderCheck {
    static func sideBySide(_ difference: Difference) -> String {
        let isSVG = difference.path.hasSuffix(".svg")
        let type = isSVG ? "image/svg+xml" : "image/png"
        let now = size(of: difference.now, isSVG: isSVG)
        let recorded = difference.recorded.map { size(of: $0, isSVG: isSVG) } ?? (width: 0, height: 0)
        let gap = 24.0, label = 24.0
        let width = max(recorded.width, 120) + gap + max(now.width, 120)
        let height = label + max(recorded.height, now.height, 40)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" height=\"\(number(height))\" viewBox=\"0 0 \(number(width)) \(number(height))\">\n"
        svg += "<title>\(difference.path.htmlEscaped): recorded and now</title>\n"
        svg += "<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>\n"
        svg += text("recorded", x: 0) + text("now", x: max(recorded.width, 120) + gap)
        if let bytes = difference.recorded {
            svg += image(bytes, type: type, x: 0, y: label, size: recorded)
        } else {
            svg += "<text x=\"0\" y=\"\(number(label + 16))\" font-family=\"sans-serif\" font-size=\"13\" fill=\"#c00\">no recorded file</text>\n"
        }
        svg += image(difference.now, type: type, x: max(recorded.width, 120) + gap, y: label, size: now)
        return svg + "</svg>\n"
    }

    static func text(_ words: String, x: Double) -> String {
        "<text x=\"\(number(x))\" y=\"16\" font-family=\"sans-serif\" font-size=\"13\" fill=\"#333\">\(words)</text>\n"
    }

    static func image(_ bytes: [UInt8], type: String, x: Double, y: Double, size: (width: Double, height: Double)) -> String {
        "<image x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(size.width))\" height=\"\(number(size.height))\" href=\"data:\(type);base64,\(Data(bytes).base64EncodedString())\"/>\n"
    }

    /// A picture's size: an SVG root's `width` and `height` (as the catalog reads them), a PNG's from its header.
    static func size(of bytes: [UInt8], isSVG: Bool) -> (width: Double, height: Double) {
        if isSVG {
            let size = SVGSize(String(decoding: bytes.prefix(2000), as: UTF8.self))
            return (Double(size.width) ?? 100, Double(size.height) ?? 100)
        }
        guard bytes.count >= 24 else { return (100, 100) }
        let word = { (offset: Int) in bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (Double(word(16)), Double(word(20)))
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// `--check` found pictures that are not as recorded.
struct RenderCheckFailure: Error {
    let differences: [RenderCheck.Difference]
    let checked: Int
    let folder: String
    let sideBySide: String
}
