import Foundation
import Testing
@testable import VitrineSite

/// Other tools' conventions met in a twenty-sixth round of real projects, each in a small project of our own shape.
@Suite struct SurveyTwentySixTests {
    /// mdbook-variables fills `{{name}}` with book.toml's values, in the chapter and in the files it includes.
    @Test func mdBookVariables() throws {
        let (fixture, result) = try Fixture.project([
            "book.toml": "[book]\ntitle = 'Vars'\n[preprocessor.variables.variables]\nversion = '1.24.0'\nrootUrl = ''\nrepoHome = 'https://example.org/repo'\n",
            "src/SUMMARY.md": "# Summary\n\n- [Intro](intro.md)\n- [Setup](guide/setup.md)\n",
            "src/intro.md": "# Intro\n\n{{#include links.md}}\n\nInstall version {{version}}, then read [setup] and [the script][script]. {{unknown}} stays.\n",
            "src/links.md": "[setup]: {{rootUrl}}/guide/setup.md\n[script]: {{repoHome}}/demo.rhai\n",
            "src/guide/setup.md": "# Setup\n",
        ], warnLinks: true)
        let page = try #require(result.snapshot.text("intro/index.html"))
        #expect(page.contains("Install version 1.24.0") && page.contains("href=\"https://example.org/repo/demo.rhai\"") && page.contains("{{unknown}} stays"), "\(page)")
        let warnings = fixture.shownWarnings(result)
        #expect(warnings.allSatisfy { !$0.contains("broken link") && !$0.contains("preprocessor") }, "\(warnings)")
    }

    /// MDX comments over several lines show nothing, and their links are no links; rehype-pretty-code's `{:lang}`
    /// after inline code is not shown.
    @Test func mdxLongCommentsAndInlineCodeLanguages() throws {
        let (fixture, result) = try Fixture.project([
            "astro.config.mjs": "export default defineConfig({ integrations: [starlight({ title: 'Comments' })] });\n",
            "src/content/docs/index.mdx": "# Home\n\n{/*\nA TODO: [a card](/nowhere/)\n*/}\n\nRun `node --version{:shell}` and `{:not-a-suffix}`.\n",
        ], warnLinks: true)
        let page = try #require(result.snapshot.text("index.html"))
        #expect(!page.contains("TODO") && page.contains("<code>node --version</code>") && page.contains("<code>{:not-a-suffix}</code>"), "\(page)")
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// A Zola `details` summary holding inline HTML (its template prints it `| safe`) shows the HTML, not its tags.
    @Test func zolaDetailsSummaryWithInlineHTML() throws {
        let (_, result) = try Fixture.project([
            "zola.toml": "base_url = \"https://example.org\"\ntitle = \"Rustlings\"\n",
            "content/_index.md": "+++\ntitle = \"Usage\"\n+++\n\n{% details(summary=\"If watching the <code>exercises/</code> directory fails\") %}\nRun it by hand.\n{% end %}\n",
        ])
        let page = try #require(result.snapshot.text("index.html"))
        #expect(page.contains("If watching the <code>exercises/</code> directory fails</summary>") && !page.contains("&lt;code&gt;"), "\(page)")
    }
}
