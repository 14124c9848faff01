import Testing

@testable import TerminalApp

/// `--layout` reads its value in any case, as `[layout] mode` does.
@Suite struct LayoutOptionCaseTests {
    @Test(arguments: ["COLUMNS", "Columns", "columns"])
    func anyCaseIsTheMode(_ written: String) throws {
        let command = try ChallengeCommand.parse(["--layout", written])
        #expect(command.appearance.layout == .columns)
    }
}
