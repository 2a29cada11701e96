import Dispatch

/// Work spread over every core, results in input order.
enum Concurrent {
    static func map<Item: Sendable, Result>(_ items: [Item], _ transform: (Item) -> Result) -> [Result] {
        guard items.count > 1 else { return items.map(transform) }
        let buffer = UnsafeMutableBufferPointer<Result?>.allocate(capacity: items.count)
        buffer.initialize(repeating: nil)
        defer {
            buffer.deinitialize()
            buffer.deallocate()
        }
        // Interleaved batches rather than one task per page: pages are small and many, and neighbours
        // differ in size less than halves of the list do.
        let batches = min(items.count, 64)
        withoutActuallyEscaping(transform) { transform in
            nonisolated(unsafe) let results = buffer
            nonisolated(unsafe) let transform = transform
            // Each batch writes its own slots only, so no two threads touch the same memory.
            DispatchQueue.concurrentPerform(iterations: batches) { batch in
                for index in stride(from: batch, to: items.count, by: batches) {
                    results[index] = transform(items[index])
                }
            }
        }
        return buffer.map { $0! }
    }
}
