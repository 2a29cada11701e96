import Foundation

import VitrinePlatform

/// Writes a snapshot to disk atomically: into a temporary folder beside the output, then swapped in.
///
/// A failure at any point leaves the previous output as it was and removes the temporary folder. The output
/// it replaces is kept beside it as `.NAME.vitrine-cache` and becomes the next build's temporary folder: its
/// folders are reused and its unchanged files stay as they are, which saves making and deleting a folder per
/// page on every build. The cache is safe to delete.
package enum SnapshotWriter {
    /// A folder the writer will not replace, and why.
    package struct RefusedOutput: Error, Equatable, CustomStringConvertible {
        package enum Reason: Equatable, Sendable {
            case root
            case home
            /// The output is, or holds, this source folder.
            case holdsSources(String)
            /// The output is inside this source folder, which would read it back.
            case insideSources(String)
        }

        package let output: String
        package let reason: Reason

        package var description: String {
            switch reason {
            case .root: "refusing to replace '/' with the site"
            case .home: "refusing to replace the home folder \(output) with the site"
            case .holdsSources(let source): "refusing to replace \(output): it holds the site's sources (\(source))"
            case .insideSources(let source):
                "refusing to write into \(output): it is inside the sources (\(source)), which would read it back as pages and files"
            }
        }
    }

    /// A file or folder that could not be written: which, what was being done, and the system's reason.
    package struct WriteError: Error, Equatable, CustomStringConvertible {
        package let path: String
        /// `cannot create folder`, `cannot write`, `cannot replace`, `cannot read`, `cannot remove`, `cannot move to …`.
        package let action: String
        /// The system's words for `errno` at the time.
        package let reason: String

        /// The failure of the last system call on this thread.
        init(path: String, action: String, errno code: Int32 = errno) {
            self.init(path: path, action: action, reason: String(cString: strerror(code)))
        }

        init(path: String, action: String, reason: String) {
            self.path = path
            self.action = action
            self.reason = reason
        }

        package var description: String { "\(path): \(action): \(reason)" }
    }

    /// - Parameters:
    ///   - snapshot: The built site.
    ///   - outputDirectory: The folder to replace; refused when it is `/`, the home folder, or `protecting`
    ///     or one of its ancestors.
    ///   - protecting: Source folders that must survive (the site folder by default).
    ///   - workingBeside: Where the writer keeps its temporary folder, cache and manifest, and the name they
    ///     take after; beside the output by default. A version's folder keeps them beside the whole output,
    ///     which is published as it is.
    package static func write(
        _ snapshot: Snapshot, to outputDirectory: String, protecting: [String] = ["Site"], workingBeside: (folder: String, name: String)? = nil
    ) throws {
        try write(snapshot, to: outputDirectory, protecting: protecting, failAfter: nil, workingBeside: workingBeside)
    }

    /// The same, failing on purpose after writing `failAfter` files: the tests' crash in the middle.
    static func write(
        _ snapshot: Snapshot, to outputDirectory: String, protecting: [String], failAfter: Int?, workingBeside: (folder: String, name: String)? = nil
    ) throws {
        let output = OutputPath.absolute(outputDirectory)
        try OutputPath.checkAllowed(output, protecting: protecting.map(OutputPath.absolute))
        let siblings = workingBeside.map { Siblings(output: OutputPath.absolute($0.folder), name: $0.name) } ?? Siblings(output: output)
        let (reused, recorded) = try claimWorkingFolder(siblings)
        do {
            let previous = FileTree.isFolder(output) ? output : nil
            let names = Set(snapshot.files.keys)
            let plan = WritePlan(paths: Array(names))
            let folders = Set(plan.folders.map(\.path))
            // The deferred files' names stay until they are known: from one build to the next most of them
            // are already the previous output's files, and are then left as they are.
            let existing = try reused?.pruned(keepingFiles: names, folders: folders, undecided: snapshot.deferred?.prefix) ?? [:]
            if reused == nil { try makeFolder(siblings.temporary) }
            var written = try writeFiles(
                snapshot.files, plan: plan, into: siblings.temporary, existing: existing, previous: previous, recorded: recorded, failAfter: failAfter)
            if let deferred = snapshot.deferred {
                let files = deferred.all
                let deferredPlan = WritePlan(paths: Array(files.keys))
                try reused?.removeUnwanted(
                    under: deferred.prefix, kept: existing, files: names.union(files.keys),
                    folders: folders.union(deferredPlan.folders.map(\.path)))
                let made = try writeFiles(
                    files, plan: deferredPlan, into: siblings.temporary, existing: existing, previous: previous, recorded: recorded, failAfter: nil)
                written.entries.merge(made.entries) { _, deferred in deferred }
            }
            try FolderSwap.replace(output, with: siblings.temporary, keepingPreviousAs: siblings.cache)
            // Without it the next build reads the files back to compare them, as it would the first time.
            try? written.write(to: siblings.manifest)
        } catch {
            FileTree.remove(siblings.temporary)
            throw error
        }
    }

    /// Clears the temporary folder, takes over the cache as it when there is one, and reads then removes the
    /// manifest: only a build that swaps its output in leaves a manifest, so one that stops half way leaves none.
    static func claimWorkingFolder(_ siblings: Siblings) throws -> (reused: ReusableTree?, recorded: OutputManifest) {
        FileTree.remove(siblings.temporary)
        try FileManager.default.createDirectory(atPath: siblings.parent, withIntermediateDirectories: true)
        let reused = ReusableTree.claim(siblings.cache, as: siblings.temporary)
        let recorded = OutputManifest.read(siblings.manifest)
        OutputManifest.remove(siblings.manifest)
        return (reused, recorded)
    }

    /// The name of the cache folder kept beside `outputDirectory`.
    package static func cacheFolder(for outputDirectory: String) -> String {
        Siblings(output: OutputPath.absolute(outputDirectory)).cache
    }

    /// The name of the manifest kept beside `outputDirectory`.
    static func manifestFile(for outputDirectory: String) -> String {
        Siblings(output: OutputPath.absolute(outputDirectory)).manifest
    }
}

extension SnapshotWriter {
    /// The writer's own folders beside the output, hidden and named after it.
    struct Siblings {
        let parent: String
        let temporary: String
        let cache: String
        let manifest: String

        init(output: String, name given: String? = nil) {
            parent = SitePaths.directory(of: output)
            let name = given ?? String(output.dropFirst(parent.count))
            temporary = parent + ".\(name).building-\(getpid())"
            cache = parent + ".\(name).vitrine-cache"
            manifest = parent + ".\(name).vitrine-manifest"
        }
    }
}
