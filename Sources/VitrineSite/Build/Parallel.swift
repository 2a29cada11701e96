import Dispatch

/// Work spread over every core, results in input order.
package enum Parallel {
    package static func map<Item: Sendable, Result: Sendable>(_ items: [Item], _ transform: @Sendable (Item) -> Result) -> [Result] {
        let buffer = UnsafeMutableBufferPointer<Result?>.allocate(capacity: items.count)
        buffer.initialize(repeating: nil)
        defer {
            buffer.deinitialize()
            buffer.deallocate()
        }
        nonisolated(unsafe) let results = buffer
        // Each iteration writes its own slot only, so no two threads touch the same memory.
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            results[index] = transform(items[index])
        }
        return buffer.map { $0! }
    }
}

/// Items each taken once, from any thread, by the one piece of work that needs it: what it holds is freed when
/// that work is done with it, not when the last of them is.
final class Handover<Item: Sendable>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Item?>

    init(_ items: consuming [Item]) {
        slots = UnsafeMutableBufferPointer<Item?>.allocate(capacity: items.count)
        _ = slots.initialize(from: items.lazy.map { Optional($0) })
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// The item at `index`, which no other call takes: each slot is touched by its one taker only.
    func take(_ index: Int) -> Item {
        precondition(slots[index] != nil, "item \(index) is taken once")
        return slots[index].take()!
    }
}
