/// What is wrong with one record of a catalog, gathered while it is read so one error
/// names every problem (up to `maximum`) instead of one a run.
nonisolated public struct RecordProblems {
    /// The most problems an error lists; the rest are counted.
    public static let maximum = 8

    /// Each problem, with the field it is about (nil for the record as a whole).
    private var problems: [(field: String?, text: String)] = []
    private var more = 0
    /// Fields whose value was of the wrong kind: not also "missing".
    private var misread: Set<String> = []

    public init() {}

    public var isEmpty: Bool { problems.isEmpty && more == 0 }

    public mutating func note(_ problem: String) {
        note(problem, field: nil)
    }

    private mutating func note(_ problem: String, field: String?) {
        if problems.count < Self.maximum { problems.append((field, problem)) } else { more += 1 }
    }

    /// A field written again replaces what was said of it: the last of equal keys wins.
    private mutating func forget(_ field: String) {
        // Most records have no problem: no String is hashed for them.
        guard !misread.isEmpty, misread.remove(field) != nil else { return }
        problems.removeAll { $0.field == field }
    }

    /// Reads a field's value; a value of the wrong kind is noted and skipped, so the rest of
    /// the record is still checked. A failure past the value's start (broken JSON inside an
    /// object or array) cannot be skipped and is thrown.
    public mutating func read<Value>(
        _ field: String, _ reader: inout JSONReader, _ read: (inout JSONReader) throws -> Value
    ) throws -> Value? {
        reader.skipWhitespace()
        forget(field)
        let start = reader.index
        do {
            return try read(&reader)
        } catch let failure as JSONReader.Failure where failure.description.hasPrefix("wrong type") {
            guard reader.index == start else { throw failure }
            try reader.skipValue()
            misread.insert(field)
            note(failure.description, field: field)
            return nil
        }
    }

    /// Reads a record's `id`: a whole number a link can name (`DeepLink.identifiers`). One
    /// outside them (0, -1) is noted as the field's problem: such a record could be listed but
    /// never opened by a link, saved or restored.
    public mutating func readIdentifier(_ reader: inout JSONReader) throws -> Int? {
        reader.skipWhitespace()
        let valueStart = reader.index
        guard let id = try read("id", &reader, { try $0.readInteger(field: "id") }) else { return nil }
        guard DeepLink.identifiers.contains(id) else {
            misread.insert("id")
            let bounds = DeepLink.identifiers
            note(
                "out of range: "
                    + reader.locate(
                        "\"id\" is \(id), not from \(bounds.lowerBound) to \(bounds.upperBound)", at: valueStart),
                field: "id")
            return nil
        }
        return id
    }

    /// Notes the fields of `names` that are nil and were not misread.
    public mutating func require(_ fields: [(name: String, isPresent: Bool)]) {
        let missing = fields.filter { !$0.isPresent && !misread.contains($0.name) }.map { "\"\($0.name)\"" }
        guard !missing.isEmpty else { return }
        note("missing field\(missing.count == 1 ? "" : "s") " + missing.joined(separator: ", "))
    }

    /// Throws one failure naming them all, with which record it is; nothing when there are none.
    /// The record's description is made only then (a million records read make a million checks).
    public func check(record: @autoclosure () -> String) throws {
        guard !isEmpty else { return }
        throw failure(record: record())
    }

    /// The one failure naming them all, with which record it is.
    public func failure(record: String) -> JSONReader.Failure {
        var text = problems.map(\.text).joined(separator: "; ")
        if more > 0 { text += "; and \(more) more" }
        return JSONReader.Failure(description: "\(text) in \(record)")
    }
}
