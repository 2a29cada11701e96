import Hummingbird
import ServiceLifecycle

/// The reload channel: a Server-Sent Events stream per tab at `/__vitrine/events`.
extension PreviewResponder {
    func eventStream() -> Response {
        let live = self.live
        let stream = live.subscribe()
        let headers: HTTPFields = [.contentType: "text/event-stream", .cacheControl: "no-cache"]
        return Response(status: .ok, headers: headers, body: .init { writer in
            // Graceful shutdown waits for open responses; ending the streams lets it finish at once.
            try await withGracefulShutdownHandler {
                try await writer.write(ByteBuffer(string: "retry: 500\n\n"))
                for await text in stream {
                    try await writer.write(ByteBuffer(string: text))
                }
                try await writer.finish(nil)
            } onGracefulShutdown: {
                live.endStreams()
            }
        })
    }
}
