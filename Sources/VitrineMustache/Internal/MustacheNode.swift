/// One piece of a parsed template.
indirect enum MustacheNode: Sendable {
    case text([UInt8])
    case variable(MustacheName, escaped: Bool)
    case section(MustacheName, inverted: Bool, [MustacheNode])
    /// `indentation` is the whitespace before a partial tag alone on its line: every line of the partial gets it.
    case partial(MustacheReference, indentation: [UInt8])
    /// `{{<parent}}`: the parent template rendered with these blocks in place of its own.
    case parent(MustacheReference, indentation: [UInt8], blocks: [String: [MustacheNode]])
    /// `{{$block}}`: the content a parent's caller gave for this name, else its own, with `indentation` at
    /// the start of each line (taken off the lines of both where they were written).
    case block(String, indentation: [UInt8], [MustacheNode])
}

/// A dotted name: `a.b.c` is `["a", "b", "c"]`; `.` (the current value) is empty.
struct MustacheName: Sendable, Equatable {
    let parts: [String]

    init(_ text: String) {
        parts = text == "." ? [] : text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}

/// The template a partial or parent tag names: fixed, or (`*name`) read from the context.
enum MustacheReference: Sendable {
    case named(String)
    case dynamic(MustacheName)
}
