import Foundation

/// Threads of the preview tests' own, for the servers they run and the code that talks to them.
///
/// The shared concurrency pool has one thread per core, and the other suites' CPU-bound tests hold those
/// threads for as long as they compute, a long while on a busy machine. A server whose every step waited in
/// that queue behind them could take longer than any hang guard to start, answer or shut down.
final class ServerThreads: TaskExecutor, @unchecked Sendable {
    static let shared = ServerThreads(count: 4)

    private let condition = NSCondition()
    private var pending: [UnownedJob] = []

    private init(count: Int) {
        for _ in 0..<count {
            let thread = Thread { self.runJobs() }
            thread.name = "vitrine-test-server"
            thread.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        pending.append(job)
        condition.signal()
        condition.unlock()
    }

    private func runJobs() -> Never {
        while true {
            condition.lock()
            while pending.isEmpty { condition.wait() }
            let job = pending.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
