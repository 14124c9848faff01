import Core

// The Location feature's face: its list's columns; its list, detail and Filter sheet are
// drawn by the shared views.

extension LocationKind: RecordListFace {
    static var columns: [ListColumn<LocationModel>] {
        [
            ListColumn(LocationStrings.name.text, max: 36, min: 16) { $0.shownName },
            ListColumn(LocationStrings.type.text, max: 16) { $0.type },
            ListColumn(LocationStrings.dimension.text, max: 28) { $0.dimension },
        ]
    }
}
