import Foundation
import VitrinePlatform
import VitrineRaster

/// The catalog's PNGs, kept between builds: drawing a picture with librsvg is far more work than reading its
/// file back. Like Hugo's image cache, a file in the folder is named by a hash of everything its
/// pixels depend on (the SVG, the scale and `PNG.rendererIdentity()`), so an entry is never stale and the
/// folder is safe to delete at any time. The cache also keeps what it found in memory, for the preview's
/// rebuilds (`BuildCache.pngs`).
package final class PNGCache: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [String: [UInt8]] = [:]
    private var drawn = 0

    package init() {}

    /// The user's cache folder for vitrine's PNGs (`~/.cache/vitrine/png` on Linux), shared by every build.
    package static var userDirectory: String? { UserCacheFolder.path("png") }

    /// How many PNGs this cache had to draw rather than find.
    package var drawnCount: Int { lock.withLock { drawn } }

    /// The PNG of `svg` at `scale`, from memory, `folder`, or drawn (and then kept in both).
    ///
    /// - Parameter folder: Where PNGs are kept between processes; `nil` keeps them in memory only.
    package func png(_ svg: String, scale: Int, renderer: String, folder: String?) throws(RasterError) -> [UInt8] {
        let key = Self.key(svg, scale: scale, renderer: renderer)
        if let known = lock.withLock({ kept[key] }) { return known }
        let file = folder.map { "\($0)/\(key).png" }
        if let file, let bytes = POSIXRead.file(file), bytes.starts(with: Self.signature) {
            lock.withLock { kept[key] = bytes }
            return bytes
        }
        let bytes = try PNG.render(svg, scale: scale)
        lock.withLock {
            kept[key] = bytes
            drawn += 1
        }
        if let file { Self.store(bytes, at: file) }
        return bytes
    }

    /// Every PNG starts with these eight bytes; a file without them (cut short, or not a PNG) is drawn again.
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// 128 bits of two differently seeded hashes over the inputs, in hex: a collision among a few thousand
    /// pictures is out of reach.
    static func key(_ svg: String, scale: Int, renderer: String) -> String {
        let input = Array("\(renderer)\n\(scale)\n\(svg)".utf8)
        return [SnapshotFile.contentHash(input, seed: 0x9E37_79B9_7F4A_7C15), SnapshotFile.contentHash(input, seed: 0xC2B2_AE3D_27D4_EB4F)]
            .map(StableHash.hexDigits).joined()
    }

    /// Writes through a temporary file and a rename, so a reader never finds half a PNG. The cache is an aid,
    /// not an output: a folder that cannot be written only means drawing again next time.
    private static func store(_ bytes: [UInt8], at file: String) {
        let folder = SitePaths.directory(of: file)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = file + ".writing-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        _ = bytes.withUnsafeBytes { POSIXWrite.replace(file, with: $0, through: temporary) }
    }
}
