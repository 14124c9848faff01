/// A TOML 1.0 number from the word it is written as: one grammar for every integer (decimal
/// with a sign, `0x`, `0o`, `0b`, `_` between digits) and float (`1.5`, `1e3`, `inf`, `nan`).
nonisolated enum TOMLNumber: Equatable {
    case integer(Int)
    case float(Double)
    /// An integer as TOML writes it that no 64-bit integer holds.
    case tooLarge
    /// Not a number as TOML writes one.
    case notANumber

    static func == (lhs: TOMLNumber, rhs: TOMLNumber) -> Bool {
        switch (lhs, rhs) {
        case (.integer(let a), .integer(let b)): a == b
        case (.float(let a), .float(let b)): a == b || a.isNaN && b.isNaN
        case (.tooLarge, .tooLarge), (.notANumber, .notANumber): true
        default: false
        }
    }

    init(_ word: String) {
        self = Self.read(Array(word.utf8)[...])
    }

    private static func read(_ word: ArraySlice<UInt8>) -> TOMLNumber {
        var rest = word
        var negative = false
        if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            negative = sign == UInt8(ascii: "-")
            rest = rest.dropFirst()
        }
        switch String(decoding: rest, as: UTF8.self) {
        case "inf": return .float(negative ? -.infinity : .infinity)
        case "nan": return .float(.nan)
        default: break
        }
        // 0x, 0o and 0b take no sign.
        if rest.count > 2, rest.first == UInt8(ascii: "0"), rest.startIndex == word.startIndex {
            let radix: Int? =
                switch rest[rest.startIndex + 1] {
                case UInt8(ascii: "x"): 16
                case UInt8(ascii: "o"): 8
                case UInt8(ascii: "b"): 2
                default: nil
                }
            if let radix {
                guard let digits = Self.digits(rest.dropFirst(2), radix: radix) else { return .notANumber }
                return integer(digits, radix: radix, negative: false)
            }
        }
        return decimal(rest, negative: negative)
    }

    /// `123`, `1_000`, `3.14`, `6e-3`, `1_0.5E+0_2`: no leading zero in the whole part.
    private static func decimal(_ text: ArraySlice<UInt8>, negative: Bool) -> TOMLNumber {
        let dot = text.firstIndex(of: UInt8(ascii: "."))
        let exponent = text.firstIndex { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
        let wholeEnd = dot ?? exponent ?? text.endIndex
        guard let whole = Self.digits(text[..<wholeEnd], radix: 10),
            whole.count == 1 || whole.first != UInt8(ascii: "0")
        else { return .notANumber }
        var plain = whole
        if let dot {
            guard let fraction = Self.digits(text[(dot + 1)..<(exponent ?? text.endIndex)], radix: 10) else {
                return .notANumber
            }
            plain += [UInt8(ascii: ".")] + fraction
        }
        if let exponent {
            guard dot.map({ $0 < exponent }) ?? true else { return .notANumber }
            var power = text[(exponent + 1)...]
            var sign: [UInt8] = []
            if let first = power.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
                sign = [first]
                power = power.dropFirst()
            }
            guard let digits = Self.digits(power, radix: 10) else { return .notANumber }
            plain += [UInt8(ascii: "e")] + sign + digits
        }
        guard dot != nil || exponent != nil else { return integer(whole, radix: 10, negative: negative) }
        guard let value = Double(String(decoding: plain, as: UTF8.self)) else { return .notANumber }
        return .float(negative ? -value : value)
    }

    /// The digits of `text` without its underscores, each of which must stand between two
    /// digits; nil when it is empty or holds anything else.
    private static func digits(_ text: ArraySlice<UInt8>, radix: Int) -> [UInt8]? {
        guard let first = text.first, let last = text.last, first != UInt8(ascii: "_"), last != UInt8(ascii: "_") else {
            return nil
        }
        var plain: [UInt8] = []
        plain.reserveCapacity(text.count)
        var previous: UInt8 = 0
        for byte in text {
            if byte == UInt8(ascii: "_") {
                guard previous != UInt8(ascii: "_") else { return nil }
            } else {
                guard let value = digitValue(byte), value < radix else { return nil }
                plain.append(byte)
            }
            previous = byte
        }
        return plain
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    /// Counted downwards: a 64-bit integer reaches one further below zero than above.
    private static func integer(_ digits: [UInt8], radix: Int, negative: Bool) -> TOMLNumber {
        var value = 0
        for byte in digits {
            let (product, multiplyOverflow) = value.multipliedReportingOverflow(by: radix)
            let (next, subtractOverflow) = product.subtractingReportingOverflow(digitValue(byte)!)
            guard !multiplyOverflow, !subtractOverflow else { return .tooLarge }
            value = next
        }
        if negative { return .integer(value) }
        return value == .min ? .tooLarge : .integer(-value)
    }
}
