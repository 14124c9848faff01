/// Where a list move goes at once: its first row or its last.
enum ListEdge {
    case top, bottom
}
