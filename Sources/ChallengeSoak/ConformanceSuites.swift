import Core
import Foundation
import TerminalApp

/// The standards' own suites against the app's readers (`../shared/conformance`): JSONTestSuite
/// for the catalog reader, toml-test's TOML 1.0 list for the config reader. Each disagreement
/// is a failure; what the standard leaves open (JSONTestSuite's `i_` texts) is counted.
enum ConformanceSuites {
    struct Tally {
        var cases = 0
        var failures: [String] = []
        var counts: [String: Int] = [:]

        mutating func count(_ kind: String) { counts[kind, default: 0] += 1 }
    }

    /// `y_` texts accepted, `n_` refused, and what the `i_` ones do.
    static func json(folder: String) throws -> Tally {
        var tally = Tally()
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where name.hasSuffix(".json") {
            guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { continue }
            tally.cases += 1
            let accepted = data.withUnsafeBytes { (try? JSONReader.check($0)) != nil }
            switch (name.prefix(2), accepted) {
            case ("y_", true): tally.count("y accepted")
            case ("n_", false): tally.count("n refused")
            case ("i_", true): tally.count("i accepted")
            case ("i_", false): tally.count("i refused")
            default: tally.failures.append("\(name): \(accepted ? "accepted" : "refused")")
            }
        }
        return tally
    }

    /// Each file of `tests/files-toml-1.0.0`: a valid one read with the meaning its `.json`
    /// gives or refused naming what is not read here; an invalid one refused.
    static func toml(folder: String) throws -> Tally {
        var tally = Tally()
        let list = try String(contentsOfFile: folder + "/files-toml-1.0.0", encoding: .utf8)
        for path in list.split(separator: "\n").map(String.init) where path.hasSuffix(".toml") {
            guard let data = FileManager.default.contents(atPath: folder + "/" + path) else { continue }
            tally.cases += 1
            let reading = read(data)
            if path.hasPrefix("invalid/") {
                if case .read = reading {
                    tally.failures.append("\(path): read")
                } else {
                    tally.count("invalid refused")
                }
                continue
            }
            switch reading {
            case .refused(let message) where message.contains("not read here"): tally.count("valid refused by name")
            case .refused(let message): tally.failures.append("\(path): refused: \(message)")
            case .read(let meaning):
                let expected = FileManager.default.contents(atPath: folder + "/" + path.dropLast(5) + ".json")
                    .flatMap { try? JSONSerialization.jsonObject(with: $0) }
                if let expected, same(meaning, expected) {
                    tally.count("valid read")
                } else {
                    tally.failures.append("\(path): read as \(meaning)")
                }
            }
        }
        return tally
    }

    private enum Reading {
        case read([String: Any])
        case refused(String)
    }

    /// The file as the app reads it (UTF-8 first), in toml-test's JSON shape.
    private static func read(_ data: Data) -> Reading {
        guard let text = ConfigFile.text(data) else { return .refused("not UTF-8") }
        let document: (entries: [ConfigTOML.Entry], tables: [String])
        do {
            document = try ConfigTOML.read(text)
        } catch {
            return .refused(error.message)
        }
        var root: [String: Any] = [:]
        for table in document.tables { root[table] = [String: Any]() }
        for entry in document.entries {
            if entry.table.isEmpty {
                root[entry.key] = tagged(entry.value)
            } else {
                var table = root[entry.table] as? [String: Any] ?? [:]
                table[entry.key] = tagged(entry.value)
                root[entry.table] = table
            }
        }
        return .read(root)
    }

    private static func tagged(_ value: ConfigTOML.Value) -> Any {
        switch value {
        case .string(let text): ["type": "string", "value": text]
        case .integer(let number): ["type": "integer", "value": String(number)]
        case .float(let number): ["type": "float", "value": String(number)]
        case .boolean(let flag): ["type": "bool", "value": String(flag)]
        case .strings(let list): list.map { ["type": "string", "value": $0] }
        }
    }

    /// The same meaning: equal tables and arrays, and equal tagged values (floats as numbers).
    private static func same(_ read: Any, _ expected: Any) -> Bool {
        switch (read, expected) {
        case (let read as [Any], let expected as [Any]):
            return read.count == expected.count && zip(read, expected).allSatisfy { same($0, $1) }
        case (let read as [String: Any], let expected as [String: Any]):
            if let type = read["type"] as? String, let value = read["value"] as? String, read.count == 2 {
                guard expected["type"] as? String == type, let written = expected["value"] as? String else {
                    return false
                }
                guard type == "float" else { return value == written }
                guard let a = Double(value), let b = Double(written) else { return false }
                return a == b || a.isNaN && b.isNaN
            }
            return Set(read.keys) == Set(expected.keys) && read.allSatisfy { same($0.value, expected[$0.key]!) }
        default:
            return false
        }
    }
}
