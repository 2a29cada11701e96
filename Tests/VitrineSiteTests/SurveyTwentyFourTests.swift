import Foundation
import Testing
@testable import VitrineSite

/// Other tools' conventions met in a twenty-fourth round of real projects, each in a small project of our own shape.
@Suite struct SurveyTwentyFourTests {
    /// Jekyll's `:i_month` and `:i_day` are the month and day without leading zeros: two posts of one title a week
    /// apart are two pages.
    @Test func jekyllPermalinkMonthAndDayWithoutZeros() throws {
        let (_, result) = try Fixture.project([
            "_config.yml": "title: Weekly\ndefaults:\n  - scope: {path: \"\", type: posts}\n    values: {permalink: \"/:year/:i_month/:i_day/:title\"}\n",
            "index.md": "---\ntitle: Home\n---\n",
            "_posts/2008-11-07-this-week.md": "---\ntitle: This week\n---\nOne.\n",
            "_posts/2008-11-14-this-week.md": "---\ntitle: This week\n---\nTwo.\n",
        ])
        #expect(result.snapshot.text("2008/11/7/this-week.html")?.contains("One.") == true, "\(result.snapshot.files.keys.sorted())")
        #expect(result.snapshot.text("2008/11/14/this-week.html")?.contains("Two.") == true)
    }

    /// Ruby's `Time.parse` reads a date with its month in words, as the `date` command prints it; Hugo reads an
    /// empty `lastmod` as none.
    @Test func datesInWordsAndEmptyDates() throws {
        let (_, jekyll) = try Fixture.project([
            "_config.yml": "title: Dates\n",
            "index.md": "---\ntitle: Home\n---\n",
            "_posts/2021-09-03-autoloading.md": "---\ntitle: Autoloading\ndate: Fri Sep  3 11:21:31 CEST 2021\n---\nText.\n",
        ])
        #expect(jekyll.snapshot.text("2021/09/03/autoloading.html")?.contains("2021-09-03") == true, "\(jekyll.snapshot.files.keys.sorted())")
        #expect(PageDate(writtenInWords: "Fri, 03 Sep 2021 11:21:31 +0200")?.day == "2021-09-03")
        #expect(PageDate(writtenInWords: "September 3, 2021")?.day == "2021-09-03")
        #expect(PageDate(writtenInWords: "sometime in 2021") == nil && PageDate(writtenInWords: "Sep 2021") == nil)
        let (_, hugo) = try Fixture.project([
            "hugo.toml": "title = 'Dates'\nbaseURL = 'https://example.org/'\n",
            "content/_index.md": "---\ntitle: Home\n---\n",
            "content/faq.md": "---\ntitle: FAQ\ndate: \"2026-03-02\"\nlastmod: \"\"\n---\nAnswers.\n",
        ])
        #expect(hugo.snapshot.text("faq/index.html")?.contains("Answers.") == true)
    }

    /// Jekyll writes `security.md` to `security.html`, beside `security/index.md` at `security/`: two pages.
    @Test func jekyllPageBesideItsFolderIndex() throws {
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: Project\n",
            "index.md": "---\ntitle: Home\n---\nSee [issues](security.html) and [the section](security/).\n",
            "security.md": "---\ntitle: Security issues\n---\nReport them.\n",
            "security/index.md": "---\ntitle: Security\n---\nThe section.\n",
        ], warnLinks: true)
        #expect(result.snapshot.text("security.html")?.contains("Report them.") == true, "\(result.snapshot.files.keys.sorted())")
        #expect(result.snapshot.text("security/index.html")?.contains("The section.") == true)
        #expect(fixture.shownWarnings(result).allSatisfy { !$0.contains("broken link") }, "\(fixture.shownWarnings(result))")
    }

    /// A Jekyll file whose front matter is never closed is no page to Jekyll: here its text, with a warning naming
    /// the line that looks like the closing one, and the rest of the site built.
    @Test func jekyllFrontMatterClosedByALongerLine() throws {
        let (fixture, result) = try Fixture.project([
            "_config.yml": "title: Docs\n",
            "index.md": "---\ntitle: Home\n---\n",
            "interceptor.md": "---\nlayout: default\ntitle: Interceptor\n------\n\n# Interceptor\n",
            "other.md": "---\ntitle: Other\n---\nFine.\n",
        ])
        #expect(result.snapshot.text("other/index.html")?.contains("Fine.") == true)
        #expect(fixture.shownWarnings(result).contains {
            $0.contains("interceptor.md:1:1: warning: front matter starting here has no closing '---' line (line 4, '------', does not close it)")
        }, "\(fixture.shownWarnings(result))")
    }
}
