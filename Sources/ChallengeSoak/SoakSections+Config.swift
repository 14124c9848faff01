import TerminalApp
import TestSupport

/// Config files, random and mutated, against the reader the app starts with: each is taken
/// or refused in one `file:line: …` line whose line is in the file, never a crash. A sample
/// goes to the real binary on a pseudo-terminal: it starts and quits (0), or says one line
/// and exits 2.
extension SoakSections {
    static func configs(count: Int, random: inout SeededRandom, deadline: ContinuousClock.Instant) -> SoakResult {
        var result = SoakResult(name: "configs")
        let seed = ConfigSoak.seedText()
        var accepted = 0
        var binaryRuns = 0
        for index in 0..<count {
            if index % 256 == 0, ContinuousClock.now > deadline {
                result.fail("out of time after \(index) of \(count) configs")
                break
            }
            let text = ConfigSoak.mutate(seed, random: &random)
            result.cases += 1
            let started = ContinuousClock.now
            // Counted by scalar: "\r\n" is one Character, and the file's lines end at each "\n".
            let lines = text.unicodeScalars.filter { $0 == "\n" }.count + 1
            do {
                _ = try UserConfig(text: text, file: "soak.toml")
                accepted += 1
            } catch {
                let said = error.description
                let line = said.dropFirst("soak.toml:".count).prefix { $0.isNumber }
                if !said.hasPrefix("soak.toml:") || said.contains("\n")
                    || Int(line).map({ !(1...lines).contains($0) }) ?? true
                {
                    result.fail("case \(index): not one line naming a line of the file: \(said.prefix(200))")
                }
            }
            result.time(ContinuousClock.now - started)
            if index % max(count / 12, 1) == 0, binaryRuns < 12 {
                binaryRuns += 1
                ConfigSoak.runBinary(on: text, case: index, into: &result)
            }
        }
        result.note = "\(accepted) taken, the rest refused in one line; \(binaryRuns) through the binary"
        return result
    }
}
