import Testing

@testable import TerminalApp

/// A config's `[images]`, and what each setting makes of pictures on a terminal.
@Suite struct ImageSettingsTests {
    @Test func theTableIsRead() throws {
        // Given
        let text = """
            [images]
            show = false
            protocol = "Blocks"
            cache_mb = 20
            """

        // When
        let config = try UserConfig(text: text, file: "c.toml")

        // Then
        #expect(config.images.show == false)
        #expect(config.images.drawing == .blocks)
        #expect(config.images.cacheBytes == 20 << 20)
    }

    @Test func hostsNamesTheHostsPicturesMayComeFrom() throws {
        // Given
        let text = """
            [images]
            hosts = ["RickAndMortyAPI.com", "127.0.0.1:8080", "[::1]"]
            """

        // When
        let hosts = try UserConfig(text: text, file: "c.toml").images.hosts

        // Then
        #expect(hosts.allows(host: "rickandmortyapi.com", port: nil))
        #expect(hosts.allows(host: "127.0.0.1", port: 8080))
        #expect(!hosts.allows(host: "127.0.0.1", port: 18830))
        #expect(hosts.allows(host: "::1", port: 9))
        #expect(!hosts.allows(host: "tracker.example", port: nil))
        #expect(ImageSettings().hosts.allows(host: "tracker.example", port: 18830))
    }

    @Test func leftOutEverySettingKeepsItsDefault() throws {
        let config = try UserConfig(text: "[images]\n", file: "c.toml")
        #expect(config.images == ImageSettings())
        #expect(config.images.cacheBytes == 100 << 20)
    }

    @Test(arguments: [
        ("[images]\nshow = 1", "c.toml:2: show takes true or false; found a number"),
        (
            "[images]\nprotocol = \"iterm\"",
            "c.toml:2: protocol is auto, kitty, sixel, blocks, none; found \"iterm\""
        ),
        ("[images]\ncache_mb = -1", "c.toml:2: cache_mb is from 0 to 100000; found -1"),
        (
            "[images]\nsize = 3",
            "c.toml:2: unknown key \"size\" in [images] (known: show, protocol, cache_mb, hosts)"
        ),
        (
            "[images]\nhosts = \"x\"",
            "c.toml:2: hosts takes a list of host names, e.g. [\"rickandmortyapi.com\"]; found a string"
        ),
        (
            "[images]\nhosts = [\"http://x/\"]",
            "c.toml:2: hosts names hosts, as \"rickandmortyapi.com\" or \"127.0.0.1:8080\"; found \"http://x/\""
        ),
        // A pattern passed and matched no host: pictures came from nowhere, unsaid.
        (
            "[images]\nhosts = [\"*\"]",
            "c.toml:2: hosts takes no patterns: \"*\" is no host (leave hosts out to let pictures come from any)"
        ),
        (
            "[images]\nhosts = [\"rickandmortyapi.com\", \"*.example.com\"]",
            "c.toml:2: hosts takes no patterns: \"*.example.com\" is no host "
                + "(leave hosts out to let pictures come from any)"
        ),
    ])
    func aSettingTheAppCannotUseIsRefusedAtItsLine(text: String, message: String) {
        #expect(throws: ConfigError.self) { try UserConfig(text: text, file: "c.toml") }
        do {
            _ = try UserConfig(text: text, file: "c.toml")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func picturesAreBlocksOnlyWithColourAndAtLeast256Colours() {
        func mode(ascii: Bool = false, color: Bool = true, colors: Int = 256, term: String? = nil) -> PictureMode {
            PictureMode.decide(
                show: true, protocol: .auto, ascii: ascii, usesColor: color, colors: colors, colorTerm: term)
        }
        #expect(mode() == .blocks(.init(truecolor: false)))
        #expect(mode(term: "truecolor") == .blocks(.init(truecolor: true)))
        #expect(mode(term: "24bit") == .blocks(.init(truecolor: true)))
        #expect(mode(colors: 8) == .placeholder)
        #expect(mode(color: false) == .placeholder)
        #expect(mode(ascii: true) == .placeholder)
    }

    @Test func noImagesOrProtocolNoneKeepNoRoom() {
        #expect(
            PictureMode.decide(show: false, protocol: .auto, ascii: false, usesColor: true, colors: 256, colorTerm: nil)
                == .off)
        #expect(
            PictureMode.decide(show: true, protocol: .none, ascii: false, usesColor: true, colors: 256, colorTerm: nil)
                == .off)
    }
}
