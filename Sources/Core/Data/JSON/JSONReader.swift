#if canImport(Glibc)
    import Glibc
#endif

/// A single pass over JSON bytes that hands each value to its caller as it meets it,
/// without building a tree: the caller reads the fields it wants and skips the rest.
/// Features map their own JSON shapes with it (catalog files, server answers).
///
/// Nesting is bounded (`maximumDepth`) and skipping is iterative, so no input decides
/// how deep the stack goes. A problem is a `Failure` naming line and column.
///
/// A document is either bytes in memory or a file read in chunks (`JSONFileInput`): then
/// `bytes` holds the part of the file at hand, from the start of the value being read
/// (`mark`) on, and reading past its end reads on. A reader over a file is not copied and
/// read twice: the copies would share the one chunk.
nonisolated public struct JSONReader {
    /// The document's bytes at hand: all of them, or a file's from `base` on.
    private var bytes: UnsafeRawBufferPointer
    /// Where the reader is in `bytes`.
    private var position = 0
    /// Where `bytes` starts in the document.
    private var base = 0
    /// The start of the value being read, in `bytes`: reading on keeps it and what follows.
    private var mark = 0
    private let input: JSONFileInput?
    private var depth = 0

    /// Where the reader is in the document, in bytes from its start.
    public var index: Int { base + position }

    /// Deeper nesting than this is refused: no catalog or answer needs it.
    public static let maximumDepth = 256

    /// The longest string kept (a name, a key, a link), in bytes as written: a value past it is
    /// refused at its line before more of it is read, so no string costs more than this. A
    /// string skipped (a field nobody reads) has no bound: its bytes are never held.
    public static let maximumStringBytes = 64 << 10

    public struct Failure: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// Whether the document holds nothing but, perhaps, a byte-order mark (white space is something).
    public var isEmpty: Bool { base == 0 && (bytes.isEmpty || bytes.elementsEqual([0xEF, 0xBB, 0xBF])) }

    public init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        input = nil
    }

    /// A file's document, read in chunks as the reader goes.
    init(input: JSONFileInput) {
        bytes = input.window
        self.input = input
    }

    // MARK: Position

    public var peek: UInt8? {
        @inline(__always) mutating get { has(1) ? bytes[position] : nil }
    }

    public var isAtEnd: Bool {
        mutating get { !has(1) }
    }

    /// Whether `count` bytes from the reader's position are at hand, reading on in a file.
    @inline(__always)
    private mutating func has(_ count: Int) -> Bool {
        position + count <= bytes.count || readMore(count)
    }

    /// Reads on in a file until `count` bytes from the position are at hand, letting go of
    /// those before `mark`; false at the file's end.
    @inline(never)
    private mutating func readMore(_ count: Int) -> Bool {
        guard let input else { return false }
        while position + count > bytes.count {
            let (letGo, more) = input.readMore(keeping: min(mark, position), base: base)
            bytes = input.window
            base += letGo
            position -= letGo
            mark -= letGo
            if !more { return false }
        }
        return true
    }

    /// Marks where the value being read starts: reading on keeps it.
    @inline(__always)
    private mutating func markValue() {
        mark = position
    }

    /// Between values: what was read before is let go of as a file is read on.
    @inline(__always)
    public mutating func skipWhitespace() {
        repeat {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x0A, 0x0D, 0x09: position += 1
                default: return
                }
            }
            mark = position
        } while readMore(1)
    }

    /// Skips a UTF-8 byte order mark at the start.
    public mutating func skipBOM() {
        if index == 0, has(3), bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
    }

    // MARK: Containers

    /// Reads an object's members through its `}`. `member` gets the position of the key
    /// in `keys` (nil for any other key) and must read or skip the value.
    public mutating func readObject(keys: JSONKeys, _ member: (inout JSONReader, Int?) throws -> Void) throws {
        skipWhitespace()
        guard peek == UInt8(ascii: "{") else { throw failure("expected an object") }
        position += 1
        try enter()
        defer { depth -= 1 }
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            position += 1
            return
        }
        while true {
            skipWhitespace()
            let (start, end, escaped) = try skipString(field: "a key")
            let raw = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
            // A key is the same key however it is written: "n\u0061me" is "name".
            let key = escaped ? try keys.index(of: unescape(raw)) : keys.index(of: raw)
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw failure("expected ':' after a key") }
            position += 1
            skipWhitespace()
            try member(&self, key)
            skipWhitespace()
            if peek == UInt8(ascii: ",") {
                position += 1
            } else if peek == UInt8(ascii: "}") {
                position += 1
                return
            } else {
                throw failure("expected ',' or '}' in an object")
            }
        }
    }

    /// Reads an array's elements through its `]`; `element` must read or skip each one.
    public mutating func readArray(field: @autoclosure () -> String, _ element: (inout JSONReader) throws -> Void)
        throws
    {
        skipWhitespace()
        guard peek == UInt8(ascii: "[") else { throw typeFailure("\"\(field())\" must be an array") }
        position += 1
        try enter()
        defer { depth -= 1 }
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            position += 1
            return
        }
        while true {
            skipWhitespace()
            try element(&self)
            skipWhitespace()
            if peek == UInt8(ascii: ",") {
                position += 1
            } else if peek == UInt8(ascii: "]") {
                position += 1
                return
            } else {
                throw failure("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func enter() throws {
        depth += 1
        if depth > Self.maximumDepth { throw failure("nested deeper than \(Self.maximumDepth) levels") }
    }

    /// Skips any value. Iterative: a value nested a million levels deep costs no stack.
    public mutating func skipValue() throws {
        // Open containers, innermost last: what closes each one.
        var closers: [UInt8] = []
        repeat {
            skipWhitespace()
            guard let byte = peek else { throw failure("the file ends inside a value") }
            switch byte {
            case UInt8(ascii: "\""):
                _ = try scanString(field: "a value", keeping: false)
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard depth + closers.count < Self.maximumDepth else {
                    throw failure("nested deeper than \(Self.maximumDepth) levels")
                }
                position += 1
                closers.append(byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                skipWhitespace()
                if peek == closers.last {
                    position += 1
                    closers.removeLast()
                } else if closers.last == UInt8(ascii: "}") {
                    try skipKey()
                    continue
                } else {
                    continue
                }
            default:
                try skipScalar()
            }
            // After a value: a comma (and, in an object, the next key) or closing brackets.
            while let closer = closers.last {
                skipWhitespace()
                if peek == UInt8(ascii: ",") {
                    position += 1
                    if closer == UInt8(ascii: "}") { try skipKey() }
                    break
                } else if peek == closer {
                    position += 1
                    closers.removeLast()
                } else {
                    throw failure(
                        closer == UInt8(ascii: "}")
                            ? "expected ',' or '}' in an object" : "expected ',' or ']' in an array")
                }
            }
        } while !closers.isEmpty
    }

    private mutating func skipKey() throws {
        skipWhitespace()
        _ = try scanString(field: "a key", keeping: false)
        skipWhitespace()
        guard peek == UInt8(ascii: ":") else { throw failure("expected ':' after a key") }
        position += 1
    }

    /// Moves past `true`, `false`, `null` or a number as RFC 8259 writes it; anything else
    /// (NaN, `.5`, `01`, `0x1F`, `+1`) is refused, skipped or not.
    private mutating func skipScalar() throws {
        markValue()
        switch peek {
        case UInt8(ascii: "t"): try skipLiteral("true")
        case UInt8(ascii: "f"): try skipLiteral("false")
        case UInt8(ascii: "n"): try skipLiteral("null")
        default: try skipNumber()
        }
        guard peek.map(Self.endsScalar) ?? true else {
            position = mark
            throw failure("not a JSON value")
        }
    }

    private mutating func skipLiteral(_ word: StaticString) throws {
        let length = word.utf8CodeUnitCount
        guard has(length),
            memcmp(bytes.baseAddress! + position, word.utf8Start, length) == 0
        else { throw failure("not a JSON value") }
        position += length
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, from the value's mark.
    private mutating func skipNumber() throws {
        if peek == UInt8(ascii: "-") { position += 1 }
        guard let first = peek, Self.isDigit(first) else {
            position = mark
            throw failure("not a JSON value")
        }
        position += 1
        if first == UInt8(ascii: "0"), let next = peek, Self.isDigit(next) {
            position = mark
            throw failure("a number with a leading zero")
        }
        skipDigits()
        if peek == UInt8(ascii: ".") {
            position += 1
            guard let next = peek, Self.isDigit(next) else { throw failure("a number needs digits after '.'") }
            skipDigits()
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            position += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { position += 1 }
            guard let next = peek, Self.isDigit(next) else { throw failure("a number needs digits in its exponent") }
            skipDigits()
        }
    }

    private mutating func skipDigits() {
        while let byte = peek, Self.isDigit(byte) { position += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Reads one whole JSON text (after a byte-order mark) and keeps nothing: whether it is
    /// JSON as RFC 8259 writes it, as every value the catalogs skip is checked.
    public static func check(_ bytes: UnsafeRawBufferPointer) throws {
        var reader = JSONReader(bytes: bytes)
        reader.skipBOM()
        reader.skipWhitespace()
        guard !reader.isAtEnd else { throw reader.failure("no value") }
        try reader.skipValue()
        reader.skipWhitespace()
        guard reader.isAtEnd else { throw reader.failure("unexpected text after the end") }
    }

    // MARK: Scalars

    public mutating func readInteger(field: @autoclosure () -> String) throws -> Int {
        skipWhitespace()
        markValue()
        let negative = peek == UInt8(ascii: "-")
        if negative { position += 1 }
        let leadingZero = peek == UInt8(ascii: "0")
        // Counted downwards: Int's range reaches one further below zero (Int.min) than above.
        var value = 0
        var digits = 0
        while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            let (product, multiplyOverflow) = value.multipliedReportingOverflow(by: 10)
            let (next, addOverflow) = product.subtractingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !multiplyOverflow, !addOverflow else { throw typeFailure("\"\(field())\" is out of range") }
            value = next
            digits += 1
            position += 1
        }
        if digits > 1, leadingZero {
            position = mark
            throw failure("a number with a leading zero")
        }
        guard digits > 0, peek.map(Self.endsScalar) ?? true else {
            position = mark
            throw typeFailure("\"\(field())\" must be a whole number")
        }
        if negative { return value }
        guard value != .min else { throw typeFailure("\"\(field())\" is out of range") }
        return -value
    }

    /// A string's value (escapes resolved, invalid UTF-8 repaired).
    public mutating func readString(field: @autoclosure () -> String) throws -> String {
        let (start, end, escaped) = try skipString(field: field())
        let raw = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
        return escaped ? try unescape(raw) : String(decoding: raw, as: UTF8.self)
    }

    /// A link to another resource in the API's shape (`…/api/episode/28`): the id its
    /// last path segment names, or nil for "" or a link with no id. Read in place: no
    /// string is made for the link (a large catalog has millions of them).
    public mutating func readLinkedID(field: @autoclosure () -> String) throws -> Int? {
        let (start, end, escaped) = try skipString(field: field())
        if escaped {
            // "\/" and the like: rare, so read it as a string and look at that (from its quote).
            position = mark
            let link = try readString(field: field())
            guard let slash = link.lastIndex(of: "/") else { return nil }
            let digits = link[link.index(after: slash)...]
            guard (1...9).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(digits)
        }
        let base = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
        var position = end
        var id = 0
        var scale = 1
        while position > start, base[position - 1] >= UInt8(ascii: "0"), base[position - 1] <= UInt8(ascii: "9") {
            position -= 1
            guard end - position <= 9 else { return nil }
            id += Int(base[position] - UInt8(ascii: "0")) * scale
            scale *= 10
        }
        // Digits right after a "/".
        guard position < end, position > start, base[position - 1] == UInt8(ascii: "/") else { return nil }
        return id
    }

    /// An array of resource links, as ids (links without one are skipped).
    public mutating func readLinkedIDs(field: @autoclosure () -> String) throws -> LinkedIDs {
        var ids = LinkedIDs()
        try readArray(field: field()) { reader in
            if let id = try reader.readLinkedID(field: field()) { ids.append(id) }
        }
        return ids
    }

    /// A string, or nil for `null`.
    public mutating func readOptionalString(field: @autoclosure () -> String) throws -> String? {
        skipWhitespace()
        if peek == UInt8(ascii: "n") {
            try skipScalar()
            return nil
        }
        return try readString(field: field())
    }

    /// Moves past a string; returns its contents' range in `bytes` (until the reader reads
    /// on) and whether it holds escapes.
    public mutating func skipString(field: @autoclosure () -> String) throws -> (Int, Int, Bool) {
        try scanString(field: field(), keeping: true)
    }

    /// Moves past a string; with `keeping`, its bytes stay at hand to be read (a skipped
    /// one's are let go of as a file is read on: a 50 MB string skipped is never held).
    private mutating func scanString(field: @autoclosure () -> String, keeping: Bool) throws -> (Int, Int, Bool) {
        skipWhitespace()
        guard peek == UInt8(ascii: "\"") else {
            let name = field()
            throw name == "a key" ? failure("expected a key") : typeFailure("\"\(name)\" must be a string")
        }
        markValue()
        var escaped = false
        var base = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
        var count = bytes.count
        var position = self.position + 1
        // A string kept is refused once it is past the bound, at its start, with the field's name.
        func checkLength(_ position: Int) throws {
            guard keeping, position - mark - 1 > Self.maximumStringBytes else { return }
            let name = field()
            let what = name == "a key" ? "a key" : "\"\(name)\""
            let message = "\(what) holds more than \(Self.maximumStringBytes >> 10) kB; a string is at most that"
            throw Failure(description: "too long: " + locate(message, at: self.base + mark))
        }
        // Reads on in a file from where the scan is: the string from its quote stays at hand
        // when it is to be read.
        func readOn(_ needed: Int) throws -> Bool {
            self.position = position
            if !keeping { mark = position }
            try checkLength(position)
            defer {
                position = self.position
                base = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
                count = bytes.count
            }
            return readMore(needed)
        }
        while try position < count || readOn(1) {
            // Eight bytes at a time up to the first that can end the string, start an escape
            // or be a control character (most of a catalog's bytes are inside strings).
            if position + 8 <= count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
                let special = Self.specialBytes(word)
                if special == 0 {
                    position += 8
                    continue
                }
                position += special.trailingZeroBitCount / 8
            }
            let byte = base[position]
            if byte == UInt8(ascii: "\"") {
                try checkLength(position)
                self.position = position + 1
                return (mark + 1, position, escaped)
            }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                if count - position < 6 { _ = try readOn(6) }
                guard let length = Self.escapeLength(base + position, count - position) else {
                    self.position = position
                    throw failure(
                        "a bad escape (JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\u with four hex digits)")
                }
                position += length
                continue
            }
            if byte < 0x20 {
                self.position = position
                throw failure("a raw control character inside a string")
            }
            position += 1
        }
        self.position = count
        throw failure("the file ends inside a string")
    }

    /// The length of the escape at `escape` (`\n`, `\u00e9`…), nil for one JSON does not have:
    /// checked where a string is skipped as where it is read. One cut short is the end's problem.
    @inline(__always)
    private static func escapeLength(_ escape: UnsafePointer<UInt8>, _ available: Int) -> Int? {
        guard available >= 2 else { return available }
        switch escape[1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return 2
        case UInt8(ascii: "u"):
            let length = min(6, available)
            for offset in 2..<length where hexValue(escape[offset]) == nil { return nil }
            return length
        default:
            return nil
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Of eight bytes (the first in the lowest bits), those that are `"`, `\` or below 0x20,
    /// as their high bits: a byte-wise zero test on the word xor-ed with each of the two,
    /// and a byte-wise "less than" for the control characters. A borrow can mark a byte
    /// above a marked one too, never below: the lowest mark is exact, and 0 means none.
    @inline(__always)
    static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func zeroBytes(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
        let quotes = zeroBytes(word ^ (ones &* 0x22))
        let backslashes = zeroBytes(word ^ (ones &* 0x5C))
        let controls = (word &- ones &* 0x20) & ~word & highs
        return quotes | backslashes | controls
    }

    /// A string's contents with its escapes resolved. A surrogate escape not paired with its
    /// other half is U+FFFD, and the escape after it is read on its own.
    private func unescape(_ raw: UnsafeRawBufferPointer) throws -> String {
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var position = 0
        /// The four hex digits of a `\u` escape at `at` (its backslash), or nil.
        func hex4(at start: Int) -> UInt32? {
            guard start + 6 <= raw.count, raw[start] == UInt8(ascii: "\\"), raw[start + 1] == UInt8(ascii: "u") else {
                return nil
            }
            var value: UInt32 = 0
            for offset in 2..<6 {
                guard let digit = Self.hexValue(raw[start + offset]) else { return nil }
                value = value << 4 | digit
            }
            return value
        }
        while position < raw.count {
            let byte = raw[position]
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                position += 1
                continue
            }
            guard position + 1 < raw.count else { throw failure("a bad escape") }
            let code = raw[position + 1]
            position += 2
            switch code {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(code)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                guard var scalar = hex4(at: position - 2) else { throw failure("a bad \\u escape") }
                position += 4
                if (0xD800...0xDBFF).contains(scalar), let low = hex4(at: position), (0xDC00...0xDFFF).contains(low) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    position += 6
                }
                output.append(contentsOf: (Unicode.Scalar(scalar) ?? "\u{FFFD}").utf8)
            default:
                throw failure("a bad escape \\\(Character(Unicode.Scalar(code)))")
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func endsScalar(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
            || byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    // MARK: Failures

    /// Structural problems read as "not valid JSON", with line and column.
    public func failure(_ message: String) -> Failure {
        Failure(description: "not valid JSON: " + locate(message))
    }

    /// Valid JSON, but a field holds the wrong kind of value.
    public func typeFailure(_ message: String) -> Failure {
        Failure(description: "wrong type: " + locate(message))
    }

    /// A message with where the reader is, or `offset` (in the document, not before the
    /// value being read), as line and column.
    public func locate(_ message: String, at offset: Int? = nil) -> String {
        let offset = max(offset ?? index, base)
        var line = 1 + (input?.linesBefore ?? 0)
        var lineStart = input?.lineStartBefore ?? 0
        for position in 0..<min(offset - base, bytes.count) where bytes[position] == 0x0A {
            line += 1
            lineStart = base + position + 1
        }
        return "\(message) at line \(line), column \(offset - lineStart + 1)"
    }
}
