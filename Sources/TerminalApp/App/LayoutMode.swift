/// How the stack of the tab in front is drawn (`--layout`, `Set Layout`). Navigation is
/// the same in all three: only drawing differs.
nonisolated package enum LayoutMode: String, CaseIterable, Sendable {
    /// Columns when the window is wide (two from 140 cells, three from 200), else one screen.
    case auto
    /// Always one screen, whatever the width.
    case stack
    /// As many columns (up to three) as the screens' minimum widths allow.
    case columns
}
