import Core
import Foundation
import Testing

@testable import TerminalApp

@MainActor
@Suite struct ReplayRunnerTests {
    private func runner(_ text: String, file: String = "t.tape") throws -> ReplayRunner {
        let script = try ReplayParser.parse(text, file: file)
        return try ReplayRunner(script: script, data: .embedded)
    }

    @Test func aFailedExpectationReportsItsLineTheExpectationAndTheFrame() throws {
        // Given a script whose Expect on line 3 cannot hold
        let runner = try runner("Set Size 80x24\nEnter\nExpect \"Nowhere\" on line 1\nDown\n", file: "fail.tape")

        // When it runs
        let failure = try #require(throws: ReplayRunner.Failure.self) {
            try runner.run(onSnapshot: { _, _, _ in })
        }

        // Then the failure names file:line and the expectation, and shows the frame
        #expect(failure.location == "fail.tape:3")
        let description = failure.description
        #expect(description.hasPrefix("fail.tape:3: "))
        #expect(description.contains("Expect \"Nowhere\" on line 1 failed: not found"))
        #expect(description.contains("│ Characters"))
        #expect(description.contains("Rick Sanchez"))
    }

    @Test func selectChoosesAMenuRowByItsTextWhateverItsPosition() throws {
        // Given Home, its About row chosen by text, then opened
        let runner = try runner("Select \"About\"\nEnter\nExpectStack \"home.about\"\n")

        // When it runs
        _ = try runner.run(onSnapshot: { _, _, _ in })

        // Then About's sheet is what Enter opened
        #expect(
            runner.controller.session.coordinator.sheet?.navigation.destination
                == AnyNavigation(HomeIncomingNavigation.about))
    }

    @Test func selectingARowNoMenuHasFailsNamingTheRowsThereAre() throws {
        // Given a Select of a row Home does not have, then one with no menu in front
        let home = try runner("Select \"Nowhere\"\n", file: "select.tape")
        let list = try runner("Select \"Characters\"\nEnter\nSelect \"About\"\n", file: "list.tape")

        // When they run
        let missing = try #require(throws: ReplayRunner.Failure.self) { try home.run(onSnapshot: { _, _, _ in }) }
        let noMenu = try #require(throws: ReplayRunner.Failure.self) { try list.run(onSnapshot: { _, _, _ in }) }

        // Then each says why, at its line
        #expect(missing.location == "select.tape:1")
        let rows = (AppComposition.features.compactMap(\.menu).map(\.title.text) + ["About"]).joined(separator: ", ")
        #expect(missing.message == "Select \"Nowhere\" failed: the menu in front has no such row (rows: \(rows))")
        #expect(noMenu.location == "list.tape:3")
        #expect(noMenu.message == "Select \"About\" failed: no menu is in front")
    }

    @Test func aFailedExpectationStopsTheScript() throws {
        // Given a script with steps after a failing Expect
        let runner = try runner("Expect \"Nowhere\"\nEnter\n")

        // When it runs
        _ = try? runner.run(onSnapshot: { _, _, _ in })

        // Then the steps after the failure did not run
        #expect(runner.controller.session.coordinator.path.isEmpty)
    }

    @Test func anExpectNotThatFindsItsTextFails() throws {
        // Given Home, which shows "Challenge"
        let runner = try runner("ExpectNot \"Challenge\"\n", file: "not.tape")

        // When it runs
        let failure = try #require(throws: ReplayRunner.Failure.self) {
            try runner.run(onSnapshot: { _, _, _ in })
        }

        // Then it says the text was found
        #expect(failure.location == "not.tape:1")
        #expect(failure.message == "ExpectNot \"Challenge\" on screen failed: found")
    }

    @Test(arguments: [
        ("Expect \"Home\" on line 99", 99),
        ("Expect \"Home\" on lines 40-99", 99),
        ("ExpectNot \"Home\" on line 25", 25),
        ("Expect \"Home\" on lines 1-2147483647", 2_147_483_647),
    ])
    func anExpectationAboutLinesPastTheFrameFailsNamingTheFramesSize(_ expectation: String, line: Int) throws {
        // Given an 80×24 frame and an expectation about a line below it
        let runner = try runner("Set Size 80x24\n\(expectation)\n", file: "past.tape")

        // When it runs
        let failure = try #require(throws: ReplayRunner.Failure.self) {
            try runner.run(onSnapshot: { _, _, _ in })
        }

        // Then it is a failed expectation at its line, not a trap
        #expect(failure.location == "past.tape:2")
        #expect(failure.message.hasSuffix("failed: the frame (80×24) has no line \(line)"))
    }

    @Test func anExpectationOnTheLastLineOfTheFrameIsChecked() throws {
        // Given the footer, on line 24 of an 80×24 frame
        let runner = try runner("Set Size 80x24\nExpect \"quit\" on line 24\nExpect \"quit\" on lines 20-24\n")

        // When / Then
        _ = try runner.run(onSnapshot: { _, _, _ in })
    }

    @Test func anExpectNotThatDoesNotFindItsTextPasses() throws {
        // Given a script expecting the detail's fields not to be on Home
        let runner = try runner("ExpectNot \"Species:\"\nExpect \"Challenge\"\n")

        // When it runs
        let frame = try runner.run(onSnapshot: { _, _, _ in })

        // Then it finishes on Home
        #expect(frame.line(1) == " Home")
    }

    @Test func sleepAdvancesTheSchedulersClock() throws {
        // Given a script that sleeps at Home, where no timer is pending
        let runner = try runner("Sleep 1500ms\nSleep 2s\n")

        // When it runs
        _ = try runner.run(onSnapshot: { _, _, _ in })

        // Then the virtual clock moved by exactly the time slept
        #expect(runner.scheduler.now == .milliseconds(3500))
    }

    @Test func snapshotsAreHandedTheFrameAndTheirStep() throws {
        // Given a script taking a snapshot of the list on line 2
        let runner = try runner("Enter\nSnapshot list\n")
        var taken: [(String, Int)] = []

        // When it runs
        _ = try runner.run(onSnapshot: { name, frame, step in
            #expect(frame.split(separator: "\n")[1].hasPrefix(" Characters"))
            taken.append((name, step.line))
        })

        // Then the snapshot was taken once, named, at its line
        #expect(taken.count == 1)
        #expect(taken.first?.0 == "list")
        #expect(taken.first?.1 == 2)
    }

    @Test(arguments: ["q", "Type \"xq\"", "Down\nq 3"])
    func aStepAfterAQuitKeyFailsAtItsLine(_ quit: String) throws {
        // Given a tape that quits, then expects something
        let lines = quit.split(separator: "\n").count
        let runner = try runner("\(quit)\nExpect \"THIS IS NOT THERE\"\n", file: "quit.tape")

        // When it runs
        let failure = try #require(throws: ReplayRunner.Failure.self) {
            try runner.run(onSnapshot: { _, _, _ in })
        }

        // Then the step after the quit fails, naming the quit
        #expect(failure.location == "quit.tape:\(lines + 1)")
        #expect(failure.message.contains("never ran: the app quit at line \(lines)"))
    }

    @Test func aQuitAsTheLastStepEndsTheTapeCleanly() throws {
        let runner = try runner("Expect \"Home\"\nq\n")
        _ = try runner.run(onSnapshot: { _, _, _ in })
        #expect(runner.controller.wantsQuit)
    }

    @Test func aMissingCatalogFileFailsWithAClearError() throws {
        // Given a script naming a catalog that does not exist beside it
        let script = try ReplayParser.parse("Set Catalog fixtures/missing.json\nEnter\n", file: "t.tape")
        let folder = URL(fileURLWithPath: "/nonexistent-challenge-scripts")

        // When the app is built from it
        let error = try #require(throws: StartupError.self) {
            try ReplayRunner(
                script: script, data: ReplayCommand.dataSource(for: script, override: nil, scriptFolder: folder))
        }

        // Then the error names the file, resolved against the script's folder
        #expect(error.description.hasPrefix("cannot read catalog /nonexistent-challenge-scripts/fixtures/missing.json"))
    }
}
