/// The sources stage's memo: each page's parsed header, reused while its file's text is the same.
final class HeaderMemo {
    private var headers: [String: PageSource] = [:]

    /// The headers of the last build, by source path.
    func reusable() -> [String: PageSource] { headers }

    func keep(_ kept: [PageSource]) {
        headers = Dictionary(kept.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
