import Vitrine
import VitrineMustache
import VitrineRaster

/// Each page's social card: the picture a chat or a social network shows beside a link to the page, as
/// MkDocs Material's social plugin draws one. The theme's `social-card` template writes an SVG per page, which
/// librsvg draws to PNG through the same path and cache as the catalog's PNGs; `og:image` then names it.
struct SocialCards: Sendable {
    static let template = "social-card"
    /// OpenGraph's large image: what chats and social networks crop least.
    static let width = 1200
    static let height = 630
    /// Where the cards go: the first of these under which the site publishes nothing of its own.
    static let folders = ["social/", "social-cards/"]

    /// A page's card: where it is and its size in pixels, as drawn (a theme may draw another size).
    struct Card: Sendable, Equatable {
        let path: String
        let width: Int
        let height: Int
    }

    /// Each card's PNG by output path.
    private(set) var files: [String: [UInt8]] = [:]
    /// The card of each node of the page tree that has one.
    private(set) var cardOfNode: [Int: Card] = [:]
    /// Cards are an extra: one that cannot be drawn is a warning naming the template, never a failed build.
    private(set) var diagnostics: [SiteDiagnostic] = []

    init() {}

    /// Draws a card for every page of `tree` into `folder`.
    ///
    /// - Parameters:
    ///   - pngs: Cards drawn before, in memory, and where they are kept between processes (`folder: nil` keeps none).
    init(
        tree: PageTree, pages: [PublishedPage], templates: TemplateSet, context: TemplateContext, folder: String, pngs: PNGCache,
        cacheFolder: String?
    ) {
        let templateFile = templates.directory + "/" + Self.template + ".mustache"
        let renderer: String
        do {
            renderer = try PNG.rendererIdentity()
        } catch {
            diagnostics.append(SiteDiagnostic(file: templateFile, message: "no social cards: \(error)", severity: .warning))
            return
        }
        let order = tree.readingOrder
        let drawn = Parallel.map(order) { node -> Result<[UInt8], RasterError> in
            let svg = templates.render(Self.template, Self.values(of: node, tree: tree, pages: pages, site: context.siteValue))
            return Result { () throws(RasterError) in try pngs.png(svg, scale: 1, renderer: renderer, folder: cacheFolder) }
        }
        var failures: [(node: Int, error: RasterError)] = []
        for (node, result) in zip(order, drawn) {
            switch result {
            case .success(let png):
                let path = Self.path(ofPageAt: tree.nodes[node].location.outputPath, in: folder)
                let size = Self.size(of: png)
                files[path] = png
                cardOfNode[node] = Card(path: path, width: size.width, height: size.height)
            case .failure(let error):
                failures.append((node, error))
            }
        }
        if let first = failures.first {
            let cards = failures.count == 1 ? "1 social card" : "\(failures.count) social cards"
            diagnostics.append(SiteDiagnostic(
                file: templateFile,
                message: "\(cards) could not be drawn, the first for /\(tree.nodes[first.node].location.path): \(first.error)", severity: .warning))
        }
    }

    /// `guide/index.html` → `social/guide/index.png`: one card per output page, never two at one path.
    static func path(ofPageAt outputPath: String, in folder: String) -> String {
        let name = outputPath.hasSuffix(".html") ? String(outputPath.dropLast(".html".count)) : outputPath
        return folder + name + ".png"
    }

    /// The first of `folders` under which nothing of the site is published, page or file; `nil` when there is none.
    static func folder(taken paths: [String]) -> String? {
        folders.first { candidate in !paths.contains { $0.hasPrefix(candidate) } }
    }

    /// What the card template receives for a node of the page tree.
    static func values(of node: Int, tree: PageTree, pages: [PublishedPage], site: MustacheValue) -> [String: MustacheValue] {
        let entry = tree.nodes[node]
        let page = entry.page.map { pages[$0] }
        let ancestors = tree.ancestors(of: node)
        return values(
            title: entry.title, description: page.flatMap { $0.source.matter.description ?? $0.rendered.summary } ?? "",
            section: ancestors.count >= 2 ? tree.nodes[ancestors[1]].menuTitle : "", site: site)
    }

    /// The site, the page's title, description and top section, and the texts already wrapped into lines for the
    /// default card, each line with its baseline.
    static func values(title: String, description: String, section: String, site: MustacheValue) -> [String: MustacheValue] {
        let siteTitle = if case .object(let keys) = site, case .text(let title)? = keys["title"] { title } else { "" }
        let kicker = section.isEmpty ? siteTitle : siteTitle + " · " + section
        let titleLines = TextLines.wrap(title, size: 72, bold: true, width: 1040, maximumLines: 3)
        // The description fills what the title leaves, down to the card's bottom margin.
        let descriptionLines = TextLines.wrap(description, size: 32, bold: false, width: 880, maximumLines: 5 - titleLines.count)
        func lines(_ texts: [String], first: Int, step: Int) -> MustacheValue {
            .list(texts.enumerated().map { index, text in ["text": .text(text), "y": .text(String(first + index * step))] })
        }
        let titleTop = 240
        return [
            "site": site, "width": .text(String(width)), "height": .text(String(height)),
            "title": .text(title), "description": .text(description), "section": .text(section),
            "kicker": .text(TextLines.wrap(kicker, size: 32, bold: true, width: 1040, maximumLines: 1).first ?? ""),
            "titleLines": lines(titleLines, first: titleTop, step: 84),
            "descriptionLines": lines(descriptionLines, first: titleTop + (titleLines.count - 1) * 84 + 72, step: 44),
        ]
    }

    /// The width and height a PNG's header gives (big-endian, after the signature and the `IHDR` chunk's head).
    static func size(of png: [UInt8]) -> (width: Int, height: Int) {
        guard png.count >= 24 else { return (0, 0) }
        func number(at offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(at: 16), number(at: 20))
    }
}
