import Foundation
import Testing

@testable import TerminalApp

/// A config's bytes as text: TOML allows one byte-order mark, at the start.
@Suite struct ConfigFileTextTests {
    @Test func onlyTheFirstByteOrderMarkIsTakenAway() throws {
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let once = try #require(ConfigFile.text(Data(mark + Array("a = 1\n".utf8))))
        #expect(try ConfigTOML.parse(once).map(\.key) == ["a"])
        let twice = try #require(ConfigFile.text(Data(mark + mark + Array("a = 1\n".utf8))))
        #expect(throws: ConfigTOML.Problem.self) { try ConfigTOML.parse(twice) }
    }
}
