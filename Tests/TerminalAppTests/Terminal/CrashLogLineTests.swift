import Glibc
import Testing

@testable import TerminalApp

/// The crash line is built without allocating, and reads like every other log line.
@Suite struct CrashLogLineTests {
    private func line(signal: Int32, seconds: Int, process: Int32) -> String {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: CrashLogLine.capacity)
        defer { buffer.deallocate() }
        let count = CrashLogLine.format(signal: signal, seconds: seconds, process: process, into: buffer)
        return String(decoding: buffer.prefix(count), as: UTF8.self)
    }

    @Test(arguments: [
        (0, "1970-01-01T00:00:00Z"), (951_782_400, "2000-02-29T00:00:00Z"),
        (1_795_000_000, "2026-11-18T11:06:40Z"), (4_102_444_799, "2099-12-31T23:59:59Z"),
    ])
    func theTimestampIsTheLogsOwn(seconds: Int, expected: String) {
        #expect(line(signal: SIGSEGV, seconds: seconds, process: 1).hasPrefix(expected + " [1] "))
    }

    @Test func theLineNamesTheProcessAndTheSignal() {
        #expect(
            line(signal: SIGILL, seconds: 0, process: 4242)
                == "1970-01-01T00:00:00Z [4242] crashed: fatal signal 4 (SIGILL)\n")
    }
}
