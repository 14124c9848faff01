#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// Colour arithmetic for `SVGPicture`, on `#rrggbb` strings: mixing (dim text is its
/// colour part way to the background, as terminals draw faint) and the WCAG contrast
/// ratio, which every text in a picture meets against what is behind it, as a terminal's
/// "minimum contrast" setting would make it.
nonisolated enum SVGColor {
    /// WCAG's ratio for body text (AA).
    static let minimumContrast = 4.5

    /// `color` moved `amount` (0…1) of the way to `other`.
    static func mix(_ color: String, _ other: String, _ amount: Double) -> String {
        let (a, b) = (components(color), components(other))
        return hex((0..<3).map { a[$0] + (b[$0] - a[$0]) * amount })
    }

    /// `color`, or the nearest colour towards white or black (away from `background`) that
    /// meets `minimumContrast` on it.
    static func readable(_ color: String, on background: String) -> String {
        guard contrast(color, background) < minimumContrast else { return color }
        let pole = luminance(background) < 0.18 ? "#ffffff" : "#000000"
        for step in 1...20 {
            let candidate = mix(color, pole, Double(step) / 20)
            if contrast(candidate, background) >= minimumContrast { return candidate }
        }
        return pole
    }

    /// The WCAG contrast ratio of two colours, 1…21.
    static func contrast(_ first: String, _ second: String) -> Double {
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// WCAG relative luminance.
    static func luminance(_ color: String) -> Double {
        let linear = components(color).map { value in
            let channel = value / 255
            return channel <= 0.03928 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    private static func components(_ color: String) -> [Double] {
        let digits = Array(color.utf8.dropFirst())
        return (0..<3).map { index in
            let pair = String(decoding: digits[index * 2..<index * 2 + 2], as: UTF8.self)
            return Double(Int(pair, radix: 16) ?? 0)
        }
    }

    private static func hex(_ channels: [Double]) -> String {
        let digits = "0123456789abcdef".map { $0 }
        return "#"
            + channels.map { value -> String in
                let byte = Int(min(max(value.rounded(), 0), 255))
                return String([digits[byte / 16], digits[byte % 16]])
            }.joined()
    }
}
