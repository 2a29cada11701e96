import Hummingbird
import Logging
import ServiceLifecycle
import VitrineSite

/// `vitrine serve`: answers from the live site, rebuilds on every save, tells the tabs.
///
/// It is a `Service`: run it in a `ServiceGroup`, whose graceful shutdown (Ctrl-C, SIGTERM) ends the reload
/// streams and returns promptly.
package struct PreviewServer: Service {
    package struct Configuration: Sendable {
        /// The address to bind; loopback by default.
        package var host: String
        /// A fixed port (`0` for any free one), or `nil` to take the first free port from 8000 on.
        package var port: Int?
        /// Folders whose edits trigger a rebuild.
        package var watchedDirectories: [String]
        /// How often to look for edits.
        package var pollInterval: Duration

        /// - Parameters:
        ///   - host: The address to bind; loopback by default.
        ///   - port: A fixed port (`0` for any free one), or `nil` to take the first free port from 8000 on.
        ///   - watchedDirectories: Folders whose edits trigger a rebuild.
        ///   - pollInterval: How often to look for edits.
        package init(host: String = "127.0.0.1", port: Int? = nil, watchedDirectories: [String] = [], pollInterval: Duration = .milliseconds(10)) {
            self.host = host
            self.port = port
            self.watchedDirectories = watchedDirectories
            self.pollInterval = pollInterval
        }
    }

    package let configuration: Configuration
    package let live: LiveSite
    let rebuild: @Sendable () async -> Result<Snapshot, PreviewFailure>
    let log: @Sendable (String) -> Void
    let onListening: @Sendable (Int) async -> Void

    /// - Parameters:
    ///   - configuration: Where to listen and what to watch.
    ///   - live: The site to serve, already built (build and warm before listening: the first request is then as fast as any).
    ///   - rebuild: Builds the site again after an edit.
    ///   - log: Where terminal messages go.
    ///   - onListening: Called with the port once the server accepts connections.
    package init(
        configuration: Configuration,
        live: LiveSite,
        rebuild: @escaping @Sendable () async -> Result<Snapshot, PreviewFailure>,
        log: @escaping @Sendable (String) -> Void = { print($0) },
        onListening: @escaping @Sendable (Int) async -> Void = { _ in }
    ) {
        self.configuration = configuration
        self.live = live
        self.rebuild = rebuild
        self.log = log
        self.onListening = onListening
    }

    package func run() async throws {
        let rebuilder = RebuildService(
            directories: configuration.watchedDirectories,
            interval: configuration.pollInterval,
            rebuild: rebuild,
            live: live,
            log: log
        )
        try await runOnFreePort { port in
            var logger = Logger(label: "vitrine.serve")
            logger.logLevel = .critical
            let application = Application(
                responder: PreviewResponder(live: live, hostCheck: HostCheck(boundHost: configuration.host)),
                server: .http1(configuration: .init(idleTimeout: .seconds(60))),
                configuration: .init(address: .hostname(configuration.host, port: port), serverName: nil, backlog: 1024),
                services: [rebuilder],
                onServerRunning: { channel in
                    let port = channel.localAddress?.port ?? port
                    // Connections are accepted only once this returns, so warm up and announce from a task.
                    // Loopback warm-up works only when loopback is bound; elsewhere it is skipped.
                    let host = configuration.host
                    Task {
                        if ["127.0.0.1", "localhost", "0.0.0.0"].contains(host) {
                            await Self.warmUp(port: port, paths: ["/", "/" + PreviewPaths.clientScriptKey, PreviewPaths.missing])
                        }
                        await onListening(port)
                    }
                },
                logger: logger
            )
            try await application.run()
        }
    }
}
