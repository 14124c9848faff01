import Core
import FoundationEssentials
import Glibc

/// Where `replay --svg DIR` puts its pictures: `NAME.svg` for each `Snapshot NAME`, and
/// with `--frames` every frame as `frame-0001.svg`… in the order they were drawn. The
/// pictures are in colour, as a terminal shows the app, and whole (the inspector, docked or
/// as a box, is in them); the text frames stay colourless.
final class SVGFolder {
    let folder: URL
    private let theme: Theme
    private var frameNumber = 0
    /// How pictures are drawn in colour (blocks, 24-bit), made with the runner's scheduler.
    private let pictureMode: PictureMode
    private var pictures: PictureStore?

    init(path: String, ascii: Bool, theme settings: ThemeSettings = ThemeSettings(), images: ImageSettings = .init())
        throws
    {
        folder = URL(fileURLWithPath: path)
        theme = Theme(ascii: ascii, usesColor: true, settings: settings)
        pictureMode = PictureMode.decide(
            show: images.show, protocol: images.drawing, ascii: ascii, usesColor: true, colors: 256,
            colorTerm: "truecolor")
        // The folder itself may be made; its parent must be there (a mistyped path never
        // becomes a chain of new folders).
        if mkdir(folder.path, 0o755) != 0 {
            let code = errno
            var info = stat()
            let isFolder = stat(folder.path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
            guard code == EEXIST, isFolder else {
                let reason = code == EEXIST ? "it is a file, not a folder" : String(cString: strerror(code))
                throw StartupError("cannot create the picture folder \(path): \(reason)")
            }
        }
    }

    /// Writes the pictures the controller's frame is due after `step`: its snapshot's,
    /// and its own with `everyFrame`.
    func frame(of runner: ReplayRunner, step: ReplayScript.Step?, everyFrame: Bool) throws {
        let snapshot: String? = if case .snapshot(let name) = step?.command { name } else { nil }
        guard snapshot != nil || everyFrame else { return }
        let pictures = self.pictures ?? PictureStore(mode: pictureMode, scheduler: runner.scheduler)
        self.pictures = pictures
        let frame = try runner.picture(theme: theme, pictures: pictures)
        if let snapshot { try write(frame, as: "\(snapshot).svg") }
        guard everyFrame else { return }
        frameNumber += 1
        let number = String(frameNumber)
        try write(frame, as: "frame-" + String(repeating: "0", count: max(4 - number.count, 0)) + number + ".svg")
    }

    private func write(_ frame: Frame, as name: String) throws {
        let url = folder.appendingPathComponent(name)
        do {
            let picture = Data(SVGPicture.render(frame.canvas, cursor: frame.cursor, palette: theme.palette).utf8)
            try AtomicFile.write(picture, to: url, permissions: 0o644, throughLinks: false)
        } catch {
            throw StartupError("cannot write the picture \(url.path): \(AtomicFile.reason(for: error))")
        }
    }
}
