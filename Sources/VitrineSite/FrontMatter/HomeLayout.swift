/// VitePress' home page (`layout: home`): the `hero:` at its top and the grid of `features:` under it, typed
/// from the front matter as https://vitepress.dev/reference/default-theme-home-page describes them. Links and
/// pictures are kept as written here; the renderer resolves them as the page's own links.
struct HomeLayout: Sendable, Equatable {
    struct Hero: Sendable, Equatable {
        /// The big title: `name`, else `text` when there is no name, so the hero has one heading.
        var name: String?
        /// The line under the name (VitePress' `text`).
        var text: String?
        var tagline: String?
        var image: Picture?
        var actions: [Action] = []
    }

    /// A link drawn as a button: `brand` (filled), `alt` or `sponsor`.
    struct Action: Sendable, Equatable {
        var theme: String
        var text: String
        var link: Place
    }

    struct Feature: Sendable, Equatable {
        var title: String
        var details: String?
        var icon: Icon?
        var link: Place?
        /// The words shown under the details, when the card is a link.
        var linkText: String?
    }

    /// An emoji or a few words, or a picture; or HTML with neither (`<span class="memo"></span>`), which the
    /// site's own CSS draws and vitrine cannot: left out, at its place for the warning.
    enum Icon: Sendable, Equatable {
        case text(String)
        case picture(Picture)
        case drawnBySiteCSS(Place)
    }

    struct Picture: Sendable, Equatable {
        var src: Place
        var alt: String
    }

    /// A link or picture address, as written and then resolved, with its place in the file for the link check.
    struct Place: Sendable, Equatable {
        var url: String
        var line: Int
        var column: Int = 1
    }

    /// Held apart: every page's header and rendering has room for a home layout, which one page has.
    var hero: Hero? {
        get { heroBox?.hero }
        set { heroBox = newValue.map(HeroBox.init) }
    }
    private var heroBox: HeroBox?
    var features: [Feature] = []

    init(hero: Hero?, features: [Feature] = []) {
        self.hero = hero
        self.features = features
    }

    private final class HeroBox: Sendable, Equatable {
        let hero: Hero
        init(_ hero: Hero) { self.hero = hero }
        static func == (a: HeroBox, b: HeroBox) -> Bool { a.hero == b.hero }
    }

    /// The action themes VitePress draws; any other is drawn as `brand`, its default.
    static let themes = ["brand", "alt", "sponsor"]
}

extension HomeLayout {
    /// The home page's sections from a header's `layout`, `hero` and `features`; `nil` unless `layout: home`
    /// gives a hero or features of VitePress' shape. The header's other tools' keys of the same names with
    /// another shape (a Hugo theme's `hero: image.png`) pass unread, kept for templates.
    init?(layout: HeaderValue?, hero: HeaderFields.Field?, features: HeaderFields.Field?) {
        guard case .scalar("home", _)? = layout else { return nil }
        self.hero = hero.flatMap { Self.hero(from: $0.value, line: $0.keyPlace.line) }
        if case .list(let items)? = features?.value, let line = features?.keyPlace.line {
            self.features = items.compactMap { Self.feature(from: $0, line: line) }
        }
        if self.hero == nil && self.features.isEmpty { return nil }
    }

    /// Every link and picture address, in the order written, for the renderer to resolve and check.
    var places: [WritableKeyPath<HomeLayout, Place>] { placesWritten(withIconsLeftOut: false) }

    /// The icons left out, as written, at their places.
    var iconsLeftOut: [Place] {
        features.compactMap { if case .drawnBySiteCSS(let place)? = $0.icon { place } else { nil } }
    }

    private func placesWritten(withIconsLeftOut: Bool) -> [WritableKeyPath<HomeLayout, Place>] {
        var paths: [WritableKeyPath<HomeLayout, Place>] = []
        if let hero {
            if hero.image != nil { paths.append(\.hero!.image!.src) }
            for index in hero.actions.indices { paths.append(\.hero!.actions[index].link) }
        }
        for (index, feature) in features.enumerated() {
            switch feature.icon {
            case .picture?: paths.append(\.features[index].iconPicture!.src)
            case .drawnBySiteCSS? where withIconsLeftOut: paths.append(\.features[index].iconLeftOut!)
            default: break
            }
            if feature.link != nil { paths.append(\.features[index].link!) }
        }
        return paths
    }

