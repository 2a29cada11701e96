import Foundation

/// Each page file's last commit — its day and author — read from git in one `git log` for the whole site,
/// never a process per page.
package struct GitHistory: Sendable, Equatable {
    package struct Change: Sendable, Equatable {
        let day: PageDate
        let author: String
    }

    /// Why there are no dates from git: a warning, never a failed build.
    enum Failure: Error, Equatable {
        case notARepository
        case gitMissing
        case failed(String)

        var message: String {
            switch self {
            case .notARepository: "lastUpdated: git, but the site is not in a git repository; pages show no date from git"
            case .gitMissing: "lastUpdated: git, but git is not installed; pages show no date from git"
            case .failed(let reason): "lastUpdated: git, but git log failed (\(reason)); pages show no date from git"
            }
        }
    }

    /// By path relative to the folder read: `guide/install.md`.
    let lastChanges: [String: Change]

    /// Runs `git log` once over `folder`, newest commit first, listing each commit's files relative to it.
    static func read(folder: String) -> Result<GitHistory, Failure> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Committer days as the committer's clock wrote them, so every machine reads the same day.
        process.arguments = ["git", "-C", folder, "-c", "core.quotepath=off", "log", "--format=%x1e%cs%x1f%an", "--name-only", "--relative", "-z", "--", "."]
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C"
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return .failure(.gitMissing)
        }
        // Read before waiting: a long history fills the pipe.
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            if process.terminationStatus == 127 { return .failure(.gitMissing) }
            if message.contains("not a git repository") { return .failure(.notARepository) }
            return .failure(.failed(message.split(separator: "\n").first.map(String.init) ?? "exit status \(process.terminationStatus)"))
        }
        return .success(GitHistory(lastChanges: parse(Array(bytes))))
    }

    /// `git log -z --format=%x1e%cs%x1f%an --name-only`: each commit's `RS day US author`, then its files, all
    /// ended by NUL (the first file after a newline). The first commit naming a file is its last change.
    static func parse(_ output: [UInt8]) -> [String: Change] {
        var changes: [String: Change] = [:]
        var current: Change?
        for field in output.split(separator: 0, omittingEmptySubsequences: true) {
            if field.first == 0x1E {
                let parts = field.dropFirst().split(separator: 0x1F, maxSplits: 1, omittingEmptySubsequences: false)
                let day = parts.first.flatMap { PageDate(String(decoding: $0, as: UTF8.self)) }
                current = day.map { Change(day: $0, author: parts.count > 1 ? String(decoding: parts[1], as: UTF8.self) : "") }
                continue
            }
            guard let current else { continue }
            let path = String(decoding: field.drop { $0 == UInt8(ascii: "\n") }, as: UTF8.self)
            if !path.isEmpty, changes[path] == nil { changes[path] = current }
        }
        return changes
    }
}
