/// One terminal cell. A wide character fills its cell and marks the next as its continuation.
///
/// The character is kept as up to four Unicode scalars inline (a base and its combining
/// marks; ncurses takes at most five), so a cell is plain data: copying a frame costs no
/// reference counting.
nonisolated package struct Cell: Hashable, Sendable {
    private var scalars: (UInt32, UInt32, UInt32, UInt32) = (0x20, 0, 0, 0)
    var style: Style = .plain
    var isContinuation = false

    static let blank = Cell()

    init(character: Character = " ", style: Style = .plain, isContinuation: Bool = false) {
        var iterator = character.unicodeScalars.makeIterator()
        scalars = (
            iterator.next()?.value ?? 0x20, iterator.next()?.value ?? 0, iterator.next()?.value ?? 0,
            iterator.next()?.value ?? 0
        )
        self.style = style
        self.isContinuation = isContinuation
    }

    /// A cell holding one scalar (the fast path for ASCII).
    init(scalar: UInt32, style: Style) {
        scalars = (scalar, 0, 0, 0)
        self.style = style
    }

    var character: Character {
        Character(String(String.UnicodeScalarView(unicodeScalars)))
    }

    var isASCII: Bool { scalars.1 == 0 && scalars.0 < 0x80 }

    /// The scalars of the character, base first.
    package var unicodeScalars: [Unicode.Scalar] {
        [scalars.0, scalars.1, scalars.2, scalars.3].prefix { $0 != 0 }.compactMap(Unicode.Scalar.init)
    }

    package static func == (lhs: Cell, rhs: Cell) -> Bool {
        lhs.scalars == rhs.scalars && lhs.style == rhs.style && lhs.isContinuation == rhs.isContinuation
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(scalars.0)
        hasher.combine(scalars.1)
        hasher.combine(style)
        hasher.combine(isContinuation)
    }

    /// The character appended to a line of text (cheap for the one-scalar case).
    func append(to text: inout String) {
        if scalars.1 == 0, let scalar = Unicode.Scalar(scalars.0) {
            text.unicodeScalars.append(scalar)
        } else {
            text.unicodeScalars.append(contentsOf: unicodeScalars)
        }
    }
}
