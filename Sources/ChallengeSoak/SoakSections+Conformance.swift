import Foundation

/// The standards' suites against the readers (`ConformanceSuites`): JSONTestSuite and toml-test's
/// TOML 1.0 list, each file's verdict compared with the standard's. Skipped, saying so, where
/// the suites are not on this machine.
extension SoakSections {
    static func conformance(folder: String) -> SoakResult {
        var result = SoakResult(name: "conformance")
        guard !folder.isEmpty, FileManager.default.fileExists(atPath: folder) else {
            result.note = folder.isEmpty ? "skipped: no folder given" : "skipped: \(folder) is not here"
            return result
        }
        let started = ContinuousClock.now
        var notes: [String] = []
        for (name, run) in [
            ("JSON", { try ConformanceSuites.json(folder: folder + "/json/test_parsing") }),
            ("TOML 1.0", { try ConformanceSuites.toml(folder: folder + "/toml/tests") }),
        ] as [(String, () throws -> ConformanceSuites.Tally)] {
            do {
                let tally = try run()
                result.cases += tally.cases
                for failure in tally.failures { result.fail("\(name) \(failure)") }
                let counts = tally.counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
                notes.append("\(name): " + (counts + ["\(tally.failures.count) disagree"]).joined(separator: ", "))
            } catch {
                result.fail("\(name): the suite could not be read: \(error)")
            }
        }
        result.time(ContinuousClock.now - started)
        result.note = notes.joined(separator: "; ")
        return result
    }
}
