/// Why a picture's bytes could not be turned into cells, in words for the log.
nonisolated enum PictureError: Error, Equatable, CustomStringConvertible {
    /// The header claims more pixels than the bound (a decompression bomb, or just too big).
    case tooManyPixels(width: Int, height: Int)
    /// Stored in several scans and larger than such a picture may be; `progressive` is what
    /// the frame header says (else a sequential picture in several scans).
    case tooManyPixelsInScans(width: Int, height: Int, progressive: Bool)
    case unreadable(String)
    /// A PNG: decoding it is not built in this version.
    case unsupported(String)

    var description: String {
        switch self {
        case .tooManyPixels(let width, let height):
            "the picture claims \(width)×\(height) pixels, more than \(JPEGDecoder.maximumSide)×"
                + "\(JPEGDecoder.maximumSide)"
        case .tooManyPixelsInScans(let width, let height, let progressive):
            "the picture is stored in several scans (\(progressive ? "progressive" : "multi-scan sequential")) and "
                + "claims \(width)×\(height) pixels; such a picture is shown up to "
                + "\(JPEGDecoder.maximumMultiScanSide)×\(JPEGDecoder.maximumMultiScanSide) pixels"
        case .unreadable(let reason): "the picture cannot be decoded: \(reason)"
        case .unsupported(let kind): "\(kind) pictures are not decoded by this version"
        }
    }
}
