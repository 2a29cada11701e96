import Foundation
import VitrinePlatform

/// Versions of a site side by side in one output, as `mike` publishes MkDocs sites: each version in its folder
/// (`2.0/`), each alias (`latest/`) a folder of pages that send readers to the version's, `versions.json` listing
/// them for the version switcher, and the root sending readers to the default alias.
///
/// Publishing a version replaces its own folder and its aliases' and rewrites the two root files; every other
/// version's files stay as they are.
package enum SiteVersions {
    /// One line of `versions.json`, in mike's shape, which version switchers of other themes read too.
    package struct Entry: Codable, Equatable, Sendable {
        package var version: String
        package var title: String
        package var aliases: [String]
    }

    package static let listFile = "versions.json"

    /// A version or alias name that cannot be a folder of the output; `nil` when it can.
    package static func problem(withName name: String) -> String? {
        let allowed = name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "." || $0 == "-" || $0 == "_"
        }
        guard !name.isEmpty, allowed, !name.hasPrefix("."), name.count <= 64 else {
            return "'\(name)' is not a safe folder name: letters, digits, '.', '-' and '_', not starting with '.'"
        }
        return name == listFile || name == "index.html" || name == "404.html" ? "'\(name)' is a file of the output's root" : nil
    }

    /// Writes `snapshot` as `version` into `output`, with `aliases`, and updates the root's list and redirect.
    ///
    /// - Parameter defaultAlias: What the root sends readers to, when a version has that alias; else the newest version.
    package static func publish(
        _ snapshot: Snapshot, version: String, title: String? = nil, aliases: [String], defaultAlias: String, into output: String, protecting: [String]
    ) throws {
        let root = OutputPath.absolute(output)
        try OutputPath.checkAllowed(root, protecting: protecting.map(OutputPath.absolute))
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        var entries = try read(root + "/" + listFile)
        // An alias names one version: it moves to this one.
        for index in entries.indices { entries[index].aliases.removeAll { aliases.contains($0) } }
        if let clash = entries.first(where: { $0.version != version && aliases.contains($0.version) }) {
            throw SnapshotWriter.WriteError(path: root + "/" + clash.version, action: "cannot make alias '\(clash.version)'", reason: "a version has that name")
        }
        if let clash = entries.first(where: { $0.version != version && $0.aliases.contains(version) }) {
            throw SnapshotWriter.WriteError(
                path: root + "/" + version, action: "cannot publish version '\(version)'", reason: "it is an alias of version '\(clash.version)'")
        }
        let rootName = (root as NSString).lastPathComponent
        try SnapshotWriter.write(snapshot, to: root + "/" + version, protecting: protecting, workingBeside: (root, rootName + "." + version))
        entries.removeAll { $0.version == version }
        entries.append(Entry(version: version, title: title ?? version, aliases: aliases))
        entries = sorted(entries)
        for alias in aliases {
            try SnapshotWriter.write(
                redirects(to: version, pages: snapshot.files.keys.filter { $0.hasSuffix(".html") && $0 != "404.html" }), to: root + "/" + alias,
                protecting: protecting, workingBeside: (root, rootName + "." + alias))
        }
        let home = entries.first { $0.aliases.contains(defaultAlias) }.map { _ in defaultAlias } ?? entries[0].version
        try replaceFile(root + "/index.html", with: Array(SiteExtras.redirect(to: PercentEncoding.encodedPath(home + "/"), canonical: PercentEncoding.encodedPath(home + "/"), title: home, language: "en").utf8))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try replaceFile(root + "/" + listFile, with: Array(try encoder.encode(entries)) + [UInt8(ascii: "\n")])
    }

    /// The list in `file`; empty when there is none yet.
    package static func read(_ file: String) throws -> [Entry] {
        guard FileManager.default.fileExists(atPath: file) else { return [] }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw SnapshotWriter.WriteError(path: file, action: "cannot read", errno: errno)
        }
        do {
            return try JSONDecoder().decode([Entry].self, from: data)
        } catch {
            throw SnapshotWriter.WriteError(path: file, action: "cannot read the list of versions", reason: "not a list of {version, title, aliases}")
        }
    }

    /// Newest first: names without digits (`dev`, `main`) on top, then by their numbers, `10.0` above `9.1`.
    static func sorted(_ entries: [Entry]) -> [Entry] {
        func numbers(_ name: String) -> [Int] { name.split { !$0.isNumber }.compactMap { Int($0) } }
        return entries.sorted { a, b in
            let (x, y) = (numbers(a.version), numbers(b.version))
            if x.isEmpty != y.isEmpty { return x.isEmpty }
            if x != y { return y.lexicographicallyPrecedes(x) }
            return a.version > b.version
        }
    }

    /// A page at each page's address that sends readers to the same page of `version`.
    static func redirects(to version: String, pages: [String]) -> Snapshot {
        var files: [String: SnapshotFile] = [:]
        for path in pages {
            let folder = SitePaths.directory(of: path)
            let page = path.hasSuffix("index.html") ? String(path.dropLast("index.html".count)) : path
            let target = "../" + SitePaths.rootPrefix(from: folder) + PercentEncoding.encodedPath(version + "/" + page)
            let html = SiteExtras.redirect(to: target, canonical: target, title: version + "/" + page, language: "en")
            files[path] = SnapshotFile(bytes: Array(html.utf8), contentType: ContentTypes.forPath(path))
        }
        return Snapshot(files: files)
    }

    /// Writes beside, then renames over (`POSIXWrite.replace`): a reader never sees half a file.
    private static func replaceFile(_ path: String, with bytes: [UInt8]) throws {
        if let failure = bytes.withUnsafeBytes({ POSIXWrite.replace(path, with: $0, through: path + ".writing") }) {
            throw SnapshotWriter.WriteError(path: path, action: "cannot replace", reason: failure.reason)
        }
    }
}
