import Foundation

/// A page's summary for the places that show a line or two of it: a shared link's card, a search engine's result.
enum PageSummary {
    /// About as much as those places show before they cut the text themselves.
    static let length = 200

    /// `text` up to `length` characters, cut after a whole word with an ellipsis.
    static func shortened(_ text: String) -> String {
        guard text.count > length else { return text }
        let cut = text.prefix(length)
        let endsAWord = text[cut.endIndex] == " "
        let words = endsAWord ? cut : cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        return words.trimmingCharacters(in: .punctuationCharacters.union(.whitespaces)) + "…"
    }
}
