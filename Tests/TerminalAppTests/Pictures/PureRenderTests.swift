import Core
import TestSupport
import Testing

@testable import TerminalApp

/// Drawing changes nothing (FrameRenderer): a portrait's picture is asked for once a frame
/// that wants it is out, never while a frame is drawn.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct PureRenderTests {
    private static let url = "http://pictures.test/character/avatar/1.jpeg"

    /// Rick's detail, his portrait's bytes fetched (from a table, on virtual time) but not
    /// yet made into cells: nothing is drawn while they come.
    private static func detailWithBytes() throws -> (AppController, EventLoopScheduler) {
        let scheduler = EventLoopScheduler(clock: .virtual)
        let environment = AppEnvironment(
            scheduler: scheduler, tracker: Tracker(providers: []), storage: InMemoryStateStorage(),
            images: ImageSourceMock([url: TestJPEG.halves()]))
        let rick = CharacterModel.stub(id: 1, name: "Rick Sanchez", image: url)
        let container = try AppComposition.makeContainer(
            data: .catalogData(CatalogJSON.data([rick])), environment: environment)
        try container.waitForData()
        let session = AppSession(container: container)
        session.start()
        let controller = AppController(
            session: session, theme: Theme(ascii: false, usesColor: true), size: (80, 24), clock: { scheduler.now })
        controller.pictures = PictureStore(mode: .blocks(.init(truecolor: true)), scheduler: scheduler)
        controller.open(link: "challenge://character/detail/1")
        scheduler.runUntilIdle()
        return (controller, scheduler)
    }

    @Test func drawingTheSameStateTwiceAsksForNothing() throws {
        // Given the detail with its portrait's bytes here
        let (controller, scheduler) = try Self.detailWithBytes()

        // When the same state is drawn twice
        let first = controller.render().canvas
        let second = controller.render().canvas

        // Then no picture is being made: both frames show the placeholder, and say they want the picture
        #expect(scheduler.pendingWork == 0)
        #expect(first.plainText == second.plainText)
        #expect(first.plainText.contains("RS"))
        #expect(first.wantedPictures.map(\.url) == [Self.url])
    }

    @Test func theFrameOutAsksOnceAndALaterFrameDrawsThePicture() throws {
        // Given the detail with its portrait's bytes here
        let (controller, scheduler) = try Self.detailWithBytes()

        // When a frame goes out, and then the same frame again
        let placeholder = controller.nextFrame().canvas
        let asked = scheduler.pendingWork
        _ = controller.nextFrame()

        // Then the picture was asked for once, and once made, the next frame draws it
        #expect(placeholder.plainText.contains("RS"))
        #expect(asked == 1)
        #expect(scheduler.pendingWork == 1)
        scheduler.runUntilIdle()
        let drawn = controller.nextFrame().canvas
        #expect(!drawn.plainText.contains("RS"))
        #expect(scheduler.pendingWork == 0)
    }
}
