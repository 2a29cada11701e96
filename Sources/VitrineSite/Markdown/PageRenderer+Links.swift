import Foundation

/// Where a page's links and pictures go: each tool's conventions for the URLs its authors write.
extension PageRenderer {
    /// Where a link goes, as the page's tool would send it:
    ///
    /// - `/x` gains the base path, and names a page where it names one by its file (`/guide/intro.md`,
    ///   VitePress' `/guide/intro.html` or `/guide/intro`);
    /// - a relative link to a Markdown file, or to one by the name the tool gives its HTML (mdBook's
    ///   `intro.html`, VitePress' extensionless `./intro`), becomes that page's URL;
    /// - Zola's and Jekyll's paths from the content root (`@/guide/intro.md`) and Hugo's references
    ///   (`LinkTemplates`) become the page's URL;
    /// - other relative links keep pointing where the tool points them: at the same place in the source
    ///   folder for tools that publish the file tree as it is (MkDocs, mdBook), from the page's own URL for
    ///   those that write links through (Hugo, Zola, Jekyll, Docusaurus, Starlight).
    /// - Parameter base: What the URL is written relative to, where not what the tool's links are (`linkBase`).
    /// - Parameter header: The linking page's front matter: a `permalink` of its own keeps its links as written, and a
    ///   Docusaurus `slug` says which folder its URL is in.
    func rewrite(_ url: String, from sourcePath: String, directory: String, header: FrontMatter, base: SourceTool.LinkBase? = nil) -> String {
        let rewritten = rewriteFromPage(url, from: sourcePath, directory: directory, header: header, linkBase: base ?? linkBase)
        // The not-found page answers at any depth: its links start at the base path.
        guard absoluteLinks, !rewritten.isEmpty, !rewritten.hasPrefix("/"), !rewritten.startsWithHash, !LinkTarget.hasScheme(rewritten),
            let resolved = SitePaths.resolve(rewritten, in: directory)
        else { return rewritten }
        return config.basePath + resolved
    }

