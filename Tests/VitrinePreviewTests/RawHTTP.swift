import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A bare TCP client, so tests can send exactly the bytes they mean, broken ones included.
/// Blocking calls run on their own thread, never on the concurrency pool the server also needs.
final class RawConnection: @unchecked Sendable {
    let fd: Int32

    init(address host: String = "127.0.0.1", port: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        // A hang guard, not a speed check: with every suite running at once and other work on the machine,
        // the server's tasks can wait long for a core. A passing test never waits for it.
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr(host)
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            close(fd)
            throw POSIXError(.ECONNREFUSED)
        }
    }

    deinit { close(fd) }

    func send(_ text: String) async {
        let bytes = Array(text.utf8)
        await offPool {
            var sent = 0
            while sent < bytes.count {
                let n = bytes[sent...].withUnsafeBytes { Glibc.send(self.fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if n <= 0 { return }
                sent += n
            }
        }
    }

    /// Reads until `done` says the bytes so far are enough, the peer closes, or the 60 s hang guard passes.
    func read(until done: @escaping @Sendable ([UInt8]) -> Bool = { _ in false }) async -> [UInt8] {
        await offPool {
            var received: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65536)
            while !done(received) {
                let n = chunk.withUnsafeMutableBytes { recv(self.fd, $0.baseAddress, $0.count, 0) }
                if n <= 0 { break }
                received += chunk[..<n]
            }
            return received
        }
    }

    func readText(until marker: String) async -> String {
        String(decoding: await read { String(decoding: $0, as: UTF8.self).contains(marker) }, as: UTF8.self)
    }
}

func offPool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: work()) }.start()
    }
}

/// A parsed HTTP/1.1 response.
struct RawResponse: Sendable {
    var status: Int
    var headers: [String: String]
    var body: [UInt8]
    var text: String { String(decoding: body, as: UTF8.self) }

    init(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else {
            self.init(status: 0, headers: [:], body: bytes)
            return
        }
        let lines = text[..<split.lowerBound].components(separatedBy: "\r\n")
        let status = Int(lines[0].split(separator: " ").dropFirst().first ?? "") ?? 0
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let headerBytes = text[..<split.upperBound].utf8.count
        self.init(status: status, headers: headers, body: Array(bytes[headerBytes...]))
    }

    init(status: Int, headers: [String: String], body: [UInt8]) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// Sends one request on a fresh connection (`Connection: close`) and reads the whole answer.
func fetch(
    address: String = "127.0.0.1",
    port: Int,
    _ target: String,
    method: String = "GET",
    host: String? = "127.0.0.1",
    headers: [String: String] = [:]
) async throws -> RawResponse {
    let connection = try RawConnection(address: address, port: port)
    var request = "\(method) \(target) HTTP/1.1\r\n"
    if let host { request += "Host: \(host)\r\n" }
    for (name, value) in headers { request += "\(name): \(value)\r\n" }
    request += "Connection: close\r\n\r\n"
    await connection.send(request)
    return RawResponse(await connection.read())
}
