import FoundationEssentials

/// Writes every failure a screen reports (events named `…_error`) to the log, whole:
/// screens show a failure's first line, the log keeps all of it.
nonisolated public final class ErrorLogTrackingProvider: TrackingProviderContract {
    private let log: any LogContract

    public init(log: any LogContract) {
        self.log = log
    }

    public func track(_ event: any TrackingEventContract) {
        guard event.name.hasSuffix("_error") else { return }
        // One log line per failure: line breaks inside it are written as "\n".
        let properties = event.properties.sorted { $0.key < $1.key }
            .map { "\($0.key)=\($0.value.replacing("\n", with: "\\n"))" }
            .joined(separator: " ")
        log.log("\(event.name): \(properties)")
    }
}
