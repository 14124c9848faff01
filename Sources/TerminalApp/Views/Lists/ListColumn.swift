/// One column of a record list: its heading, its widest and narrowest, and its text.
struct ListColumn<Record> {
    let title: String
    let maxWidth: Int
    /// How narrow the widest column (the name) may shrink before columns after it are left out.
    let minWidth: Int
    /// Never left out: the list's minimum width makes room for it (a character's status).
    let kept: Bool
    let value: (Record) -> String

    init(
        _ title: String, max maxWidth: Int, min minWidth: Int = 6, kept: Bool = false,
        _ value: @escaping (Record) -> String
    ) {
        self.title = title
        self.maxWidth = maxWidth
        self.minWidth = minWidth
        self.kept = kept
        self.value = value
    }
}
