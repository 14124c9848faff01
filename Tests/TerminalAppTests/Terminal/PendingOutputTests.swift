import Testing

@testable import TerminalApp

/// What waits for a terminal that takes bytes slowly, or not at all (issue 25 item 10).
@Suite struct PendingOutputTests {
    /// A terminal that takes at most `room` bytes, then nothing until `room` is raised.
    private final class SlowTerminal {
        var room: Int
        var received: [UInt8] = []
        var gone = false
        var writes = 0

        init(room: Int) { self.room = room }

        func write(_ buffer: UnsafeRawBufferPointer) -> PendingOutput.WriteResult {
            writes += 1
            if gone { return .failed }
            guard room > 0 else { return .wouldBlock }
            let count = min(room, buffer.count)
            received += buffer.prefix(count)
            room -= count
            return .took(count)
        }
    }

    @Test func aPartWrittenFrameGoesOnWhereItStoppedAndNothingIsSentTwice() {
        var pending = PendingOutput()
        let terminal = SlowTerminal(room: 5)
        let first = Array("\u{1B}[1;1Hfirst frame".utf8)
        let second = Array("\u{1B}[2;1Hsecond".utf8)

        pending.append(first)
        pending.drain(through: terminal.write)
        #expect(terminal.received == Array(first.prefix(5)))
        #expect(pending.count == first.count - 5)

        pending.append(second)
        terminal.room = 7
        pending.drain(through: terminal.write)
        terminal.room = 1000
        pending.drain(through: terminal.write)

        #expect(terminal.received == first + second)
        #expect(pending.isEmpty)
    }

    @Test func aTerminalThatTakesNothingIsAskedOnceAndKeepsEverything() {
        var pending = PendingOutput()
        let terminal = SlowTerminal(room: 0)
        pending.append(Array(repeating: 0x41, count: 100_000))

        pending.drain(through: terminal.write)

        #expect(terminal.writes == 1)
        #expect(pending.count == 100_000)
    }

    @Test func aGoneTerminalDropsWhatWaits() {
        var pending = PendingOutput()
        let terminal = SlowTerminal(room: 3)
        terminal.gone = true
        pending.append(Array("abc".utf8))

        let stillThere = pending.drain(through: terminal.write)

        #expect(!stillThere)
        #expect(pending.isEmpty)
    }

    @Test func droppingSaysWhetherASequenceWasCut() {
        var untouched = PendingOutput()
        untouched.append(Array("\u{1B}[0m".utf8))
        let untouchedCut = untouched.removeAll()
        #expect(!untouchedCut)

        var cut = PendingOutput()
        let terminal = SlowTerminal(room: 2)
        cut.append(Array("\u{1B}[0m".utf8))
        cut.drain(through: terminal.write)
        let wasCut = cut.removeAll()
        #expect(wasCut)
        #expect(cut.isEmpty)
    }
}
