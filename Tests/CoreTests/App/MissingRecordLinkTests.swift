import TestSupport
import Testing

@testable import Core

/// A link to a record the data lacks, and a link that names no record. The first is a
/// well-formed question only the data can answer (a server is asked): its detail opens and
/// says the record is not there, offering no retry. The second names no screen at all:
/// Not Found, as for any link no feature resolves. docs/usage.md says the same.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct MissingRecordLinkTests {
    private let scheduler = EventLoopScheduler(clock: .virtual)

    private func session() -> AppSession {
        let session = AppSession(container: TestApp.container(scheduler: scheduler))
        session.start()
        return session
    }

    @Test(arguments: [
        ("challenge://character/detail/999", "There is no character #999."),
        ("challenge://episode/detail/999", "There is no episode #999."),
        ("challenge://location/detail/999", "There is no location #999."),
    ])
    func aWellFormedLinkToARecordTheDataLacksOpensItsDetailSayingSo(_ link: String, _ message: String) async throws {
        // Given
        let session = session()

        // When
        session.open(url: link)
        await scheduler.settle(until: { !session.isBusy }, limit: .seconds(10))

        // Then: the walked stack, with a definite answer and no retry
        let detail = try #require(session.activeScreen as? any LinkedDetailScreenContract)
        #expect(detail.detail.phase == .failed(message, canRetry: false))
        #expect(session.breadcrumb.count == 2)
    }

    @Test(arguments: ["challenge://episode/detail/0", "challenge://episode/detail/x", "challenge://episode/detail/-1"])
    func aLinkWhoseIdIsNoIdIsNotFound(_ link: String) throws {
        // Given
        let session = session()

        // When
        session.open(url: link)

        // Then
        let notFound = try #require(session.activeScreen as? NotFoundViewModel)
        #expect(notFound.url == link)
    }
}
