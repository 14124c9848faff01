import FoundationEssentials

/// What a screen says when it shows a saved answer instead of the server's: "offline · saved
/// 3 h ago". The age is taken when the answer is served, so drawing stays a pure function.
nonisolated public struct OfflineNote: Sendable, Equatable, CustomStringConvertible {
    /// When the answer came from the server (or was last confirmed by it).
    public let saved: Date
    /// How old it was when it was served.
    public let age: TimeInterval

    public init(saved: Date, now: Date) {
        self.saved = saved
        age = max(now.timeIntervalSince(saved), 0)
    }

    public var description: String { OfflineStrings.note.text(["age": Self.ago(age)]) }

    /// "just now", "5 min ago", "3 h ago", "2 d ago".
    static func ago(_ seconds: TimeInterval) -> String {
        switch seconds {
        case ..<60: OfflineStrings.justNow.text
        case ..<3600: OfflineStrings.minutes.text(["count": "\(Int(seconds / 60))"])
        case ..<(48 * 3600): OfflineStrings.hours.text(["count": "\(Int(seconds / 3600))"])
        default: OfflineStrings.days.text(["count": "\(Int(seconds / 86400))"])
        }
    }

    /// The older of two notes (a list is as old as its oldest saved page).
    public static func older(_ first: OfflineNote?, _ second: OfflineNote?) -> OfflineNote? {
        guard let first else { return second }
        guard let second else { return first }
        return first.saved <= second.saved ? first : second
    }
}
