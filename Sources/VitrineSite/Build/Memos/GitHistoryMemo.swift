import Foundation

/// The git stage's memo: the history read by the last build, reused while the repository's current commit is
/// the same, so the preview runs `git log` again only after a commit, not after every save.
final class GitHistoryMemo {
    private var kept: (folder: String, commit: String, history: GitHistory)?

    func reusable(folder: String) -> GitHistory? {
        guard let kept, kept.folder == folder, let commit = GitHistory.currentCommit(above: folder), kept.commit == commit else { return nil }
        return kept.history
    }

    func keep(_ history: GitHistory, folder: String) {
        kept = GitHistory.currentCommit(above: folder).map { (folder, $0, history) }
    }
}

extension GitHistory {
    /// What names the repository's current commit, read from its files without running git: `HEAD`, and the
    /// branch it points to (loose or packed). `nil` outside a repository.
    static func currentCommit(above folder: String) -> String? {
        var directory = URL(fileURLWithPath: folder).standardizedFileURL
        while true {
            let dotGit = directory.appendingPathComponent(".git")
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isFolder) {
                var gitFolder = dotGit
                // A worktree's or submodule's `.git` is a file naming its folder.
                if !isFolder.boolValue, let text = try? String(contentsOf: dotGit, encoding: .utf8), text.hasPrefix("gitdir: ") {
                    let named = text.dropFirst("gitdir: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
                    gitFolder = URL(fileURLWithPath: named, relativeTo: directory).standardizedFileURL
                }
                return state(of: gitFolder)
            }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return nil }
            directory = parent
        }
    }

    private static func state(of gitFolder: URL) -> String? {
        guard let head = try? String(contentsOf: gitFolder.appendingPathComponent("HEAD"), encoding: .utf8) else { return nil }
        guard head.hasPrefix("ref: ") else { return head }
        let ref = head.dropFirst("ref: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
        // A worktree keeps its HEAD apart and its branches in the main folder (`commondir`).
        let common = (try? String(contentsOf: gitFolder.appendingPathComponent("commondir"), encoding: .utf8))
            .map { URL(fileURLWithPath: $0.trimmingCharacters(in: .whitespacesAndNewlines), relativeTo: gitFolder).standardizedFileURL } ?? gitFolder
        let loose = try? String(contentsOf: common.appendingPathComponent(ref), encoding: .utf8)
        let packed = try? String(contentsOf: common.appendingPathComponent("packed-refs"), encoding: .utf8)
        return head + (loose ?? packed ?? "")
    }
}
