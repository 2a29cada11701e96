/// One parsed template, ready to render any number of times from any thread.
package struct MustacheTemplate: Sendable {
    /// A partial or parent tag: the template it names (`nil` for a name read from the context) and where.
    package struct Reference: Sendable, Equatable {
        package let name: String?
        package let line: Int
        package let column: Int
    }

    let nodes: [MustacheNode]
    /// Every partial and parent tag, in the order written: a build reports the ones naming no template.
    package let references: [Reference]

    /// - Throws: The first thing that cannot be read, with its line and column.
    package init(_ text: String) throws(MustacheSyntaxError) {
        var parser = MustacheParser(Array(text.utf8))
        nodes = try parser.parse()
        references = parser.references
    }
}
