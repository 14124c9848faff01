import Foundation
import Glibc
import Testing

@testable import TerminalApp

extension Int {
    fileprivate func clamped(to range: ClosedRange<Int>) -> Int {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}

/// A real stack overflow, in a forked child: the crash handler runs on its own stack, so
/// the terminal is given back and the link socket removed even then (issue 25 item 1).
@Suite struct CrashOnStackOverflowTests {
    /// Recurses until the stack runs out; the frame is kept large and the call not a tail call.
    @inline(never)
    private static func overflow(_ depth: Int) -> Int {
        var frame = [Int](repeating: depth, count: 1)
        withUnsafeMutablePointer(to: &frame) { _ in }
        return overflow(depth + 1) + frame[0]
    }

    @Test func aStackOverflowRestoresTheTerminalAndRemovesTheSocket() throws {
        // Given a file standing for the link socket, and a pipe standing for the terminal
        let socket = FileManager.default.temporaryDirectory.appendingPathComponent("overflow-\(UUID().uuidString).sock")
            .path
        #expect(FileManager.default.createFile(atPath: socket, contents: Data()))
        defer { unlink(socket) }
        var output: [Int32] = [-1, -1]
        #expect(pipe(&output) == 0)

        // When a child with the app's crash handlers overflows its stack
        let child = fork()
        if child == 0 {
            dup2(output[1], STDOUT_FILENO)
            // Nothing else of this test process stays open in the child (other tests' pipes
            // and terminals must see their ends close when they expect).
            for fd in 3..<Int32(sysconf(Int32(_SC_OPEN_MAX)).clamped(to: 3...65536)) { close(fd) }
            TerminalGuard.install()
            TerminalGuard.removeOnCrash(socketAt: socket)
            _ = Self.overflow(0)
            _exit(0)
        }
        close(output[1])
        defer { close(output[0]) }
        var status: Int32 = 0
        var waited = 0
        while waitpid(child, &status, WNOHANG) == 0 {
            waited += 1
            if waited > 6000 { // a minute
                kill(child, SIGKILL)
                _ = waitpid(child, &status, 0)
                Issue.record("the child did not end within a minute")
                return
            }
            usleep(10_000)
        }
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = read(output[0], &bytes, bytes.count)

        // Then it died of SIGSEGV, having left the alternate screen and removed the socket
        #expect(status & 0x7F == SIGSEGV)
        #expect(String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self).contains("\u{1B}[?1049l"))
        #expect(!FileManager.default.fileExists(atPath: socket))
    }
}
