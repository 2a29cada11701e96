import Hummingbird
import VitrineSite

/// `/__vitrine/render/COMPONENT.svg?name=value…`: one component drawn on demand, checked by the same
/// vocabulary as `vitrine render`; a refusal is a 400 with the command line's message as plain text.
extension PreviewResponder {
    static let renderPrefix = LiveControls.renderPath

    func render(_ target: String, to request: Request) -> Response {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let response: Response
        switch LiveCatalog.render(file: parts[0].dropFirst(Self.renderPrefix.count), query: parts.count > 1 ? parts[1] : "") {
        case .svg(let svg):
            let headers: HTTPFields = [
                .contentType: "image/svg+xml", .cacheControl: "no-cache",
                // The picture is data, never a page: no script runs in it even when opened on its own.
                .contentSecurityPolicy: "default-src 'none'; style-src 'unsafe-inline'",
                .xContentTypeOptions: "nosniff",
            ]
            response = Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: svg)))
        case .refused(let message):
            response = .plain(.badRequest, message + "\n")
        case .unknownComponent(let message):
            response = .plain(.notFound, message + "\n")
        }
        return request.method == .head ? response.createHeadResponse() : response
    }
}
