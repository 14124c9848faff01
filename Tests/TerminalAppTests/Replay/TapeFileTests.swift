import Core
import Foundation
import Testing

@testable import TerminalApp

@Suite struct TapeFileTests {
    private func contents(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func everyEditIsOnDiskAndTheFileParsesAfterEachOne() throws {
        // Given a new tape
        let scratch = try ScratchDirectory(prefix: "challenge-tape")
        let path = scratch.url.appendingPathComponent("walk.tape").path
        let file = try TapeFile(path: path, force: false, log: NoLog())
        let edits: [TapeRecorder.Edit] = [
            .append("Set Size 80x24"), .append("Down"), .replaceLast("Down 2"), .append("Resize 1000x1000"),
            .replaceLast("Resize 80x24"), .append("Type \"a\""), .replaceLast("Type \"ab\""),
        ]

        // When each edit is written, the file is read back at once (nothing held in a buffer)
        for edit in edits {
            file.write(edit)
            let text = try contents(path)
            // Then it always parses
            #expect(throws: Never.self) { try ReplayParser.parse(text, file: path) }
        }

        // And the last size replaced the longer one in place, padded, not left half-overwritten
        let script = try ReplayParser.parse(try contents(path), file: path)
        #expect(script.steps.map(\.source) == ["Down 2", "Resize 80x24", "Type \"ab\""])
    }

    @Test func aTapeAnotherProgramCutStopsTheRecordingWithoutNULPadding() throws {
        // Given a tape with two lines, which another program then cuts to nothing
        let scratch = try ScratchDirectory(prefix: "challenge-tape")
        let path = scratch.url.appendingPathComponent("walk.tape").path
        let file = try TapeFile(path: path, force: false, log: NoLog())
        file.write(.append("Set Size 80x24"))
        file.write(.append("Down"))
        #expect(truncate(path, 0) == 0)

        // When the recording goes on
        file.write(.append("Up"))
        file.write(.replaceLast("Up 2"))

        // Then nothing is written past the cut (it was 21 NUL bytes, then "Up"), and it says why
        #expect(try contents(path) == "")
        #expect(file.failure?.contains("another program changed the tape") == true)
    }

    @Test(.timeLimit(.minutes(1)))
    func aFIFOIsRefusedAtOnceNotWaitedOn() throws {
        // Given a FIFO nobody reads (an attack on the start found `--record FIFO --force` hung it)
        let scratch = try ScratchDirectory(prefix: "challenge-tape")
        let path = scratch.url.appendingPathComponent("pipe.tape").path
        #expect(mkfifo(path, 0o600) == 0)

        // When a tape is opened on it, with --force / Then it is refused in one line
        #expect {
            _ = try TapeFile(path: path, force: true, log: NoLog())
        } throws: { error in
            "\(error)".contains("not a regular file")
        }
    }

    @Test func anExistingFileIsKeptWithoutForce() throws {
        // Given a file that exists
        let scratch = try ScratchDirectory(prefix: "challenge-tape")
        let path = try scratch.write("precious\n", to: "walk.tape")

        // When a tape is opened on it without --force / Then it is refused, saying how to overwrite, and kept
        #expect {
            _ = try TapeFile(path: path, force: false, log: NoLog())
        } throws: { error in
            "\(error)" == "\(path) already exists; pass --force to overwrite it"
        }
        #expect(try contents(path) == "precious\n")

        // And with --force it starts empty
        let file = try TapeFile(path: path, force: true, log: NoLog())
        file.write(.append("Set Size 80x24"))
        #expect(try contents(path) == "Set Size 80x24\n")
    }

    @Test func aFileThatCannotBeCreatedIsAOneLineError() throws {
        // Given a path in a folder that does not exist
        let path = "/nonexistent-folder-\(UUID().uuidString)/walk.tape"

        // When / Then the error is one line naming the file and the reason
        #expect {
            _ = try TapeFile(path: path, force: true, log: NoLog())
        } throws: { error in
            "\(error)" == "cannot create the tape \(path): No such file or directory"
        }
    }

    @Test(arguments: [false, true])
    func aFolderIsSaidToBeAFolderWithOrWithoutForce(force: Bool) throws {
        // Given a folder (--record tapes: it offered --force, which then failed with EISDIR)
        let scratch = try ScratchDirectory(prefix: "challenge-tape")
        let path = scratch.url.path

        // When a tape is opened on it / Then it says it is a folder, and never offers --force
        #expect {
            _ = try TapeFile(path: path, force: force, log: NoLog())
        } throws: { error in
            "\(error)" == "cannot create the tape \(path): it is a folder; name a file, e.g. \(path)/walk.tape"
        }
    }
}
