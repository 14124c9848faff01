/// Widths screens share.
enum ScreenWidth {
    /// What a screen without a minimum of its own needs: a title and a line of text.
    static let minimum = 30
}
