import Testing
@testable import VitrineMarkdown

/// kramdown's block attribute lists on lines of their own, as Jekyll sites (just-the-docs) write them.
@Suite struct KramdownAttributeTests {
    func document(_ source: String) -> MarkdownDocument { MarkdownDocument(parsing: source, options: MarkdownOptions()) }

    @Test func aListUnderAHeadingGoesOnTheHeading() {
        let page = document("# Search\n{: .no_toc }\n\n## Setup\n{: #install .wide }\n\nText.\n")
        #expect(page.html().hasPrefix("<h1 id=\"search\" class=\"no_toc\">Search<a class=\"anchor\""))
        #expect(page.html().contains("<h2 id=\"install\" class=\"wide\">Setup<a"))
        #expect(page.headings.map(\.classes) == [["no_toc"], ["wide"]])
        #expect(page.headings.map(\.text) == ["Search", "Setup"])
    }

    @Test func aListOverAParagraphGoesOnIt() {
        #expect(document("{: .warning }\nMind the *gap*.\n").html() == "<p class=\"warning\">Mind the <em>gap</em>.</p>\n")
    }

    @Test func aListOverAQuoteOrOtherBlockGoesOnIt() {
        #expect(document("{: .note }\n> A *callout*.\n").html() == "<blockquote class=\"note\">\n<p>A <em>callout</em>.</p>\n</blockquote>\n")
        #expect(document("{: .lh-0 #code }\n```\nx\n```\n").html() == "<div id=\"code\" class=\"lh-0\">\n<pre><code>x\n</code></pre>\n</div>\n")
        // A blank line between them leaves both as written: the list is not kramdown's there.
        #expect(document("{: .note }\n\n> Quote.\n").html().hasPrefix("<p>{: .note }</p>"))
    }

    @Test func aListUnderACodeBlockGoesOnIt() {
        #expect(document("The output:\n\n    Hello!\n    Bye.\n{: .code}\n\nText.\n").html()
            == "<p>The output:</p>\n<div class=\"code\">\n<pre><code>Hello!\nBye.\n</code></pre>\n</div>\n<p>Text.</p>\n")
        #expect(document("```\nx\n```\n{: .lh-0 }\n").html() == "<div class=\"lh-0\">\n<pre><code>x\n</code></pre>\n</div>\n")
    }

    @Test func aTOCListBecomesTheContentsWithoutNoTocHeadings() {
        let html = document("# T\n{: .no_toc }\n\n## Contents\n{: .no_toc }\n\n1. TOC\n{:toc}\n\n## A & B\n\n### B\n\n#### C\n").html()
        #expect(html.contains("<ul class=\"toc-inline\">\n<li><a href=\"#a--b\">A &amp; B</a></li>\n<li class=\"toc-sub\"><a href=\"#b\">B</a></li>\n</ul>"))
        #expect(!html.contains("TOC") && !html.contains("{:"))
    }

    @Test(arguments: ["# T\n\n{: .x }\n", "{ .x }\nText.\n", "- item\n{: .x }\n", "1. TOC\n2. more\n{:toc}\n", "{: onclick=x }\nText.\n"])
    func otherLinesStayAsTheyAre(source: String) {
        #expect(document(source).html().contains("{"))
    }

    @Test func strictCommonMarkLeavesThemAsText() {
        #expect(MarkdownDocument(parsing: "# T\n{: .no_toc }\n", options: MarkdownOptions(flavor: .commonmark, headingAnchors: false)).html() == "<h1>T</h1>\n<p>{: .no_toc }</p>\n")
    }
}
