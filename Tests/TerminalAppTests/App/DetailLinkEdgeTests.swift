import Core
import Testing

@testable import TerminalApp

/// A detail's links keep one right edge, beside its picture and below it.
@MainActor
@Suite struct DetailLinkEdgeTests {
    @Test(arguments: [(100, 30), (80, 24), (200, 50)])
    func episodeCodesEndOnOneColumnBesideThePictureAndBelowIt(width: Int, height: Int) throws {
        // Given Morty's detail, its picture's room kept (the placeholder, as in replay)
        let app = AppHarness(width: width, height: height)
        app.controller.pictures = PictureStore(mode: .placeholder, scheduler: app.scheduler)
        app.controller.open(link: "challenge://character/detail/2")

        // When the frame is drawn
        let lines = app.lines

        // Then every episode code (beside the picture: Pilot, S01E01; below it: S01E03 on) ends where the others do
        let edges = Set(
            lines.compactMap { line -> Int? in
                guard let code = line.range(of: #"S0\dE\d\d"#, options: .regularExpression) else { return nil }
                return line.distance(from: line.startIndex, to: code.upperBound)
            })
        #expect(lines.contains { $0.contains("S01E01") }, "\(app.frame)")
        #expect(lines.contains { $0.contains("S01E03") }, "\(app.frame)")
        #expect(edges.count == 1, "\(app.frame)")
    }
}
