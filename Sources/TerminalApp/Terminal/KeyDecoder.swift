@preconcurrency import CNcurses

/// Turns what ncurses reads into `Key`s.
nonisolated enum KeyDecoder {
    /// A character read by wget_wch (not a key code).
    static func decode(character: UInt32) -> Key? {
        switch character {
        case 0x0D, 0x0A: return .enter
        case 0x1B: return .escape
        case 0x09: return .tab
        case 0x7F, 0x08: return .backspace
        case 0x01...0x1A: return .control(Character(Unicode.Scalar(character + 0x60)!))
        case 0x00...0x1F, 0x80...0x9F: return nil
        default:
            guard let scalar = Unicode.Scalar(character) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// A key code read by wget_wch (KEY_CODE_YES).
    static func decode(keyCode: Int32) -> Key? {
        switch keyCode {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_ENTER: return .enter
        case KEY_BTAB: return .backTab
        case KEY_RESIZE: return .resize
        case shim_key_f(1)...shim_key_f(12): return .function(Int(keyCode - shim_key_f(0)))
        default: return nil
        }
    }
}
