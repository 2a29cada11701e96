import Foundation
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax
import VitrineHighlight

// Per-block highlighting cost for `make bench`-style runs: the median of many highlights of a typical
// 10–30 line block per language, then a simulated site build of 1,000 blocks (half Swift), cold and
// through the cache. Build in release mode; the numbers are for comparison, not absolutes.
//
// `vitrine-highlight-benchmarks LANGUAGE COUNT` highlights that language's sample COUNT times and exits:
// a steady workload for `valgrind --tool=callgrind`, which a busy machine cannot disturb.

func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
}

func format(_ value: Double, _ width: Int = 8) -> String {
    String(format: "%\(width).1f", value)
}

let clock = ContinuousClock()
var sink = 0
let arguments = CommandLine.arguments.dropFirst()
if let language = arguments.first {
    guard let sample = Samples.blocks.first(where: { $0.language == language }) else {
        print("no sample for \(language); samples: \(Samples.blocks.map(\.language).joined(separator: ", "))")
        exit(64)
    }
    for _ in 0..<(Int(arguments.dropFirst().first ?? "") ?? 100) {
        sink &+= SyntaxHighlighter.html(for: sample.code, language: language)?.utf8.count ?? 0
    }
    print(sink)
    exit(0)
}

print("Highlight one block (release build), median of 500 runs:")
print("  language     lines   bytes   µs/block   ns/byte")
for (language, code) in Samples.blocks {
    for _ in 0..<50 { sink &+= SyntaxHighlighter.html(for: code, language: language)?.utf8.count ?? 0 }
    var samples: [Duration] = []
    for _ in 0..<500 {
        let start = clock.now
        sink &+= SyntaxHighlighter.html(for: code, language: language)?.utf8.count ?? 0
        samples.append(clock.now - start)
    }
    let median = microseconds(samples.sorted()[samples.count / 2])
    let lines = code.split(separator: "\n", omittingEmptySubsequences: false).count
    let bytes = code.utf8.count
    print("  \(language.padding(toLength: 12, withPad: " ", startingAt: 0)) \(String(format: "%5d %7d", lines, bytes)) \(format(median, 10)) \(format(median * 1000 / Double(bytes), 9))")
}

// Where a Swift block's time goes: swift-syntax's parse, its classification, and the rest (the guard's
// scan, turning classifications into spans, escaping).
func medianMicroseconds(_ body: () -> Void) -> Double {
    var samples: [Duration] = []
    for _ in 0..<500 { samples.append(clock.measure(body)) }
    return microseconds(samples.sorted()[samples.count / 2])
}
let swiftCode = Samples.blocks[0].code
let parseOnly = medianMicroseconds { sink &+= Parser.parse(source: swiftCode).totalLength.utf8Length }
let tree = Parser.parse(source: swiftCode)
let classifyOnly = medianMicroseconds { for range in tree.classifications { sink &+= range.range.upperBound.utf8Offset } }
let whole = medianMicroseconds { sink &+= SyntaxHighlighter.html(for: swiftCode, language: "swift")?.utf8.count ?? 0 }
print("")
print("The Swift block apart: parse \(format(parseOnly)) µs, classify \(format(classifyOnly)) µs, whole \(format(whole)) µs")

// A build's worth of distinct blocks: 500 Swift, 500 spread over the other languages. A comment with the
// block's number keeps each one distinct, so the cache cannot answer the cold pass.
let swiftSample = Samples.blocks[0]
let others = Samples.blocks.dropFirst()
let build: [(code: String, language: String)] = (0..<1_000).map { index in
    if index.isMultiple(of: 2) { return (swiftSample.code + "\n// block \(index)", "swift") }
    let sample = others[others.startIndex + (index / 2) % others.count]
    return (sample.code + "\n", sample.language)
}
let swiftOnly = build.filter { $0.language == "swift" }
let swiftElapsed = clock.measure { for block in swiftOnly { sink &+= SyntaxHighlighter.html(for: block.code, language: "swift")?.utf8.count ?? 0 } }
let coldElapsed = clock.measure { for block in build { sink &+= SyntaxHighlighter.html(for: block.code, language: block.language)?.utf8.count ?? 0 } }
// The highlighter is pure and the cache thread-safe, so a build can spread blocks over its cores.
final class Total: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var value = 0
    func add(_ amount: Int) { lock.withLock { value &+= amount } }
}
let parallelTotal = Total()
let parallelElapsed = clock.measure {
    DispatchQueue.concurrentPerform(iterations: build.count) { index in
        parallelTotal.add(SyntaxHighlighter.html(for: build[index].code, language: build[index].language)?.utf8.count ?? 0)
    }
}
sink &+= parallelTotal.value
let cache = HighlightCache()
for block in build { sink &+= cache.html(for: block.code, language: block.language)?.utf8.count ?? 0 }
let warmElapsed = clock.measure { for block in build { sink &+= cache.html(for: block.code, language: block.language)?.utf8.count ?? 0 } }
print("")
print("A build of 1,000 blocks (500 Swift):")
print("  cold, one thread:       \(format(microseconds(coldElapsed) / 1000)) ms")
print("  of which the 500 Swift: \(format(microseconds(swiftElapsed) / 1000)) ms")
print("  cold, all cores (\(ProcessInfo.processInfo.activeProcessorCount)):    \(format(microseconds(parallelElapsed) / 1000)) ms")
print("  rebuild through cache:  \(format(microseconds(warmElapsed) / 1000)) ms (every block a hit)")
let file = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-highlight-bench-\(getpid())")
let writeElapsed = try clock.measure { try cache.write(to: file) }
let fresh = HighlightCache()
let loadElapsed = clock.measure { sink &+= fresh.load(from: file) }
let fileSize = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
try? FileManager.default.removeItem(at: file)
print("  cache file: write \(format(microseconds(writeElapsed) / 1000)) ms, load \(format(microseconds(loadElapsed) / 1000)) ms, \(fileSize / 1024) KiB")
print("(checksum \(sink))")
