/// A screen that shows one record (a detail): the kind of record and which one, so the list
/// of those records beneath it can select it without knowing the screen's feature.
public protocol RecordShowingScreen: ScreenViewModelContract {
    var shownRecordType: Any.Type { get }
    var shownRecordID: Int { get }
}
