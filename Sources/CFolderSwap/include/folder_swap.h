#ifndef VITRINE_FOLDER_SWAP_H
#define VITRINE_FOLDER_SWAP_H

/// Exchanges two paths in one step, so that neither is ever missing: `renameat2(RENAME_EXCHANGE)` on Linux,
/// `renamex_np(RENAME_SWAP)` on macOS. Returns 0, or -1 with errno set (ENOSYS or EINVAL where the system or
/// the file system cannot do it; the caller then falls back to two renames).
int vitrine_exchange_paths(const char *first, const char *second);

#endif
