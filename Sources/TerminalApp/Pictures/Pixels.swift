/// A decoded picture: rows of packed RGB, 8 bits a channel.
struct Pixels: Sendable {
    let width: Int
    let height: Int
    let rgb: [UInt8]
}
