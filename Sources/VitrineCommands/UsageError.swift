import ArgumentParser
import Vitrine

/// Exit statuses from BSD's sysexits, which scripts can tell apart.
enum ExitStatus {
    /// The command was used wrongly: an unknown name, a bad value.
    static let usage = ExitCode(64)
    /// An output file could not be created.
    static let cannotCreate = ExitCode(73)
    /// Something the command needs is not there: a free port, the librsvg library.
    static let unavailable = ExitCode(69)
}

/// Prints one error line to standard error, the way every command reports a person's mistake.
func reportError(_ message: String) {
    var standardError = StandardError()
    print("error: \(message)", to: &standardError)
}

extension ParameterError {
    /// The error as the command line shows it, options spelled `--name`.
    var commandLineMessage: String { message(spelling: .option) }
}

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandleOutput.writeToStandardError(string)
    }
}
