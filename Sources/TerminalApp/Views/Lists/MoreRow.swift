import Core

/// The last row of a paged list while the next page loads or after it failed.
struct MoreRow {
    let state: PagedListMoreState
    let noun: String
    /// A "go to the end" waiting for a server, page by page: said with its progress and how
    /// to stop it (any key does; the first-row key also goes back up).
    var goingToEnd: (page: Int, of: Int)? = nil

    func draw(into canvas: inout Canvas, x: Int, y: Int, width: Int, context: ViewContext) {
        switch state {
        case .loading where goingToEnd != nil:
            let progress = goingToEnd ?? (0, 0)
            canvas.text(
                "  \(context.spinner) Loading page \(progress.page) of \(progress.of)"
                    + context.theme.chrome(" · ") + "\(context.key(.top)) stops",
                x: x, y: y, maxWidth: width, style: context.theme.muted)
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
