import Foundation

/// What to build: the command line's `vitrine build` options, also used by `vitrine serve`. Where the site
/// is written is the writer's business (`SnapshotWriter`), not the builder's.
package struct SiteOptions: Sendable, Equatable {
    /// The site folder the commands look for when none is named.
    package static let defaultSiteDirectory = "Site"
    /// The folder holding the Markdown pages, the site config and static files.
    package var siteDirectory: String
    /// The folder holding the Mustache templates; `nil` uses `Templates` when it exists, else the built-in theme.
    package var templatesDirectory: String?
    /// Overrides the config's base URL, e.g. `https://example.org/docs/` for a site served from a sub-path.
    package var baseURL: String?
    /// Whether pages marked `draft: true` are built.
    package var includeDrafts: Bool
    /// Whether broken internal links are warnings instead of errors.
    package var warnLinks: Bool
    /// When the search index is made: with the pages, alongside the rest of the build, or on demand.
    package var searchIndex = SearchIndexTiming.withPages
    /// Where the catalog's PNGs are kept between processes (`PNGCache`); `nil` draws them in every process.
    package var pngCacheDirectory: String?
    /// Whether the site is built to be published (`vitrine build`), not previewed: the build then warns about
    /// what only a published site misses, such as a base URL with a host.
    package var isPublishing = false
    /// Whether the site is made to browse from disk (`--relative`, `FileBrowsing`): folder links name their
    /// `index.html`, and search reads its index from scripts.
    package var forFileBrowsing = false
    /// The version being published (`--version`, `SiteVersions`): the site is made for its folder, and its
    /// pages show the version switcher.
    package var version: String?

    /// The templates folder actually used; `nil` for the built-in theme.
    package var resolvedTemplatesDirectory: String? {
        if let templatesDirectory { return templatesDirectory }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: "Templates", isDirectory: &isFolder) && isFolder.boolValue ? "Templates" : nil
    }

    package init(
        siteDirectory: String = SiteOptions.defaultSiteDirectory, templatesDirectory: String? = nil, baseURL: String? = nil, includeDrafts: Bool = false, warnLinks: Bool = false
    ) {
        self.siteDirectory = siteDirectory
        self.templatesDirectory = templatesDirectory
        self.baseURL = baseURL
        self.includeDrafts = includeDrafts
        self.warnLinks = warnLinks
    }
}

/// When a build makes its search index.
package enum SearchIndexTiming: Sendable, Equatable {
    /// With the pages, in `Snapshot.files`.
    case withPages
    /// On a thread of its own, started once the pages are rendered, while the rest of the site is templated,
    /// checked and written (`vitrine build`): it fills the moments the other stages leave a core idle. Its
    /// files are `Snapshot.deferred`.
    case alongside
    /// When first asked for (the preview): a rebuild after an edit does not wait for an index nobody has
    /// searched yet. Its files are `Snapshot.deferred`.
    case onDemand
}
