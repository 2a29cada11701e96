import Testing

@testable import VitrineMarkdown

/// cmark parses each document into memory of its own (`ParseArena`); these are the cases where memory of
/// one kind meets the other.
@Suite struct ParseArenaTests {
    /// A code block far larger than an arena chunk, and a document of many small nodes.
    @Test func bigBlocksAndManyNodesRenderWhole() {
        let code = String(repeating: "let value = 1 // 0123456789\n", count: 20_000)
        let big = MarkdownDocument(parsing: "```\n\(code)```\n", options: MarkdownOptions(flavor: .commonmark))
        #expect(big.html() == "<pre><code>\(code)</code></pre>\n")
        let items = (1...5_000).map { "- item *\($0)*\n" }.joined()
        let list = MarkdownDocument(parsing: items, options: MarkdownOptions())
        let html = list.html()
        #expect(html.hasPrefix("<ul>\n<li>item <em>1</em></li>\n"))
        #expect(html.hasSuffix("<li>item <em>5000</em></li>\n</ul>\n"))
    }

    /// Documents alive together on one thread, edited after parsing (URLs set, nodes replaced and freed with
    /// heap memory under arena nodes), and freed in another order than made.
    @Test func documentsEditedAfterParsingStayApart() {
        var documents: [MarkdownDocument] = []
        for number in 0..<40 {
            let source = "# Page \(number)\n\n[link](a.md) and www.example.com\n\n| a | b |\n| - | - |\n| \(number) | [c](c.md) |\n\n```swift\nx\n```\n"
            documents.append(MarkdownDocument(parsing: source, options: MarkdownOptions()))
        }
        for (number, document) in documents.enumerated() {
            for link in document.nodes(where: \.isLinkOrImage) { link.url = "/page-\(number)/" + link.url }
            for code in document.nodes(where: \.isCodeBlock) { document.replace(code, withHTMLBlock: "<pre>\(number)</pre>", reading: .text(enter: " \(number) ", exit: "")) }
        }
        for (number, document) in documents.enumerated().reversed() {
            let html = document.html()
            #expect(html.contains("<a href=\"/page-\(number)/a.md\">link</a>"))
            #expect(html.contains("<td>\(number)</td>"))
            #expect(html.contains("<pre>\(number)</pre>"))
            #expect(!html.contains("<code"))
        }
        documents.removeAll()
    }
}
