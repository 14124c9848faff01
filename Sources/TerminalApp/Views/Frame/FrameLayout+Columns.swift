import Core

/// The body of the tab in front as columns (StackColumns): which screens are shown and where.
extension FrameLayout {
    /// The root layer's screens shown side by side, left to right, each with its area; the
    /// last is the focused top screen. One column (the top screen over the whole body) when
    /// the layout mode, the width or the screens' minimum widths do not allow more.
    func columns(of root: AppSession.Layer) -> [(screen: any ScreenViewModelContract, area: Rect)] {
        let candidates = Array(root.screens.suffix(StackColumns.maximumColumns))
        let split = split(of: candidates)
        return Array(zip(candidates.suffix(split.areas.count), split.areas))
    }

    /// The body split for the top screens of a stack (at most `maximumColumns` of them).
    func split(of screens: [any ScreenViewModelContract]) -> StackColumns {
        StackColumns(
            area: body, mode: layoutMode, minimumWidths: screens.map { views.view(for: $0).minimumWidth },
            thresholds: columnThresholds)
    }

    /// Where the screen that takes keys is drawn: the modal in front's content, or the
    /// focused column.
    func activeContent(_ layers: [AppSession.Layer]) -> Rect {
        guard layers.count == 1 else { return layerFrames(layers).last?.content ?? body }
        return columns(of: layers[0]).last?.area ?? body
    }
}
