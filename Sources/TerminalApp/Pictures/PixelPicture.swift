/// A picture as pixels for the terminal (kitty's protocol or sixel), to be written after the
/// frame into the `columns`×`rows` cells a view kept for it.
nonisolated package struct PixelPicture: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case kitty, sixel
    }

    /// Which picture this is (its URL and size), so a frame that shows it again where it
    /// was writes nothing.
    let identity: String
    let kind: Kind
    package let columns: Int
    package let rows: Int
    /// The control sequences that draw it from the cursor.
    package let bytes: [UInt8]

    package static func == (left: PixelPicture, right: PixelPicture) -> Bool {
        left.identity == right.identity && left.kind == right.kind && left.columns == right.columns
            && left.rows == right.rows
    }

    /// A picture where a frame shows it: its top left cell.
    struct Placement: Sendable, Equatable {
        let picture: PixelPicture
        let x: Int
        let y: Int

        var rect: Rect { Rect(x: x, y: y, width: picture.columns, height: picture.rows) }
    }
}
