import Foundation
import Testing

@testable import TerminalApp

/// `challenge replay SCRIPT --svg DIR` with the real binary: pictures beside a run whose
/// text goldens are checked as without --svg.
@Suite(.tags(.endToEnd), .timeLimit(.minutes(1))) struct ReplaySVGCommandTests {
    static let binary = TmuxSession.packageRoot().appendingPathComponent(".build/debug/challenge").path
    static let scripts = TmuxSession.packageRoot().appendingPathComponent("Tests/TerminalAppTests/Replay/Scripts")

    @Test func everySnapshotBecomesAPictureAndTheGoldensStillHold() throws {
        // Given a golden script whose expectations read the colourless tab bar ("[Characters]")
        let folder = try ScratchDirectory(prefix: "challenge-svg")
        let script = Self.scripts.appendingPathComponent("go_to_palette.tape").path

        // When it is replayed with --svg
        let result = try ChildProcess.run(Self.binary, ["replay", script, "--svg", folder.url.path])

        // Then it passes, and each Snapshot is a well-formed picture drawn as in colour: the selected tab in reverse video, not in [ ]
        #expect(result.status == 0, "\(result.error)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
        #expect(names == ["fuzzy_rick.svg"])
        let svg = try #require(
            SVGDocument(try String(contentsOf: folder.url.appendingPathComponent("fuzzy_rick.svg"), encoding: .utf8)))
        #expect(svg.texts.contains { $0.text.contains("#1 Human, Alive") })
        #expect(svg.rects.contains { $0.attributes["y"] == "0" && $0.attributes["fill"] == SVGPicture.foreground })
        #expect(!svg.texts.contains { $0.text.contains("[Home]") })
    }

    @Test func withFramesEveryFrameIsAPicture() throws {
        // Given a script of four steps
        let folder = try ScratchDirectory(prefix: "challenge-svg")
        let script = try folder.write("Set Size 40x12\nEnter\nDown 2\nSnapshot two\nEsc\n", to: "walk.tape")

        // When replayed with --frames --svg
        let pictures = folder.url.appendingPathComponent("pictures")
        let result = try ChildProcess.run(
            Self.binary, ["replay", script, "--frames", "--svg", pictures.path],
            environment: ProcessInfo.processInfo.environment.merging(["CHALLENGE_UPDATE_SNAPSHOTS": "1"]) { $1 }
        )

        // Then the first frame and one per step are written in order, beside the snapshot's
        #expect(result.status == 0, "\(result.error)")
        let names = try FileManager.default.contentsOfDirectory(atPath: pictures.path).sorted()
        #expect(
            names == [
                "frame-0001.svg", "frame-0002.svg", "frame-0003.svg", "frame-0004.svg", "frame-0005.svg", "two.svg",
            ])
        let root = try #require(
            SVGDocument(try String(contentsOf: pictures.appendingPathComponent("frame-0005.svg"), encoding: .utf8))?
                .root)
        #expect(root.attributes["width"] == "\(40 * SVGPicture.cellWidth)")
    }

    @Test func aNewTapeWithoutGoldensStillGetsEveryPictureAndReportsEverySnapshot() throws {
        // Given a new tape with three snapshots and no golden frames
        let folder = try ScratchDirectory(prefix: "challenge-svg")
        let steps = "Set Size 40x12\nSnapshot one\nEnter\nSnapshot two\nDown\nSnapshot three\n"
        let script = try folder.write(steps, to: "new.tape")

        // When it is replayed with --svg, not in update mode
        let pictures = folder.url.appendingPathComponent("pictures")
        var environment = ProcessInfo.processInfo.environment
        environment["CHALLENGE_UPDATE_SNAPSHOTS"] = nil
        let arguments = ["replay", script, "--svg", pictures.path]
        let result = try ChildProcess.run(Self.binary, arguments, environment: environment)

        // Then it fails, yet every snapshot has its picture and its frame for review, and all three are reported
        #expect(result.status == 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: pictures.path).sorted()
        #expect(names == ["one.svg", "three.svg", "two.svg"])
        let goldenFolder = folder.url.appendingPathComponent("__Snapshots__").path
        let goldens = try FileManager.default.contentsOfDirectory(atPath: goldenFolder)
        #expect(goldens.sorted() == ["new.one.txt", "new.three.txt", "new.two.txt"])
        for name in ["one", "two", "three"] {
            #expect(result.error.contains("Snapshot \(name) has no golden frame"), "\(result.error)")
        }
        #expect(result.error.contains("3 snapshots failed: \(script):2, \(script):4, \(script):6"))
    }

    @Test func aNewTapesFirstPicturesComeQuietlyWithNoCompare() throws {
        // Given a new tape with a snapshot and no golden frames
        let folder = try ScratchDirectory(prefix: "challenge-svg")
        let script = try folder.write("Set Size 40x12\nEnter\nSnapshot list\n", to: "new.tape")

        // When it is replayed with --svg and --no-compare, not in update mode
        let pictures = folder.url.appendingPathComponent("pictures")
        var environment = ProcessInfo.processInfo.environment
        environment["CHALLENGE_UPDATE_SNAPSHOTS"] = nil
        let result = try ChildProcess.run(
            Self.binary, ["replay", script, "--svg", pictures.path, "--no-compare"], environment: environment)

        // Then it passes with nothing on stderr, draws the picture, and leaves no __Snapshots__ beside the tape
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.isEmpty, "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: pictures.path) == ["list.svg"])
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("__Snapshots__").path))
    }

    @Test func aTapeWithoutASnapshotSaysSvgDrewNothing() throws {
        // Given a tape of steps and no Snapshot
        let folder = try ScratchDirectory(prefix: "challenge-svg")
        let script = try folder.write("Set Size 40x12\nEnter\nDown\n", to: "steps.tape")

        // When it is replayed with --svg
        let pictures = folder.url.appendingPathComponent("pictures")
        let result = try ChildProcess.run(Self.binary, ["replay", script, "--svg", pictures.path])

        // Then it says why there is no picture, in one line
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.contains("has no Snapshot, so --svg draws no picture"), "\(result.error)")
        #expect(result.error.filter { $0 == "\n" }.count == 1, "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: pictures.path).isEmpty)
    }

    @Test func aPictureFolderWhoseParentIsMissingIsRefusedNotMadeAsAChain() throws {
        // Given a picture folder two levels below folders that do not exist
        let folder = try ScratchDirectory(prefix: "challenge-svg")
        let script = try folder.write("Set Size 40x12\nSnapshot one\n", to: "walk.tape")
        let deep = folder.url.appendingPathComponent("no/such/pictures")

        // When / Then it is a one-line error, and nothing was made
        let result = try ChildProcess.run(Self.binary, ["replay", script, "--svg", deep.path, "--no-compare"])
        #expect(result.status == 2, "\(result.error)")
        #expect(
            result.error.hasPrefix("Error: cannot create the picture folder \(deep.path): No such file"),
            "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("no").path))
    }

    @Test func aPictureFolderThatCannotBeMadeIsAOneLineError() throws {
        // Given a folder path under a file
        let folder = try ScratchDirectory(prefix: "challenge-svg")
        let file = try folder.write("x", to: "file")
        let script = Self.scripts.appendingPathComponent("go_to_palette.tape").path

        // When / Then
        let result = try ChildProcess.run(Self.binary, ["replay", script, "--svg", file + "/pictures"])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("Error: cannot create the picture folder \(file)/pictures"))
        #expect(result.error.filter { $0 == "\n" }.count == 1)
    }

    @Test func linksPlantedAtPicturesAreReplacedNeverWrittenThrough() throws {
        // Given a picture folder holding a link to a file of the user's and a dangling one
        let folder = try ScratchDirectory(prefix: "challenge-svg")
        let script = try folder.write("Set Size 40x12\nSnapshot one\nEnter\nSnapshot two\n", to: "walk.tape")
        let pictures = folder.url.appendingPathComponent("pictures")
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        let victim = try folder.write("precious", to: "precious.txt")
        let elsewhere = folder.url.appendingPathComponent("elsewhere.svg").path
        try FileManager.default.createSymbolicLink(
            atPath: pictures.appendingPathComponent("one.svg").path, withDestinationPath: victim)
        try FileManager.default.createSymbolicLink(
            atPath: pictures.appendingPathComponent("two.svg").path, withDestinationPath: elsewhere)

        // When the script is replayed with --svg into it
        let result = try ChildProcess.run(
            Self.binary, ["replay", script, "--svg", pictures.path],
            environment: ProcessInfo.processInfo.environment.merging(["CHALLENGE_UPDATE_SNAPSHOTS": "1"]) { $1 }
        )

        // Then both pictures are files in the folder; the link's target is kept, and nothing is made elsewhere
        #expect(result.status == 0, "\(result.error)")
        for name in ["one.svg", "two.svg"] {
            let path = pictures.appendingPathComponent(name).path
            #expect(
                (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == nil, "\(name) is still a link")
            #expect(SVGDocument(try String(contentsOfFile: path, encoding: .utf8)) != nil)
        }
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
        #expect(!FileManager.default.fileExists(atPath: elsewhere))
    }

    @Test func aPictureThatCannotBeWrittenSaysWhyInTheSystemsWords() throws {
        // Given a folder in the picture's way
        let folder = try ScratchDirectory(prefix: "challenge-svg")
        let script = try folder.write("Set Size 40x12\nSnapshot one\n", to: "walk.tape")
        let pictures = folder.url.appendingPathComponent("pictures")
        try FileManager.default.createDirectory(
            at: pictures.appendingPathComponent("one.svg"), withIntermediateDirectories: true)

        // When the script is replayed with --svg
        let result = try ChildProcess.run(
            Self.binary, ["replay", script, "--svg", pictures.path],
            environment: ProcessInfo.processInfo.environment.merging(["CHALLENGE_UPDATE_SNAPSHOTS": "1"]) { $1 }
        )

        // Then the error names the picture and the reason, not an error type
        #expect(result.status != 0)
        #expect(
            result.error.contains("cannot write the picture \(pictures.path)/one.svg: Is a directory"),
            "\(result.error)")
        #expect(!result.error.contains("Core.AtomicFile.Failure"), "\(result.error)")
    }
}
