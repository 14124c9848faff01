import Core

/// Where things go on a screen of a given size: the tab bar, the breadcrumb, the body, a
/// footer line; modal boxes over the body. Pure arithmetic, shared by drawing and by clicks.
struct FrameLayout {
    let width: Int
    let height: Int
    /// A status line above the footer (a message, a failure), taken from the body.
    var hasStatusLine = false
    /// Whether the stack's top screens share the body as columns (StackColumns).
    var layoutMode = LayoutMode.auto
    var columnThresholds = ColumnThresholds.standard
    /// The views this update made, shared with whoever lays out and draws with this layout.
    var views = FrameViews()

    /// The window's size when it is larger than `maximumSide` along a side (nil otherwise):
    /// the frame is then drawn at most that large and says the window is too large.
    var tooLargeWindow: (width: Int, height: Int)?

    static let minimumSize = (width: 40, height: 12)
    /// The most cells drawn along a side, by the terminal (whose size is clamped to it before
    /// ncurses hears of it: ncurses keeps sizes in a short, and its screens grow with the
    /// window) and by replay. A larger window is "too large", as a small one is too small.
    static let maximumSide = 1000

    var isTooSmall: Bool { width < Self.minimumSize.width || height < Self.minimumSize.height }

    /// Too small or too large to draw the app in: a frame says so, and only quitting works.
    var isWrongSize: Bool { isTooSmall || tooLargeWindow != nil }

    /// The tab bar's row.
    static let tabBarRow = 0
    /// The breadcrumb's row, under the tab bar.
    static let breadcrumbRow = 1

    /// Everything between the breadcrumb and the footer (and the status line, if any).
    var body: Rect { Rect(x: 0, y: 2, width: width, height: max(height - 3 - (hasStatusLine ? 1 : 0), 0)) }

    /// The status line's row, when there is one.
    var statusRow: Int? { hasStatusLine ? height - 2 : nil }

    /// Each layer's box (nil for the root) and content area. Nested modals step in
    /// two columns a level so their edges stay visible; a sheet stays inside the box of the
    /// modal it is presented over.
    func layerFrames(_ layers: [AppSession.Layer]) -> [(box: Rect?, content: Rect)] {
        var frames: [(box: Rect?, content: Rect)] = [(nil, body)]
        for (depth, layer) in layers.dropFirst().enumerated() {
            guard let modal = layer.modal else { continue }
            let box: Rect
            switch modal.navigation.style {
            case .fullScreenCover:
                box = body
            case .alert:
                let width = min(body.width - 4, 60)
                let height = min(body.height, 7)
                box = Rect(
                    x: body.x + (body.width - width) / 2, y: body.y + (body.height - height) / 2, width: width,
                    height: height)
            case .sheet:
                var height = modal.detent == .large ? body.height - 1 : max(body.height / 2, 8)
                let inset = min(2 + 2 * depth, body.width / 4)
                var width = body.width - 2 * inset
                // A medium sheet whose content is smaller is no larger than it, centred.
                if modal.detent != .large, let content = views.view(for: layer.top).contentSize {
                    width = min(width, content.width + 2)
                    height = min(height, content.height + 2)
                }
                // It rises from the bottom of what it is presented over: inside a modal's box,
                // whose edges stay whole (a sheet over a cover left its bottom edge cut).
                let over = frames[frames.count - 1].box == nil ? body : frames[frames.count - 1].content
                width = min(width, over.width)
                let clamped = min(height, over.height)
                box = Rect(
                    x: over.x + (over.width - width) / 2, y: over.maxY - clamped, width: width, height: clamped)
            }
            frames.append((box, box.inset(by: 1)))
        }
        return frames
    }
}
