import Foundation
import TestSupport
import Testing

/// A seconds-long slice of `make soak`, on the debug build of `challenge-soak`: every section runs and
/// reports no failure (frames are timed against a debug build's allowance).
@Suite("Soak: a slice", .tags(.endToEnd))
struct SoakSliceTests {
    @Test("Random keys, fuzzed links, text-field edits, hostile catalogs, server faults and socket abuse break nothing")
    func aSliceOfTheSoakPasses() async throws {
        let binary = TmuxSession.packageRoot().appendingPathComponent(".build/debug/challenge-soak").path
        // Tens of seconds: waited for off the test pool, which the other tests need meanwhile.
        let result = try await OwnThread.run {
            try ChildProcess.run(
                binary,
                [
                    "--seed", "20261124", "--keys", "4000", "--links", "3000", "--edits", "1000", "--quick",
                    "--seconds", "120", "--frame-limit-ms", "2000", "--conformance", "",
                ])
        }
        #expect(result.status == 0, "\(result.output)\(result.error)")
        for section in [
            "keys | 4000 | 0 |", "deep links | 3000 | 0 |", "text fields | 1000 | 0 |", "hostile catalogs |",
            "server faults |", "link socket |", "features left out | ", "hostile tapes |", "deep stacks |",
            "conformance | 0 | 0 |",
        ] {
            #expect(result.output.contains("| \(section)"), "\(result.output)")
        }
        #expect(!result.output.contains("failures:"), "\(result.output)")
    }
}
