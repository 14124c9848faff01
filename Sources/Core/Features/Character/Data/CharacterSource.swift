import FoundationEssentials

/// Where characters come from, for each way the app gets its data.
nonisolated public enum CharacterSource {
    public static func embedded() -> any RecordSourceContract<CharacterModel> {
        do {
            return local(
                try Data(EmbeddedCatalogJSON.text.utf8).withUnsafeBytes {
                    try CharacterJSON.catalog(JSONReader(bytes: $0))
                })
        } catch {
            // The text is part of the source and covered by a test; failing here is a build defect.
            preconditionFailure("embedded catalog is malformed: \(error)")
        }
    }

    /// A catalog's characters, in any of its forms (the whole-catalog object, a page, an
    /// array of pages or of characters); every form holds them. And the ids of those left
    /// out for repeating an id read before.
    public static func catalog(
        _ document: JSONReader
    ) throws -> (records: any RecordSourceContract<CharacterModel>, repeatedIDs: [Int]) {
        let characters = try CharacterJSON.catalog(document)
        return (local(characters), characters.repeatedIDs)
    }

    public static func server(_ client: APIClient) -> any RecordSourceContract<CharacterModel> {
        RemoteRecords(client: client, resource: "character", noun: "character", readRecord: CharacterJSON.read)
    }

    static func local(_ characters: [CharacterModel]) -> any RecordSourceContract<CharacterModel> {
        LocalRecords(characters, noun: "character")
    }
}
