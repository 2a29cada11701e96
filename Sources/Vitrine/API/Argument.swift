/// A parameter as a person typed it: `--message Sending...` on the command line,
/// `message="Sending..."` in a Markdown fence.
public struct Argument: Sendable, Equatable {
    public var name: String
    public var value: String

    /// - Parameters:
    ///   - name: The parameter's name, without `--` or `=`.
    ///   - value: The value exactly as typed, unvalidated.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}
