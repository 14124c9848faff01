import Core
import FoundationEssentials
import TerminalApp
import TestSupport

extension SoakSections {
    /// Pictures nobody should send, decoded and converted as the app does: a JPEG the soak
    /// draws, then cut short, bit-flipped, its header claiming any size up to 65535×65535, or
    /// bytes that only start like a JPEG. Each is made as blocks, or (one in three) as kitty's
    /// commands or sixel for cells of a random size, and ends in a picture within the cells
    /// asked or in a refusal, never a trap, and within the frame limit.
    static func images(count: Int, random: inout SeededRandom, deadline: ContinuousClock.Instant) -> SoakResult {
        var result = SoakResult(name: "hostile pictures")
        let drawn = [UInt8](
            TestJPEG.make(width: 96, height: 96) { x, y in (UInt8(x * 2), UInt8(y * 2), UInt8((x + y) & 0xFF)) })
        var refused = 0
        for index in 0..<count {
            if index % 64 == 0, ContinuousClock.now > deadline {
                result.fail("out of time after \(index) of \(count) pictures")
                break
            }
            var bytes = drawn
            switch Int.random(in: 0..<5, using: &random) {
            case 0:
                bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &random)))
            case 1:
                for _ in 0..<Int.random(in: 1...16, using: &random) {
                    bytes[Int.random(in: 0..<bytes.count, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
                }
            case 2:
                bytes = [UInt8](
                    TestJPEG.claiming(
                        width: Int.random(in: 1...65535, using: &random),
                        height: Int.random(in: 1...65535, using: &random)
                    ))
            case 3:
                bytes =
                    [0xFF, 0xD8, 0xFF]
                    + (0..<Int.random(in: 0...4096, using: &random)).map { _ in
                        UInt8.random(in: 0...255, using: &random)
                    }
            default:
                // The headers: markers, tables and sizes live in the first few hundred bytes.
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    bytes[Int.random(in: 2..<min(600, bytes.count), using: &random)] = UInt8.random(
                        in: 0...255, using: &random)
                }
            }
            let (columns, rows) = (Int.random(in: 1...60, using: &random), Int.random(in: 1...30, using: &random))
            let started = ContinuousClock.now
            let mode: PictureMode
            switch Int.random(in: 0..<6, using: &random) {
            case 0:
                mode = .kitty(
                    .init(
                        width: Int.random(in: 2...128, using: &random), height: Int.random(in: 4...256, using: &random))
                )
            case 1:
                mode = .sixel(
                    .init(
                        width: Int.random(in: 2...128, using: &random), height: Int.random(in: 4...256, using: &random))
                )
            default: mode = .blocks(.init(truecolor: Bool.random(using: &random)))
            }
            do {
                switch try PictureStore.make(Data(bytes), url: "soak", columns: columns, rows: rows, mode: mode) {
                case .cells(let cells):
                    if cells.width > columns || cells.height > rows || cells.cells.count != cells.width * cells.height {
                        result.fail("picture \(index): \(cells.width)×\(cells.height) cells for \(columns)×\(rows)")
                    }
                case .pixels(let picture):
                    let text = String(decoding: picture.bytes, as: UTF8.self)
                    if picture.columns > columns || picture.rows > rows
                        || !(text.hasPrefix("\u{1B}_G") || text.hasPrefix("\u{1B}P")) || !text.hasSuffix("\u{1B}\\")
                    {
                        result.fail(
                            "picture \(index): \(picture.columns)×\(picture.rows) pixels for \(columns)×\(rows)")
                    }
                }
            } catch {
                refused += 1
            }
            let took = ContinuousClock.now - started
            result.time(took)
            if took > frameLimit * 10 { result.fail("picture \(index) took \(took)") }
            result.cases += 1
        }
        result.note = "\(refused) refused, the rest drawn in the cells asked; " + portraitTimes()
        return result
    }

    /// What one portrait costs off the UI thread: a drawn 300×300 face decoded and made for
    /// 20×10 cells in each form, the best of a few runs.
    private static func portraitTimes() -> String {
        let face = TestJPEG.face(seed: 1)
        let modes: [(String, PictureMode)] = [
            ("blocks", .blocks(.init(truecolor: true))), ("kitty", .kitty(.init(width: 10, height: 20))),
            ("sixel", .sixel(.init(width: 10, height: 20))),
        ]
        let times = modes.map { name, mode in
            let best =
                (0..<5).map { _ in
                    let started = ContinuousClock.now
                    _ = try? PictureStore.make(face, url: "face", columns: 20, rows: 10, mode: mode)
                    return ContinuousClock.now - started
                }.min() ?? .zero
            return "\(name) \(String(format: "%.1f", Double(best.components.attoseconds) / 1e15)) ms"
        }
        return "a 300×300 portrait for 20×10 cells: " + times.joined(separator: ", ")
    }
}
