import Testing
import Vitrine

@Suite struct HelpCommandTests {
    @Test func helpAndVersion() throws {
        let version = try CommandRunner.run(["--version"])
        #expect(version.standardOutput == VitrineVersion.current + "\n")
        let help = try CommandRunner.run(["render", "--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("veil: --message --orientation --frame --device --preset"))
    }
}
