import CCmark
import CMarkdownArena

/// The memory cmark parses and renders one document in (see `markdown_arena.h`): a page's nodes and buffers
/// come from a few large blocks, freed together when the document goes away.
final class ParseArena {
    private let arena: OpaquePointer

    init() {
        arena = vitrine_markdown_arena_create()
    }

    deinit {
        vitrine_markdown_arena_destroy(arena)
    }

    /// The allocator for `cmark_parser_new_with_mem` and for freeing what cmark returns.
    static var allocator: UnsafeMutablePointer<cmark_mem> { vitrine_markdown_arena_allocator() }

    /// Runs `body` with cmark's allocations on this thread taken from this arena. Outside it they come from
    /// the heap, so a node edited later never holds memory of another document's arena.
    func allocating<Result>(_ body: () -> Result) -> Result {
        let previous = vitrine_markdown_arena_enter(arena)
        defer { vitrine_markdown_arena_enter(previous) }
        return body()
    }
}
