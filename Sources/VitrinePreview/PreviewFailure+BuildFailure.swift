import VitrineSite

extension PreviewFailure {
    /// The site builder's diagnostics as the overlay shows them: the same place and message as the terminal.
    ///
    /// - Parameters:
    ///   - failure: The failed build.
    public init(_ failure: BuildFailure) {
        self.init(problems: failure.diagnostics.map { diagnostic in
            Problem(
                file: diagnostic.file,
                line: diagnostic.line > 0 ? diagnostic.line : nil,
                column: diagnostic.line > 0 && diagnostic.column > 0 ? diagnostic.column : nil,
                message: diagnostic.message
            )
        })
    }
}
