import Hummingbird

/// A file answer: validators, `If-None-Match`, a single byte range, HEAD.
extension PreviewResponder {
    func answer(_ file: ServedSite.File, to request: Request) -> Response {
        var headers = file.headers
        if let tags = request.headers[.ifNoneMatch], Self.matches(tags, file.etag) {
            headers[.contentType] = nil
            return Response(status: .notModified, headers: headers)
        }
        headers[.acceptRanges] = "bytes"
        let length = file.body.readableBytes
        var response = Response(status: .ok, headers: headers, body: .init(byteBuffer: file.body))
        if let range = request.headers[.range], request.headers[.ifRange].map({ $0 == file.etag }) ?? true {
            switch ByteRange(header: range, length: length) {
            case .satisfiable(let bounds):
                response.status = .partialContent
                response.headers[.contentRange] = "bytes \(bounds.lowerBound)-\(bounds.upperBound - 1)/\(length)"
                response.body = .init(byteBuffer: file.body.getSlice(at: bounds.lowerBound, length: bounds.count)!)
            case .unsatisfiable:
                response = Response(status: .rangeNotSatisfiable, headers: [.contentRange: "bytes */\(length)", .cacheControl: "no-cache"])
            case .ignored:
                break
            }
        }
        return request.method == .head ? response.createHeadResponse() : response
    }

    /// `If-None-Match`: `*` or a list of entity tags, weak ones compared weakly as RFC 9110 asks.
    static func matches(_ header: String, _ etag: String) -> Bool {
        header.split(separator: ",").contains { candidate in
            let tag = candidate.trimmingPrefix(" ").trimmingPrefix("W/")
            return tag == "*" || tag.split(separator: " ").first.map { $0 == etag } == true
        }
    }
}

extension ServedSite.File {
    var headers: HTTPFields {
        [.contentType: contentType, .eTag: etag, .cacheControl: "no-cache"]
    }
}
