import Hummingbird
import VitrineSite

/// `/__vitrine/render/COMPONENT.svg?name=value…` (or `.png?scale=2&…`): one component drawn on demand, checked
/// by the same vocabulary as `vitrine render`; a refusal is a 400 with the command line's message as plain text.
extension PreviewResponder {
    static let renderPrefix = LiveControls.renderPath

    func render(path: String, query: String, to request: Request) -> Response {
        let response: Response
        switch LiveCatalog.render(file: Substring(path.dropFirst(Self.renderPrefix.count)), query: Substring(query), components: live.current.components) {
        case .svg(let svg):
            let headers: HTTPFields = [
                .contentType: "image/svg+xml", .cacheControl: "no-cache",
                // The picture is data, never a page: no script runs in it even when opened on its own.
                .contentSecurityPolicy: "default-src 'none'; style-src 'unsafe-inline'",
                .xContentTypeOptions: "nosniff",
            ]
            response = Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: svg)))
        case .png(let png):
            let headers: HTTPFields = [.contentType: "image/png", .cacheControl: "no-cache", .xContentTypeOptions: "nosniff"]
            response = Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: png)))
        case .unavailable(let message):
            response = .plain(.serviceUnavailable, message + "\n")
        case .refused(let message):
            response = .plain(.badRequest, message + "\n")
        case .unknownComponent(let message):
            response = .plain(.notFound, message + "\n")
        }
        return request.method == .head ? response.createHeadResponse() : response
    }
}
