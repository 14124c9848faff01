nonisolated extension Style {
    /// One of a terminal's 256 colours: 0–7 the basic eight (which a terminal's own palette
    /// decides), 8–15 their bright forms, 16–231 a 6×6×6 cube, 232–255 greys. A 24-bit
    /// colour (a picture's) keeps its exact value beside the nearest of 16…255, which is what
    /// a terminal of 256 colours draws.
    struct Color: Hashable, Sendable {
        let index: Int
        /// 0xRRGGBB, for a 24-bit colour.
        let exact: UInt32?

        init(index: Int) {
            self.index = min(max(index, 0), 255)
            exact = nil
        }

        init(rgb packed: UInt32) {
            let value = packed & 0xFF_FFFF
            index = Self.nearest(to: (Int(value >> 16), Int(value >> 8 & 0xFF), Int(value & 0xFF)), among: 16...255)
            exact = value
        }

        static let black = Color(index: 0)
        static let red = Color(index: 1)
        static let green = Color(index: 2)
        static let yellow = Color(index: 3)
        static let blue = Color(index: 4)
        static let magenta = Color(index: 5)
        static let cyan = Color(index: 6)
        static let white = Color(index: 7)

        /// The sixteen colours by the names a config gives them, by index.
        static let names: [String] = {
            let basic = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
            return basic + basic.map { "bright_" + $0 }
        }()

        /// The nearest of 16…255 to a `#rrggbb` colour (the sixteen are the terminal's own,
        /// so an exact colour is looked for where it is fixed); nil when it is no such colour.
        init?(hex: String) {
            let digits = Array(hex.utf8)
            guard digits.count == 7, digits[0] == UInt8(ascii: "#"),
                let value = Int(String(decoding: digits[1...], as: UTF8.self), radix: 16)
            else { return nil }
            let wanted = (value >> 16, (value >> 8) & 0xFF, value & 0xFF)
            self.init(index: Self.nearest(to: wanted, among: 16...255))
        }

        /// This colour on a terminal that has only the first `count` colours; nil for a grey
        /// where the basic eight are all there is: they hold no grey between black and white,
        /// and the nearest by distance is a hue (mid grey comes out yellow), so it takes the
        /// terminal's own colour instead.
        func approximated(to count: Int) -> Color? {
            guard index >= count, count > 0 else { return self }
            if count < 16, isGrey { return nil }
            return Color(index: Self.nearest(to: rgb, among: 0...(min(count, 16) - 1)))
        }

        /// Whether the colour has (almost) no hue: its channels within a few steps of each other.
        var isGrey: Bool {
            let (r, g, b) = rgb
            return max(r, g, b) - min(r, g, b) <= 24
        }

        /// A grey between near-black and near-white: text meant to read as faint.
        var isMidGrey: Bool {
            let (r, g, b) = rgb
            return isGrey && (80...200).contains((r + g + b) / 3)
        }

        /// The colour as xterm's default palette draws it.
        var rgb: (Int, Int, Int) {
            if let exact { return (Int(exact >> 16), Int(exact >> 8 & 0xFF), Int(exact & 0xFF)) }
            switch index {
            case 0..<16: return Self.sixteen[index]
            case 16..<232:
                let cube = index - 16
                return (Self.level(cube / 36), Self.level(cube / 6 % 6), Self.level(cube % 6))
            default:
                let grey = 8 + (index - 232) * 10
                return (grey, grey, grey)
            }
        }

        private static func level(_ step: Int) -> Int { step == 0 ? 0 : 55 + step * 40 }

        private static let sixteen: [(Int, Int, Int)] = [
            (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
            (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
            (255, 0, 255), (0, 255, 255), (255, 255, 255),
        ]

        private static func nearest(to wanted: (Int, Int, Int), among range: ClosedRange<Int>) -> Int {
            var best = range.lowerBound
            var bestDistance = Int.max
            for index in range {
                let (r, g, b) = Color(index: index).rgb
                let distance =
                    (r - wanted.0) * (r - wanted.0) + (g - wanted.1) * (g - wanted.1) + (b - wanted.2) * (b - wanted.2)
                if distance < bestDistance {
                    best = index
                    bestDistance = distance
                }
            }
            return best
        }
    }
}
