import Core

/// A file a run writes as it goes (the tape of `--record`, the events of `--events`) that the
/// disk can stop. The run says so once on the status line, and at its end says why and fails
/// (`InteractiveApp`): a file cut short is never passed off as a whole one.
protocol RunOutput: AnyObject {
    /// The status line's words once it stopped; nil while it goes on.
    var notice: String? { get }
    /// Why it stopped, with its path, for the run's last word; nil while it goes on.
    var failure: String? { get }
}

extension JSONLinesTrackingProvider: RunOutput {
    var notice: String? { stopped.map { FrameStrings.eventsStopped.text(["reason": $0]) } }
}
