import ArgumentParser
import Core
import FoundationEssentials

/// `challenge cache`: where pictures and a server's saved answers are kept on disk, how much
/// they take, or removing them. Nothing in the cache is needed: a picture removed is fetched
/// again when it is next shown, an answer when its list or record is next asked for (but is
/// not there offline until then).
struct CacheCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Show where pictures and saved server answers are cached, how much they take, or clear them.",
        discussion: """
            Both are kept in $XDG_CACHE_HOME/challenge/ (or ~/.cache/challenge/): pictures at most \
            [images] cache_mb megabytes (100 by default), each for a week; a server's answers (its \
            lists, searches and records, shown offline) at most [cache] records_mb (20 by default). \
            The least recently used go first. --clear removes both; --clear-records or \
            --clear-pictures one of them.
            """
    )

    @Flag(name: .long, help: "Print the folder pictures and answers are cached in (the default).")
    var path = false

    @Flag(name: .long, help: "Print how many bytes the saved answers and the cached pictures take, apart.")
    var size = false

    @Flag(name: .long, help: "Remove every saved answer and every cached picture.")
    var clear = false

    @Flag(name: .long, help: "Remove every saved server answer (lists, searches, records), keeping the pictures.")
    var clearRecords = false

    @Flag(name: .long, help: "Remove every cached picture, keeping the saved answers.")
    var clearPictures = false

    func validate() throws {
        if [path, size, clear, clearRecords, clearPictures].filter({ $0 }).count > 1 {
            throw ValidationError(
                "--path, --size, --clear, --clear-records and --clear-pictures are alternatives; pass one")
        }
    }

    func run() throws {
        try StandardStream.writeOutput(perform(in: ImageDiskCache.standardFolder()))
    }

    /// Does what the flags say to the cache in `folder`; what to print.
    func perform(in folder: URL) -> String {
        let pictures = ImageDiskCache(folder: folder)
        let answers = AnswerStore(folder: folder)
        if size {
            let (records, images) = (answers.size(), pictures.size())
            return "records: \(records) bytes (\(Self.readable(records))), \(answers.count()) saved answers\n"
                + "pictures: \(images) bytes (\(Self.readable(images)))\n"
        }
        guard clear || clearRecords || clearPictures else { return Sanitizer.clean(folder.path) + "\n" }
        var removed: [String] = []
        if clear || clearRecords {
            removed.append("\(Self.readable(answers.size())) of saved answers")
            answers.clear()
        }
        if clear || clearPictures {
            removed.append("\(Self.readable(pictures.size())) of pictures")
            pictures.clear()
        }
        return "removed " + removed.joined(separator: " and ") + "\n"
    }

    /// "7.1 kB", "12.4 MB": a size as a person reads it.
    private static func readable(_ bytes: Int) -> String {
        let (unit, shift) = bytes >= 1 << 20 ? ("MB", 20) : ("kB", 10)
        let tenths = (bytes * 10 + (1 << shift) / 2) >> shift
        return "\(tenths / 10).\(tenths % 10) \(unit)"
    }
}
