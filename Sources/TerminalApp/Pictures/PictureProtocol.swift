/// What a config's `[images] protocol` asks for. Kitty and sixel output are not built yet:
/// they draw blocks, as `auto` does.
enum PictureProtocol: String, CaseIterable, Sendable {
    case auto, kitty, sixel, blocks, none
}
