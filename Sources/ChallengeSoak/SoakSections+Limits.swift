import Core
import Foundation
import TerminalApp
import TestSupport

extension SoakSections {
    // MARK: Limits

    /// The large cases of the hardening bounds, each measured by the memory it adds: a
    /// progressive 8192×8192 JPEG (libjpeg-turbo would keep 400 MB of coefficients) is refused
    /// at every size asked, and one of 2048×2048, the largest taken, is decoded once for them
    /// all; a catalog whose one name is 1 GB is refused at its line, holding no more than a
    /// chunk. `--only limits` runs this section alone.
    static func limits(deadline: ContinuousClock.Instant) -> SoakResult {
        var result = SoakResult(name: "hardening limits")
        var notes: [String] = []
        let sizes = [(20, 10), (40, 20), (60, 30), (41, 21)]
        let modes: [PictureMode] = [.blocks(.init(truecolor: true)), .kitty(.init(width: 10, height: 20))]
        for side in [8192, 2048] {
            let jpeg = TestJPEG.make(width: side, height: side, quality: 10, progressive: true) { x, y in
                (UInt8(x & 0xFF), UInt8(y & 0xFF), 90)
            }
            PeakMemory.reset()
            let before = PeakMemory.resident
            let started = ContinuousClock.now
            var drawn = 0
            for (columns, rows) in sizes {
                for mode in modes {
                    result.cases += 1
                    if (try? PictureStore.make(jpeg, url: "limits", columns: columns, rows: rows, mode: mode)) != nil {
                        drawn += 1
                    }
                }
            }
            let took = ContinuousClock.now - started
            result.time(took)
            let added = max(PeakMemory.peak - before, 0)
            notes.append("progressive \(side)²: \(drawn) of \(sizes.count * modes.count) drawn, +\(added >> 20) MB")
            if side > JPEGDecoder.maximumMultiScanSide, drawn > 0 { result.fail("a progressive \(side)² was drawn") }
            if side <= JPEGDecoder.maximumMultiScanSide, drawn != sizes.count * modes.count {
                result.fail("a progressive \(side)² was not drawn at every size")
            }
            if added > 96 << 20 { result.fail("a progressive \(side)² added \(added >> 20) MB") }
        }
        if ContinuousClock.now > deadline {
            result.fail("out of time before the 1 GB value")
        } else {
            hugeValue(into: &result, notes: &notes)
        }
        result.note = notes.joined(separator: "; ")
        return result
    }

    /// A catalog whose first character's name is 1 GB of letters, read as the app reads a file.
    private static func hugeValue(into result: inout SoakResult, notes: inout [String]) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("soak-1gb-\(getpid()).json").path
        defer { unlink(path) }
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let file = FileHandle(forWritingAtPath: path)
        else {
            result.fail("cannot write \(path)")
            return
        }
        file.write(Data(#"[{"id":1,"status":"Alive","species":"Human","gender":"Male","name":""#.utf8))
        let letters = Data(repeating: UInt8(ascii: "a"), count: 1 << 20)
        for _ in 0..<1024 { file.write(letters) }
        file.write(Data(#""}]"#.utf8))
        try? file.close()
        result.cases += 1
        PeakMemory.reset()
        let before = PeakMemory.resident
        let started = ContinuousClock.now
        let outcome = Result { try SoakApp.catalogProbe(path) }
        let took = ContinuousClock.now - started
        result.time(took)
        let added = max(PeakMemory.peak - before, 0)
        switch outcome {
        case .success: result.fail("a 1 GB name was read")
        case .failure(let error):
            let said = "\(error)"
            if !said.contains("holds more than 64 kB") || said.contains("\n") { result.fail("the 1 GB name: \(said)") }
        }
        if added > 32 << 20 { result.fail("the 1 GB name added \(added >> 20) MB") }
        let milliseconds = took.components.seconds * 1000 + took.components.attoseconds / 1_000_000_000_000_000
        notes.append("a 1 GB name refused in \(milliseconds) ms, +\(added >> 20) MB")
    }
}

extension SoakApp {
    /// Reads a catalog file as the app does (to its end or its first problem).
    static func catalogProbe(_ path: String) throws {
        let scheduler = EventLoopScheduler(clock: .virtual)
        let environment = AppEnvironment(
            scheduler: scheduler, tracker: Tracker(providers: []), storage: InMemoryStateStorage())
        let container = try AppAssembly.makeContainer(data: .catalogFile(path), environment: environment)
        try container.waitForData()
    }
}
