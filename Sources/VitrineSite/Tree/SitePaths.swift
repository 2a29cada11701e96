/// Where pages land in the output and how one output file links to another.
enum SitePaths {
    /// The folder URL of a Markdown page: `index.md` → ``, `a/index.md` → `a/`, `a/b.md` → `a/b/`.
    static func folder(ofPage sourcePath: String) -> String {
        let withoutExtension = String(sourcePath.dropLast(3))
        if withoutExtension == "index" { return "" }
        if withoutExtension.hasSuffix("/index") { return String(withoutExtension.dropLast(5)) }
        return withoutExtension + "/"
    }

    /// A relative URL from a page in `folder` to `target` (both relative to the site root).
    static func relative(from folder: String, to target: String) -> String {
        let prefix = rootPrefix(from: folder)
        let joined = prefix + target
        return joined.isEmpty ? "./" : joined
    }

    /// `../` once per folder level: the relative way back to the site root.
    static func rootPrefix(from folder: String) -> String {
        var levels = 0
        var previous = UInt8(ascii: "/")
        for byte in folder.utf8 {
            if byte != UInt8(ascii: "/"), previous == UInt8(ascii: "/") { levels += 1 }
            previous = byte
        }
        return String(repeating: "../", count: levels)
    }

    /// Resolves `.` and `..` in a relative path joined to `folder`; `nil` when it climbs above the root.
    static func resolve(_ path: String, in folder: String) -> String? {
        var parts = folder.split(separator: "/").map(String.init)
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            switch part {
            case ".", "": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        let joined = parts.joined(separator: "/")
        return path.hasSuffix("/") && !joined.isEmpty ? joined + "/" : joined
    }

    /// The folder part of a file path: `components/veil.md` → `components/`.
    static func directory(of path: String) -> String {
        let bytes = path.utf8
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(Substring(bytes[...slash]))
    }
}
