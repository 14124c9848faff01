import Core

// The Episode feature's face: its list's columns, the code first; its list, detail and Filter
// sheet are drawn by the shared views.

extension EpisodeKind: RecordListFace {
    static var columns: [ListColumn<EpisodeModel>] {
        [
            ListColumn(EpisodeStrings.code.text, max: 6) { $0.code },
            ListColumn(EpisodeStrings.name.text, max: 40, min: 16) { $0.shownName },
            ListColumn(EpisodeStrings.airDate.text, max: TextWidth.of(EpisodeStrings.longestAirDate)) {
                Localizer.current.date($0.airDate)
            },
        ]
    }
}
