/// One column of a record list: its heading, its widest and narrowest, and its text.
struct ListColumn<Record> {
    let title: String
    let maxWidth: Int
    /// Below this, the column is left out (the first column is always kept).
    let minWidth: Int
    let value: (Record) -> String

    init(_ title: String, max maxWidth: Int, min minWidth: Int = 6, _ value: @escaping (Record) -> String) {
        self.title = title
        self.maxWidth = maxWidth
        self.minWidth = minWidth
        self.value = value
    }
}
