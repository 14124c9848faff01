import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pixels of an 8-bit RGB or RGBA PNG (what rsvg-convert writes), decoded with the
/// system's zlib (loaded at run time: the package links no zlib of its own).
struct PNGImage {
    let width: Int
    let height: Int
    private let channels: Int
    private let pixels: [UInt8]

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init(contentsOf url: URL) throws {
        let bytes = [UInt8](try Data(contentsOf: url))
        guard bytes.count > 8, bytes[1...3] == [0x50, 0x4E, 0x47] else { throw Failure(description: "not a PNG") }
        var offset = 8
        var header: [UInt8] = []
        var compressed: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let body = Array(bytes[offset + 8..<min(offset + 8 + length, bytes.count)])
            if type == "IHDR" { header = body }
            if type == "IDAT" { compressed += body }
            offset += 12 + length
        }
        guard header.count == 13 else { throw Failure(description: "no IHDR") }
        width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
        height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
        guard header[8] == 8, header[9] == 2 || header[9] == 6, header[12] == 0 else {
            throw Failure(description: "only 8-bit RGB(A), not interlaced (depth \(header[8]), type \(header[9]))")
        }
        channels = header[9] == 6 ? 4 : 3
        let stride = width * channels
        let raw = try Self.inflate(compressed, size: height * (stride + 1))
        pixels = try Self.unfilter(raw, height: height, stride: stride, bytesPerPixel: channels)
    }

    /// The colour at a pixel, composited over black where it is transparent (rsvg draws the
    /// page's rectangle opaque, so every pixel of a picture is).
    subscript(x: Int, y: Int) -> (red: Double, green: Double, blue: Double) {
        let index = (y * width + x) * channels
        let alpha = channels == 4 ? Double(pixels[index + 3]) / 255 : 1
        return (Double(pixels[index]) * alpha, Double(pixels[index + 1]) * alpha, Double(pixels[index + 2]) * alpha)
    }

    private typealias Uncompress =
        @convention(c) (
            UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt
        ) -> Int32

    private static func inflate(_ data: [UInt8], size: Int) throws -> [UInt8] {
        let names = ["libz.so.1", "libz.so", "libz.dylib", "/usr/lib/libz.dylib"]
        guard let library = names.lazy.compactMap({ dlopen($0, RTLD_NOW) }).first,
            let symbol = dlsym(library, "uncompress")
        else { throw Failure(description: "no zlib to load") }
        let uncompress = unsafeBitCast(symbol, to: Uncompress.self)
        var output = [UInt8](repeating: 0, count: size)
        var length = UInt(size)
        let status = output.withUnsafeMutableBufferPointer { out in
            data.withUnsafeBufferPointer { input in
                uncompress(out.baseAddress, &length, input.baseAddress, UInt(input.count))
            }
        }
        guard status == 0, length == UInt(size) else { throw Failure(description: "zlib: status \(status)") }
        return output
    }

    private static func unfilter(_ raw: [UInt8], height: Int, stride: Int, bytesPerPixel: Int) throws -> [UInt8] {
        var result = [UInt8](repeating: 0, count: height * stride)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            for x in 0..<stride {
                let value = Int(raw[y * (stride + 1) + 1 + x])
                let left = x >= bytesPerPixel ? Int(result[y * stride + x - bytesPerPixel]) : 0
                let up = y > 0 ? Int(result[(y - 1) * stride + x]) : 0
                let upLeft = y > 0 && x >= bytesPerPixel ? Int(result[(y - 1) * stride + x - bytesPerPixel]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4:
                    let estimate = left + up - upLeft
                    let (a, b, c) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                    predicted = a <= b && a <= c ? left : b <= c ? up : upLeft
                default: throw Failure(description: "unknown filter \(filter) on row \(y)")
                }
                result[y * stride + x] = UInt8((value + predicted) & 0xFF)
            }
        }
        return result
    }
}
