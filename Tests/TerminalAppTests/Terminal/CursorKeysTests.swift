@preconcurrency import CNcurses
import Testing

@testable import TerminalApp

/// The xterm-style sequences the app knows whatever the terminal's description says, and
/// how what follows a lone ESC is read.
@Suite struct CursorKeysTests {
    @Test(arguments: [
        ("\u{1B}[4~", Key.end), ("\u{1B}[1~", .home), ("\u{1B}[6~", .pageDown), ("\u{1B}[5~", .pageUp),
        ("\u{1B}[3~", .delete), ("\u{1B}[Z", .backTab), ("\u{1B}[24~", .function(12)), ("\u{1B}[15~", .function(5)),
        ("\u{1B}OP", .function(1)), ("\u{1B}[11~", .function(1)), ("\u{1B}[7~", .home), ("\u{1B}[8~", .end),
        ("\u{1B}[A", .up), ("\u{1B}OB", .down),
    ])
    func anXtermSequenceIsItsKey(_ sequence: String, _ key: Key) throws {
        // Given / When a sequence a vt100 description does not name is looked up
        let code = try #require(CursorKeys.code(for: sequence))

        // Then it decodes to the key that sends it
        #expect(KeyDecoder.decode(keyCode: code) == key)
    }

    @Test(arguments: [
        ("[24~jk", CursorKeys.Tail.sequence("\u{1B}[24~"), "jk"), ("[1;5Pjk", .sequence("\u{1B}[1;5P"), "jk"),
        ("OQjk", .sequence("\u{1B}OQ"), "jk"), ("[", .sequence("\u{1B}["), ""), ("xjk", .other(0x78), "jk"),
        ("", .none, ""),
        // An ESC or a control character cannot be in a sequence: it ends one cut short, unread
        ("[\u{1B}[200~q", .sequence("\u{1B}["), "\u{1B}[200~q"), ("[12\u{3}", .sequence("\u{1B}[12"), "\u{3}"),
        ("O\u{1B}", .sequence("\u{1B}O"), "\u{1B}"), ("[1é", .sequence("\u{1B}[1"), "é"),
        // An application command (kitty's graphics answer) to its terminator, ST or BEL
        ("_Gi=31;OK\u{1B}\\jk", .sequence("\u{1B}_Gi=31;OK\u{1B}\\"), "jk"),
        ("_Gi=31;OK\u{7}jk", .sequence("\u{1B}_Gi=31;OK\u{1B}\\"), "jk"),
        ("_Gi=31\u{1B}[Aq", .sequence("\u{1B}_Gi=31"), "\u{1B}[Aq"), ("_G\u{3}", .sequence("\u{1B}_G"), "\u{3}"),
        // Other control strings, answers nobody typed (XTVERSION's, a colour's): read whole, never keys
        ("P>|kitty(0.35)\u{1B}\\4", .sequence("\u{1B}P>|kitty(0.35)\u{1B}\\"), "4"),
        ("]11;rgb:1e1e/1e1e/1e1e\u{7}1", .sequence("\u{1B}]11;rgb:1e1e/1e1e/1e1e\u{1B}\\"), "1"),
    ])
    func whatFollowsALoneEscapeIsReadWhole(_ following: String, _ tail: CursorKeys.Tail, _ left: String) {
        // Given the characters after a lone ESC (a sequence, then keys typed after it)
        var waiting = following.unicodeScalars.map(\.value)

        // When the tail is read
        let read = CursorKeys.tail(
            after: { waiting.isEmpty ? nil : waiting.removeFirst() }, pushBack: { waiting.insert($0, at: 0) })

        // Then a sequence is read to its final byte and no further; anything else is one character
        #expect(read == tail)
        #expect(String(String.UnicodeScalarView(waiting.compactMap(Unicode.Scalar.init))) == left)
    }

    @Test(arguments: [
        ("[" + String(repeating: "0", count: 70) + "qjk", "jk"),
        ("[" + String(repeating: "1;", count: 40) + "3~jk", "jk"),
        ("[?" + String(repeating: "4;", count: 40) + "cjk", "jk"),
        ("]" + String(repeating: "0", count: 66000) + "q\u{7}jk", "jk"),
        ("_" + String(repeating: "G", count: 600) + "\u{1B}\\jk", "jk"),
        // Cut short by an ESC or a control character, it is dropped too, and what cut it is read
        ("[" + String(repeating: "5", count: 80) + "\u{3}jk", "\u{3}jk"),
    ])
    func aSequencePastItsBoundIsReadToItsEndAndDropped(_ following: String, _ left: String) {
        // Given a sequence longer than any the app reads, then keys typed after it
        var waiting = following.unicodeScalars.map(\.value)

        // When the tail is read
        let read = CursorKeys.tail(
            after: { waiting.isEmpty ? nil : waiting.removeFirst() }, pushBack: { waiting.insert($0, at: 0) })

        // Then it is dropped whole: none of it is left to be read as keys (a q that would quit)
        #expect(read == .tooLong)
        #expect(String(String.UnicodeScalarView(waiting.compactMap(Unicode.Scalar.init))) == left)
    }
}
