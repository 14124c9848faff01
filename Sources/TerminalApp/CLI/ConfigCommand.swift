import ArgumentParser

/// `challenge config`: where the settings file is looked for, a complete one with every
/// default, or whether one is usable, all without starting the app.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show where the config file is, print a default one, or check one (docs/config.md).",
        discussion: """
            The app reads $XDG_CONFIG_HOME/challenge/config.toml (or ~/.config/challenge/config.toml), \
            or the file --config names, and never writes it. A file it cannot use is refused \
            before the app starts, in one line naming the file and line, with exit status 2.
            """
    )

    @Flag(name: .long, help: "Print the path the app reads its config from.")
    var path = false

    @Flag(name: .customLong("default"), help: "Print a complete config, every setting at its default, with comments.")
    var printDefault = false

    @Flag(name: .long, help: "Check a config (the standard one, or FILE) and say whether the app would use it.")
    var check = false

    @Argument(help: ArgumentHelp("The file --check reads (default: the standard path).", valueName: "file"))
    var file: String?

    /// `--config FILE` names the file here too: the one `--path` shows and `--check` reads.
    @OptionGroup(visibility: .hidden) var settings: ConfigOptions

    func validate() throws {
        let chosen = [path, printDefault, check].filter { $0 }.count
        if chosen > 1 { throw ValidationError("--path, --default and --check are alternatives; pass one") }
        if file != nil, !check { throw ValidationError("a FILE goes with --check") }
        if settings.noConfig { throw ValidationError("--no-config reads no file, so there is none to show or check") }
        if let file, let named = settings.config, file != named {
            throw ValidationError("two files to check (\(file) and --config \(named)); pass one")
        }
    }

    func run() throws {
        let standard = settings.config ?? ConfigFile.standardPath()
        if printDefault {
            try StandardStream.writeOutput(DefaultConfig.text(path: standard))
        } else if check {
            let target = file ?? standard
            let config: UserConfig
            do {
                config = try ConfigFile.load(target, required: file != nil || settings.config != nil)
                _ = try config.dataSource()
            } catch {
                throw StartupError(error.description)
            }
            let said = Sanitizer.clean(
                config.file == nil
                    ? "no config at \(target): every setting at its default"
                    : "\(target): ok" + (config.images.note.map { "; \($0)" } ?? ""))
            try StandardStream.writeOutput(said + "\n")
        } else {
            try StandardStream.writeOutput(standard + "\n")
        }
    }
}
