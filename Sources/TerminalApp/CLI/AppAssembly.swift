import CLibcurl
import Core

/// Builds the app for the terminal and for replay through the composition root, after
/// what only this executable knows: URLSession's libcurl is loaded on first use
/// (Modules/CLibcurl), so a server needs it loaded, and a missing one is a one-line error.
enum AppAssembly {
    static func makeContainer(data: DataSource, environment: AppEnvironment, without: LeftOutFeatures = .none) throws -> AppContainer {
        if case .server = data, let reason = challenge_libcurl_load() {
            throw StartupError(String(cString: reason))
        }
        do {
            return try AppComposition.makeContainer(data: data, environment: environment, without: without)
        } catch let error as DataSourceError {
            throw StartupError(error.description)
        }
    }

    /// `--without`'s list, or a one-line error before any UI.
    static func leftOut(_ list: String?) throws -> LeftOutFeatures {
        guard let list else { return .none }
        do {
            return try LeftOutFeatures(parsing: list)
        } catch let invalid as LeftOutFeatures.Invalid {
            throw StartupError("--without: \(invalid)")
        }
    }
}
