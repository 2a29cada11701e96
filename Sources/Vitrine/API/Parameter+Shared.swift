extension Parameter {
    /// Long enough for any real status message, short enough that a render stays a reasonable size.
    static let longestMessage = 20_000
}
