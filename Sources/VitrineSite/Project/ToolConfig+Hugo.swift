import Foundation

extension ToolConfig {
    /// Hugo's module mounts: folders of the project at `content` and `static` (the Hugo docs mount
    /// `content/en`) or below `static` (`static/img/logos`), a folder below `content` (`content/docs`) published there, as jaeger mounts its docs'
    /// versions, and `files: ['! docs/v?']` leaving files out of a mount.
    static func hugoMounts(_ mounts: [HeaderValue], into read: inout Read) {
        let mounted = { (target: String) in
            mounts.compactMap { mount -> String? in
                guard case .scalar(let source, _)? = mount["source"], case .scalar(target, _)? = mount["target"] else { return nil }
                return source
            }
        }
        if let content = mounted("content").first { read.contentFolder = content }
        read.otherContentFolders += mounted("content").dropFirst()
        if !mounted("static").isEmpty { read.staticFolders = mounted("static") }
        // `files: ['! docs/v?']` leaves files out of a mount; a folder mounted below `content` (`content/docs`)
        // is published there, as jaeger mounts its docs' versions.
        let leftOut = { (mount: HeaderValue) -> [String] in
            let patterns: [HeaderValue] = switch mount["files"] {
            case .list(let list)?: list
            case let single?: [single]
            case nil: []
            }
            return patterns.compactMap { pattern in
                guard case .scalar(let text, _) = pattern, text.hasPrefix("!") else { return nil }
                return text.dropFirst().trimmingCharacters(in: .whitespaces)
            }
        }
        for mount in mounts {
            guard case .scalar(let source, _)? = mount["source"], case .scalar(let target, _)? = mount["target"] else { continue }
            if target.hasPrefix("static/"), case let prefix = target.dropFirst("static/".count).split(separator: "/").joined(separator: "/"), !prefix.isEmpty {
                read.staticMounts.append((source, prefix + "/"))
            } else if target == "content", source == read.contentFolder {
                read.config.excluded += leftOut(mount)
            } else if target.hasPrefix("content/"), case let prefix = String(target.dropFirst("content/".count)), !prefix.isEmpty {
                read.mounts.append((source, prefix.split(separator: "/").joined(separator: "/") + "/"))
                read.mountExclusions[source] = leftOut(mount)
            }
        }
    }
}