    private func rewriteFromPage(_ url: String, from sourcePath: String, directory: String, header: FrontMatter, linkBase: SourceTool.LinkBase) -> String {
        let hasPermalink = header.permalink != nil
        let suffixStart = url.queryOrFragmentStart
        let suffix = url[suffixStart...]
        if url.hasPrefix(LinkTemplates.referenceScheme) {
            var reference = PercentEncoding.decoded(String(url[url.index(url.startIndex, offsetBy: LinkTemplates.referenceScheme.count)..<suffixStart]))
            // A reference to no page stays the path it names, which the link check reports, as Hugo fails on it.
            var language = config.languages.split(sourcePath).language
            // `ref "setup.fr.md"` names the page in that language, as Hugo's translated files are named.
            let named = reference.hasSuffix(".md") ? reference.dropLast(3).split(separator: ".").last.map(String.init) : nil
            let translation = config.languages.readPath(of: reference)
            if let named, reference.dropLast(3).contains("."), config.languages.codes.contains(named), translation != reference {
                language = config.languages.split(translation).language
                reference = translation
            }
            guard let location = pages.reference(reference, from: SitePaths.directory(of: sourcePath), inLanguage: { config.languages.split($0).language == language }) else {
                return PercentEncoding.encodedPath(reference) + suffix
            }
            return SitePaths.relative(from: directory, to: location.encoded) + suffix
        }
        if url.hasPrefix(LinkTemplates.rootPrefix) {
            let path = config.languages.readPath(of: PercentEncoding.decoded(String(url[url.index(url.startIndex, offsetBy: 2)..<suffixStart])))
            guard let location = pages.page(at: path) else { return url }
            return SitePaths.relative(from: directory, to: location.encoded) + suffix
        }
        if let alias = config.pathAliases.first(where: { url.hasPrefix($0) }) {
            return SitePaths.relative(from: directory, to: PercentEncoding.encodedPath(alias + PercentEncoding.decoded(String(url[url.index(url.startIndex, offsetBy: alias.count)..<suffixStart])))) + suffix
        }
        if url.hasPrefix("/") && !url.hasPrefix("//") {
            var absolute = PercentEncoding.decoded(String(url[url.index(after: url.startIndex)..<suffixStart]))
            // Written with the base path already (`/proj/other/` on a site at `/proj/`): its page, or as written.
            let hasBasePath = config.basePath != "/" && (absolute + "/").hasPrefix(config.basePath.dropFirst())
            if hasBasePath { absolute = String(absolute.dropFirst(min(config.basePath.count - 1, absolute.count))) }
            // Docusaurus builds a locale under its own base URL (`/fr/`), which its pages' links are read from, and
            // which a link may also name (`/fr/docs/x`).
            var language = config.languages.split(sourcePath).language
            if config.sourceTool == .docusaurus, case let (named, rest) = config.languages.split(absolute), named != config.languages.defaultLanguage.code {
                (language, absolute) = (named, rest)
            }
            var routed = false
            if !config.routePrefix.isEmpty, absolute.hasPrefix(config.routePrefix) || absolute + "/" == config.routePrefix {
                absolute = String(absolute.dropFirst(min(config.routePrefix.count, absolute.count)))
                routed = true
            }
            if routed, !config.latestVersionPrefix.isEmpty, absolute.hasPrefix(config.latestVersionPrefix) || absolute + "/" == config.latestVersionPrefix {
                absolute = String(absolute.dropFirst(min(config.latestVersionPrefix.count, absolute.count)))
            }
            // A file's path from the docs' root (`/guides/x.md`) is read from the page's own version's folder first.
            if config.sourceTool == .docusaurus, absolute.hasSuffix(".md") || absolute.hasSuffix(".mdx"),
                case let key = config.languages.split(sourcePath).key, let version = config.versionFolders.first(where: { key.hasPrefix($0) }),
                case let markdown = absolute.hasSuffix(".mdx") ? String(absolute.dropLast()) : absolute,
                let location = locations[config.languages.path(of: version + markdown, in: language)] ?? locations[version + markdown]
            {
                return SitePaths.relative(from: directory, to: location.encoded) + suffix
            }
            if config.sourceTool == .docusaurus, language != config.languages.defaultLanguage.code,
                case let localized = config.languages.path(of: absolute, in: language),
                let location = pages.page(named: localized) ?? (routed ? pages.page(publishedAt: localized) : nil)
            {
                return SitePaths.relative(from: directory, to: location.encoded) + suffix
            }
            // A doc is also linked by the address its `id` or `slug` gives it (`/docs/runner`), not its file's name.
            if let location = pages.page(named: absolute) ?? (routed ? pages.page(publishedAt: absolute) : nil) {
                return SitePaths.relative(from: directory, to: location.encoded) + suffix
            }
            // A category's generated index (`/docs/category/x`), which the build writes at its address.
            if routed, case let folder = absolute.split(separator: "/").joined(separator: "/") + "/", config.sidebarIndexes.contains(where: { $0.path == folder }) {
                return SitePaths.relative(from: directory, to: PercentEncoding.encodedPath(folder)) + suffix
            }
            // mdBook writes every `.md` link as `.html`: with no chapter there, a file of the book's may answer it.
            if config.sourceTool == .mdBook, absolute.hasSuffix(".md") {
                return SitePaths.relative(from: directory, to: PercentEncoding.encodedPath(String(absolute.dropLast(3)) + ".html")) + suffix
            }
            return config.basePath == "/" || hasBasePath ? url : config.basePath + url.dropFirst()
        }
        // `//host/x` takes the page's scheme to another host, as a browser reads it.
        guard !url.isEmpty, !url.startsWithHash, !url.hasPrefix("//"), !LinkTarget.hasScheme(url) else { return url }
        var path = PercentEncoding.decoded(String(url[..<suffixStart]))
        // MkDocs normalises `page.md/` to `page.md`, as Python's path functions do.
        if path.hasSuffix(".md/") { path.removeLast() }
        // A translation kept as `guide.fr.md` links from its file's folder, to pages of its own language.
        let sourceFolder = config.languages.linkFolder(of: sourcePath)
        if config.linksFindPages {
            // As `.GetPage` looks a page up: from the page's folder, from its section's for a bundle's `index.md`,
            // then from the content's root.
            let isBundle = sourcePath.hasSuffix("/index.md")
            let folders = [sourceFolder] + (isBundle ? [SitePaths.directory(of: String(sourceFolder.dropLast()))] : []) + [""]
            for folder in folders {
                if let resolved = SitePaths.resolve(path, in: folder), let location = pages.page(at: resolved) {
                    return SitePaths.relative(from: directory, to: location.encoded) + suffix
                }
            }
        }
        // Jekyll serves a page at `name.html` (without pretty permalinks) and its authors link it so, from where
        // the linking page is served: its file's folder, or a post's, a collection's or a permalink's own address.
        if config.pagesAreFiles, path.hasSuffix(".html") {
            let servedFolder = hasPermalink || sourceFolder.split(separator: "/").contains { $0.hasPrefix("_") } ? directory : sourceFolder
            if let resolved = SitePaths.resolve(path, in: servedFolder), let location = pages.page(named: resolved) {
                return SitePaths.relative(from: directory, to: location.encoded) + suffix
            }
        }
        if let resolved = SitePaths.resolve(path, in: sourceFolder) {
            let target = config.languages.target(config.languages.readPath(of: resolved), from: sourcePath) { locations[$0] != nil }
            // An MDX page is known by its Markdown name (`SiteSource.PageFile`).
            if path.hasSuffix(".md") || path.hasSuffix(".mdx"), let location = locations[path.hasSuffix(".mdx") ? String(target.dropLast()) : target] {
                return SitePaths.relative(from: directory, to: location.encoded) + suffix
            }
            if linkBase == .sourceFile, let location = pages.page(named: target) {
                return SitePaths.relative(from: directory, to: location.encoded) + suffix
            }
            // A chapter mdBook moved: its old `.html` address holds a redirect (`[output.html.redirect]`).
            if path.hasSuffix(".md"), !config.redirects.isEmpty, case let old = String(target.dropLast(3)) + ".html",
                config.redirects.keys.contains(where: { $0.drop { $0 == "/" } == old })
            {
                return SitePaths.relative(from: directory, to: PercentEncoding.encodedPath(old)) + suffix
            }
            if config.sourceTool == .mdBook, path.hasSuffix(".md") {
                return SitePaths.relative(from: directory, to: PercentEncoding.encodedPath(String(target.dropLast(3)) + ".html")) + suffix
            }
        }
        // Docusaurus looks a file link up from the page's folder, then from the docs' root: the content folder's,
        // or a mounted folder's (`blog/`, a version's `0.77/`), which is the first of the page's path.
        if config.sourceTool == .docusaurus, path.hasSuffix(".md") || path.hasSuffix(".mdx"), !path.hasPrefix(".") {
            let markdown = path.hasSuffix(".mdx") ? String(path.dropLast()) : path
            let firstFolder = sourceFolder.split(separator: "/").first.map { $0 + "/" } ?? ""
            for root in [firstFolder, ""] {
                if let target = SitePaths.resolve(markdown, in: root), let location = locations[target] {
                    return SitePaths.relative(from: directory, to: location.encoded) + suffix
                }
            }
        }
        // A relative link into another folder of pages (`../versioned_docs/version-1.x/queries.md`), from the file.
        if config.sourceTool == .docusaurus, path.hasSuffix(".md") || path.hasSuffix(".mdx"), path.hasPrefix("."),
            let target = Self.pagePath(ofFile: path.hasSuffix(".mdx") ? String(path.dropLast()) : path, from: sourcePath, folders: config.pageFolders),
            let location = locations[target]
        {
            return SitePaths.relative(from: directory, to: location.encoded) + suffix
        }
        // A translation's link to a file its language has its own of (`shot.png`, `de/shot.png` from `shot.de.png`).
        if !config.localizedFiles.isEmpty, let resolved = SitePaths.resolve(path, in: sourceFolder),
            case let own = config.languages.target(resolved, from: sourcePath, exists: config.localizedFiles.contains), own != resolved
        {
            return SitePaths.relative(from: directory, to: PercentEncoding.encodedPath(own)) + suffix
        }
        // Relative links are written from the Markdown file's folder (MkDocs, mdBook); a page `a/b.md` is
        // served one level deeper, from `a/b/`, so its links climb back to the source folder first. A page
        // given its own URL (Jekyll's permalink), or a tool that writes links through, keeps them as written.
        // Jekyll serves a page at `name.html` unless its site's permalinks end in `/` (`pretty`), Docusaurus at
        // `/docs/name`: their links are written from the file's folder too. Jekyll's collections have their own permalinks.
        // Docusaurus makes a link to a file (`./auth.yaml`) an asset of the Markdown file, as it does a picture.
        let namesAsset = config.sourceTool == .docusaurus && LinkTarget.namesFile(path) && !["html", "md", "mdx"].contains { path.hasSuffix("." + $0) }
        let writtenFromFolder = linkBase == .sourceFile || namesAsset || (config.pagesAreFiles && !sourceFolder.hasPrefix("_"))
        // MkDocs leaves a link to no file of the docs (`../timer`, no extension; a folder, `./#part`) as written:
        // the browser reads it from the page's URL.
        let lastPart = path.split(separator: "/").last ?? ""
        if config.sourceTool == .mkDocs, !path.hasSuffix(".md"), lastPart == "." || lastPart == ".." || !lastPart.contains(".") { return url }
        // Docusaurus writes links through, and the browser reads them from the page's URL (`/docs/x`, or where a
        // `slug` puts it): its folder, which vitrine's `x/` is one below. A folder's index page is at the folder's
        // URL with its slash (`/docs/guide/`), and read from there; a `slug` says itself whether it ends in one
        // (`slug: /tutorial` is read from `/docs/`).
        let fileName = (sourcePath.split(separator: "/").last ?? "").lowercased()
        let publishedAs = (directory.split(separator: "/").last ?? "").lowercased()
        let isFolderPage = header.slug.map { $0.hasSuffix("/") && $0 != "/" }
            ?? (["index.md", "readme.md"].contains(fileName) && !["index", "readme"].contains(publishedAs))
        let base = config.sourceTool == .docusaurus && linkBase != .sourceFile && !directory.isEmpty && !namesAsset
            ? (isFolderPage ? directory : SitePaths.directory(of: String(directory.dropLast()))) : sourceFolder
        guard directory != base, !hasPermalink, writtenFromFolder else { return url }
        if directory.hasPrefix(base), directory.dropFirst(base.count).dropLast().allSatisfy({ $0 != "/" }) {
            return "../" + (url.hasPrefix("./") ? String(url.dropFirst(2)) : url)
        }
        return SitePaths.relative(from: directory, to: PercentEncoding.encodedPath(base)) + (url.hasPrefix("./") ? String(url.dropFirst(2)) : url)
    }

