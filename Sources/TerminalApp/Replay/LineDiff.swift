import ArgumentParser
import Core
import FoundationEssentials
import Glibc

/// A minimal line diff for a person reading a failed snapshot: the first `limit` lines that
/// differ, and how many more.
nonisolated enum LineDiff {
    static func describe(expected: String, actual: String, limit: Int = 60) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? old[index] : nil
            let after = index < new.count ? new[index] : nil
            guard before != after else { continue }
            if let before { lines.append("−\(index + 1)│\(before)") }
            if let after { lines.append("+\(index + 1)│\(after)") }
        }
        guard lines.count > limit else { return lines.joined(separator: "\n") }
        return (lines.prefix(limit) + ["… and \(lines.count - limit) more lines that differ"]).joined(separator: "\n")
    }
}
