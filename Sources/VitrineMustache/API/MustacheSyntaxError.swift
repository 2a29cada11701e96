/// A template that cannot be read, with where: 1-based line and column of the tag at fault.
package struct MustacheSyntaxError: Error, Sendable, Equatable {
    package let line: Int
    package let column: Int
    package let message: String

    package init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}
