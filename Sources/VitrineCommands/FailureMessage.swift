import ArgumentParser
import Vitrine
import VitrinePreview
import VitrineRaster
import VitrineSite

/// Any error a command throws, as the terminal shows it: the lines for standard error and the exit status.
///
/// The one place where errors become text and numbers, as argument-parser's `MessageInfo` is for its own:
/// commands throw values that carry their origin (a path, a parameter, a source position) and never print
/// or pick a status themselves.
struct FailureMessage {
    let lines: [String]
    let exitCode: ExitCode

    /// `nil` for what argument-parser reports itself: its parse errors, `--help`, `--version`, exit codes.
    init?(_ error: any Error) {
        switch error {
        case let error as ParameterError:
            self.init(["error: \(error.message(spelling: .option))"], .validationFailure)
        case let error as RenderUsageError:
            self.init(["error: \(error.message)"], .validationFailure)
        case let error as OutputError:
            self.init(["error: \(error.description)"], ExitStatus.cannotCreate)
        case let error as RasterError:
            self.init(["error: \(error.description)"], Self.exitCode(of: error))
        case let error as BuildCommandFailure:
            self.init(error.lines, .failure)
        case let error as InitRefusal:
            self.init(["error: \(error.message)"], ExitStatus.cannotCreate)
        case let error as ComponentFilesFailure:
            self.init(error.diagnostics.map(\.terminalDescription), .failure)
        case let error as RenderCheckFailure:
            let shown = error.differences.prefix(10).map { "  \($0.path)" + ($0.recorded == nil ? " (not recorded)" : "") }
            let more = error.differences.count > 10 ? ["  … and \(error.differences.count - 10) more"] : []
            self.init(
                ["error: \(error.differences.count) of \(error.checked) pictures differ from \(error.folder):"] + shown + more
                    + ["side by side in \(error.sideBySide); if the change is meant, record it: vitrine render --all --record \(error.folder)"],
                .failure)
        case let error as MissingSite:
            self.init(error.lines, ExitStatus.noInput)
        case let error as PreviewServerError:
            self.init(["error: \(error.description)"], ExitStatus.unavailable)
        default:
            return nil
        }
    }

    private init(_ lines: [String], _ exitCode: ExitCode) {
        self.lines = lines
        self.exitCode = exitCode
    }

    private static func exitCode(of error: RasterError) -> ExitCode {
        switch error {
        case .librsvgMissing: ExitStatus.unavailable
        case .scaleOutOfRange, .tooLarge: .validationFailure
        case .invalidSVG, .drawing: .failure
        }
    }
}

/// Exit statuses from BSD's sysexits beyond argument-parser's own (`validationFailure` is `EX_USAGE`).
enum ExitStatus {
    /// An output file could not be created.
    static let cannotCreate = ExitCode(73)
    /// Something the command needs is not there: a free port, the librsvg library.
    static let unavailable = ExitCode(69)
    /// The input named does not exist: the site folder.
    static let noInput = ExitCode(66)
}

/// A mistake in how `render` itself was called.
struct RenderUsageError: Error {
    let message: String
}

/// Why `vitrine build` wrote nothing.
enum BuildCommandFailure: Error {
    /// The build's errors, each at its place; the output folder was left as it was.
    case build(BuildFailure, output: String)
    /// The site was built but could not be written: the writer's error (a `SnapshotWriter.WriteError` with its
    /// path, or a `RefusedOutput` with its reason).
    case write(any Error, output: String)

    var lines: [String] {
        switch self {
        case .build(let failure, let output):
            let count = failure.diagnostics.count
            // Warnings first, so the errors stand last, right above the closing line.
            return (failure.projectLine.map { [$0] } ?? []) + failure.warnings.map(\.terminalDescription)
                + failure.diagnostics.map(\.terminalDescription)
                + ["Build failed with \(count) error\(count == 1 ? "" : "s"); \(output) is unchanged."]
        case .write(let error, let output):
            return ["\(output): error: \(error)"]
        }
    }
}

/// A site's component files that cannot be read as components, each problem at its place.
struct ComponentFilesFailure: Error {
    let diagnostics: [SiteDiagnostic]
}

extension SiteComponents {
    /// The components a command may name: the built-ins and those of the site folder at `site`.
    ///
    /// - Throws: `ComponentFilesFailure` when a component file has a problem.
    static func forCommand(site: String) throws(ComponentFilesFailure) -> ComponentSet {
        let components = load(siteDirectory: site)
        guard components.diagnostics.isEmpty else { throw ComponentFilesFailure(diagnostics: components.diagnostics) }
        return components.set
    }
}
