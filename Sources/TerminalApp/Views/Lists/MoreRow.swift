import Core

/// The last row of a paged list while the next page loads or after it failed.
struct MoreRow {
    let state: PagedListMoreState
    let noun: String

    func draw(into canvas: inout Canvas, x: Int, y: Int, width: Int, context: ViewContext) {
        switch state {
        case .loading:
            canvas.text(
                "  \(context.spinner) Loading more \(noun)\(context.theme.ellipsis)", x: x, y: y, maxWidth: width,
                style: context.theme.muted)
        case .failed(let message):
            canvas.text(
                "  Couldn't load more: \(FailureText.firstLine(message))" + context.theme.chrome(" — ")
                    + "press \(context.key(.refresh)) to retry", x: x, y: y,
                maxWidth: width, style: context.theme.error)
        case .idle:
            break
        }
    }
}
