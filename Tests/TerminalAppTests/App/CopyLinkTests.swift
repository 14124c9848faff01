import Core
import Testing

@testable import TerminalApp

/// `y` copies the link of what is selected; the terminal writes it as OSC 52.
@MainActor
@Suite struct CopyLinkTests {
    @Test func yOnAListCopiesTheSelectedRowsLink() {
        // Given the second character selected
        let app = AppHarness()
        app.press(.enter, .down)

        // When
        app.press(.character("y"))

        // Then its link is handed to the terminal, once, and the status says so
        #expect(app.controller.takeCopy() == "challenge://character/detail/2")
        #expect(app.controller.takeCopy() == nil)
        #expect(app.frame.contains("Copied challenge://character/detail/2"))
    }

    @Test(arguments: ["character", "episode", "location"])
    func aRecordThatDoesNotExistSaysSoOnceAndOffersNoLink(_ noun: String) throws {
        // Given the detail of a record the catalog does not have, played as replay settles it, then y
        let script = try ReplayParser.parse(
            "Open challenge://\(noun)/detail/99999\nSnapshot missing\ny\nSnapshot after", file: "missing.tape")
        let runner = try ReplayRunner(script: script, data: .embedded)
        var frames: [String] = []
        _ = try runner.run(
            onFrame: { step, frame in
                if case .snapshot = step?.command { frames.append(frame.plainText) }
            }, onSnapshot: { _, _, _ in })

        // Then it says so once, the footer offers no link to nothing, and y copies none
        let missing = try #require(frames.first)
        #expect(missing.components(separatedBy: "There is no \(noun) #99999.").count == 2, "\(missing)")
        #expect(!missing.contains("Couldn't load") && !missing.contains("copy link"), "\(missing)")
        #expect(runner.controller.takeCopy() == nil)
        #expect(!(frames.last ?? "").contains("Copied"))
    }

    @Test func yOnADetailCopiesTheSelectedLinksLinkAsOnAList() {
        // Given Rick's detail with his first episode, Pilot, selected (below his two places)
        let app = AppHarness()
        app.press(.character("2"), .enter, .down, .down)
        #expect(app.frame.contains("▸ Pilot"), "\(app.frame)")

        // When
        app.press(.character("y"))

        // Then Pilot's link is copied, not Rick's
        #expect(app.controller.takeCopy() == "challenge://episode/detail/1")
        #expect(app.frame.contains("Copied challenge://episode/detail/1"))
    }

    @Test(arguments: [
        ("challenge://episode/detail/1", "challenge://character/detail/1"),
        ("challenge://location/detail/1", "challenge://character/detail/38"),
        ("challenge://character/detail/1", "challenge://location/detail/1"),
    ])
    func yOnADetailCopiesItsFirstRowsLinkAtFirst(_ detail: String, _ firstRow: String) {
        // Given a detail as it opens, its first link selected
        let app = AppHarness()
        app.session.open(url: detail)
        app.scheduler.drain()

        // When / Then the link of the record that row names is copied
        app.press(.character("y"))
        #expect(app.controller.takeCopy() == firstRow, "\(app.frame)")
    }

    @Test func aDetailWithNoLinksCopiesItsOwnRecordsLink() throws {
        // Given Rick's detail in a run without episodes and locations: no row to select
        let script = try ReplayParser.parse(
            "Set Without episode,location\nOpen challenge://character/detail/1\ny", file: "copy.tape")
        let runner = try ReplayRunner(script: script, data: .embedded)

        // When y is pressed
        _ = try runner.run(onSnapshot: { _, _, _ in })

        // Then Rick's own link is copied
        #expect(runner.controller.takeCopy() == "challenge://character/detail/1")
    }

    @Test func homeSaysThereIsNothingToCopy() {
        // Given Home
        let app = AppHarness()

        // When y is pressed
        app.press(.character("y"))

        // Then nothing is copied, the status line says why, and the footer does not offer it
        #expect(app.controller.takeCopy() == nil)
        #expect(app.frame.contains("Nothing to copy here"), "\(app.frame)")
        #expect(!app.footerWithoutStatus.contains("copy link"))
    }

    @Test func theClipboardSequenceIsOSC52WithBase64() {
        #expect(
            OSC52.sequence(copying: "challenge://character/detail/2")
                == "\u{1B}]52;c;" + "Y2hhbGxlbmdlOi8vY2hhcmFjdGVyL2RldGFpbC8y" + "\u{07}")
    }
}
