import Foundation
import Logging
import ServiceLifecycle
import Testing
import VitrinePreview
import VitrineSite
#if canImport(Glibc)
import Glibc
#endif

@Suite("Lifecycle")
struct LifecycleTests {
    /// A listening socket on a free loopback port, held open to make that port busy.
    static func occupyPort() throws -> (fd: Int32, port: Int) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(fd, pointer, length)
                listen(fd, 1)
                return getsockname(fd, pointer, &length)
            }
        }
        return (fd, Int(UInt16(bigEndian: address.sin_port)))
    }

    @Test func busyPortIsAClearErrorNamingIt() async throws {
        let (fd, port) = try Self.occupyPort()
        defer { close(fd) }
        await #expect(throws: PreviewServerError.self) {
            try await TestServer.run(port: port) { _ in Issue.record("should not start") }
        }
        do {
            try await TestServer.run(port: port) { _ in }
        } catch let error as PreviewServerError {
            #expect(error.description.contains("Port \(port) is already in use"))
        }
    }
}
