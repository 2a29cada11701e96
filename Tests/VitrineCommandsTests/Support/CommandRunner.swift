import Foundation

/// Runs the real `vitrine` executable, as a person or a script would.
struct CommandResult {
    let status: Int32
    let standardOutput: String
    let standardError: String
    /// Standard output as it came, for binary output (PNG).
    var standardOutputBytes: [UInt8] = []
}

enum CommandRunner {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `$VITRINE`, or the debug build `swift build` leaves in `.build/debug`.
    static var executable: URL {
        if let path = ProcessInfo.processInfo.environment["VITRINE"] { return URL(fileURLWithPath: path) }
        return packageRoot.appendingPathComponent(".build/debug/vitrine")
    }

    /// The example program of `Examples/OwnComponents`, built beside `vitrine`: vitrine's command line with a
    /// component declared in Swift.
    static var example: URL { executable.deletingLastPathComponent().appendingPathComponent("vitrine-example") }

    static func run(_ arguments: [String], environment: [String: String]? = nil, in directory: URL? = nil, program: URL? = nil) throws -> CommandResult {
        let process = Process()
        process.executableURL = program ?? executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self), standardOutputBytes: Array(outputData))
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
