/// A decoded picture: rows of packed RGBA, 8 bits a channel (chafa 1.12 reads rows of RGB
/// askew when their length in bytes is not a multiple of four; RGBA rows always are).
nonisolated struct Pixels: Sendable {
    let width: Int
    let height: Int
    let rgba: [UInt8]

    /// Nil unless `rgba` holds exactly `width`×`height`×4 bytes: the converters read that many.
    init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0, case (let area, let overflow) = width.multipliedReportingOverflow(by: height),
            !overflow, area <= Int.max / 4, rgba.count == area * 4
        else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The band of rows that `part` of `total` equal rows of cells shows (a picture cut at
    /// the edge of what scrolls): the same rows of pixels the whole picture puts in them.
    func band(_ part: Range<Int>, of total: Int) -> Pixels {
        guard total > 0, part != 0..<total else { return self }
        let top = min(height - 1, max(0, part.lowerBound * height / total))
        let bottom = max(top + 1, min(height, part.upperBound * height / total))
        let bytes = Array(rgba[(top * width * 4)..<(bottom * width * 4)])
        return Pixels(width: width, height: bottom - top, rgba: bytes) ?? self
    }
}
