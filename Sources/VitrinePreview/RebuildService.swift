import ServiceLifecycle
import VitrineSite

/// Watches the source folders and, once a burst of saves has settled, rebuilds and publishes the result.
struct RebuildService: Service {
    let directories: [String]
    let interval: Duration
    let rebuild: @Sendable () async -> Result<Snapshot, PreviewFailure>
    let live: LiveSite
    let log: @Sendable (String) -> Void

    func run() async throws {
        try? await cancelWhenGracefulShutdown {
            let watcher = DirectoryWatcher(directories: directories)
            while true {
                try await Task.sleep(for: interval)
                guard watcher.poll() else { continue }
                // A burst of saves becomes one rebuild: wait for a quiet interval first.
                repeat {
                    try await Task.sleep(for: interval)
                } while watcher.poll()
                let started = ContinuousClock.now
                let result = await rebuild()
                live.publish(result)
                report(result, after: ContinuousClock.now - started)
            }
        }
    }

    private func report(_ result: Result<Snapshot, PreviewFailure>, after duration: Duration) {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        switch result {
        case .success:
            log("Rebuilt in \(milliseconds) ms; reloading \(live.openStreams) open tab(s).")
        case .failure(let failure):
            log("Build failed; still serving the last good site.\n" + failure.problems.map(\.terminalDescription).joined(separator: "\n"))
        }
    }
}
