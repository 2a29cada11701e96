import Testing
@testable import VitrineSite

/// TOML 1.1's inline tables over several lines, read by TOMLKit's TOML 1.0 parser.
@Suite struct TOMLInlineTableTests {
    @Test func aTableOverSeveralLinesIsOneLineWithItsLinesKept() {
        let toml = """
            title = "x"  # a comment stays
            colors = {
                hpc = "yellow",   # a comment inside goes
                "odd # key" = '{not a table',
                nested = { a = 1, },
            }
            after = 2

            """
        let flat = TOMLInlineTables.onOneLine(toml)
        #expect(flat.split(separator: "\n", omittingEmptySubsequences: false).count == toml.split(separator: "\n", omittingEmptySubsequences: false).count)
        let lines = flat.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "title = \"x\"  # a comment stays")
        #expect(lines[1] == "colors = {     hpc = \"yellow\",        \"odd # key\" = '{not a table',     nested = { a = 1  }  }", "\(flat)")
        #expect(lines[2...5].allSatisfy(\.isEmpty) && lines[6] == "after = 2", "\(flat)")
        let fields = TOMLHeader.fields(parsing: toml, file: "zola.toml", lineOffset: 0)
        #expect(fields.diagnostics.isEmpty, "\(fields.diagnostics)")
        #expect(fields.fields["colors"]?.value["hpc"] == .scalar("yellow", .string))
        #expect(fields.fields["colors"]?.value["odd # key"] == .scalar("{not a table", .string))
        // The key after the table is found on its own line.
        #expect(fields.fields["after"]?.keyPlace.line == 7)
    }

    @Test func aTOML10DocumentIsUnchanged() {
        let toml = "a = { b = 1, c = \"}\\\"{\" }\nlist = [\n  { d = 2 },\n  { e = 3 },\n]\ntext = \"\"\"\n{ open\n\"\"\"\n"
        #expect(TOMLInlineTables.onOneLine(toml) == toml)
    }
}
