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
