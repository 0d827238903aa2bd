#ifndef HEAP_USAGE_H
#define HEAP_USAGE_H

#include <stddef.h>

/// The bytes the C allocator has handed out and not had back, over all threads and arenas
/// (glibc's `mallinfo2`: small chunks plus memory-mapped ones), or 0 where that is not available.
size_t heap_usage_bytes_in_use(void);

#endif
