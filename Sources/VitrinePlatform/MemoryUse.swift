/// How much memory the process holds, and how much the system lets it hold before the kernel ends it: Linux's
/// `/proc` and cgroup files, the one place that reads them.
package enum MemoryUse {
    /// What the process holds in memory now (resident), from `/proc/self/statm`; `nil` where there is none.
    package static func residentBytes() -> UInt64? {
        guard let text = POSIXRead.file("/proc/self/statm").map({ String(decoding: $0, as: UTF8.self) }) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = UInt64(fields[1]) else { return nil }
        return pages * UInt64(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The memory the process may hold before the kernel ends it, and where that figure comes from: the cgroup's
    /// limit (a container's, a CI runner's), else what the machine has available now, its free swap among it,
    /// plus what the process already holds. `nil` where neither can be read.
    package static func limit() -> (bytes: UInt64, source: String)? {
        if let cgroup = number(inFile: "/sys/fs/cgroup/memory.max") { return (cgroup, "the cgroup's memory.max") }
        // cgroup v1 writes a huge number where there is no limit.
        if let cgroup = number(inFile: "/sys/fs/cgroup/memory/memory.limit_in_bytes"), cgroup < 1 << 60 {
            return (cgroup, "the cgroup's memory.limit_in_bytes")
        }
        guard let meminfo = POSIXRead.file("/proc/meminfo").map({ String(decoding: $0, as: UTF8.self) }) else { return nil }
        let lines = meminfo.split(separator: "\n")
        func kilobytes(_ name: String) -> UInt64? {
            lines.first { $0.hasPrefix(name + ":") }.flatMap { $0.split(separator: " ").dropFirst().first.flatMap { UInt64($0) } }
        }
        guard let available = kilobytes("MemAvailable") else { return nil }
        return ((available + (kilobytes("SwapFree") ?? 0)) * 1024 + (residentBytes() ?? 0), "the machine's available memory")
    }

    private static func number(inFile path: String) -> UInt64? {
        POSIXRead.file(path).flatMap { UInt64(String(decoding: $0.filter { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: " ") }, as: UTF8.self)) }
    }
}
