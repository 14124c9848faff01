import Testing

@testable import TerminalApp

/// A config's `[cache]`: a server's answers kept on disk, and offline.
@Suite struct CacheSettingsTests {
    @Test func theTableIsRead() throws {
        // Given
        let text = """
            [cache]
            offline = true
            records_mb = 5
            """

        // When
        let config = try UserConfig(text: text, file: "c.toml")

        // Then
        #expect(config.cache.offline)
        #expect(config.cache.recordsBytes == 5 << 20)
    }

    @Test func leftOutEverySettingKeepsItsDefault() throws {
        let config = try UserConfig(text: "[cache]\n", file: "c.toml")
        #expect(config.cache == CacheSettings())
        #expect(!config.cache.offline)
        #expect(config.cache.recordsBytes == 20 << 20)
    }

    @Test(arguments: [
        ("[cache]\noffline = \"yes\"", "c.toml:2: offline takes true or false; found a string"),
        ("[cache]\nrecords_mb = -1", "c.toml:2: records_mb is from 0 to 100000; found -1"),
        ("[cache]\nsize = 3", "c.toml:2: unknown key \"size\" in [cache] (known: offline, records_mb)"),
    ])
    func aSettingTheAppCannotUseIsRefusedAtItsLine(text: String, message: String) {
        do {
            _ = try UserConfig(text: text, file: "c.toml")
            Issue.record("\(text) was taken")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func theDefaultConfigHoldsTheTableAtItsDefaults() throws {
        let text = DefaultConfig.text(path: "config.toml")
        #expect(text.contains("[cache]\noffline = false"))
        #expect(try UserConfig(text: text, file: "config.toml").cache == CacheSettings())
    }
}
