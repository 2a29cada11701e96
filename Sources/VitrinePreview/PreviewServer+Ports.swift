import NIOCore

import VitrinePlatform

/// Why the preview could not start listening.
package enum PreviewServerError: Error, CustomStringConvertible {
    case portInUse(Int)
    case noFreePort(from: Int, to: Int)

    package var description: String {
        switch self {
        case .portInUse(let port): "Port \(port) is already in use; choose another with --port."
        case .noFreePort(let first, let last): "Ports \(first) to \(last) are all in use; choose one with --port."
        }
    }
}

extension PreviewServer {
    static let defaultPorts = 8000...8099

    /// Runs `serve` on the configured port, or on the first free default port, saying when it moved on.
    func runOnFreePort(_ serve: (Int) async throws -> Void) async throws {
        if let port = configuration.port {
            do {
                return try await serve(port)
            } catch let error as IOError where error.errnoCode == EADDRINUSE {
                throw PreviewServerError.portInUse(port)
            }
        }
        for port in Self.defaultPorts {
            do {
                return try await serve(port)
            } catch let error as IOError where error.errnoCode == EADDRINUSE {
                log("Port \(port) is busy; trying \(port + 1).")
            }
        }
        throw PreviewServerError.noFreePort(from: Self.defaultPorts.lowerBound, to: Self.defaultPorts.upperBound)
    }
}
