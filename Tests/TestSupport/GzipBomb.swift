/// A gzip body that decodes to far more than it weighs: one zero byte, then `repeats`
/// copies of "the last 258 bytes again" in a fixed-Huffman deflate block (13 bits each),
/// so 3.3 MB on the wire is 516 MB decoded. Made in a blink, unlike compressing zeros.
/// The trailer's checksum is left zero: a client that decodes it all fails there anyway.
public enum GzipBomb {
    public static func body(repeats: Int) -> [UInt8] {
        var bits = BitWriter()
        bits.write(1, count: 1) // the last block
        bits.write(1, count: 2) // fixed Huffman codes
        bits.writeCode(0x30, count: 8) // the literal 0
        bits.bytes.reserveCapacity(repeats * 13 / 8 + 16)
        for _ in 0..<repeats {
            bits.write(0b1010_0011, count: 13) // length 258 (code 285, 11000101 reversed), distance 1 (code 0: 00000)
        }
        bits.writeCode(0, count: 7) // end of block
        let decoded = UInt32(truncatingIfNeeded: 1 + 258 * repeats)
        let header: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF]
        let trailer: [UInt8] = [0, 0, 0, 0] + (0..<4).map { UInt8(truncatingIfNeeded: decoded >> ($0 * 8)) }
        return header + bits.finished + trailer
    }

    /// Deflate's bit order: fields from their low bit, Huffman codes from their high bit.
    private struct BitWriter {
        var bytes: [UInt8] = []
        private var pending: UInt64 = 0
        private var pendingCount = 0

        mutating func write(_ value: UInt32, count: Int) {
            pending |= UInt64(value & ((1 << count) - 1)) << pendingCount
            pendingCount += count
            while pendingCount >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: pending))
                pending >>= 8
                pendingCount -= 8
            }
        }

        mutating func writeCode(_ code: UInt32, count: Int) {
            var reversed: UInt32 = 0
            for bit in 0..<count { reversed |= ((code >> bit) & 1) << (count - 1 - bit) }
            write(reversed, count: count)
        }

        /// The bytes, the last one padded with zero bits.
        var finished: [UInt8] {
            pendingCount > 0 ? bytes + [UInt8(truncatingIfNeeded: pending)] : bytes
        }
    }
}
