@preconcurrency import CNcurses
import Glibc
import TestSupport
import Testing

@testable import TerminalApp

/// The way to a real pseudo-terminal whose reader stops (issue 25 item 10).
@Suite(.timeLimit(.minutes(1))) struct TerminalOutputTests {
    /// A pseudo-terminal: the master this test reads (or not), the slave the output writes to.
    private final class Terminal {
        let master: Int32
        let slave: Int32

        init() throws {
            var name = [CChar](repeating: 0, count: 128)
            master = shim_open_pseudo_terminal(&name, name.count, 24, 80)
            slave = master >= 0 ? open(name, O_RDWR | O_NOCTTY) : -1
            guard master >= 0, slave >= 0 else { throw TerminalOutput.Unavailable(description: "no pseudo-terminal") }
            // Raw, so what is written arrives byte for byte (no \n → \r\n).
            var modes = termios()
            tcgetattr(slave, &modes)
            cfmakeraw(&modes)
            tcsetattr(slave, TCSANOW, &modes)
        }

        deinit {
            close(slave)
            close(master)
        }

        /// Everything waiting on the master, waiting up to `milliseconds` for more each time.
        func readAll(waiting milliseconds: Int32 = 50) -> [UInt8] {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                guard poll(&poller, 1, milliseconds) > 0 else { return bytes }
                let count = read(master, &buffer, buffer.count)
                guard count > 0 else { return bytes }
                bytes += buffer.prefix(count)
            }
        }
    }

    @Test func sendingMoreThanAStalledTerminalHoldsNeverWaits() throws {
        let terminal = try Terminal()
        let output = try TerminalOutput(terminal: terminal.slave)

        // When 1 MB goes to a terminal nobody reads
        output.send(Array(repeating: UInt8(ascii: "x"), count: 1 << 20))

        // Then the call returns (a blocking write would wait for ever), with the rest waiting
        #expect(output.isWaiting)

        // And once the terminal reads, it gets every byte, in order
        var received = 0
        let deadline = ContinuousClock.now + generousDeadline
        while output.isWaiting || received < 1 << 20, ContinuousClock.now < deadline {
            received += terminal.readAll(waiting: 1).count
            output.drain()
        }
        #expect(received == 1 << 20)
    }

    @Test
    func finishingOnAStalledTerminalDropsTheQueueAndEndsWithCANAndTheClosingBytes() throws {
        let terminal = try Terminal()
        let output = try TerminalOutput(terminal: terminal.slave)
        output.send(Array(repeating: UInt8(ascii: "x"), count: 1 << 20))
        let closing = Array("\u{1B}[?1049l".utf8)

        // When the way out comes while nobody reads
        output.finish(with: closing, patience: .milliseconds(200))

        // Then it gives up after its patience (else it would wait for ever), and the terminal
        // holds the closing bytes after a CAN
        #expect(!output.isWaiting)
        let received = terminal.readAll()
        #expect(received.count < 1 << 20)
        #expect(Array(received.suffix(closing.count + 1)) == [0x18] + closing)
    }

    @Test func finishingOnAReadingTerminalSendsEverythingWithoutCAN() throws {
        let terminal = try Terminal()
        let output = try TerminalOutput(terminal: terminal.slave)
        let frame = Array("\u{1B}[1;1Hframe".utf8)
        output.send(frame)
        let closing = Array("\u{1B}[?1049l".utf8)

        output.finish(with: closing, patience: .seconds(1))

        #expect(terminal.readAll() == frame + closing)
    }
}
