import CFolderSwap

import VitrinePlatform

/// Puts a finished tree in the output's place.
enum FolderSwap {
    /// Moves `replacement` to `output`; the folder it replaces moves to `keep` (or, when `keep` is taken, is
    /// removed).
    ///
    /// Where the system can, the two trade places in one step and `output` never stops existing; elsewhere it
    /// is missing for the moment between two renames.
    static func replace(_ output: String, with replacement: String, keepingPreviousAs keep: String) throws {
        var info = stat()
        guard lstat(output, &info) == 0 else { return try move(replacement, to: output) }
        let previous: String
        if vitrine_exchange_paths(replacement, output) == 0 {
            previous = replacement
        } else {
            previous = replacement + ".previous"
            try move(output, to: previous)
            do { try move(replacement, to: output) } catch {
                try? move(previous, to: output)
                throw error
            }
        }
        if rename(previous, keep) != 0 { FileTree.removeConcurrently(previous) }
    }

    static func move(_ from: String, to: String) throws {
        guard rename(from, to) == 0 else {
            throw SnapshotWriter.WriteError(path: from, action: "cannot move to \(to)")
        }
    }
}
