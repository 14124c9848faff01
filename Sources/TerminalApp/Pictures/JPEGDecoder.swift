import CTurboJPEG
import FoundationEssentials

/// Decodes a JPEG with libjpeg-turbo, its header checked first: a picture claiming more than
/// `maximumSide` pixels along a side is refused before any decoding. The rest is decoded
/// scaled down in the DCT (by 1/2, 1/4 or 1/8) to about the size it is drawn at, never more
/// than `maximumDecodedSide` a side: its pixels take at most 1024×1024×4 bytes (4 MB).
///
/// A picture stored in several scans (progressive, or a scan a component) costs more: the
/// library keeps all its DCT coefficients, 2 bytes a sample, whatever the scale. Such a
/// picture is refused past `maximumMultiScanPixels`, so a decode holds at most 4 MB of
/// pixels and 24 MB of coefficients (2048×2048 in 4:4:4). CMYK and YCCK pictures are
/// decoded as CMYK and turned into RGB here (the library does not).
nonisolated package enum JPEGDecoder {
    static let maximumSide = 8192
    static let maximumDecodedSide = 1024
    /// Pixels of a picture stored in several scans: as many as 2048×2048.
    package static let maximumMultiScanSide = 2048
    static var maximumMultiScanPixels: Int { maximumMultiScanSide * maximumMultiScanSide }

    /// `wanted` is the size in pixels the picture is drawn at; the decode is the smallest DCT
    /// scale at least that large (or the whole picture when it is smaller).
    static func decode(_ data: Data, wanted: (width: Int, height: Int)) throws(PictureError) -> Pixels {
        guard let handle = tjInitDecompress() else { throw .unreadable("libjpeg-turbo did not start") }
        defer { tjDestroy(handle) }
        let result = data.withUnsafeBytes { buffer in
            Result { () throws(PictureError) -> Pixels in try decode(buffer, handle: handle, wanted: wanted) }
        }
        return try result.get()
    }

    private static func decode(
        _ buffer: UnsafeRawBufferPointer, handle: tjhandle, wanted: (width: Int, height: Int)
    ) throws(PictureError) -> Pixels {
        let bytes = buffer.bindMemory(to: UInt8.self)
        guard let base = bytes.baseAddress, !bytes.isEmpty else { throw .unreadable("no bytes") }
        var (width, height, subsampling, colorspace): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        guard
            tjDecompressHeader3(handle, base, UInt(bytes.count), &width, &height, &subsampling, &colorspace) == 0
        else { throw .unreadable(message(handle)) }
        guard width > 0, height > 0 else { throw .unreadable("its header names no size") }
        guard width <= maximumSide, height <= maximumSide else {
            throw .tooManyPixels(width: Int(width), height: Int(height))
        }
        let layout = JPEGLayout(bytes)
        guard !layout.multiScan || Int(width) * Int(height) <= maximumMultiScanPixels else {
            throw .tooManyPixelsInScans(width: Int(width), height: Int(height), progressive: layout.progressive)
        }
        let (scaledWidth, scaledHeight) = scaledSize(width: Int(width), height: Int(height), wanted: wanted)
        let cmyk = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
        var rgba = [UInt8](repeating: 0, count: scaledWidth * scaledHeight * 4)
        // A truncated or corrupt stream is an error, not a grey picture; a progressive one
        // with an absurd number of scans is refused rather than decoded for ever.
        let flags = Int32(TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS)
        let status = rgba.withUnsafeMutableBufferPointer { pixels in
            tjDecompress2(
                handle, base, UInt(bytes.count), pixels.baseAddress, Int32(scaledWidth), 0, Int32(scaledHeight),
                Int32((cmyk ? TJPF_CMYK : TJPF_RGBA).rawValue), flags)
        }
        guard status == 0 else { throw .unreadable(message(handle)) }
        if cmyk { toRGBA(&rgba, inverted: layout.adobe) }
        guard let pixels = Pixels(width: scaledWidth, height: scaledHeight, rgba: rgba) else {
            throw .unreadable("its pixels do not fill its size")
        }
        return pixels
    }

    /// CMYK in place as RGBA, the naive way (no colour profile): each ink takes away from
    /// white. Adobe's pictures store the inks inverted (0 is full ink).
    static func toRGBA(_ pixels: inout [UInt8], inverted: Bool) {
        for index in stride(from: 0, to: pixels.count - 3, by: 4) {
            var (c, m, y, k) = (
                Int(pixels[index]), Int(pixels[index + 1]), Int(pixels[index + 2]), Int(pixels[index + 3])
            )
            if !inverted { (c, m, y, k) = (255 - c, 255 - m, 255 - y, 255 - k) }
            pixels[index] = UInt8((c * k + 127) / 255)
            pixels[index + 1] = UInt8((m * k + 127) / 255)
            pixels[index + 2] = UInt8((y * k + 127) / 255)
            pixels[index + 3] = 255
        }
    }

    /// The decode's size: of libjpeg-turbo's scales no larger than 1/1, the smallest that
    /// still covers `wanted`, within `maximumDecodedSide`.
    static func scaledSize(width: Int, height: Int, wanted: (width: Int, height: Int)) -> (Int, Int) {
        var count: Int32 = 0
        guard let factors = tjGetScalingFactors(&count), count > 0 else { return (width, height) }
        let sizes = (0..<Int(count)).map { index -> (Int, Int) in
            let factor = factors[index]
            let (num, denom) = (Int(factor.num), Int(factor.denom))
            return ((width * num + denom - 1) / denom, (height * num + denom - 1) / denom)
        }
        .filter { $0.0 <= width && $0.1 <= height }
        .sorted { $0.0 < $1.0 }
        let fitting = sizes.filter { $0.0 <= maximumDecodedSide && $0.1 <= maximumDecodedSide }
        let covering = fitting.first { $0.0 >= wanted.width && $0.1 >= wanted.height }
        return covering ?? fitting.last ?? sizes.first ?? (width, height)
    }

    private static func message(_ handle: tjhandle) -> String {
        guard let text = tjGetErrorStr2(handle) else { return "unknown error" }
        return String(cString: text)
    }
}
