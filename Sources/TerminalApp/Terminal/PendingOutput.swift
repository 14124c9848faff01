/// Bytes on their way to the terminal that it has not taken yet, in order. A write that
/// takes part of them leaves the rest for the next one: a frame is never cut short or
/// sent twice, so the terminal never holds half an escape sequence for long.
nonisolated struct PendingOutput {
    private var bytes: [UInt8] = []
    /// How many of `bytes` the terminal has taken.
    private var sent = 0

    var isEmpty: Bool { sent == bytes.count }

    /// How many bytes wait.
    var count: Int { bytes.count - sent }

    mutating func append(_ more: [UInt8]) {
        if isEmpty {
            bytes = more
            sent = 0
        } else {
            bytes += more
        }
    }

    /// What a write did: how many bytes the terminal took, or why it took none.
    enum WriteResult: Equatable {
        case took(Int)
        /// Full for now (EAGAIN): try again when it can take more.
        case wouldBlock
        /// Gone (closed, hung up): nothing will ever be taken.
        case failed
    }

    /// Hands the terminal as much as it takes now through `write`, which must never wait.
    /// Returns false once the terminal is gone (everything waiting is dropped then).
    @discardableResult
    mutating func drain(through write: (UnsafeRawBufferPointer) -> WriteResult) -> Bool {
        while !isEmpty {
            let result = bytes.withUnsafeBytes { write(UnsafeRawBufferPointer(rebasing: $0[sent...])) }
            switch result {
            case .took(let count) where count > 0:
                sent += min(count, self.count)
            case .took, .wouldBlock:
                return true
            case .failed:
                removeAll()
                return false
            }
        }
        bytes = []
        sent = 0
        return true
    }

    /// Forgets what waits; true when part of it had been taken (a sequence may be cut).
    @discardableResult
    mutating func removeAll() -> Bool {
        let cut = sent > 0 && !isEmpty
        bytes = []
        sent = 0
        return cut
    }
}
