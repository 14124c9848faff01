// libcurl, loaded the first time it is needed instead of when the process starts.
//
// URLSession on Linux (FoundationNetworking) is built on libcurl. Linking it the usual
// way makes every run load libcurl and the ~30 libraries behind it (TLS, GSSAPI, LDAP,
// SSH, IDN…): about 5.5 MB of resident memory and 2 ms of startup in this app's release
// build, although only `--api-base-url` ever talks to a server.
//
// So this file defines the libcurl functions FoundationNetworking calls. The static
// link binds FoundationNetworking to these definitions, so the binary imports nothing
// from libcurl.so and `make release` removes it from the libraries loaded at start;
// each function here loads the real library on its first call and forwards to it. A
// machine without libcurl still runs the app on a catalog; asking for a server there
// gives a clear error (see challenge_libcurl_load) instead of a loader failure before
// main().
//
// In builds that link Foundation dynamically (debug, tests) libcurl is loaded anyway;
// these functions then forward to that same copy.
#if defined(__linux__)

#define CURL_DISABLE_TYPECHECK 1 // the definitions below, not the type-checking macros
#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include "CLibcurl.h"

// Every libcurl function FoundationNetworking references (`nm -u` on its static
// archives). One it gained in a later toolchain is simply linked from libcurl.so as
// usual: slower to start, never wrong.
#define LIBCURL_FUNCTIONS(X) \
    X(curl_global_init) X(curl_version) X(curl_version_info) X(curl_free) \
    X(curl_easy_init) X(curl_easy_cleanup) X(curl_easy_setopt) X(curl_easy_getinfo) \
    X(curl_easy_pause) X(curl_easy_strerror) \
    X(curl_multi_init) X(curl_multi_cleanup) X(curl_multi_setopt) X(curl_multi_assign) \
    X(curl_multi_add_handle) X(curl_multi_remove_handle) X(curl_multi_socket_action) \
    X(curl_multi_info_read) \
    X(curl_slist_append) X(curl_slist_free_all) \
    X(curl_url) X(curl_url_get) X(curl_url_set)

static struct {
#define DECLARE(name) __typeof__(name) *name;
    LIBCURL_FUNCTIONS(DECLARE)
#undef DECLARE
} real;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static const char *load_failure;
static char load_failure_text[512];

static void load(void) {
    const char *path = getenv("CHALLENGE_LIBCURL");
    if (path == NULL || *path == '\0') path = "libcurl.so.4";
    // RTLD_LOCAL and lookups through this handle: the real definitions, never the
    // ones in this file, whatever the executable exports.
    void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        snprintf(load_failure_text, sizeof load_failure_text, "libcurl is needed for a server but cannot be loaded: %s", dlerror());
        load_failure = load_failure_text;
        return;
    }
