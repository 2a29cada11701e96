import Foundation
import Testing
import VitrinePlatform

/// `POSIXRead.file`, which every source of a site is read through and whose bytes a build holds to its end.
@Suite final class ReadFileTests {
    let folder = NSTemporaryDirectory() + "vitrine-read-\(UUID().uuidString)"

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    @Test(arguments: [0, 1, 4095, 4096, 4097, 100_000])
    func aFileIsReadWholeAndHeldAtItsOwnSize(size: Int) throws {
        let path = folder + "/file-\(size)"
        let written = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        try Data(written).write(to: URL(fileURLWithPath: path))
        let read = try #require(POSIXRead.file(path))
        #expect(read == written)
        // Not twice the file, as a buffer grown to find the end would be.
        #expect(read.capacity <= max(size + 64, 64))
    }

    @Test func aFileStatCannotSizeIsReadToItsEnd() throws {
        // `/proc` files say they are empty and then give their text.
        let read = try #require(POSIXRead.file("/proc/self/status"))
        let text = String(decoding: read, as: UTF8.self)
        #expect(text.hasPrefix("Name:"))
        #expect(text.contains("VmRSS"))
    }

    @Test func aMissingFileIsNil() {
        #expect(POSIXRead.file(folder + "/none") == nil)
    }
}
