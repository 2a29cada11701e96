/// mdbook-admonish's fences (```` ```admonish warning title="Careful" collapsible=true ````), read from the info
/// string as the preprocessor reads it: a type (`note` unless written), then `title="…"` (or, in its first
/// spelling, a quoted title alone), `collapsible=true`, and `class="…"`, which vitrine leaves to the type.
struct BookAdmonish: Equatable {
    var type = "note"
    /// `nil` for the type's own title; empty for none.
    var title: String?
    var collapsible = false

    /// The fence's settings; `nil` for a fence that is not `admonish`.
    init?(info: String) {
        guard info == "admonish" || info.hasPrefix("admonish ") else { return nil }
        var rest = Substring(info.dropFirst("admonish".count))
        while let start = rest.firstIndex(where: { $0 != " " && $0 != "\t" }) {
            rest = rest[start...]
            if let quote = rest.first, quote == "\"" || quote == "'", let end = rest.dropFirst().firstIndex(of: quote) {
                title = String(rest[rest.index(after: rest.startIndex)..<end])
                rest = rest[rest.index(after: end)...]
                continue
            }
            let word = rest.prefix { $0 != " " && $0 != "\t" && $0 != "=" }
            rest = rest.dropFirst(word.count)
            guard rest.first == "=" else {
                if !word.isEmpty { type = String(word) }
                continue
            }
            rest = rest.dropFirst()
            let value: Substring
            if let quote = rest.first, quote == "\"" || quote == "'", let end = rest.dropFirst().firstIndex(of: quote) {
                value = rest[rest.index(after: rest.startIndex)..<end]
                rest = rest[rest.index(after: end)...]
            } else {
                value = rest.prefix { $0 != " " && $0 != "\t" }
                rest = rest.dropFirst(value.count)
            }
            switch word {
            case "title": title = String(value)
            case "collapsible": collapsible = value == "true"
            default: break
            }
        }
    }
}
