import CTurboJPEG
import Foundation

/// JPEGs the tests draw themselves, encoded with libjpeg-turbo: never anyone's picture.
public enum TestJPEG {
    /// A picture of `width`×`height` whose pixel at (x, y) is `color(x, y)`.
    /// `progressive` stores it in several scans, as the web's progressive JPEGs are.
    public static func make(
        width: Int, height: Int, quality: Int = 90, progressive: Bool = false,
        color: (Int, Int) -> (UInt8, UInt8, UInt8)
    ) -> Data {
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = color(x, y)
                let index = (y * width + x) * 3
                (pixels[index], pixels[index + 1], pixels[index + 2]) = (r, g, b)
            }
        }
        return compress(
            pixels, width: width, height: height, format: TJPF_RGB, quality: quality,
            flags: progressive ? TJFLAG_PROGRESSIVE : 0)
    }

    /// A YCCK picture (four inks, as print shops send) whose pixel at (x, y) is `inks(x, y)`,
    /// cyan, magenta, yellow and black stored inverted as Adobe's are (255 is no ink).
    public static func cmyk(
        width: Int, height: Int, inks: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)
    ) -> Data {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (c, m, yellow, k) = inks(x, y)
                let index = (y * width + x) * 4
                (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3]) = (c, m, yellow, k)
            }
        }
        return compress(pixels, width: width, height: height, format: TJPF_CMYK, quality: 90, flags: 0)
    }

    private static func compress(
        _ pixels: [UInt8], width: Int, height: Int, format: TJPF, quality: Int, flags: Int32
    ) -> Data {
        guard let handle = tjInitCompress() else { fatalError("libjpeg-turbo did not start") }
        defer { tjDestroy(handle) }
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = tjCompress2(
            handle, pixels, Int32(width), 0, Int32(height), Int32(format.rawValue), &buffer, &size,
            Int32(TJSAMP_444.rawValue), Int32(quality), flags)
        guard status == 0, let buffer else { fatalError("tjCompress2 failed") }
        defer { tjFree(buffer) }
        return Data(bytes: buffer, count: Int(size))
    }

    /// Left half red, right half blue.
    public static func halves(width: Int = 64, height: Int = 64) -> Data {
        make(width: width, height: height) { x, _ in x < width / 2 ? (220, 20, 20) : (20, 20, 220) }
    }

    /// A face on a coloured ground, 300×300, its colours chosen by `seed`: a portrait the
    /// project draws (the public API's avatars are not ours to ship).
    public static func face(seed: Int) -> Data {
        let grounds: [(UInt8, UInt8, UInt8)] = [(58, 123, 213), (120, 200, 120), (230, 160, 60), (150, 90, 200)]
        let hairs: [(UInt8, UInt8, UInt8)] = [(170, 225, 255), (120, 75, 35), (250, 210, 90), (60, 50, 45)]
        let skins: [(UInt8, UInt8, UInt8)] = [(242, 201, 160), (222, 170, 130), (190, 140, 100)]
        let ground = grounds[seed % grounds.count]
        let hair = hairs[(seed / 2) % hairs.count]
        let skin = skins[(seed / 3) % skins.count]
        func inside(_ x: Int, _ y: Int, _ cx: Int, _ cy: Int, _ rx: Int, _ ry: Int) -> Bool {
            let dx = Double(x - cx) / Double(rx)
            let dy = Double(y - cy) / Double(ry)
            return dx * dx + dy * dy < 1
        }
        return make(width: 300, height: 300, quality: 85) { x, y in
            for eye in [112, 188] {
                if inside(x, y, eye, 150, 9, 9) { return (20, 20, 20) }
                if inside(x, y, eye, 150, 22, 20) { return (255, 255, 255) }
            }
            if y > 220, inside(x, y, 150, 222, 45, 15) { return (150, 40, 40) }
            if y < 125, inside(x, y, 150, 100, 118, 62) { return hair }
            if inside(x, y, 150, 170, 95, 112) { return skin }
            if y > 270, inside(x, y, 150, 330, 130, 70) { return hair }
            return ground
        }
    }

    /// A small real JPEG whose header claims `width`×`height` pixels (a decompression bomb's shape).
    public static func claiming(width: Int, height: Int) -> Data {
        var data = [UInt8](halves(width: 16, height: 16))
        // The baseline frame header: FF C0, length, precision, then height and width.
        guard let start = (0..<data.count - 8).first(where: { data[$0] == 0xFF && data[$0 + 1] == 0xC0 }) else {
            fatalError("no SOF0 marker")
        }
        data[start + 5] = UInt8(height >> 8)
        data[start + 6] = UInt8(height & 0xFF)
        data[start + 7] = UInt8(width >> 8)
        data[start + 8] = UInt8(width & 0xFF)
        return Data(data)
    }

    /// A baseline (sequential) JPEG whose header claims `width`×`height` pixels and whose scan
    /// comes `scans` times: the layout of one stored a scan a component (`jpegtran -scans`).
    /// Only its markers are sound: it is for what is refused before decoding.
    public static func sequential(width: Int, height: Int, scans: Int) -> Data {
        let data = [UInt8](claiming(width: width, height: height))
        guard let scan = (0..<data.count - 1).first(where: { data[$0] == 0xFF && data[$0 + 1] == 0xDA }),
            data.suffix(2) == [0xFF, 0xD9]
        else { fatalError("no scan, or no end of image") }
        let end = data.count - 2
        var repeated = Array(data[..<end])
        for _ in 1..<scans { repeated += data[scan..<end] }
        return Data(repeated + [0xFF, 0xD9])
    }
}
