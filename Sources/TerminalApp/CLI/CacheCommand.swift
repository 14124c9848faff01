import ArgumentParser
import Core

/// `challenge cache`: where pictures are kept on disk, how much they take, or removing them.
/// Nothing in the cache is needed: a picture removed is fetched again when it is next shown.
struct CacheCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Show where pictures are cached, how much they take, or clear them.",
        discussion: """
            Pictures are kept in $XDG_CACHE_HOME/challenge/ (or ~/.cache/challenge/), at most \
            [images] cache_mb megabytes (100 by default), the least recently used removed first, \
            each for a week.
            """
    )

    @Flag(name: .long, help: "Print the folder pictures are cached in (the default).")
    var path = false

    @Flag(name: .long, help: "Print how many bytes the cached pictures take.")
    var size = false

    @Flag(name: .long, help: "Remove every cached picture.")
    var clear = false

    func validate() throws {
        if [path, size, clear].filter({ $0 }).count > 1 {
            throw ValidationError("--path, --size and --clear are alternatives; pass one")
        }
    }

    func run() throws {
        let cache = ImageDiskCache(folder: ImageDiskCache.standardFolder())
        if size {
            let bytes = cache.size()
            try StandardStream.writeOutput("\(bytes) bytes (\(Self.readable(bytes)))\n")
        } else if clear {
            let bytes = cache.size()
            cache.clear()
            try StandardStream.writeOutput("removed \(Self.readable(bytes)) of pictures\n")
        } else {
            try StandardStream.writeOutput(Sanitizer.clean(cache.folder.path) + "\n")
        }
    }

    /// "7.1 kB", "12.4 MB": a size as a person reads it.
    private static func readable(_ bytes: Int) -> String {
        let (unit, shift) = bytes >= 1 << 20 ? ("MB", 20) : ("kB", 10)
        let tenths = (bytes * 10 + (1 << shift) / 2) >> shift
        return "\(tenths / 10).\(tenths % 10) \(unit)"
    }
}
