import Testing
@testable import VitrineHighlight

/// Inputs built to make a careless lexer rescan: long runs of openers that never close. A lexer that
/// rescans to the end of the line (or the block) from each of them takes n² steps, over a hundred billion at
/// this size, and runs for minutes; a linear one takes well under a second even in a debug build. The bound only
/// catches such a hang (a busy machine must not fail it); how fast the lexers are is `make bench`'s business.
@Suite struct LinearTimeTests {
    static let repeatedPieces = [
        "`", "``x", "/(", "( /", "<a", "<", "\"", "'", "${", "{", "[", "#", "<<", "- ", ": ", "\\", "/*", "<!--",
        "](", "$'", "@", "&", "*", "|", "a:", "= ", "```", "\"\"\"", "x\n",
    ]
    static let size = 512 * 1024
    /// Long enough that only a hang reaches it, whatever else the machine is doing.
    static let hangBound = Duration.seconds(60)

    @Test(arguments: Language.allCases.filter { $0 != .swift })
    func pathologicalInputsTakeLinearTime(_ language: Language) {
        for piece in Self.repeatedPieces {
            let input = String(repeating: piece, count: Self.size / piece.utf8.count)
            let elapsed = ContinuousClock().measure { _ = SyntaxHighlighter.html(for: input, language: language) }
            #expect(elapsed < Self.hangBound, "\(language) on \(piece.debugDescription) × \(Self.size / piece.utf8.count): \(elapsed)")
        }
    }

    /// Long runs of every opener, alone and mixed, including the shapes `SwiftParseGuard` exists for:
    /// no crash, and no stall (a smaller size than above, as the parser is slow in a debug build).
    @Test func swiftSurvivesDeepNestingAndLongLiterals() {
        let pieces = ["(", "[", "{", "<", "a<", "[(", "([", "<[", "{[", "\\a(", "\\(", "f(\\(", "\"", "/*", "#if x\n", "\"\"\"\n"]
        for piece in pieces {
            let input = String(repeating: piece, count: 4_000)
            let elapsed = ContinuousClock().measure { _ = SyntaxHighlighter.html(for: input, language: .swift) }
            #expect(elapsed < Self.hangBound, "swift on \(piece.debugDescription): \(elapsed)")
        }
    }

    /// At each limit the parser still runs, quickly; one past it the keyword lexer takes over and still
    /// colours. The shapes are the slow ones, so a raised limit shows up here as time.
    @Test(arguments: [
        ("[", "]", SwiftParseGuard.maximumSquareBracketDepth),
        ("\\a(", "", SwiftParseGuard.maximumUnclosedParentheses),
        ("a<", "", SwiftParseGuard.maximumUnclosedAngleBrackets),
        ("\n#if X\n", "\n#endif\n", SwiftParseGuard.maximumConditionalCompilationDepth),
    ])
    func swiftGuardLimits(opener: String, closer: String, limit: Int) {
        let atLimit = "let x = " + String(repeating: opener, count: limit) + "1" + String(repeating: closer, count: limit)
        #expect(SwiftParseGuard.isSafeToParse(ArraySlice(atLimit.utf8)))
        let elapsed = ContinuousClock().measure { OutputContractTests.checkRoundTrip(atLimit, .swift) }
        #expect(elapsed < Self.hangBound, "\(atLimit): \(elapsed)")

        let beyond = "let x = " + String(repeating: opener, count: limit + 1) + "1" + String(repeating: closer, count: limit + 1)
        #expect(!SwiftParseGuard.isSafeToParse(ArraySlice(beyond.utf8)))
        let html = HighlightedHTML(SyntaxHighlighter.html(for: beyond, language: .swift))
        #expect(html.texts(.keyword) == ["let"])
        #expect(html.texts(.number) == ["1"])
        #expect(html.text == beyond)
    }

    @Test func theGuardCountsOnlyWhatIsLeftOpen() {
        let shape = SwiftParseGuard.shape(of: ArraySlice("f(a[b[c]]) < g(Array<Int>) a < b [[x]]".utf8))
        #expect(shape == SwiftParseGuard.Shape(squareBracketDepth: 2, unclosedParentheses: 0, unclosedAngleBrackets: 0))
        let directives = SwiftParseGuard.shape(of: ArraySlice("#if A\n#if B\n#endif\n#endif\n#if C\n#ifdef\n#endif".utf8))
        #expect(directives.conditionalCompilationDepth == 2)
    }
}
