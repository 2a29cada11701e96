import Testing
@testable import VitrineSite

/// mdBook's `{{#include}}` in code blocks: whole files, lines, anchors, escapes, nesting, and what fails.
@Suite struct BookIncludeTests {
    static let listing = "// ANCHOR: all\nfn main() {\n    // ANCHOR: body\n    println!(\"hi\");\n    // ANCHOR_END: body\n}\n// ANCHOR_END: all\n"

    func code(_ fence: String, files: [String: String] = ["listings/main.rs": listing]) throws -> [String] {
        let fixture = Fixture(pages: files.merging(["index.md": "# Book\n\n" + fence]) { _, page in page })
        let html = try #require(try fixture.build().snapshot.text("index.html"))
        // Each block's text, without the highlighter's spans.
        return html.components(separatedBy: "<pre><code").dropFirst().map { block in
            let code = block.drop { $0 != ">" }.dropFirst().components(separatedBy: "</code>")[0]
            var text = "", inTag = false
            for character in code {
                if character == "<" { inTag = true }
                if !inTag { text.append(character) }
                if character == ">" { inTag = false }
            }
            return text
        }
    }

    @Test func linesAnchorsAndWholeFilesAsMdBookTakesThem() throws {
        let blocks = try code("""
            ```rust
            {{#include listings/main.rs:body}}
            ```

            ```rust
            {{#include listings/main.rs:2:3}}
            ```

            ```rust
            {{#include listings/main.rs::2}}
            ```

            ```rust
            {{#rustdoc_include listings/main.rs}}
            ```

            ```hbs
            \\{{#include listings/main.rs}} and {{#title x}}
            ```

            """)
        #expect(blocks == [
            "    println!(&quot;hi&quot;);\n", "fn main() {\n", "fn main() {\n", "fn main() {\n    println!(&quot;hi&quot;);\n}\n",
            "{{#include listings/main.rs}} and {{#title x}}\n",
        ])
    }

    @Test func anAnchorThatNeverEndsRunsToTheEndOfTheFile() throws {
        // As the Rust book writes one listing: `ANCHOR: all` opened twice and never closed.
        let files = ["listings/open.rs": "// ANCHOR: all\nuse std::io;\n// ANCHOR: main\nfn main() {}\n// ANCHOR_END: main\n// ANCHOR: all\n"]
        #expect(try code("```rust\n{{#rustdoc_include listings/open.rs:all}}\n```\n", files: files) == ["use std::io;\nfn main() {}\n"])
    }

    @Test func includedFilesIncludeOthersFromTheirOwnFolder() throws {
        let files = ["listings/a/outer.txt": "before\n{{#include inner.txt}}\nafter\n", "listings/a/inner.txt": "inside\n"]
        #expect(try code("```\n{{#include listings/a/outer.txt}}\n```\n", files: files) == ["before\ninside\nafter\n"])
    }

    @Test func aMissingFileIsAnErrorAtTheBlock() {
        let fixture = Fixture(pages: ["listings/main.rs": Self.listing, "index.md": "# Book\n\n```rust\n{{#include nope.rs}}\n```\n"])
        #expect(fixture.failures() == ["Site/index.md:3:1: error: cannot include 'nope.rs': no file Site/nope.rs"])
    }

    /// mdBook includes nothing for an anchor its file lacks, and builds on: so does vitrine, with a warning.
    @Test func aMissingAnchorIsIncludedAsNothingAndNamedInAWarning() throws {
        let fixture = Fixture(pages: [
            "listings/main.rs": Self.listing,
            "index.md": "# Book\n\n```rust\n{{#include listings/main.rs:tail}}\n```\n\n```rust\n{{#include listings/main.rs:body}}\n```\n",
        ])
        let result = try fixture.build()
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains("<code class=\"language-rust\">\n</code>"))
        #expect(page.contains("hi"))
        #expect(result.warnings.map(\.terminalDescription).contains { $0.contains("index.md:3:1") && $0.contains("{{#include listings/main.rs:tail}}") && $0.contains("empty text") })
    }

    @Test func editingAnIncludedFileRendersThePageAgain() throws {
        let fixture = Fixture(pages: ["listings/main.rs": Self.listing, "index.md": "# Book\n\n```rust\n{{#include listings/main.rs:body}}\n```\n"])
        let builder = SiteBuilder(options: fixture.options, cache: BuildCache())
        _ = try builder.build()
        fixture.write(Self.listing.replacingOccurrences(of: "\"hi\"", with: "\"bye\""), to: "Site/listings/main.rs")
        let page = try #require(try builder.build().snapshot.text("index.html"))
        #expect(page.contains("bye") && builder.cache?.lastBuild.renderedPages == 1)
    }
}
