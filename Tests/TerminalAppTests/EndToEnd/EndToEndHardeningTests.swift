import Core
import Foundation
import Glibc
import TestSupport
import Testing

@testable import TerminalApp

/// The real binary on a pseudo-terminal, given what an attack gave it (issue 25 items 7, 11).
@Suite("End to end: hostile files and locales", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct EndToEndHardeningTests {
    private static func character(_ id: Int, _ name: String) -> String {
        #"{"id": \#(id), "name": "\#(name)", "status": "Alive", "species": "Human", "type": "", "gender": "Male", "origin": {"name": "Earth", "url": ""}, "location": {"name": "Citadel", "url": ""}, "image": "", "episode": [], "url": "", "created": "2017-11-04T18:48:46.250Z"}"#
    }

    @Test(
        "A FIFO given as a file is refused in one line, never waited on",
        arguments: ["--catalog", "--events", "--log-file"])
    func aFIFOIsRefused(_ option: String) throws {
        let state = try ScratchDirectory(prefix: "challenge-fifo")
        let fifo = state.url.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)

        let terminal = try PseudoTerminalProcess(arguments: [option, fifo], stateFolder: state.url.path)

        let status = terminal.waitForExit(timeout: .seconds(10))
        #expect(status != nil && status != 0, "\(terminal.text.suffix(400))")
        #expect(terminal.text.contains("not a regular file"), "\(terminal.text.suffix(400))")
    }

    @Test("A catalog that turns out unusable ends the run and leaves the saved navigation as it was")
    func anUnusableCatalogKeepsTheSavedNavigation() throws {
        // Given a run that saved a character's detail
        let state = try ScratchDirectory(prefix: "challenge-saved")
        let first = try PseudoTerminalProcess(
            arguments: ["--open", "challenge://character/detail/5"], stateFolder: state.url.path)
        #expect(first.waitUntil { $0.contains("Jerry Smith") }, "\(first.text.suffix(400))")
        first.send("q")
        #expect(first.waitForExit() == 0)
        let saved = state.url.appendingPathComponent("challenge/navigation.json")
        let before = try String(contentsOf: saved, encoding: .utf8)
        #expect(before.contains("detail"), "\(before)")

        // When a run's catalog opens but cannot be read (it replaced the file with an empty session)
        let catalog = try state.write(
            #"{"characters": [], "episodes": [{"id": 1, "name": "x", "characters": "x"}]}"#, to: "bad.json")
        let second = try PseudoTerminalProcess(arguments: ["--catalog", catalog], stateFolder: state.url.path)

        // Then it ends in one line, and the saved navigation is the first run's
        #expect(second.waitForExit() == 2)
        #expect(second.text.contains("not usable"), "\(second.text.suffix(400))")
        #expect(try String(contentsOf: saved, encoding: .utf8) == before)
    }

    @Test("A replay's Set Catalog naming a FIFO is refused in one line")
    func aReplayCatalogFIFOIsRefused() throws {
        let state = try ScratchDirectory(prefix: "challenge-fifo")
        let fifo = state.url.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let script = try state.write("Set Catalog \(fifo)\nExpect \"Home\"\n", to: "fifo.tape")

        let terminal = try PseudoTerminalProcess(arguments: ["replay", script], stateFolder: state.url.path)

        let status = terminal.waitForExit(timeout: .seconds(10))
        #expect(status != nil && status != 0, "\(terminal.text.suffix(400))")
        #expect(terminal.text.contains("not a regular file"), "\(terminal.text.suffix(400))")
    }

    @Test("LANG=C gets ASCII only: the drawing as --ascii, non-ASCII letters transliterated, ’ as ', or ?")
    func aLocaleWithoutUTF8GetsASCIIOnly() throws {
        let state = try ScratchDirectory(prefix: "challenge-locale")
        let catalog = try state.write(
            "["
                + [
                    Self.character(1, "Zoë Ωmega 日本"), Self.character(2, "\u{075d}0;PWNED\u{071c}"),
                    Self.character(3, "Rick’s “Best” Friend"),
                ].joined(separator: ",") + "]",
            to: "catalog.json"
        )
        let terminal = try PseudoTerminalProcess(
            executable: TmuxSession.packageRoot().appendingPathComponent(".build/debug/challenge").path,
            arguments: ["--catalog", catalog, "--open", "challenge://character/list"],
            environment: [
                "XDG_STATE_HOME": state.url.path, "XDG_RUNTIME_DIR": state.url.path, "LANG": "C", "LC_ALL": "C",
            ]
        )

        #expect(
            terminal.waitUntil {
                $0.contains("Zoe") && $0.contains("?mega") && $0.contains("Rick's \"Best\" Friend")
                    && $0.contains("q quit")
            },
            "\(terminal.text.suffix(600))")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        let high = terminal.output.filter { $0 >= 0x80 }
        #expect(high.isEmpty, "\(high.count) bytes past ASCII, e.g. \(high.prefix(8).map { String($0, radix: 16) })")
    }

    @Test("LANG=es_ES.UTF-8, not installed here, is Spanish in UTF-8: its letters with marks drawn as they are")
    func anUninstalledUTF8LocaleKeepsUTF8() throws {
        let state = try ScratchDirectory(prefix: "challenge-locale-es")
        let terminal = try PseudoTerminalProcess(
            executable: TmuxSession.packageRoot().appendingPathComponent(".build/debug/challenge").path,
            arguments: [],
            environment: [
                "XDG_STATE_HOME": state.url.path, "XDG_RUNTIME_DIR": state.url.path,
                "LC_ALL": "", "LC_CTYPE": "", "LC_MESSAGES": "", "LANG": "es_ES.UTF-8",
            ]
        )

        // It drew "pestanas" and "navegacion" in ASCII: setlocale refused the name, not the terminal
        #expect(
            terminal.waitUntil { $0.contains("pestañas") && $0.contains("navegación") }, "\(terminal.text.suffix(600))")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test("With links from other terminals off, the screen says so once, naming why (issue 25 item 6)")
    func linksOffNamesTheReason() throws {
        let state = try ScratchDirectory(prefix: "challenge-links-off")
        // Given a file that is not a socket where the app's socket goes
        #expect(
            FileManager.default.createFile(atPath: state.url.path + "/challenge.sock", contents: Data("keep me".utf8)))

        let terminal = try PseudoTerminalProcess(stateFolder: state.url.path)

        #expect(
            terminal.waitUntil {
                $0.contains("Links from other terminals are off: a file that is not a socket is in the way")
            }, "\(terminal.text.suffix(600))")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test("A state folder that cannot be made is said at start: nothing of the run will be kept")
    func aStateFolderInTheWayIsSaid() throws {
        // Given XDG_STATE_HOME naming a regular file (it ran and quit 0 without a word, saving nothing)
        let scratch = try ScratchDirectory(prefix: "challenge-state-file")
        let blocker = scratch.url.path + "/state"
        #expect(FileManager.default.createFile(atPath: blocker, contents: Data("a file".utf8)))
        let runtime = try ScratchDirectory(prefix: "challenge-state-file-run")

        let terminal = try PseudoTerminalProcess(
            executable: TmuxSession.packageRoot().appendingPathComponent(".build/debug/challenge").path,
            arguments: [],
            environment: ["XDG_STATE_HOME": blocker, "XDG_RUNTIME_DIR": runtime.url.path]
        )

        // Then the status line names the file in the way, and the app still runs and quits
        #expect(
            terminal.waitUntil { $0.contains("Nothing will be saved, a file is in the way: \(blocker.prefix(30))") },
            "\(terminal.text.suffix(600))")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test(.enabled(if: getuid() == 0, "needs root to leave a socket owned by another user"))
    func linksOffByAnotherUsersSocketNamesTheUser() throws {
        let folder = SocketFolder()
        let state = try ScratchDirectory(prefix: "challenge-links-off")
        try LinkSocketPeerTests.leaveSocket(at: folder.path + "/challenge.sock", ownedBy: 65534)

        let terminal = try PseudoTerminalProcess(
            executable: TmuxSession.packageRoot().appendingPathComponent(".build/debug/challenge").path,
            arguments: [],
            environment: ["XDG_STATE_HOME": state.url.path, "XDG_RUNTIME_DIR": folder.path]
        )

        #expect(
            terminal.waitUntil {
                $0.contains("Links from other terminals are off: another user (uid 65534) has the socket")
            }, "\(terminal.text.suffix(600))")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test(
        "A message quoting what the user gave shows a zero-width, bidi or control character escaped, never raw",
        arguments: [
            (["--without", "epi\u{202E}sode"], #"epi\u{202E}sode"#), (["help", "rep\u{200B}lay"], #"rep\u{200B}lay"#),
            (["--api-base-url", "ftp://x\u{1B}[2J"], #"ftp://x\u{1B}[2J"#),
        ])
    func aMessageQuotingInputEscapesWhatWouldNotShow(arguments: [String], escaped: String) throws {
        let state = try ScratchDirectory(prefix: "challenge-quoted")
        var environment = ProcessInfo.processInfo.environment
        for name in ["XDG_STATE_HOME", "XDG_RUNTIME_DIR", "XDG_CONFIG_HOME"] { environment[name] = state.url.path }
        let binary = TmuxSession.packageRoot().appendingPathComponent(".build/debug/challenge").path

        // When
        let result = try ChildProcess.run(binary, arguments, environment: environment)

        // Then the one error line quotes the input escaped, and holds none of it raw
        #expect(result.status != 0)
        #expect(result.error.contains(escaped), "\(result.error)")
        #expect(!result.error.unicodeScalars.contains { UntrustedText.isHidden($0) && $0 != "\n" }, "\(result.error)")
    }

    @Test("Config and tape errors quote a name holding a zero-width or bidi character escaped")
    func configAndTapeErrorsEscapeWhatTheyQuote() throws {
        // Given a config whose key name hides a zero-width space, and a tape whose key hides a bidi override
        let folder = try ScratchDirectory(prefix: "challenge-quoted")
        let config = try folder.write("[keys]\nquit = \"x\u{200B}\"\n", to: "config.toml")
        let tape = try folder.write("Ent\u{202E}er\n", to: "t.tape")
        let binary = TmuxSession.packageRoot().appendingPathComponent(".build/debug/challenge").path

        // When each is checked
        let checked = try ChildProcess.run(binary, ["config", "--check", config])
        let replayed = try ChildProcess.run(binary, ["replay", tape])

        // Then each names the character escaped
        #expect(checked.error.contains(#""x\u{200B}" is no key"#), "\(checked.error)")
        #expect(replayed.error.contains(#"unknown command or key "Ent\u{202E}er""#), "\(replayed.error)")
        for text in [checked.error, replayed.error] {
            #expect(!text.unicodeScalars.contains { $0 == "\u{200B}" || $0 == "\u{202E}" }, "\(text)")
        }
    }
}
