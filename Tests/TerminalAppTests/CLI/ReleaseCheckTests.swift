import Foundation
import Testing

@testable import TerminalApp

/// Tools/check_release.sh, the CI's check of the shipped binary, on small binaries built here
/// with cc: one holding ICU data (its object in a `.build` folder referencing full Foundation)
/// is refused with a line naming that target; a clean one passes.
@Suite struct ReleaseCheckTests {
    static let script = TmuxSession.packageRoot().appendingPathComponent("Tools/check_release.sh").path

    /// A binary in `folder` that prints a version, holding `icudt76_dat` when `icu`; beside it
    /// `Core.build/x.o`, whose object references a full-Foundation symbol when `icu`.
    private static func binary(in folder: ScratchDirectory, icu: Bool) throws -> String {
        // Thousands of symbols after it, as a real binary has: nm writes more than a pipe
        // holds after the ICU symbol (a reader that stops at the first match must not miss it).
        let many = (0..<6000).map { "int zz_symbol_\($0)(void) { return \($0); }\n" }.joined()
        let program = try folder.write(
            (icu ? "const char icudt76_dat[64] = {1};\n" : "") + many
                + "#include <stdio.h>\nint main(void) { puts(\"0.1.0\"); return 0; }\n", to: "main.c")
        let binary = folder.url.appendingPathComponent("challenge").path
        let built = try ChildProcess.run("/usr/bin/cc", ["-O0", "-o", binary, program])
        try #require(built.status == 0, "\(built.error)")
        let objects = folder.url.appendingPathComponent("Core.build")
        try FileManager.default.createDirectory(at: objects, withIntermediateDirectories: true)
        let source = try folder.write(
            icu
                ? "extern void $s10Foundation4DateVACycfC(void);\nvoid use(void) { $s10Foundation4DateVACycfC(); }\n"
                : "void use(void) {}\n", to: "x.c")
        let object = try ChildProcess.run(
            "/usr/bin/cc", ["-c", "-o", objects.appendingPathComponent("x.o").path, source])
        try #require(object.status == 0, "\(object.error)")
        return binary
    }

    @Test func aBinaryHoldingICUDataIsRefusedNamingWhoImportsFullFoundation() throws {
        let folder = try ScratchDirectory(prefix: "challenge-release-check")
        let result = try ChildProcess.run("/bin/bash", [Self.script, try Self.binary(in: folder, icu: true)])
        #expect(result.status == 1)
        #expect(result.output.contains("holds ICU data (full Foundation); it is imported by: Core"), "\(result)")
    }

    @Test func aCleanBinaryPasses() throws {
        let folder = try ScratchDirectory(prefix: "challenge-release-check")
        let result = try ChildProcess.run("/bin/bash", [Self.script, try Self.binary(in: folder, icu: false)])
        #expect(result.status == 0, "\(result)")
        #expect(result.output.contains("starts alone, no ICU data"))
    }
}
