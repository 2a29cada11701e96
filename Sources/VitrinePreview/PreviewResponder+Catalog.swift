import Hummingbird
import VitrineSite

/// A served catalog page gets its live controls where the template left the marker; the static build
/// keeps only the empty comment.
extension PreviewResponder {
    /// The page with its controls, when `key` is a component's catalog page carrying the marker.
    func catalogPage(_ key: String, _ file: ServedSite.File, in site: ServedSite, query: String, to request: Request) -> Response? {
        guard key.hasPrefix("catalog/") else { return nil }
        guard let page = LiveCatalog.page(key: key, html: String(buffer: file.body), query: Substring(query), theme: site.theme, components: site.components) else { return nil }
        // The page depends on the query: no validator, always fetched again.
        let headers: HTTPFields = [.contentType: file.contentType, .cacheControl: "no-cache"]
        let response = Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: page)))
        return request.method == .head ? response.createHeadResponse() : response
    }
}
