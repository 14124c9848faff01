import ArgumentParser

/// `--config FILE` and `--no-config`: which settings file the app reads, if any.
struct ConfigOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Read settings from this file (default: $XDG_CONFIG_HOME/challenge/config.toml).", valueName: "file"))
    var config: String?

    @Flag(name: .long, help: "Ignore the config file: every setting at its default.")
    var noConfig = false

    func validate() throws {
        if noConfig, config != nil { throw ValidationError("--config and --no-config are alternatives; pass one") }
    }

    /// For a subcommand that reads no config: the app's options are read wherever they
    /// stand on the command line, so one given there is refused rather than left unheard.
    func refuse(_ why: String) throws {
        if config != nil || noConfig {
            throw ValidationError("--config and --no-config choose the app's settings; \(why)")
        }
    }

    /// The settings in force, or one line naming the file and line that is wrong.
    func load() throws -> UserConfig {
        if noConfig { return .standard }
        do {
            if let config { return try ConfigFile.load(config, required: true) }
            return try ConfigFile.load(ConfigFile.standardPath(), required: false)
        } catch {
            throw StartupError(error.description)
        }
    }
}
