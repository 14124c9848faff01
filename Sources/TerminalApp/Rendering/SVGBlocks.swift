/// Block elements (a picture's half blocks and quadrants) as rectangles in an SVG picture:
/// a font draws them with gaps and at its own height, and a picture's colours must stay
/// exactly as they are, not be moved for contrast as text is.
nonisolated enum SVGBlocks {
    /// The quadrants a block element fills (bits: 1 upper left, 2 upper right, 4 lower left,
    /// 8 lower right); nil for any other character.
    static func quadrants(of scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x2580: 3 // ▀
        case 0x2584: 12 // ▄
        case 0x2588: 15 // █
        case 0x258C: 5 // ▌
        case 0x2590: 10 // ▐
        case 0x2596: 4 // ▖
        case 0x2597: 8 // ▗
        case 0x2598: 1 // ▘
        case 0x2599: 13 // ▙
        case 0x259A: 9 // ▚
        case 0x259B: 7 // ▛
        case 0x259C: 11 // ▜
        case 0x259D: 2 // ▝
        case 0x259E: 6 // ▞
        case 0x259F: 14 // ▟
        default: nil
        }
    }

    /// The foreground's rectangles for the block at (x, y), in `fill`.
    static func rectangles(_ quadrants: Int, x: Int, y: Int, fill: String) -> String {
        let (width, height) = (SVGPicture.cellWidth, SVGPicture.cellHeight)
        let (left, top) = (x * width, y * height)
        let halfWidth = width / 2
        let halfHeight = height / 2
        var result = ""
        let parts = [
            (1, left, top, halfWidth, halfHeight), (2, left + halfWidth, top, width - halfWidth, halfHeight),
            (4, left, top + halfHeight, halfWidth, height - halfHeight),
            (8, left + halfWidth, top + halfHeight, width - halfWidth, height - halfHeight),
        ]
        for (bit, partX, partY, partWidth, partHeight) in parts where quadrants & bit != 0 {
            result +=
                "<rect x=\"\(partX)\" y=\"\(partY)\" width=\"\(partWidth)\" height=\"\(partHeight)\" fill=\"\(fill)\"/>\n"
        }
        return result
    }
}
