/// An error a screen shows in the language of this moment. Its `description` stays English:
/// the events and the log, which machines read, carry that.
nonisolated public protocol ShownError: Error {
    /// The error in the language of this moment (`Localizer.current`).
    var shown: String { get }
}

nonisolated extension Error {
    /// What a screen says of the error: its `ShownError` text, else its description as written.
    public var shownText: String { (self as? any ShownError)?.shown ?? String(describing: self) }
}
