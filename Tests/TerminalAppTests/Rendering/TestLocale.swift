import Glibc

/// The C library's UTF-8 locale, set once for the whole test process:
/// setlocale is not safe to call from tests running in parallel.
enum TestLocale {
    static let isUTF8: Bool = setlocale(LC_ALL, "C.UTF-8") != nil
}
