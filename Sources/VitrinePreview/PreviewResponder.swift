import Hummingbird

/// Answers every request of the preview: the Host check, the reload channel, then a file of the live site.
struct PreviewResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let live: LiveSite
    let hostCheck: HostCheck

    func respond(to request: Request, context: Context) async throws -> Response {
        // A second Host header stays among the fields; refuse it rather than guess which one counts.
        guard hostCheck.allows(request.head.authority), !request.headers.contains(HostCheck.fieldName) else {
            return .plain(.forbidden, "This preview only answers to localhost.\n")
        }
        guard request.method == .get || request.method == .head else {
            var response = Response.plain(.methodNotAllowed, "Only GET and HEAD.\n")
            response.headers[.allow] = "GET, HEAD"
            return response
        }
        // Only origin-form targets (`/path?query`): an absolute URL or `*` is refused, not repaired.
        guard request.head.path?.first == "/" else { return .plain(.badRequest, "Bad request path.\n") }
        let path = request.uri.path
        let query = request.uri.query
        if path == ReloadClient.eventsPath {
            return eventStream()
        }
        if path.hasPrefix(Self.renderPrefix) {
            return render(path: path, query: query ?? "", to: request)
        }
        let site = live.current
        switch RequestPath(path: path) {
        case .refused:
            return .plain(.badRequest, "Bad request path.\n")
        case .clean(let key, let trailingSlash):
            let lookup = trailingSlash ? (key.isEmpty ? "index.html" : key + "/index.html") : key
            if let file = site.file(lookup) {
                if let page = catalogPage(lookup, file, in: site, query: query ?? "", to: request) { return page }
                return answer(file, to: request)
            }
            if !trailingSlash, site.files[key + "/index.html"] != nil {
                return redirect(to: path + "/" + (query.map { "?" + $0 } ?? ""))
            }
            // As GitHub Pages and most static hosts answer `/x` for a file-style page `x.html`.
            if !trailingSlash, !key.isEmpty, let file = site.file(key + ".html") { return answer(file, to: request) }
            return notFound(site, to: request)
        }
    }

    private func redirect(to location: String) -> Response {
        var response = Response.plain(.movedPermanently, "Moved to \(location)\n")
        response.headers[.location] = location
        return response
    }

    private func notFound(_ site: ServedSite, to request: Request) -> Response {
        guard let page = site.files["404.html"] else { return .plain(.notFound, "Not found.\n") }
        var response = Response(status: .notFound, headers: page.headers, body: .init(byteBuffer: page.body))
        if request.method == .head { response = response.createHeadResponse() }
        return response
    }
}

extension Response {
    static func plain(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(
            status: status,
            headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-cache"],
            body: .init(byteBuffer: ByteBuffer(string: text))
        )
    }
}
