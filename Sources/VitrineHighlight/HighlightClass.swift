/// The fixed set of CSS classes a highlighted block can contain; `Templates/static/highlight.css` colours each
/// of them, and a test checks that stylesheet against this list so neither can drift.
package enum HighlightClass: String, CaseIterable, Sendable {
    case keyword = "hl-keyword"
    case string = "hl-string"
    case number = "hl-number"
    case comment = "hl-comment"
    case type = "hl-type"
    case function = "hl-function"
    case attribute = "hl-attribute"
    case variable = "hl-variable"
    case `operator` = "hl-operator"
    case punctuation = "hl-punctuation"
    case tag = "hl-tag"
    case inserted = "hl-inserted"
    case deleted = "hl-deleted"
    case meta = "hl-meta"

    /// The opening tag as bytes, precomputed because the writer emits it for nearly every token.
    var openingTag: [UInt8] { Array("<span class=\"\(rawValue)\">".utf8) }
}
