import Foundation
import Testing
import VitrinePlatform

/// `POSIXWrite.replace`, which the output manifest, the PNG cache and `-o` files are written through.
@Suite final class ReplaceFileTests {
    let folder = NSTemporaryDirectory() + "vitrine-replace-\(UUID().uuidString)"

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func replace(_ path: String, _ text: String, through temporary: String) -> POSIXWrite.ReplaceFailure? {
        Array(text.utf8).withUnsafeBytes { POSIXWrite.replace(path, with: $0, through: temporary) }
    }

    @Test func aFileIsReplacedWholeAndNoTemporaryIsLeft() throws {
        let path = folder + "/out.txt", temporary = folder + "/.out.txt.tmp"
        #expect(replace(path, "first", through: temporary) == nil)
        #expect(replace(path, "second", through: temporary) == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second")
        #expect(!FileManager.default.fileExists(atPath: temporary))
    }

    @Test func aTemporaryLeftBehindOrPlantedAsALinkIsNotWrittenThrough() throws {
        let path = folder + "/out.txt", temporary = folder + "/.out.txt.tmp", elsewhere = folder + "/elsewhere.txt"
        try "untouched".write(toFile: elsewhere, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: temporary, withDestinationPath: elsewhere)
        #expect(replace(path, "new", through: temporary) == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(try String(contentsOfFile: elsewhere, encoding: .utf8) == "untouched")
    }

    @Test func failuresSayWhichStepAndWhy() {
        let missing = folder + "/no-such-folder"
        #expect(replace(missing + "/out.txt", "x", through: missing + "/.out.tmp") == .write("No such file or directory"))
        // A folder in the way of the rename.
        let blocked = folder + "/blocked"
        try? FileManager.default.createDirectory(atPath: blocked + "/inside", withIntermediateDirectories: true)
        guard case .move(let reason)? = replace(blocked, "x", through: folder + "/.blocked.tmp") else {
            Issue.record("renaming a file over a folder that holds something should fail")
            return
        }
        #expect(!reason.isEmpty && !FileManager.default.fileExists(atPath: folder + "/.blocked.tmp"))
    }
}
