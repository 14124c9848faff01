import Core
import Testing

@testable import TerminalApp

/// `y` copies the link of what is selected; the terminal writes it as OSC 52.
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

    @Test(arguments: [
        "challenge://episode/detail/3", "challenge://location/detail/3", "challenge://character/detail/3",
    ])
    func yOnADetailCopiesItsLink(_ link: String) {
        // Given a detail
        let app = AppHarness()
        app.session.open(url: link)
        app.scheduler.drain()

        // When / Then
        app.press(.character("y"))
        #expect(app.controller.takeCopy() == link)
    }

    @Test func homeHasNothingToCopy() {
        // Given Home
        let app = AppHarness()

        // When / Then y is no key here, and help does not list it
        app.press(.character("y"))
        #expect(app.controller.takeCopy() == nil)
        #expect(!app.controller.renderer.helpRows.contains { $0.keys == "y" })
    }

    @Test func theClipboardSequenceIsOSC52WithBase64() {
        #expect(
            OSC52.sequence(copying: "challenge://character/detail/2")
                == "\u{1B}]52;c;" + "Y2hhbGxlbmdlOi8vY2hhcmFjdGVyL2RldGFpbC8y" + "\u{07}")
    }
}
