import HTTPTypes

/// Which `Host` headers the preview answers, against DNS rebinding: a page on another name that resolves to
/// this machine must not read the site.
struct HostCheck: Sendable {
    static let fieldName = HTTPField.Name("Host")!
    let allowed: Set<String>

    /// - Parameters:
    ///   - boundHost: The address the server listens on; it is allowed along with the loopback names.
    init(boundHost: String) {
        let bound = boundHost.contains(":") && !boundHost.hasPrefix("[") ? "[\(boundHost)]" : boundHost
        allowed = ["localhost", "127.0.0.1", "[::1]", bound.lowercased()]
    }

    /// Whether an authority (`name`, `name:port`, `[v6]:port`) names this server.
    func allows(_ authority: String?) -> Bool {
        guard let authority else { return false }
        var name = Substring(authority)
        var port: Substring = ""
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return false }
            name = authority[...close]
            port = authority[authority.index(after: close)...]
        } else if let colon = authority.firstIndex(of: ":") {
            name = authority[..<colon]
            port = authority[colon...]
        }
        if !port.isEmpty {
            guard port.first == ":", port.count > 1, port.dropFirst().allSatisfy(\.isASCIIDigit) else { return false }
        }
        return allowed.contains(name.lowercased())
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