    /// The home page's links and pictures resolved as the page's own links are, each listed for the link check
    /// at its place in the front matter.
    func resolved(_ home: HomeLayout, page: inout RenderedPage, source: PageSource) -> HomeLayout {
        var home = home
        for path in home.places {
            let place = home[keyPath: path]
            // VitePress reads a hero's or feature's link from the site's root (`new URL(link, origin)`), `/` or not.
            let fromRoot = config.sourceTool == .vitePress && !place.url.isEmpty && !place.url.hasPrefix("/") && !place.url.hasPrefix(".")
                && !place.url.startsWithHash && !LinkTarget.hasScheme(place.url)
            let url = rewrite(fromRoot ? "/" + place.url : place.url, from: source.path, directory: page.location.directory, header: source.matter)
            home[keyPath: path].url = url
            page.record(RenderedPage.Link(url: url, line: place.line, column: place.column, written: url == place.url ? nil : place.url))
        }
        page.unrendered += home.iconsLeftOut.map {
            Unrendered(kind: "HTML feature icon", treatment: "left out (the site's own CSS draws it)", line: $0.line, column: $0.column, written: $0.url)
        }
        return home
    }

    /// How relative links are read: from the source file for a plain folder, as MkDocs and mdBook read them.
    var linkBase: SourceTool.LinkBase { config.sourceTool?.linkBase ?? .sourceFile }
}

