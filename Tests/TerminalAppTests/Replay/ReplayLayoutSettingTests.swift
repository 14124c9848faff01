import Testing

@testable import TerminalApp

/// `Set Layout` in a script, and what a replay draws with it.
@MainActor
@Suite struct ReplayLayoutSettingTests {
    @Test(arguments: [("auto", LayoutMode.auto), ("Stack", .stack), ("COLUMNS", .columns)])
    func aLayoutIsReadInAnyCase(_ word: String, _ mode: LayoutMode) throws {
        let script = try ReplayParser.parse("Set Layout \(word)\nEnter\n", file: "t.tape")
        #expect(script.layout == mode)
    }

    @Test func aScriptWithoutALayoutLeavesItToTheCommandLine() throws {
        let script = try ReplayParser.parse("Enter\n", file: "t.tape")
        #expect(script.layout == nil)
    }

    @Test func anUnknownLayoutIsReportedWithItsLineAndTheKnownOnes() {
        // When
        var problems: [String] = []
        do {
            _ = try ReplayParser.parse("Set Size 80x24\nSet Layout miller\n", file: "t.tape")
        } catch let failure as ReplayParser.Failure {
            problems = failure.problems
        } catch {}

        // Then
        #expect(problems == ["t.tape:2: a layout is auto, stack, columns, got \"miller\""])
    }

    @Test func theScriptsLayoutIsTheControllersAndTheCommandLinesIsTheFallback() throws {
        let stack = try ReplayParser.parse("Set Layout stack\nEnter\n", file: "t.tape")
        #expect(try ReplayRunner(script: stack, data: .embedded, layout: .columns).controller.layoutMode == .stack)
        let unset = try ReplayParser.parse("Enter\n", file: "t.tape")
        #expect(try ReplayRunner(script: unset, data: .embedded, layout: .columns).controller.layoutMode == .columns)
    }
}
