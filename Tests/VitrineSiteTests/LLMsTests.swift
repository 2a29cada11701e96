import Foundation
import Testing
@testable import VitrineSite

/// `llms.txt`, `llms-full.txt` and each page's Markdown beside its HTML, as llmstxt.org proposes them.
@Suite struct LLMsTests {
    static let site = [
        "config.yml": "title: Acme\ndescription: Tools for\n  [everything].\nbaseURL: https://example.org/docs/\n",
        "index.md": "---\ntitle: Welcome\n---\n# Welcome\n\nStart here.\n",
        "install.md": "---\ndescription: Get it running.\norder: 1\n---\n\n# Install (quickly)\n\nSteps.\n",
        "faq.md": "---\norder: 2\n---\n# FAQ\n\nAnswers.\n",
        "guide/index.md": "# Guide\n\nThe guide.\n",
        "guide/first steps.md": "---\ntitle: First [steps]\n---\nNo heading here.",
        "guide/advanced/index.md": "# Advanced\n\nDeep.\n",
        "guide/advanced/tuning.md": "# Tuning\n\nFast.\n",
    ]

    @Test func aSitesOwnLLMsTxtWinsUnlessItIsATemplate() throws {
        var pages = Self.site
        pages["llms.txt"] = "# Ours\n"
        let own = Fixture(pages: pages)
        let result = try own.build()
        #expect(try #require(result.snapshot.text("llms.txt")) == "# Ours\n")
        #expect(own.shownWarnings(result).isEmpty)
        pages["llms.txt"] = "---\npermalink: /llms.txt\n---\n{% for page in site.pages %}{{ page.url }}{% endfor %}\n"
        let template = Fixture(pages: pages)
        let built = try template.build()
        #expect(try #require(built.snapshot.text("llms.txt")).hasPrefix("# Acme\n"))
        #expect(template.shownWarnings(built) == [
            "Site/llms.txt:1:1: warning: this llms.txt is a template with front matter, which vitrine does not run: the generated llms.txt is published in its place",
        ])
    }

    @Test func llmsTxtListsThePagesBySectionInReadingOrder() throws {
        let fixture = Fixture(pages: Self.site)
        let text = try #require(try fixture.build().snapshot.text("llms.txt"))
        #expect(text == """
            # Acme

            > Tools for [everything].

            ## Home

            - [Welcome](https://example.org/docs/index.md): Start here.
            - [Install (quickly)](https://example.org/docs/install/index.md): Get it running.
            - [FAQ](https://example.org/docs/faq/index.md): Answers.

            ## Guide

            - [Guide](https://example.org/docs/guide/index.md): The guide.
            - [First \\[steps\\]](https://example.org/docs/guide/first%20steps/index.md): No heading here.

            ## Guide / Advanced

            - [Advanced](https://example.org/docs/guide/advanced/index.md): Deep.
            - [Tuning](https://example.org/docs/guide/advanced/tuning/index.md): Fast.

            """)
    }

    @Test func withoutAHostTheLinksStartAtTheBasePath() throws {
        var pages = Self.site
        pages["config.yml"] = "title: Acme\nbaseURL: /docs/\n"
        let fixture = Fixture(pages: pages)
        let text = try #require(try fixture.build().snapshot.text("llms.txt"))
        #expect(text.hasPrefix("# Acme\n\n> Start here.\n\n## Home\n\n- [Welcome](/docs/index.md): Start here.\n"), "home's summary when the site has no description")
    }

    @Test func eachPagesMarkdownIsServedBesideItsHTML() throws {
        let fixture = Fixture(pages: Self.site)
        let files = try fixture.build().snapshot.files
        #expect(files["index.md"].map { String(decoding: $0.bytes, as: UTF8.self) } == "# Welcome\n\nStart here.\n")
        #expect(files["install/index.md"].map { String(decoding: $0.bytes, as: UTF8.self) } == "# Install (quickly)\n\nSteps.\n", "the header and the blank line after it left out")
        #expect(files["guide/first steps/index.md"].map { String(decoding: $0.bytes, as: UTF8.self) } == "No heading here.")
        #expect(files["install/index.md"]?.contentType == "text/plain; charset=utf-8")
        #expect(files["install/index.md"]?.etag == SnapshotFile(bytes: Array("# Install (quickly)\n\nSteps.\n".utf8), contentType: "").etag,
                "a part of llms-full.txt has the etag of its own bytes")
        #expect(files["install/index.html"] != nil)
    }

    @Test func llmsFullTxtHoldsEveryPageUnderItsAddressAndTitle() throws {
        let fixture = Fixture(pages: Self.site)
        let text = try #require(try fixture.build().snapshot.text("llms-full.txt"))
        #expect(text == """
            Source: https://example.org/docs/

            # Welcome

            Start here.

            Source: https://example.org/docs/install/

            # Install (quickly)

            Steps.

            Source: https://example.org/docs/faq/

            # FAQ

            Answers.

            Source: https://example.org/docs/guide/

            # Guide

            The guide.

            Source: https://example.org/docs/guide/advanced/

            # Advanced

            Deep.

            Source: https://example.org/docs/guide/advanced/tuning/

            # Tuning

            Fast.

            Source: https://example.org/docs/guide/first%20steps/

            # First [steps]

            No heading here.

            """)
    }

    @Test func llmsFalseLeavesThemOut() throws {
        var pages = Self.site
        pages["config.yml"] = "llms: false\n"
        let fixture = Fixture(pages: pages)
        let files = try fixture.build().snapshot.files
        #expect(files["llms.txt"] == nil && files["llms-full.txt"] == nil)
        #expect(files.keys.filter { $0.hasSuffix(".md") }.isEmpty)
    }
}
