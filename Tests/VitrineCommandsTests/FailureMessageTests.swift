import ArgumentParser
import Testing
import VitrineRaster
@testable import VitrineCommands

/// The one place errors become text and a status: what each kind of error a command throws turns into.
@Suite struct FailureMessageTests {
    @Test func aMissingLibrarySaysWhatToInstallWithStatus69() throws {
        let message = try #require(FailureMessage(RasterError.librsvgMissing("libfoo.so: cannot open")))
        #expect(message.exitCode == ExitStatus.unavailable)
        #expect(message.lines == [
            "error: PNG output needs the librsvg library, which could not be loaded (libfoo.so: cannot open); "
                + "install it with 'apt-get install librsvg2-2' (Debian, Ubuntu) or 'brew install librsvg' (macOS)",
        ])
    }

    @Test func usageMistakesAreValidationFailuresAndDrawingFailuresAreFailures() throws {
        #expect(try #require(FailureMessage(RasterError.tooLarge(width: 20_000, height: 10))).exitCode == .validationFailure)
        #expect(try #require(FailureMessage(RasterError.drawing("no surface"))).exitCode == .failure)
        #expect(try #require(FailureMessage(RenderUsageError(message: "x"))).exitCode == .validationFailure)
    }

    @Test func argumentParsersOwnErrorsAreLeftToIt() {
        #expect(FailureMessage(ExitCode.success) == nil)
        #expect(FailureMessage(CleanExit.helpRequest()) == nil)
    }
}
