import CNcurses
import Glibc
import Testing

@testable import TerminalApp

@Suite struct TextWidthWcwidthTests {
    @Test(arguments: ["a", "Z", "0", "~", "é", "寿", "한", "ｱ", "…", "ß", "Ж"])
    func widthAgreesWithTheCLibrary(_ text: String) throws {
        // Given a UTF-8 locale, in which wcwidth knows wide characters
        try #require(TestLocale.isUTF8)
        let scalar = try #require(text.unicodeScalars.first)

        // When both measure the character
        let ours = TextWidth.of(Character(text))
        let libc = wcwidth(wchar_t(bitPattern: scalar.value))

        // Then they agree
        #expect(Int(libc) == ours, "\(text) (U+\(String(scalar.value, radix: 16, uppercase: true)))")
    }
}