extension PageRenderer {
    /// The site path of the file `link` names from the page at `sourcePath`, found through the folders the pages
    /// are read from (each folder's shown path by its prefix in the site): the page's own folder, then the file's.
    /// - Parameter inFolder: The shown folder `link` is read from, where it is not the page's own.
    static func pagePath(ofFile link: String, from sourcePath: String, folders: [String: String], inFolder: String? = nil) -> String? {
        guard let own = folders.filter({ sourcePath.hasPrefix($0.value) }).max(by: { $0.value.count < $1.value.count }) else { return nil }
        let folder = inFolder ?? ((own.key + "/" + sourcePath.dropFirst(own.value.count)) as NSString).deletingLastPathComponent
        let file = (folder.hasSuffix("/") ? folder : folder + "/") + link
        // `..` taken back as far as the path goes (a shown path may itself start with `../`).
        var parts: [Substring] = []
        for part in file.split(separator: "/", omittingEmptySubsequences: false) where part != "." {
            if part == "..", let last = parts.last, last != "..", !last.isEmpty { parts.removeLast() } else { parts.append(part) }
        }
        let standard = parts.joined(separator: "/")
        guard let holder = folders.keys.filter({ standard.hasPrefix($0 + "/") }).max(by: { $0.count < $1.count }) else { return nil }
        return folders[holder]! + standard.dropFirst(holder.count + 1)
    }
}
