import ArgumentParser
import Core

/// The root command's own options, read from a table rather than by ArgumentParser.
///
/// ArgumentParser finds a command's options by reflecting over it; on the first parse of a
/// process that is some 3 ms of the runtime's metadata and conformance look-ups — a quarter
/// of the app's first frame. A plain start (`challenge`, `challenge --catalog FILE`, ...)
/// is read here instead. Anything else — help, a subcommand, a completion request, an
/// `--name=value` form, an option given twice, a value that is missing or starts with `-`,
/// a value the options' own checks refuse — is not read here (nil), and ArgumentParser
/// parses the line and says what is wrong exactly as it always has.
///
/// `StartArgumentsTests` holds the table to ArgumentParser's list of the root command's
/// options, and the two parsers to the same command for the same line.
enum StartArguments {
    enum Kind {
        case flag
        case value
    }

    /// Every option of the root command, by its long name.
    static let options: [String: Kind] = [
        "--open": .value, "--catalog": .value, "--api-base-url": .value, "--events": .value,
        "--log-file": .value, "--ascii": .flag, "--layout": .value, "--restore": .flag,
        "--record": .value, "--force": .flag, "--without": .value, "--inspector": .flag,
    ]

    /// The command for a plain start, validated as ArgumentParser would; nil for anything
    /// this table does not read, which is then ArgumentParser's to parse.
    static func command(_ arguments: [String]) -> ChallengeCommand? {
        guard let given = read(arguments) else { return nil }
        var data = DataOptions()
        data.catalog = given["--catalog"]
        data.apiBaseURL = given["--api-base-url"]
        var appearance = AppearanceOptions()
        appearance.ascii = given["--ascii"] != nil
        if let layout = given["--layout"] {
            guard let mode = LayoutMode(argument: layout) else { return nil }
            appearance.layout = mode
        } else {
            appearance.layout = .auto
        }
        var recording = RecordOptions()
        recording.record = given["--record"]
        recording.force = given["--force"] != nil
        var command = ChallengeCommand()
        command.open = given["--open"]
        command.data = data
        command.events = given["--events"]
        command.logFile = given["--log-file"]
        command.appearance = appearance
        command.restore = given["--restore"] != nil
        command.recording = recording
        command.without = given["--without"]
        command.inspector = given["--inspector"] != nil
        do {
            try data.validate()
            try recording.validate()
            try command.validate()
        } catch {
            return nil
        }
        return command
    }

    /// Each option given, with its value ("" for a flag); nil when the line has anything
    /// else in it, or an option twice.
    private static func read(_ arguments: [String]) -> [String: String]? {
        var given: [String: String] = [:]
        var rest = arguments[...]
        while let name = rest.popFirst() {
            guard let kind = options[name], given[name] == nil else { return nil }
            switch kind {
            case .flag:
                given[name] = ""
            case .value:
                guard let value = rest.popFirst(), !value.isEmpty, !value.hasPrefix("-") else { return nil }
                given[name] = value
            }
        }
        return given
    }
}
