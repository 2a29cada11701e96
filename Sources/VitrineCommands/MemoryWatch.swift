import ArgumentParser
import Foundation
import Synchronization
import VitrinePlatform

/// Ends a build that nears the memory the system gives it, with a message and the last good output kept, before
/// the kernel ends it without a word.
final class MemoryWatch: Sendable {
    /// The memory the build may hold, and where that figure comes from.
    let limit: (bytes: UInt64, source: String)
    /// The site folder, whose pages the message counts.
    let site: String
    /// Lets go of what the build has written so far; the output folder itself is not touched before the end.
    let discard: @Sendable () -> Void
    private let stopped = Atomic(false)

    /// The share of the limit at which the build is ended: the kernel counts more than the process's own pages.
    static let share = 0.9

    init(limit: (bytes: UInt64, source: String), site: String, discard: @escaping @Sendable () -> Void) {
        self.limit = limit
        self.site = site
        self.discard = discard
    }

    /// Looks at the process's memory every few milliseconds until `stop`.
    func start() {
        let threshold = UInt64(Double(limit.bytes) * Self.share)
        Thread.detachNewThread { [self] in
            while !stopped.load(ordering: .relaxed) {
                if let resident = MemoryUse.residentBytes(), resident > threshold { end(at: resident) }
                usleep(10_000)
            }
        }
    }

    func stop() {
        stopped.store(true, ordering: .relaxed)
    }

    private func end(at resident: UInt64) -> Never {
        discard()
        StandardError.writeLine(
            "\(site): error: the build stopped at \(Self.megabytes(resident)) MB of memory, near the \(Self.megabytes(limit.bytes)) MB "
                + "\(limit.source) allows, with \(Self.pageFiles(in: site)) page files to build, before the system ended it; "
                + "the last good output is unchanged. Build where more memory is free, or give '--memory-limit' the size this build may use.")
        exit(1)
    }

    /// `2,048`: whole megabytes, thousands grouped, the same in every locale.
    static func megabytes(_ bytes: UInt64) -> String {
        var digits = String(bytes >> 20)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return digits + grouped
    }

    /// The Markdown files under `folder`: the pages a reader of the message knows the site by.
    static func pageFiles(in folder: String) -> Int {
        guard let files = FileManager.default.enumerator(atPath: folder) else { return 0 }
        return files.reduce(0) { count, path in
            let name = (path as? String) ?? ""
            return count + (name.hasSuffix(".md") || name.hasSuffix(".mdx") || name.hasSuffix(".markdown") ? 1 : 0)
        }
    }
}

/// A size given on the command line: bytes, or a number with `K`, `M` or `G` (`512M`, `1.5G`).
struct MemorySize: ExpressibleByArgument, Sendable {
    let bytes: UInt64

    init?(argument: String) {
        let units: [Character: Double] = ["K": 1024, "M": 1024 * 1024, "G": 1024 * 1024 * 1024]
        var text = argument.uppercased()
        if text.hasSuffix("B") { text.removeLast() }
        let unit = text.last.flatMap { units[$0] }
        if unit != nil { text.removeLast() }
        guard let number = Double(text), number > 0, number.isFinite else { return nil }
        bytes = UInt64(number * (unit ?? 1))
    }

    static var defaultCompletionKind: CompletionKind { .default }
}
