import Core

// The Episode feature's face: its list's columns, the code first; its list, detail and Filter
// sheet are drawn by the shared views.

extension EpisodeKind: RecordListFace {
    static var columns: [ListColumn<EpisodeModel>] {
        [
            ListColumn("Code", max: 6) { $0.code },
            ListColumn("Name", max: 40, min: 16) { $0.shownName },
            ListColumn("Air date", max: 18) { $0.airDate },
        ]
    }
}
