import Glibc

/// The one line a fatal signal leaves in the log, written from the signal handler: the
/// log's descriptor is opened before any crash, and the line is built in a buffer
/// allocated up front with integer arithmetic only (no allocation, no locks, no stdio),
/// then handed to write(2). It reads like every other log line:
/// `2026-11-21T09:05:00Z [4242] crashed: fatal signal 11 (SIGSEGV)`.
nonisolated enum CrashLogLine {
    nonisolated(unsafe) private static var descriptor: Int32 = -1
    nonisolated(unsafe) private static var process: Int32 = 0
    nonisolated(unsafe) private static var buffer = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)

    /// Makes a later `write(signal:)` land in the log open at `descriptor`.
    static func prepare(descriptor: Int32) {
        if buffer.baseAddress == nil { buffer = .allocate(capacity: capacity) }
        process = getpid()
        self.descriptor = descriptor
    }

    /// Async-signal-safe: appends the crash line to the prepared log, if there is one.
    static func write(signal: Int32) {
        guard descriptor >= 0, buffer.baseAddress != nil else { return }
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let count = format(signal: signal, seconds: Int(now.tv_sec), process: process, into: buffer)
        _ = Glibc.write(descriptor, buffer.baseAddress, count)
    }

    static let capacity = 128

    /// Fills `line` (at least `capacity` bytes) and returns its length, newline included.
    static func format(signal: Int32, seconds: Int, process: Int32, into line: UnsafeMutableBufferPointer<UInt8>) -> Int
    {
        var writer = Writer(line: line)
        let (year, month, day) = civilDate(
            daysSinceEpoch: seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400)
        let secondOfDay = ((seconds % 86_400) + 86_400) % 86_400
        writer.number(year, digits: 4)
        writer.text("-")
        writer.number(month, digits: 2)
        writer.text("-")
        writer.number(day, digits: 2)
        writer.text("T")
        writer.number(secondOfDay / 3600, digits: 2)
        writer.text(":")
        writer.number(secondOfDay / 60 % 60, digits: 2)
        writer.text(":")
        writer.number(secondOfDay % 60, digits: 2)
        writer.text("Z [")
        writer.number(Int(process), digits: 1)
        writer.text("] crashed: fatal signal ")
        writer.number(Int(signal), digits: 1)
        writer.text(" (")
        writer.text(name(of: signal))
        writer.text(")\n")
        return writer.count
    }

    private static func name(of signal: Int32) -> StaticString {
        switch signal {
        case SIGSEGV: "SIGSEGV"
        case SIGBUS: "SIGBUS"
        case SIGILL: "SIGILL"
        case SIGTRAP: "SIGTRAP"
        case SIGABRT: "SIGABRT"
        case SIGFPE: "SIGFPE"
        default: "a fatal signal"
        }
    }

    /// The proleptic Gregorian date of a day counted from 1970-01-01 (Howard Hinnant's
    /// `civil_from_days`).
    static func civilDate(daysSinceEpoch days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Appends bytes to a fixed buffer, dropping what does not fit.
    private struct Writer {
        let line: UnsafeMutableBufferPointer<UInt8>
        var count = 0

        mutating func byte(_ value: UInt8) {
            guard count < line.count else { return }
            line[count] = value
            count += 1
        }

        mutating func text(_ text: StaticString) {
            let bytes = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
            for value in bytes { byte(value) }
        }

        /// A non-negative number, zero-padded to `digits`.
        mutating func number(_ value: Int, digits: Int) {
            var value = max(value, 0)
            var reversed:
                (
                    UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                    UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
                ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            var length = 0
            withUnsafeMutableBytes(of: &reversed) { digitsBuffer in
                repeat {
                    digitsBuffer[length] = UInt8(48 + value % 10)
                    value /= 10
                    length += 1
                } while value > 0 && length < digitsBuffer.count
                while length < digits && length < digitsBuffer.count {
                    digitsBuffer[length] = 48
                    length += 1
                }
                for index in stride(from: length - 1, through: 0, by: -1) { byte(digitsBuffer[index]) }
            }
        }
    }
}
