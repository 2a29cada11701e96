/// One section's feed, as both formats write it: the section, and its newest dated pages.
struct Feed: Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        let title: String
        /// The page's absolute URL: the entry's link and its lasting id.
        let url: String
        let published: PageDate
        /// The page's `lastmod`, else its date.
        let updated: PageDate
        /// The page's own `author`, when its front matter gives one as text.
        let author: String?
        /// The page's description, else its first paragraph; may be empty.
        let summary: String
        /// The page's HTML, its links made absolute.
        let content: String
    }

    /// The section's title with the site's: `Blog · Acme`; the site's alone for a feed of the whole site.
    let title: String
    /// The section's description, else the site's; may be empty.
    let subtitle: String
    /// The section page's absolute URL.
    let pageURL: String
    /// Where the feed's files go: the section's folder, `blog/`, or `` at the root.
    let folder: String
    let baseURL: String
    let language: String
    /// Who the feed is by, for readers that show it: the site's title.
    let author: String
    /// Newest first; one at least.
    let entries: [Entry]
    /// The latest change among the entries: the feed's own date, never the time of the build, so two builds of
    /// the same pages give the same bytes.
    let updated: PageDate

    static let atomFile = "atom.xml"
    static let rssFile = "rss.xml"

    /// The site's language as a language tag (`en-US` for `en_US`); `nil` for one that is none, which Atom's
    /// and RSS's schemas would refuse: the feed is then written without it.
    var languageTag: String? {
        let tag = language.replacingOccurrences(of: "_", with: "-")
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        let valid = parts.enumerated().allSatisfy { index, part in
            (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || (index > 0 && $0.isNumber)) }
        }
        return valid ? tag : nil
    }

    var atomPath: String { folder + Self.atomFile }
    var rssPath: String { folder + Self.rssFile }
    var atomURL: String { baseURL + PercentEncoding.encodedPath(atomPath) }
    var rssURL: String { baseURL + PercentEncoding.encodedPath(rssPath) }
}
