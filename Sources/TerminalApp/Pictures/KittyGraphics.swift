/// The kitty graphics protocol (kitty, WezTerm, Ghostty, Konsole): a picture's pixels are
/// sent in application commands (`ESC _ G keys ; base64 ESC \`, made by chafa) and the
/// terminal scales them into the cells named, over the text. The app asks once whether the
/// terminal speaks it, and takes every picture down at once.
nonisolated enum KittyGraphics {
    /// The id of the one-pixel picture the query sends.
    static let queryID = 31
    /// Asks whether the terminal takes a picture sent in the command itself (`t=d`); a
    /// terminal that speaks the protocol answers `ESC _ G i=31 ; OK ESC \`, others ignore it.
    static let query = "\u{1B}_Gi=\(queryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
    static let replyPrefix = "\u{1B}_G"
    static let terminator = "\u{1B}\\"
    /// Removes every picture on the screen, and frees them (`q=2`: no answer).
    static let deleteAll = "\u{1B}_Ga=d,d=A,q=2\u{1B}\\"
}