#define RESOLVE(name) \
    real.name = (__typeof__(real.name))dlsym(library, #name); \
    if (real.name == NULL) { \
        snprintf(load_failure_text, sizeof load_failure_text, "%s is not a usable libcurl: it has no " #name, path); \
        load_failure = load_failure_text; \
        dlclose(library); \
        return; \
    }
    LIBCURL_FUNCTIONS(RESOLVE)
#undef RESOLVE
}

const char *challenge_libcurl_load(void) {
    pthread_once(&load_once, load);
    return load_failure;
}

static int loaded(void) { return challenge_libcurl_load() == NULL; }

// The body's bytes as libcurl hands them over, after it undid any Content-Encoding: the
// one place that sees a gzip bomb grow. URLSession queues every chunk for its delegate
// without waiting, so a bound counted there comes after gigabytes are already queued.
// Each transfer's decoded bytes are counted here and the transfer is ended past the limit
// (the chunk that crosses it still goes on, so URLSession's delegate sees it was too large).
typedef size_t (*write_callback)(char *, size_t, size_t, void *);

static pthread_mutex_t decoded_lock = PTHREAD_MUTEX_INITIALIZER;
static size_t decoded_limit; // 0: none
static write_callback foundation_write;
// A transfer's count, found by the handle (set, start, cleanup) or by its write data.
static struct decoded_count {
    CURL *handle;
    void *write_data;
    size_t bytes;
} decoded_counts[256];

void challenge_libcurl_limit_decoded_bytes(size_t bytes) {
    pthread_mutex_lock(&decoded_lock);
    decoded_limit = bytes;
    pthread_mutex_unlock(&decoded_lock);
}

/// The count of `handle`, made when `create`; the lock is held.
static struct decoded_count *count_for_handle(CURL *handle, int create) {
    struct decoded_count *free_slot = NULL;
    for (size_t i = 0; i < sizeof decoded_counts / sizeof *decoded_counts; i++) {
        if (decoded_counts[i].handle == handle) return &decoded_counts[i];
        if (free_slot == NULL && decoded_counts[i].handle == NULL) free_slot = &decoded_counts[i];
    }
    if (!create || free_slot == NULL) return NULL; // past 256 transfers at once: URLSession's own bound remains
    *free_slot = (struct decoded_count){ .handle = handle };
    return free_slot;
}

static size_t counting_write(char *data, size_t size, size_t count, void *write_data) {
    size_t bytes = size * count;
    int over = 0;
    pthread_mutex_lock(&decoded_lock);
    write_callback forward = foundation_write;
    for (size_t i = 0; i < sizeof decoded_counts / sizeof *decoded_counts; i++) {
        if (decoded_counts[i].handle != NULL && decoded_counts[i].write_data == write_data) {
            decoded_counts[i].bytes += bytes;
            over = decoded_limit > 0 && decoded_counts[i].bytes > decoded_limit;
            break;
        }
    }
    pthread_mutex_unlock(&decoded_lock);
    size_t taken = forward(data, size, count, write_data);
    return over ? 0 : taken; // 0 ends the transfer (CURLE_WRITE_ERROR)
}

/// Calls the real function, or answers `failure` when libcurl could not be loaded.
#define FORWARD(failure, name, ...) return loaded() ? real.name(__VA_ARGS__) : (failure)

CURLcode curl_global_init(long flags) { FORWARD(CURLE_FAILED_INIT, curl_global_init, flags); }
char *curl_version(void) { FORWARD(NULL, curl_version); }
curl_version_info_data *curl_version_info(CURLversion age) { FORWARD(NULL, curl_version_info, age); }
void curl_free(void *p) { if (loaded()) real.curl_free(p); }

CURL *curl_easy_init(void) { FORWARD(NULL, curl_easy_init); }
void curl_easy_cleanup(CURL *curl) {
    if (!loaded()) return;
    real.curl_easy_cleanup(curl);
    pthread_mutex_lock(&decoded_lock);
    struct decoded_count *counted = count_for_handle(curl, 0);
    if (counted != NULL) *counted = (struct decoded_count){ 0 };
    pthread_mutex_unlock(&decoded_lock);
}
CURLcode curl_easy_pause(CURL *curl, int bitmask) { FORWARD(CURLE_FAILED_INIT, curl_easy_pause, curl, bitmask); }
const char *curl_easy_strerror(CURLcode code) { FORWARD("libcurl is not loaded", curl_easy_strerror, code); }

CURLM *curl_multi_init(void) { FORWARD(NULL, curl_multi_init); }
CURLMcode curl_multi_cleanup(CURLM *multi) { FORWARD(CURLM_BAD_HANDLE, curl_multi_cleanup, multi); }
CURLMcode curl_multi_assign(CURLM *multi, curl_socket_t socket, void *data) {
    FORWARD(CURLM_BAD_HANDLE, curl_multi_assign, multi, socket, data);
}
CURLMcode curl_multi_add_handle(CURLM *multi, CURL *curl) {
    pthread_mutex_lock(&decoded_lock); // a transfer starts: count from zero
    struct decoded_count *counted = count_for_handle(curl, 0);
    if (counted != NULL) counted->bytes = 0;
    pthread_mutex_unlock(&decoded_lock);
    FORWARD(CURLM_BAD_HANDLE, curl_multi_add_handle, multi, curl);
}
CURLMcode curl_multi_remove_handle(CURLM *multi, CURL *curl) {
    FORWARD(CURLM_BAD_HANDLE, curl_multi_remove_handle, multi, curl);
}
CURLMcode curl_multi_socket_action(CURLM *multi, curl_socket_t socket, int events, int *running) {
    FORWARD(CURLM_BAD_HANDLE, curl_multi_socket_action, multi, socket, events, running);
}
CURLMsg *curl_multi_info_read(CURLM *multi, int *remaining) { FORWARD(NULL, curl_multi_info_read, multi, remaining); }

struct curl_slist *curl_slist_append(struct curl_slist *list, const char *text) {
    FORWARD(NULL, curl_slist_append, list, text);
}
void curl_slist_free_all(struct curl_slist *list) { if (loaded()) real.curl_slist_free_all(list); }

CURLU *curl_url(void) { FORWARD(NULL, curl_url); }
CURLUcode curl_url_get(CURLU *url, CURLUPart part, char **text, unsigned int flags) {
    FORWARD(CURLUE_OUT_OF_MEMORY, curl_url_get, url, part, text, flags);
}
CURLUcode curl_url_set(CURLU *url, CURLUPart part, const char *text, unsigned int flags) {
    FORWARD(CURLUE_OUT_OF_MEMORY, curl_url_set, url, part, text, flags);
}

// The option setters take one more argument whose type the option number tells, in
// ranges libcurl defines for exactly this (CURLOPTTYPE_*, the same for easy and multi
// options): read it as that type and pass it on as that type. Function pointers travel
// as void *, as POSIX allows.
#define FORWARD_OPTION(failure, name, handle, option) do { \
        if (!loaded()) return (failure); \
        va_list args; \
        va_start(args, option); \
        __typeof__(failure) result; \
        if ((option) < CURLOPTTYPE_OBJECTPOINT) result = real.name(handle, option, va_arg(args, long)); \
        else if ((option) < CURLOPTTYPE_OFF_T) result = real.name(handle, option, va_arg(args, void *)); \
        else if ((option) < CURLOPTTYPE_BLOB) result = real.name(handle, option, va_arg(args, curl_off_t)); \
        else result = real.name(handle, option, va_arg(args, void *)); \
        va_end(args); \
        return result; \
    } while (0)

