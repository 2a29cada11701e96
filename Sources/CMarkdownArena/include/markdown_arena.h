#ifndef VITRINE_MARKDOWN_ARENA_H
#define VITRINE_MARKDOWN_ARENA_H

#include <cmark.h>

/// A region that cmark's allocations come from while it parses or renders one page, freed all at once when
/// the page's document goes away. cmark allocates every node, every line buffer and every growth of a buffer
/// separately; through malloc each is a call and a later free, where an arena bumps a pointer and lets go of
/// the page's memory in one step.
typedef struct vitrine_markdown_arena vitrine_markdown_arena;

vitrine_markdown_arena *vitrine_markdown_arena_create(void);

/// Frees the arena's memory. Nothing allocated from it may be used afterwards.
void vitrine_markdown_arena_destroy(vitrine_markdown_arena *arena);

/// Makes this thread's allocations through `vitrine_markdown_arena_allocator()` come from `arena` (`NULL`:
/// from the heap) and returns the arena that was current, to be restored.
vitrine_markdown_arena *vitrine_markdown_arena_enter(vitrine_markdown_arena *arena);

/// The allocator to give cmark. Memory it hands out carries a header saying where it came from, so a block
/// freed or grown later, from any thread and with any arena current, goes back to the right place: a block
/// of an arena is never freed on its own, a block of the heap is.
cmark_mem *vitrine_markdown_arena_allocator(void);

#endif
