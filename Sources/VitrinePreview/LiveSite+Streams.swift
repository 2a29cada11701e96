/// The reload channel's subscribers: one stream of encoded events per open tab.
extension LiveSite {
    /// A new tab's stream, opened with the generation it should be showing and any build failure.
    func subscribe() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(32))
        let id: Int? = lock.withLock {
            guard !isClosed else { return nil }
            continuation.yield(ReloadEvent.hello(generation: site.generation).encoded)
            if let failure { continuation.yield(ReloadEvent.overlay(failure).encoded) }
            nextStreamID += 1
            streams[nextStreamID] = continuation
            return nextStreamID
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            self?.lock.withLock { _ = self?.streams.removeValue(forKey: id) }
        }
        return stream
    }

    /// The number of open reload streams.
    package var openStreams: Int {
        lock.withLock { streams.count }
    }

    /// Ends every reload stream, now and for later subscribers, so a graceful shutdown need not wait on them.
    package func endStreams() {
        let ending = lock.withLock {
            isClosed = true
            defer { streams = [:] }
            return Array(streams.values)
        }
        for continuation in ending { continuation.finish() }
    }

    func broadcast(_ events: [ReloadEvent]) {
        let text = events.map(\.encoded).joined()
        let targets = lock.withLock { Array(streams.values) }
        for continuation in targets { continuation.yield(text) }
    }
}
