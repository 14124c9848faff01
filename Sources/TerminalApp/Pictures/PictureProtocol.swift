/// What a config's `[images] protocol` asks for: `auto` asks the terminal.
nonisolated enum PictureProtocol: String, CaseIterable, Sendable {
    case auto, kitty, sixel, blocks, none
}
