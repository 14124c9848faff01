#if canImport(Glibc)
    import Glibc
#endif

/// The keys a mapping looks for, matched by their bytes (no String is made for a key).
nonisolated public struct JSONKeys: Sendable {
    private let keys: [ContiguousArray<UInt8>]

    public init(_ names: [String]) {
        keys = names.map { ContiguousArray($0.utf8) }
    }

    /// The position of `name` (a key whose escapes were resolved), or nil.
    func index(of name: String) -> Int? {
        var name = name
        return name.withUTF8 { index(of: UnsafeRawBufferPointer($0)) }
    }

    /// The position of the key spelled by `bytes`, or nil.
    func index(of bytes: UnsafeRawBufferPointer) -> Int? {
        let length = bytes.count
        for (position, key) in keys.enumerated() where key.count == length {
            if key.withUnsafeBufferPointer({ memcmp($0.baseAddress!, bytes.baseAddress!, length) == 0 }) {
                return position
            }
        }
        return nil
    }
}
