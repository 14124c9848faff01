// What Swift cannot import from ncursesw on its own: macros, globals that are
// mutable C state (errors in Swift 6 mode), and variadic calls.
#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

// SwiftPM drops pkg-config's -D_XOPEN_SOURCE, which is what normally turns on
// the wide-character API of ncursesw.
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <wchar.h>
#include <curses.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>
#include <poll.h>
#include <signal.h>
#include <time.h>
#include <fcntl.h>

int wcwidth(wchar_t c);

// Globals, read through functions so Swift sees no shared mutable state.
static inline WINDOW *shim_stdscr(void) { return stdscr; }
static inline int shim_lines(void) { return LINES; }
static inline int shim_cols(void) { return COLS; }

// Attributes (A_NORMAL imports; the rest are macros built from NCURSES_BITS).
static inline attr_t shim_a_bold(void) { return A_BOLD; }
static inline attr_t shim_a_dim(void) { return A_DIM; }
static inline attr_t shim_a_reverse(void) { return A_REVERSE; }
static inline attr_t shim_a_underline(void) { return A_UNDERLINE; }

static inline int shim_key_f(int n) { return KEY_F(n); }

// One cell: setcchar takes a wchar_t string; Swift builds the array.
static inline int shim_put_cell(int y, int x, const wchar_t *text, attr_t attrs, short pair) {
    cchar_t cell;
    if (setcchar(&cell, text, attrs, pair, NULL) != OK) return ERR;
    return mvadd_wch(y, x, &cell);
}

// ioctl is variadic: this wraps the one request the app needs.
static inline int shim_bytes_available(int fd) {
    int n = 0;
    if (ioctl(fd, FIONREAD, &n) != 0) return -1;
    return n;
}

// The terminal's size as the kernel has it; -1 on failure.
static inline int shim_window_size(int fd, int *rows, int *cols) {
    struct winsize window;
    if (ioctl(fd, TIOCGWINSZ, &window) != 0) return -1;
    *rows = window.ws_row;
    *cols = window.ws_col;
    return 0;
}

// Sets a terminal's size as the kernel has it (a pseudo-terminal's, as a resized window would).
static inline int shim_set_window_size(int fd, unsigned short rows, unsigned short cols) {
    struct winsize window = { rows, cols, 0, 0 };
    return ioctl(fd, TIOCSWINSZ, &window);
}

// The window's size in pixels as the kernel has it (0 when the terminal does not say).
static inline int shim_window_pixels(int fd, int *width, int *height) {
    struct winsize window;
    if (ioctl(fd, TIOCGWINSZ, &window) != 0) return -1;
    *width = window.ws_xpixel;
    *height = window.ws_ypixel;
    return 0;
}

// poll() that lets the signals `mask` leaves out arrive only while it waits: with SIGWINCH
// blocked everywhere else, a resize always interrupts the wait instead of slipping in
// between two waits (and then going unseen until the next key). ppoll is a GNU extension
// Swift's Glibc module does not show; this is its declaration.
int ppoll(struct pollfd *fds, nfds_t nfds, const struct timespec *timeout, const sigset_t *mask);
static inline int shim_poll_unblocking(struct pollfd *fds, nfds_t count, int timeout_ms, const sigset_t *mask) {
    struct timespec timeout = { timeout_ms / 1000, (long)(timeout_ms % 1000) * 1000000L };
    return ppoll(fds, count, timeout_ms < 0 ? NULL : &timeout, mask);
}

// A file in memory that never blocks (memfd_create, a GNU extension Swift's Glibc module does
// not show): ncurses writes each frame into it, and the run loop hands the bytes on to the
// terminal only as fast as the terminal takes them.
int memfd_create(const char *name, unsigned int flags);
static inline int shim_memory_file(void) {
    return memfd_create("challenge-output", 1U /* MFD_CLOEXEC */);
}
// Writes out what ncurses holds in its own buffer (libtinfo exports it; no header declares it).
void _nc_flush(void);

// A pseudo-terminal's master, non-blocking, with its slave's path in `name`; -1 on failure.
// The end-to-end tests play a terminal with it (one that answers the kitty keyboard
// query, which tmux does not). Declared here: without _XOPEN_SOURCE, which SwiftPM drops,
// Swift's Glibc module does not show these, and its window size needs a variadic ioctl.
int posix_openpt(int flags);
int grantpt(int fd);
int unlockpt(int fd);
int ptsname_r(int fd, char *buffer, size_t size);
static inline int shim_open_pseudo_terminal(char *name, size_t size, unsigned short rows, unsigned short cols) {
    int master = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK);
    if (master < 0) return -1;
    struct winsize window = { rows, cols, 0, 0 };
    if (grantpt(master) != 0 || unlockpt(master) != 0 || ptsname_r(master, name, size) != 0
        || ioctl(master, TIOCSWINSZ, &window) != 0) {
        close(master);
        return -1;
    }
    return master;
}

#endif
