import VitrineMustache

/// The home page's hero and feature cards as the page template receives them. A value the page does not give
/// is `false`, not missing: a missing name would be looked up in the enclosing sections (a feature without a
/// link would take the page's own `url`), as Mustache looks names up.
extension HomeLayout {
    /// `hero` and `features`, with `hasFeatures`; `hero` only when the page has one.
    var context: [String: MustacheValue] {
        var values: [String: MustacheValue] = ["features": .list(features.map(\.context)), "hasFeatures": .bool(!features.isEmpty)]
        if let hero { values["hero"] = hero.context }
        return values
    }
}

private extension HomeLayout.Hero {
    var context: MustacheValue {
        [
            "name": .optional(name), "text": .optional(text), "tagline": .optional(tagline), "image": image?.context ?? .bool(false),
            "actions": .list(actions.map { ["text": .text($0.text), "url": .text($0.link.url), "theme": .text($0.theme)] }),
            "hasActions": .bool(!actions.isEmpty),
        ]
    }
}

private extension HomeLayout.Feature {
    var context: MustacheValue {
        var icon = MustacheValue.bool(false)
        var image = MustacheValue.bool(false)
        switch self.icon {
        case .text(let text)?: icon = .text(text)
        case .picture(let picture)?: image = picture.context
        case .drawnBySiteCSS?, nil: break
        }
        return [
            "title": .text(title), "details": .optional(details), "icon": icon, "image": image,
            "url": .optional(link?.url), "linkText": .optional(link == nil ? nil : linkText),
        ]
    }
}

private extension HomeLayout.Picture {
    var context: MustacheValue { ["src": .text(src.url), "alt": .text(alt)] }
}

private extension MustacheValue {
    /// The text, or `false` for none or an empty one, so that a section over it hides.
    static func optional(_ text: String?) -> MustacheValue {
        guard let text, !text.isEmpty else { return .bool(false) }
        return .text(text)
    }
}
