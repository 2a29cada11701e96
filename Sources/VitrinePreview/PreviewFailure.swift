/// A failed build as the preview shows it: every problem with its place, for the terminal and the overlay.
public struct PreviewFailure: Error, Sendable, Equatable {
    public var problems: [Problem]

    /// - Parameters:
    ///   - problems: What went wrong, in the order to show it.
    public init(problems: [Problem]) {
        self.problems = problems
    }

    public struct Problem: Sendable, Equatable, Codable {
        /// `file:line:column`, as far as it is known.
        public var location: String
        public var message: String

        /// - Parameters:
        ///   - file: The file at fault, relative to the working directory.
        ///   - line: 1-based line, when known.
        ///   - column: 1-based column, when known.
        ///   - message: What went wrong.
        public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
            self.location = [file, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
            self.message = message
        }

        /// The one-line terminal form: `file:line:column: message`.
        public var terminalDescription: String { "\(location): error: \(message)" }
    }
}
