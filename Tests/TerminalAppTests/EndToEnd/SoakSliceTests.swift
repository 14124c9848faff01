import Foundation
import TestSupport
import Testing

/// A smoke run of `make soak`, a few seconds on the debug build of `challenge-soak`: every
/// section runs and reports no failure (frames are timed against a debug build's allowance).
/// The soak itself, with its numbers, is `make soak`'s.
@Suite("Soak: a slice", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct SoakSliceTests {
    @Test("Random keys, fuzzed links, text-field edits, hostile catalogs, server faults and socket abuse break nothing")
    func aSliceOfTheSoakPasses() async throws {
        let binary = TmuxSession.packageRoot().appendingPathComponent(".build/debug/challenge-soak").path
        // Waited for off the test pool, which the other tests need meanwhile.
        let result = try await OwnThread.run {
            try ChildProcess.run(
                binary,
                [
                    "--seed", "20261124", "--keys", "400", "--links", "300", "--edits", "100", "--quick",
                    "--seconds", "120", "--frame-limit-ms", "2000", "--conformance", "",
                ])
        }
        #expect(result.status == 0, "\(result.output)\(result.error)")
        for section in [
            "keys | 400 | 0 |", "deep links | 300 | 0 |", "text fields | 100 | 0 |", "hostile catalogs |",
            "server faults |", "link socket |", "features left out | ", "hostile tapes |", "deep stacks |",
            "conformance | 0 | 0 |",
        ] {
            #expect(result.output.contains("| \(section)"), "\(result.output)")
        }
        #expect(!result.output.contains("failures:"), "\(result.output)")
    }
}
