/// A tab was selected: brought to the front, or taken back to its root.
nonisolated public struct TabSelectedEvent: TrackingEventContract, Equatable {
    public let tab: String
    public let outcome: TabCoordinator.Selection

    public var name: String { "tab_selected" }

    public var properties: [String: String] {
        let action =
            switch outcome {
            case .switched: "switched"
            case .poppedToRoot: "popped_to_root"
            case .unchanged: "unchanged"
            }
        return ["tab": tab, "action": action]
    }
}