CURLcode curl_easy_setopt(CURL *curl, CURLoption option, ...) {
    if ((option == CURLOPT_WRITEFUNCTION || option == CURLOPT_WRITEDATA) && loaded()) {
        va_list args;
        va_start(args, option);
        void *value = va_arg(args, void *);
        va_end(args);
        pthread_mutex_lock(&decoded_lock);
        struct decoded_count *counted = count_for_handle(curl, 1);
        if (option == CURLOPT_WRITEDATA && counted != NULL) counted->write_data = value;
        if (option == CURLOPT_WRITEFUNCTION && value != NULL) foundation_write = (write_callback)value; // one for every handle
        pthread_mutex_unlock(&decoded_lock);
        if (option == CURLOPT_WRITEFUNCTION && value != NULL && counted != NULL) value = (void *)counting_write;
        return real.curl_easy_setopt(curl, option, value);
    }
    FORWARD_OPTION(CURLE_FAILED_INIT, curl_easy_setopt, curl, option);
}

CURLMcode curl_multi_setopt(CURLM *multi, CURLMoption option, ...) {
    FORWARD_OPTION(CURLM_BAD_HANDLE, curl_multi_setopt, multi, option);
}

// Every CURLINFO_* answer is written through one pointer.
CURLcode curl_easy_getinfo(CURL *curl, CURLINFO info, ...) {
    va_list args;
    va_start(args, info);
    void *answer = va_arg(args, void *);
    va_end(args);
    FORWARD(CURLE_FAILED_INIT, curl_easy_getinfo, curl, info, answer);
}

#else

const char *challenge_libcurl_load(void) { return 0; } // URLSession needs no libcurl here
void challenge_libcurl_limit_decoded_bytes(size_t bytes) { (void)bytes; }

#endif
