nonisolated extension String {
    /// The text without leading and trailing white space (Unicode's, not only ASCII's).
    public var trimmingWhitespace: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    /// The text without the leading and trailing scalars `isTrimmed` accepts.
    public func trimmingScalars(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, isTrimmed(first) { scalars.removeFirst() }
        while let last = scalars.last, isTrimmed(last) { scalars.removeLast() }
        return String(Substring(scalars))
    }
}
