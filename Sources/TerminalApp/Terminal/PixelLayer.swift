@preconcurrency import CNcurses

/// The pictures drawn as pixels over the cells (kitty's protocol or sixel): which are on the
/// screen, taking them down when a frame changes them, and drawing them again.
final class PixelLayer {
    /// The pictures drawn as pixels on the screen now.
    private(set) var shown: [PixelPicture.Placement] = []

    /// The bytes of a frame showing `pictures`, with the frame's cells, which `cells` writes
    /// through ncurses into `output` (`whole`: every cell is written, and every picture).
    func frame(
        _ pictures: [PixelPicture.Placement], whole: Bool, output: TerminalOutput, cells: () -> Void
    ) -> [UInt8] {
        var changed = whole || pictures != shown
        var bytes: [UInt8] = []
        if changed { bytes += Array((takeKittyDown() + takeSixelDown()).utf8) }
        var written = output.capture {
            // Sixel pixels are text to the terminal: the lines they were on are written again.
            if changed {
                for placement in shown where placement.picture.kind == .sixel {
                    wredrawln(shim_stdscr(), Int32(placement.y), Int32(placement.picture.rows))
                }
            }
            cells()
        }
        // A scroll moves sixel pixels with the text (xterm), out of their cells, where no cell
        // is written again: such an update never leaves. Every line is written instead (ncurses
        // then finds none to move), and the pictures are drawn again.
        if (shown + pictures).contains(where: { $0.picture.kind == .sixel }), ScrollSequence.isIn(written) {
            written = output.capture {
                wredrawln(shim_stdscr(), 0, shim_lines())
                wnoutrefresh(shim_stdscr())
                doupdate()
            }
            changed = true
        }
        bytes += written
        guard changed else { return bytes }
        // From the cell kept for it, the cursor put back where ncurses left it (DECSC, DECRC).
        for placement in pictures {
            bytes += Array("\u{1B}7\u{1B}[\(placement.y + 1);\(placement.x + 1)H".utf8)
            bytes += placement.picture.bytes
            bytes += Array("\u{1B}8".utf8)
        }
        shown = pictures
        return bytes
    }

    /// What removes the pictures kitty's protocol drew (they are not text: leaving the screen
    /// would not take them with it everywhere); the next frame draws every picture again.
    func takeDown() -> String {
        defer { shown = [] }
        return takeKittyDown()
    }

    private func takeKittyDown() -> String {
        shown.contains { $0.picture.kind == .kitty } ? KittyGraphics.deleteAll : ""
    }

    /// Spaces over every cell of the sixel pictures shown, plain (DECSC keeps ncurses's
    /// colours and cursor). xterm only hides a picture whose cells ncurses blanks with ECH or
    /// EL: a later scroll shows it again, outside its cells. Spaces written are its end.
    private func takeSixelDown() -> String {
        var bytes = ""
        for placement in shown where placement.picture.kind == .sixel {
            let blank = String(repeating: " ", count: placement.picture.columns)
            for row in 0..<placement.picture.rows {
                bytes += "\u{1B}[\(placement.y + row + 1);\(placement.x + 1)H" + blank
            }
        }
        return bytes.isEmpty ? "" : "\u{1B}7\u{1B}[0m" + bytes + "\u{1B}8"
    }
}
