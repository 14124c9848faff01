@preconcurrency import CNcurses
import Glibc
import Testing

/// NcursesDisplay needs a TTY; this proves at least that ncursesw itself works in
/// the test process: a screen on /dev/null takes a wide character and gives it back.
@Suite(.serialized) struct NcursesHeadlessTests {
    @Test func ncurseswStoresAndReadsBackAWideCharacterCell() throws {
        // Given a UTF-8 locale and an xterm screen writing to /dev/null
        try #require(TestLocale.isUTF8)
        let output = try #require(fopen("/dev/null", "w"))
        let input = try #require(fopen("/dev/null", "r"))
        defer {
            fclose(output)
            fclose(input)
        }
        let screen = try #require(newterm("xterm", output, input))
        defer {
            endwin()
            delscreen(screen)
        }
        #expect(resizeterm(24, 80) == OK)

        // When a wide character is put in a cell
        let text: [wchar_t] = [wchar_t(bitPattern: 0x5BFF), 0]
        #expect(shim_put_cell(3, 5, text, attr_t(0), 0) == OK)

        // Then reading that cell back gives the character
        var cell = cchar_t()
        #expect(mvin_wch(3, 5, &cell) == OK)
        var characters = [wchar_t](repeating: 0, count: 8)
        var attributes = attr_t(0)
        var pair: Int16 = 0
        #expect(getcchar(&cell, &characters, &attributes, &pair, nil) == OK)
        #expect(characters[0] == wchar_t(bitPattern: 0x5BFF))
        #expect(characters[1] == 0)
    }
}
