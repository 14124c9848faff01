import Core
import TerminalApp
import TestSupport

extension SoakSections {
    // MARK: Tapes

    /// Hostile tapes: huge numbers in every unit, Sleeps that add up past any clock, lines
    /// past the bound, control bytes and random words. Each is refused in lines that name
    /// the tape, or parses and plays; nothing traps.
    static func tapes(count: Int, random: inout SeededRandom, deadline: ContinuousClock.Instant) -> SoakResult {
        var result = SoakResult(name: "hostile tapes")
        let hostile = [
            "Sleep 9223372036854775807ms", "Sleep 9223372036854775807s", "Sleep -1ms", "Sleep 1e308ms",
            "Down 9223372036854775807", "Down -9223372036854775808", "Resize 0x0", "Resize 99999x99999",
            "Click 9223372036854775807,1", "F99", "Ctrl+", "Type \"", String(repeating: "a", count: 10_001),
        ]
        let playable = [
            "Sleep 3600s", "Set Size 1x1", "Type \"\u{0}\u{1B}[2J\"", "Expect \"\u{7F}\"", "Enter", "Esc", "Down 40",
            "Open challenge://character/detail/9223372036854775807", "Resize 1x1", "Resize 1000x3", "\u{FEFF}Enter",
        ]
        var played = 0
        for index in 0..<count {
            if index % 64 == 0, ContinuousClock.now > deadline {
                result.fail("out of time after \(index) of \(count) tapes")
                break
            }
            // One line in ten hostile: some tapes are refused, the others play.
            let lines = (0..<Int.random(in: 1...40, using: &random)).map { _ in
                (Int.random(in: 0..<10, using: &random) == 0 ? hostile : playable).randomElement(using: &random)!
            }
            let text = lines.joined(separator: Bool.random(using: &random) ? "\n" : "\r\n")
            result.cases += 1
            let started = ContinuousClock.now
            guard let script = try? ReplayParser.parse(text, file: "soak.tape") else {
                result.time(ContinuousClock.now - started)
                continue
            }
            // A tape that parses plays to its end or to a failed step, never past a trap.
            if let runner = try? ReplayRunner(script: script, data: .embedded) {
                _ = try? runner.run(onSnapshot: { _, _, _ in })
                played += 1
            }
            result.time(ContinuousClock.now - started)
        }
        result.note = "\(played) parsed and played, the rest refused"
        return result
    }

    // MARK: Deep stacks

    /// Links followed for ever (a character's place, its first resident, …): the stack stays
    /// within its bound and a frame costs no more at the bottom than at the top.
    static func deepStacks(pushes: Int, random: inout SeededRandom, deadline: ContinuousClock.Instant) -> SoakResult {
        var result = SoakResult(name: "deep stacks")
        guard let app = try? SoakApp(data: .embedded, random: &random) else {
            result.fail("the app did not build")
            return result
        }
        app.controller.resize(width: 120, height: 40)
        app.controller.session.open(url: "challenge://character/detail/1")
        app.scheduler.drain()
        var deepest = 0
        for index in 0..<pushes {
            if index % 256 == 0, ContinuousClock.now > deadline {
                result.fail("out of time after \(index) of \(pushes) pushes")
                break
            }
            // Down a random few rows, then open what is selected.
            for _ in 0..<Int.random(in: 0...3, using: &random) { app.controller.handle(.down) }
            app.controller.handle(.enter)
            app.scheduler.drain()
            result.cases += 1
            checkFrame(app, fullCheck: index % 97 == 0, into: &result, context: "push \(index)")
            let depth = app.controller.session.coordinator.path.count
            deepest = max(deepest, depth)
            if depth > NavigationCoordinator.maximumDepth {
                result.fail("push \(index): the stack is \(depth) deep, past its bound")
                break
            }
        }
        result.note =
            "links followed from Rick Sanchez, \(deepest) deep at most (the bound: \(NavigationCoordinator.maximumDepth))"
        return result
    }
}
