import Testing

extension Tag {
    /// Drives the real binary (on a pseudo-terminal, in tmux or as a child process) or
    /// waits on another real process: it waits for real, on conditions with one generous
    /// deadline, and `make test` runs these one at a time after the rest.
    @Tag static var endToEnd: Self
}
