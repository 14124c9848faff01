import Core
import Testing

@testable import TerminalApp

/// A detail's rows of links (Cast, Residents): what is cut when a row is short.
@MainActor
@Suite struct LinkRowTests {
    @Test(arguments: [(40, 12), (80, 24), (200, 50)])
    func aLongSpeciesGivesWayAndTheStatusStaysWhole(width: Int, height: Int) throws {
        // Given Fantasy World, whose residents are each a "Mythological Creature", its last one selected
        let app = AppHarness(width: width, height: height)
        app.controller.layoutMode = .stack
        app.session.open(url: "challenge://location/detail/48")
        app.press(.character("G"))

        // Then every resident's row ends with a whole status after what is left of the species
        let rows = app.lines.filter { $0.contains("Stair Goblin") || $0.contains("King Jellybean") }
        #expect(!rows.isEmpty, "\(app.frame)")
        for row in rows {
            let end = String(row.reversed().drop { $0 == " " }.reversed())
            #expect([", Alive", ", Dead", ", unknown"].contains { end.hasSuffix($0) }, "\(row)")
            #expect(end.contains("Myth"), "\(row)")
            #expect(!end.contains(" …"), "\(row)")
        }
        // and where there is room, the species is whole too
        if width >= 80 {
            #expect(rows.allSatisfy { $0.contains("Mythological Creature, ") }, "\(rows)")
        }
    }

    @Test(arguments: [(40, 30), (80, 40)])
    func twoLinksOfOneNameCarryTheirIdsAsAListsRowsDo(width: Int, height: Int) throws {
        // Given the Pilot, whose cast has two characters named Davin
        let app = AppHarness(width: width, height: height)
        app.controller.layoutMode = .stack
        app.session.open(url: "challenge://episode/detail/1")
        app.press(.character("G"))

        // Then each Davin's row says its id, and a name said once carries none
        let davins = app.lines.filter { $0.contains("Davin") }
        #expect(davins.count == 2, "\(app.frame)")
        let ids = davins.compactMap { row in row.firstRange(of: #/Davin #(\d+)/#).map { String(row[$0]) } }
        #expect(Set(ids).count == 2, "\(davins)")
        let ricks = app.lines.filter { $0.contains("Rick Sanchez") }
        #expect(!ricks.isEmpty && ricks.allSatisfy { !$0.contains("#") }, "\(ricks)")
    }

    @Test func oneRecordLinkedTwiceIsOneNameAndCarriesNoId() {
        // Given Beth, whose origin and location are both Earth (Replacement Dimension)
        let app = AppHarness(width: 80, height: 24)
        app.controller.layoutMode = .stack
        app.session.open(url: "challenge://character/detail/4")

        // Then the two rows name it without an id
        let earths = app.lines.filter { $0.contains("Earth (Replacement Dimension)") }
        #expect(earths.count == 2, "\(app.frame)")
        #expect(earths.allSatisfy { !$0.contains("#") }, "\(earths)")
    }
}
