import Foundation

/// This process's peak resident memory (VmHWM), which can be reset to the current size so
/// a case measures only what it itself added.
enum PeakMemory {
    /// Starts a new peak from what is resident now (Linux: "5" to clear_refs).
    static func reset() {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }

    /// The peak since the last reset, in bytes (0 where /proc cannot tell).
    static var peak: Int { field("VmHWM") }
    /// What is resident now, in bytes.
    static var resident: Int { field("VmRSS") }

    private static func field(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return kilobytes << 10
    }
}
