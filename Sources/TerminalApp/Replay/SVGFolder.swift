import Core
import Foundation

/// Where `replay --svg DIR` puts its pictures: `NAME.svg` for each `Snapshot NAME`, and
/// with `--frames` every frame as `frame-0001.svg`… in the order they were drawn.
final class SVGFolder {
    let folder: URL
    private var frameNumber = 0

    init(path: String) throws {
        folder = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw StartupError("cannot create the picture folder \(path): \((error as NSError).localizedDescription)")
        }
    }

    /// Writes the pictures a frame is due: its snapshot's, and its own with `everyFrame`.
    func frame(_ canvas: Canvas, step: ReplayScript.Step?, everyFrame: Bool) throws {
        if case .snapshot(let name) = step?.command { try write(canvas, as: "\(name).svg") }
        guard everyFrame else { return }
        frameNumber += 1
        try write(canvas, as: String(format: "frame-%04d.svg", frameNumber))
    }

    private func write(_ canvas: Canvas, as name: String) throws {
        let url = folder.appendingPathComponent(name)
        do {
            try AtomicFile.write(Data(SVGPicture.render(canvas).utf8), to: url, permissions: 0o644)
        } catch {
            throw StartupError("cannot write the picture \(url.path): \((error as NSError).localizedDescription)")
        }
    }
}
