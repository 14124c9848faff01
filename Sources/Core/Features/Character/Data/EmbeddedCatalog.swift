/// The characters shipped inside the binary: all 826 of the public data set.
public enum EmbeddedCatalog {
    public static func characters() -> [CharacterModel] {
        do {
            return try CatalogDecoder.decode(Data(EmbeddedCatalogJSON.text.utf8))
        } catch {
            // The text is part of the source and covered by a test; failing here is a build defect.
            preconditionFailure("embedded catalog is malformed: \(error)")
        }
    }
}

import Foundation
