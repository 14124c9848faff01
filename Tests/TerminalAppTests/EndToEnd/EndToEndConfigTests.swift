import Foundation
import Testing

@testable import TerminalApp

/// The real binary and real files: a broken config is one `file:line` line and exit 2 before
/// anything is written; `challenge config`; and replay, which reads no config but the tape's.
@Suite("End to end: the config file", .tags(.endToEnd), .timeLimit(.minutes(1))) struct EndToEndConfigTests {
    private var binary: String { TmuxSession.packageRoot().appendingPathComponent(".build/debug/challenge").path }

    /// The process's environment with the XDG folders in `files`.
    private func environment(_ files: ScratchDirectory) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = files.url.appendingPathComponent("config").path
        environment["XDG_STATE_HOME"] = files.url.appendingPathComponent("state").path
        environment["XDG_RUNTIME_DIR"] = files.url.appendingPathComponent("run").path
        environment["NO_COLOR"] = nil
        return environment
    }

    private func writeUserConfig(_ text: String, in files: ScratchDirectory) throws -> String {
        try FileManager.default.createDirectory(
            at: files.url.appendingPathComponent("config/challenge"), withIntermediateDirectories: true)
        return try files.write(text, to: "config/challenge/config.toml")
    }

    @Test(
        "A broken config is refused in one line naming file:line, exit 2, nothing written",
        arguments: [
            ("[keys]\nfly = \"x\"\n", 2, "unknown action \"fly\""),
            ("[keys]\n\nfilter = \"q\"\n", 3, "q is bound to both filter and quit"),
            ("[theme]\ntitle = \"#zzzzzz\"\n", 2, "is no colour"),
            ("[keys]\nquit = [\"q\"\n", 3, "the list is not closed"),
            ("[layout]\ncolumns_from = true\n", 2, "columns_from takes a number"),
            ("[start]\n\ncatalog = \"gone.json\"\n", 3, "cannot read catalog"),
        ])
    func aBrokenUserConfigStopsTheAppBeforeTheUI(_ text: String, _ line: Int, _ message: String) throws {
        // Given a broken config where the app looks for it
        let files = try ScratchDirectory(prefix: "challenge-e2e-config")
        let path = try writeUserConfig(text, in: files)

        // When the app starts
        let result = try ChildProcess.run(binary, [], environment: environment(files))

        // Then one line names the file and line, the status is 2, and no state was written
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("Error: \(path):\(line): "), "\(result.error)")
        #expect(result.error.contains(message), "\(result.error)")
        #expect(result.error.split(separator: "\n").count == 1, "\(result.error)")
        #expect(result.output.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: files.url.appendingPathComponent("state").path))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    }

    @Test(arguments: [
        ("[start]\ntab = \"settings\"\n", "tab is home"),
        // `config --check` passed a config whose catalog the app then could not open.
        ("[start]\ncatalog = \"gone.json\"\n", "cannot read catalog"),
    ])
    func configOptionNamesTheFileAndCheckSaysTheSame(_ text: String, _ message: String) throws {
        let files = try ScratchDirectory(prefix: "challenge-e2e-config")
        let path = try files.write(text, to: "mine.toml")

        let run = try ChildProcess.run(binary, ["--config", path], environment: environment(files))
        let check = try ChildProcess.run(binary, ["config", "--check", path], environment: environment(files))

        #expect(run.status == 2 && check.status == 2)
        #expect(run.error.hasPrefix("Error: \(path):2: \(message)"), "\(run.error)")
        #expect(check.error == run.error)
    }

    @Test func checkSaysThatAnEmptyListOfHostsLetsNoPictureCome() throws {
        // Given [images] hosts = [], which passed as "ok" and then blocked every picture
        let files = try ScratchDirectory(prefix: "challenge-e2e-config")
        let path = try files.write("[images]\nhosts = []\n", to: "mine.toml")

        let check = try ChildProcess.run(binary, ["config", "--check", path], environment: environment(files))

        #expect(check.status == 0)
        #expect(check.output == "\(path): ok; [images] hosts = [] lets pictures come from no host\n", "\(check.output)")
    }

    @Test func aRestoreWithNothingSavedStartsAtTheConfigsTab() async throws {
        // Given a config that starts on Locations and restores, and no saved navigation
        let files = try ScratchDirectory(prefix: "challenge-e2e-config")
        _ = try writeUserConfig("[start]\ntab = \"locations\"\nrestore = true\n", in: files)

        // When the app starts (it started on Home: the tab was dropped for a restore of nothing)
        let app = try TmuxSession(environment: ["XDG_CONFIG_HOME": files.url.appendingPathComponent("config").path])
        let screen = try await app.waitUntil("the Locations list") { $0.contains("Earth (C-137)") }

        // Then the Locations tab is in front
        #expect(EndToEnd.breadcrumb(screen) == "Locations", "\(screen)")
        try app.send("q")
        #expect(try await app.waitForExit().status == 0)
    }

    @Test func theDefaultConfigChecksAndThePathFollowsXDG() throws {
        // Given
        let files = try ScratchDirectory(prefix: "challenge-e2e-config")
        let environment = environment(files)

        // When
        let printed = try ChildProcess.run(binary, ["config", "--default"], environment: environment)
        let path = try ChildProcess.run(binary, ["config", "--path"], environment: environment)
        let written = try files.write(printed.output, to: "default.toml")
        let check = try ChildProcess.run(binary, ["config", "--check", written], environment: environment)
        let none = try ChildProcess.run(binary, ["config", "--check"], environment: environment)

        // Then
        #expect(printed.status == 0 && printed.output.contains("[keys]"))
        #expect(path.output == files.url.appendingPathComponent("config/challenge/config.toml").path + "\n")
        #expect(check.status == 0 && check.output == "\(written): ok\n", "\(check.error)")
        #expect(none.status == 0 && none.output.hasPrefix("no config at "), "\(none.output)")
    }

    /// Plays `tape` with `--svg` into a folder of `files`; its status and the picture of `Snapshot f`.
    private func playWithPicture(_ tape: String, _ files: ScratchDirectory) throws -> (
        played: (status: Int32, output: String, error: String), svg: String
    ) {
        let pictures = files.url.appendingPathComponent("svg").path
        let played = try ChildProcess.run(
            binary, ["replay", tape, "--svg", pictures],
            environment: environment(files).merging(["CHALLENGE_UPDATE_SNAPSHOTS": "1"], uniquingKeysWith: { $1 }))
        return (played, (try? String(contentsOfFile: pictures + "/f.svg", encoding: .utf8)) ?? "")
    }

    @Test func replayIgnoresTheUsersConfig() throws {
        // Given a user config that rebinds filter (and one that is broken: either would show)
        let files = try ScratchDirectory(prefix: "challenge-e2e-config")
        _ = try writeUserConfig("[keys]\nfilter = \"Ctrl+F\"\n[theme]\nbase = \"light\"\n", in: files)
        let tape = try files.write("Set Size 80x24\nEnter\nf\nExpect \"Gender:\"\nSnapshot f\n", to: "t.tape")

        // When the tape plays
        let (played, svg) = try playWithPicture(tape, files)

        // Then f still opens the filter and the picture is dark
        #expect(played.status == 0, "\(played.error)")
        #expect(svg.contains("fill=\"\(SVGPalette.dark.background)\""))

        // And a broken user config does not stop a replay either
        _ = try writeUserConfig("[keys]\nfly = \"x\"\n", in: files)
        let again = try ChildProcess.run(binary, ["replay", tape], environment: environment(files))
        #expect(again.status == 0, "\(again.error)")
    }

    @Test func aTapesSetConfigRebindsKeysAndThemesItsPictures() throws {
        // Given a tape with its own config beside it
        let files = try ScratchDirectory(prefix: "challenge-e2e-config")
        _ = try files.write("[keys]\nfilter = \"Ctrl+F\"\n[theme]\nbase = \"light\"\n", to: "tape.toml")
        let tape = try files.write(
            "Set Size 80x24\nSet Config tape.toml\nEnter\nf\nExpectNot \"Gender:\"\nCtrl+F\nExpect \"Gender:\"\n"
                + "Snapshot f\n", to: "t.tape")

        // When it plays
        let (played, svg) = try playWithPicture(tape, files)

        // Then the keys are the tape's config's, and the picture is light
        #expect(played.status == 0, "\(played.error)")
        #expect(svg.contains("fill=\"\(SVGPalette.light.background)\""))

        // And a tape naming a broken config is refused with both places
        _ = try files.write("[keys]\nfly = \"x\"\n", to: "tape.toml")
        let refused = try ChildProcess.run(binary, ["replay", tape], environment: environment(files))
        #expect(refused.status == 2)
        #expect(refused.error.hasPrefix("Error: \(tape):2: Set Config: "), "\(refused.error)")
        #expect(refused.error.contains("tape.toml:2: unknown action \"fly\""), "\(refused.error)")
    }

    @Test func aTapesConfigStartsNothingItsLinesDoNotSay() throws {
        // Given a tape whose config names a catalog of one character and a tab to start on
        let files = try ScratchDirectory(prefix: "challenge-e2e-config")
        _ = try files.write(
            #"{"characters": [{"id": 1, "name": "Zed Only", "status": "Alive", "species": "Human", "gender": "Male"}]}"#,
            to: "one.json")
        _ = try files.write("[start]\ntab = \"episodes\"\ncatalog = \"one.json\"\n", to: "tape.toml")
        let tape = try files.write(
            "Set Size 80x24\nSet Config tape.toml\nExpect \"Home\" on line 2\n2\nExpect \"Rick Sanchez\"\n",
            to: "t.tape")

        // When it plays
        let played = try ChildProcess.run(binary, ["replay", tape], environment: environment(files))

        // Then it starts on Home with the embedded catalog: the config's [start] is the app's, not the tape's
        // (its catalog was used while its tab was not)
        #expect(played.status == 0, "\(played.error)")
        #expect(!played.output.contains("Zed Only"))
    }
}
