/// What a JPEG's markers say before any decoding: whether it is stored in several scans
/// (progressive, or one scan a component), which makes libjpeg-turbo keep every DCT
/// coefficient of the whole picture whatever the scale, and whether Adobe's marker says
/// how its CMYK is stored.
nonisolated struct JPEGLayout: Equatable {
    /// More than one scan, or a progressive frame (which has several).
    var multiScan = false
    /// A progressive frame (SOF2, 6, 10 or 14); a sequential one may be multi-scan too.
    var progressive = false
    /// An APP14 "Adobe" segment: CMYK stored inverted, as Photoshop writes it.
    var adobe = false

    /// Reads the markers from the start; stops at the second scan or where the bytes stop
    /// making sense (the decoder then says what is wrong).
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var index = 2
        var scans = 0
        while index + 4 <= bytes.count, !multiScan {
            guard bytes[index] == 0xFF else { return }
            let marker = bytes[index + 1]
            // Fill bytes, and markers that stand alone.
            if marker == 0xFF || marker == 0x01 || (0xD0...0xD8).contains(marker) {
                index += marker == 0xFF ? 1 : 2
                continue
            }
            if marker == 0xD9 { return }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            guard length >= 2 else { return }
            switch marker {
            case 0xC2, 0xC6, 0xCA, 0xCE:
                progressive = true
                multiScan = true
            case 0xEE where length >= 7 && index + 9 <= bytes.count:
                adobe = Array(bytes[(index + 4)..<(index + 9)]) == Array("Adobe".utf8)
            default: break
            }
            index += 2 + length
            if marker == 0xDA {
                scans += 1
                multiScan = multiScan || scans > 1
                index = Self.endOfEntropyData(bytes, from: index)
            }
        }
    }

    /// Where the entropy-coded data after a scan's header ends: at the next marker that is
    /// neither a stuffed 0xFF00 nor a restart.
    private static func endOfEntropyData(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == 0xFF {
                let next = bytes[index + 1]
                if next != 0x00, next != 0xFF, !(0xD0...0xD7).contains(next) { return index }
            }
            index += 1
        }
        return bytes.count
    }
}
