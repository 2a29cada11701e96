import Foundation
import VitrinePlatform

extension PreviewServer {
    /// Sends a few real requests through the listening socket before the URL is announced, so the first
    /// request a person makes finds every code path already run (the lesson of keyboard preloading).
    static func warmUp(port: Int, paths: [String]) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            // Blocking socket calls stay off the concurrency pool, which the server needs to answer them.
            Thread {
                for path in paths { request(port: port, path: path) }
                continuation.resume()
            }.start()
        }
    }

    private static func request(port: Int, path: String) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return }
        let message = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
        _ = message.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var buffer = [UInt8](repeating: 0, count: 16384)
        while buffer.withUnsafeMutableBytes({ recv(fd, $0.baseAddress, $0.count, 0) }) > 0 {}
    }
}
