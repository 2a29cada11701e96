// Test-only: reads Markdown documents separated by NUL bytes on stdin and writes each one's HTML, also
// NUL-separated, so the conformance scripts can run thousands of examples through `MarkdownDocument` in
// one process. Usage: vitrine-markdown-check [--commonmark] [--raw-html] [--no-anchors]
import VitrineMarkdown

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

var options = MarkdownOptions()
for argument in CommandLine.arguments.dropFirst() {
    switch argument {
    case "--commonmark": options.flavor = .commonmark
    case "--raw-html": options.rawHTML = true
    case "--no-anchors": options.headingAnchors = false
    default:
        let usage = Array("usage: vitrine-markdown-check [--commonmark] [--raw-html] [--no-anchors] < documents\n".utf8)
        _ = write(2, usage, usage.count)
        exit(64)
    }
}

var input: [UInt8] = []
var buffer = [UInt8](repeating: 0, count: 65536)
while case let count = read(0, &buffer, buffer.count), count > 0 {
    input += buffer[..<count]
}
var output: [UInt8] = []
for (index, document) in input.split(separator: 0, omittingEmptySubsequences: false).enumerated() {
    if index > 0 { output.append(0) }
    output += Array(MarkdownDocument(parsing: String(decoding: document, as: UTF8.self), options: options).html().utf8)
}
var written = 0
while written < output.count {
    let count = output[written...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
    guard count > 0 else { exit(74) }
    written += count
}