    /// Each address's place: the first header line that holds it as written, after its key's line (`hero:`,
    /// `features:`) and the previous address under the same key. Nested values keep no place of their own in
    /// the header reader, and a link reported at the `hero:` line would make a long hero hard to search.
    ///
    /// - Parameter firstLine: The file's line number of the header's first line.
    mutating func locate(in header: [Substring], firstLine: Int) {
        // Where the search goes on under each key, by the key's line.
        var searched: [Int: Int] = [:]
        for path in placesWritten(withIconsLeftOut: true) {
            let written = self[keyPath: path].url
            let key = self[keyPath: path].line
            let start = searched[key] ?? (key - firstLine)
            guard start >= 0, start < header.count, let found = header[start...].firstIndex(where: { $0.contains(written) }),
                let range = header[found].firstRange(of: written)
            else { continue }
            self[keyPath: path].line = found + firstLine
            self[keyPath: path].column = header[found].distance(from: header[found].startIndex, to: range.lowerBound) + 1
            searched[key] = found
        }
    }
}

extension HomeLayout.Feature {
    /// The icon's picture, for a key path to its address.
    var iconPicture: HomeLayout.Picture? {
        get { if case .picture(let picture) = icon { picture } else { nil } }
        set { if let newValue { icon = .picture(newValue) } }
    }

    var iconLeftOut: HomeLayout.Place? {
        get { if case .drawnBySiteCSS(let place) = icon { place } else { nil } }
        set { if let newValue { icon = .drawnBySiteCSS(newValue) } }
    }
}

private extension HomeLayout {
    static func hero(from value: HeaderValue, line: Int) -> Hero? {
        guard case .table(let table) = value else { return nil }
        let name = table["name"]?.words, text = table["text"]?.words
        var hero = Hero(name: name ?? text, text: name == nil ? nil : text, tagline: table["tagline"]?.words)
        hero.image = table["image"].flatMap { picture(from: $0, line: line) }
        if case .list(let actions)? = table["actions"] {
            hero.actions = actions.compactMap { action in
                guard case .table(let action) = action, let text = action["text"]?.words, let link = action["link"]?.text else { return nil }
                let theme = action["theme"]?.text ?? "brand"
                return Action(theme: themes.contains(theme) ? theme : "brand", text: text, link: Place(url: link, line: line))
            }
        }
        let isEmpty = hero.name == nil && hero.tagline == nil && hero.image == nil && hero.actions.isEmpty
        return isEmpty ? nil : hero
    }

    static func feature(from value: HeaderValue, line: Int) -> Feature? {
        guard case .table(let table) = value, let title = table["title"]?.words else { return nil }
        var feature = Feature(title: title, details: table["details"]?.words, linkText: table["linkText"]?.words)
        feature.link = table["link"]?.text.map { Place(url: $0, line: line) }
        switch table["icon"] {
        case .scalar(let html, let kind)? where kind != .null && html.contains("<"): feature.icon = icon(fromHTML: html, line: line)
        case .scalar(let text, let kind)? where kind != .null && !text.isEmpty: feature.icon = .text(text)
        case let icon?: feature.icon = picture(from: icon, line: line).map(Icon.picture)
        case nil: break
        }
        return feature
    }

    /// An icon VitePress writes into the card as HTML: its picture (`<img src>`), else its words, else left out.
    static func icon(fromHTML html: String, line: Int) -> Icon {
        if html.contains("<img"), let src = HTMLAttributes.scan(Array(html.utf8)).urls.first {
            return .picture(Picture(src: Place(url: src, line: line), alt: ""))
        }
        let words = InlineHTML.text(of: html)
        guard let first = words.firstIndex(where: { !$0.isWhitespace }), let last = words.lastIndex(where: { !$0.isWhitespace }) else {
            return .drawnBySiteCSS(Place(url: html, line: line))
        }
        return .text(String(words[first...last]))
    }

    /// `image: /logo.svg`, `{src, alt}`, or VitePress' `{light, dark, alt}`, drawn with its light picture.
    static func picture(from value: HeaderValue, line: Int) -> Picture? {
        switch value {
        case .scalar(let src, let kind) where kind != .null && !src.isEmpty:
            return Picture(src: Place(url: src, line: line), alt: "")
        case .table(let table):
            guard let src = table["src"]?.text ?? table["light"]?.text else { return nil }
            return Picture(src: Place(url: src, line: line), alt: table["alt"]?.text ?? "")
        default:
            return nil
        }
    }
}

private extension HeaderValue {
    /// A scalar's text, `nil` for an empty one, a null, a list or a table.
    var text: String? {
        if case .scalar(let text, let kind) = self, kind != .null, !text.isEmpty { text } else { nil }
    }

    /// The words of a scalar VitePress writes into the page as HTML (`Vite &amp; Vue`, `<br>`), as text.
    var words: String? {
        text.map { InlineHTML.text(of: $0.replacing("<br>", with: " ").replacing("<br/>", with: " ").replacing("<br />", with: " ")) }
    }
}
