/// Where a list move goes at once: its first row or its last.
nonisolated enum ListEdge {
    case top, bottom
}
