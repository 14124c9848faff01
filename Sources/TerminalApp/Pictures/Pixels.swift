/// A decoded picture: rows of packed RGBA, 8 bits a channel (chafa 1.12 reads rows of RGB
/// askew when their length in bytes is not a multiple of four; RGBA rows always are).
nonisolated struct Pixels: Sendable {
    let width: Int
    let height: Int
    let rgba: [UInt8]
}
