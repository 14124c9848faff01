import Core
import Dispatch
import FoundationEssentials

/// Builds the app for the terminal and for replay through the composition root, with
/// its failures as one-line startup errors, and closes what it opened at the end of a run.
package enum AppAssembly {
    package static func makeContainer(
        data: DataSource, environment: AppEnvironment, without: LeftOutFeatures = .none,
        readingStarts: BackgroundStart = .atOnce
    ) throws -> AppContainer {
        do {
            return try AppComposition.makeContainer(
                data: data, environment: environment, without: without, readingStarts: readingStarts)
        } catch let error as DataSourceError {
            throw StartupError(error.description)
        }
    }

    /// Closes the server's connections, a request still running among them, waiting a
    /// second at most: quitting never hangs on a server.
    static func close(_ container: AppContainer) {
        guard let server = container.server else { return }
        let closed = DispatchSemaphore(value: 0)
        Task.detached {
            await server.shutdown()
            closed.signal()
        }
        _ = closed.wait(timeout: .now() + 1)
    }

    /// Where records' pictures come from in the app: the disk cache in
    /// `$XDG_CACHE_HOME/challenge/` (none when its bound is 0), then the network, from the
    /// hosts `[images] hosts` allows. Only what decodes is kept (its pixels are kept for the draw).
    static func imageSource(settings: ImageSettings, log: any LogContract) -> any ImageSourceContract {
        let disk =
            settings.cacheBytes > 0
            ? ImageDiskCache(folder: ImageDiskCache.standardFolder(), maximumBytes: settings.cacheBytes) : nil
        let lines = LogLines(log)
        return RemoteImageSource.live(
            disk: disk, hosts: settings.hosts, check: { _ = try DecodedPictures.shared.pixels(of: $0) },
            log: { lines.log($0) })
    }

    /// Where a server's answers are kept: beside the pictures in `$XDG_CACHE_HOME/challenge/`
    /// (none when its bound is 0); each file it drops is a line in the log.
    static func answerStore(settings: CacheSettings, log: any LogContract) -> AnswerStore? {
        guard settings.recordsBytes > 0 else { return nil }
        let lines = LogLines(log)
        return AnswerStore(
            folder: ImageDiskCache.standardFolder(), maximumBytes: settings.recordsBytes, log: { lines.log($0) })
    }

    /// `--without`'s list, or a one-line error before any UI.
    nonisolated static func leftOut(_ list: String?) throws -> LeftOutFeatures {
        guard let list else { return .none }
        do {
            return try LeftOutFeatures(parsing: list)
        } catch let invalid as LeftOutFeatures.Invalid {
            throw StartupError("--without: \(invalid)")
        }
    }
}

/// A log that background work may write to: each line is one append (`FileLog` writes it in
/// one `write(2)`), so lines from several threads never mix.
nonisolated private final class LogLines: @unchecked Sendable {
    private let log: any LogContract

    init(_ log: any LogContract) {
        self.log = log
    }

    func log(_ line: String) {
        log.log(line)
    }
}
