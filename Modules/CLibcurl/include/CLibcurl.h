#ifndef CHALLENGE_CLIBCURL_H
#define CHALLENGE_CLIBCURL_H

#include <stddef.h>

/// Loads libcurl now, if it is not loaded yet, and reports whether that worked.
///
/// Returns NULL when libcurl is ready, or a one-line reason it cannot be loaded
/// (a static string; the same answer on every call). The library is
/// `$CHALLENGE_LIBCURL` when set, else `libcurl.so.4`. Safe from any thread.
const char *challenge_libcurl_load(void);

/// Ends any transfer whose body, decoded (gzip and the like undone), passes `bytes`: the
/// chunk that crosses the limit is still handed on. 0 (the default) sets no limit.
void challenge_libcurl_limit_decoded_bytes(size_t bytes);

#endif
