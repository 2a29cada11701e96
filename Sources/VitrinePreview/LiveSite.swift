import Foundation
import VitrineSite

/// The site being served and the tabs watching it, behind one lock.
///
/// A request reads the current site under the lock and answers from it, so it sees either the old build or
/// the new one, never a mix. Tabs hear of a build only after it is in place.
package final class LiveSite: @unchecked Sendable {
    let lock = NSLock()
    var site: ServedSite
    var failure: PreviewFailure?
    var streams: [Int: AsyncStream<String>.Continuation] = [:]
    var nextStreamID = 0
    var isClosed = false

    /// - Parameters:
    ///   - initial: The first build, or why it failed (then the site is empty and the overlay shows why).
    package init(initial: Result<Snapshot, PreviewFailure>) {
        switch initial {
        case .success(let snapshot):
            site = ServedSite(snapshot: snapshot, generation: 1)
        case .failure(let failure):
            site = ServedSite(snapshot: Snapshot(), generation: 0)
            self.failure = failure
        }
    }

    /// The site to answer the current request from.
    var current: ServedSite {
        lock.withLock { site }
    }

    /// The number of the build being served (0 before the first success).
    package var generation: Int {
        current.generation
    }

    /// Takes in a rebuild: a success is prepared, swapped in, then announced; a failure keeps the site
    /// and shows the overlay.
    package func publish(_ result: Result<Snapshot, PreviewFailure>) {
        switch result {
        case .success(let snapshot):
            let next = ServedSite(snapshot: snapshot, generation: current.generation + 1)
            let events: [ReloadEvent] = lock.withLock {
                let changed = site.changedPaths(to: next)
                let hadFailure = failure != nil
                site = next
                failure = nil
                var events: [ReloadEvent] = hadFailure ? [.clear] : []
                if !changed.isEmpty && changed.allSatisfy({ $0.hasSuffix(".css") }) {
                    events.append(.stylesheets(paths: changed.sorted(), generation: next.generation))
                } else {
                    events.append(.reload)
                }
                return events
            }
            broadcast(events)
        case .failure(let failure):
            lock.withLock { self.failure = failure }
            broadcast([.overlay(failure)])
        }
    }
}
