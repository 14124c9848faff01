import ArgumentParser
import Core
import FoundationEssentials
import Glibc

/// Golden frames kept beside a script: compared when present. In update mode they are
/// written; otherwise a missing one is a failure (the frame is written for review).
nonisolated struct SnapshotFiles {
    let folder: URL
    let scriptName: String
    let update: Bool

    /// The largest golden frame read: a frame of 1000×1000 cells, each up to a few bytes.
    static let maximumGoldenBytes = 8 << 20

    func url(for name: String) -> URL {
        folder.appendingPathComponent("\(scriptName).\(name).txt")
    }

    func check(name: String, frame: String, location: String) throws {
        let url = url(for: name)
        if update {
            try write(frame, to: url, location: location)
            return
        }
        let golden: String
        switch StateFile.read(url, maximumBytes: Self.maximumGoldenBytes) {
        case .missing:
            try write(frame, to: url, location: location)
            throw ReplayRunner.Failure(
                location: location,
                message: "Snapshot \(name) has no golden frame; this frame was written to \(url.path) "
                    + "for review (CHALLENGE_UPDATE_SNAPSHOTS=1 records without failing)",
                frame: frame
            )
        case .refused(let reason):
            throw ReplayRunner.Failure(
                location: location, message: "cannot read golden frame \(url.path): it \(reason)", frame: frame)
        case .data(let data):
            golden = String(decoding: data, as: UTF8.self)
        }
        guard golden != frame else { return }
        throw ReplayRunner.Failure(
            location: location,
            message: "Snapshot \(name) differs from \(url.path):\n"
                + LineDiff.describe(expected: golden, actual: frame),
            frame: frame
        )
    }

    private func write(_ frame: String, to url: URL, location: String) throws {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try AtomicFile.write(Data(frame.utf8), to: url, permissions: 0o644, throughLinks: false)
        } catch {
            let reason = AtomicFile.reason(for: error)
            throw ReplayRunner.Failure(
                location: location, message: "cannot write golden frame \(url.path): \(reason)", frame: frame
            )
        }
    }
}
