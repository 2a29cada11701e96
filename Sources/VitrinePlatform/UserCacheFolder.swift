/// Where a user's programs keep caches that are safe to delete: `$XDG_CACHE_HOME`, else `~/Library/Caches`
/// on macOS and `~/.cache` elsewhere, as Hugo and pip choose theirs.
package enum UserCacheFolder {
    /// `<cache folder>/vitrine/<name>`, or `nil` when neither `XDG_CACHE_HOME` nor `HOME` is set.
    package static func path(_ name: String) -> String? {
        if let xdg = environment("XDG_CACHE_HOME"), xdg.hasPrefix("/") { return "\(xdg)/vitrine/\(name)" }
        guard let home = environment("HOME"), !home.isEmpty else { return nil }
        #if canImport(Darwin)
        return "\(home)/Library/Caches/vitrine/\(name)"
        #else
        return "\(home)/.cache/vitrine/\(name)"
        #endif
    }

    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
