#include "markdown_arena.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { HEADER = 16, CHUNK = 64 * 1024 };
enum { FROM_HEAP = 0, FROM_ARENA = 1 };

/// Each block starts with its size and where it came from; 16 bytes keep the caller's memory aligned.
typedef struct {
    size_t size;
    size_t origin;
} header;

/// Aligned to 16, so the blocks after it are, as malloc's are.
typedef struct chunk {
    _Alignas(16) struct chunk *previous;
    size_t used;
    size_t capacity;
} chunk;

_Static_assert(sizeof(chunk) % 16 == 0 && sizeof(header) == HEADER, "arena blocks must stay 16-byte aligned");

struct vitrine_markdown_arena {
    chunk *current;
};

static _Thread_local vitrine_markdown_arena *current_arena;

static void *out_of_memory(void) {
    // cmark's own allocator aborts too: it has no path for a failed allocation.
    abort();
}

static chunk *new_chunk(size_t capacity, chunk *previous) {
    chunk *made = malloc(sizeof(chunk) + capacity);
    if (!made) out_of_memory();
    made->previous = previous;
    made->used = 0;
    made->capacity = capacity;
    return made;
}

static void *from_arena(vitrine_markdown_arena *arena, size_t size) {
    size_t needed = (sizeof(header) + size + 15) & ~(size_t)15;
    chunk *target = arena->current;
    if (!target || target->capacity - target->used < needed) {
        if (needed > CHUNK / 4) {
            // A big block gets a chunk of its own behind the current one, which keeps its free space.
            chunk *own = new_chunk(needed, target ? target->previous : NULL);
            if (target) target->previous = own; else arena->current = own;
            own->used = needed;
            header *block = (header *)(own + 1);
            *block = (header){size, FROM_ARENA};
            return (char *)block + HEADER;
        }
        target = arena->current = new_chunk(CHUNK, target);
    }
    header *block = (header *)((char *)(target + 1) + target->used);
    target->used += needed;
    *block = (header){size, FROM_ARENA};
    return (char *)block + HEADER;
}

static void *from_heap(size_t size) {
    header *block = malloc(HEADER + size);
    if (!block) out_of_memory();
    *block = (header){size, FROM_HEAP};
    return (char *)block + HEADER;
}

static void *allocate(size_t size) {
    return current_arena ? from_arena(current_arena, size) : from_heap(size);
}

static void release(void *pointer) {
    if (!pointer) return;
    header *block = (header *)((char *)pointer - HEADER);
    if (block->origin == FROM_HEAP) free(block);
}

static void *arena_calloc(size_t count, size_t size) {
    if (size && count > SIZE_MAX / size) out_of_memory();
    void *pointer = allocate(count * size);
    // Arena memory is reused chunk space and malloc's may be too: cmark counts on zeroes.
    memset(pointer, 0, count * size);
    return pointer;
}

static void *arena_realloc(void *pointer, size_t size) {
    if (!pointer) return allocate(size);
    header *block = (header *)((char *)pointer - HEADER);
    if (block->origin == FROM_HEAP && !current_arena) {
        header *grown = realloc(block, HEADER + size);
        if (!grown) out_of_memory();
        grown->size = size;
        return (char *)grown + HEADER;
    }
    void *moved = allocate(size);
    memcpy(moved, pointer, block->size < size ? block->size : size);
    release(pointer);
    return moved;
}

static cmark_mem allocator = {arena_calloc, arena_realloc, release};

vitrine_markdown_arena *vitrine_markdown_arena_create(void) {
    vitrine_markdown_arena *arena = calloc(1, sizeof(vitrine_markdown_arena));
    if (!arena) out_of_memory();
    return arena;
}

void vitrine_markdown_arena_destroy(vitrine_markdown_arena *arena) {
    for (chunk *each = arena->current; each;) {
        chunk *previous = each->previous;
        free(each);
        each = previous;
    }
    free(arena);
}

vitrine_markdown_arena *vitrine_markdown_arena_enter(vitrine_markdown_arena *arena) {
    vitrine_markdown_arena *previous = current_arena;
    current_arena = arena;
    return previous;
}

cmark_mem *vitrine_markdown_arena_allocator(void) { return &allocator; }
