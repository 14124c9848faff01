import Core
import Foundation

extension APIClient {
    /// The bound of a test's client: past any delay a busy machine makes, so the network
    /// stack's idle bound (on real time, as long as this) never decides a test.
    public static let testTimeout: Duration = generousDeadline

    /// A client whose whole-request bound (`testTimeout`) runs on `clock`: only the test
    /// that moves it ends a request for taking too long. `answers` keeps what it is answered.
    public convenience init(
        testing baseURL: URL, clock: ManualClock = ManualClock(), maximumBytes: Int = defaultMaximumBytes,
        answers: AnswerStore? = nil, offline: Bool = false
    ) {
        self.init(
            baseURL: baseURL, timeout: Self.testTimeout, maximumBytes: maximumBytes, clock: clock, answers: answers,
            offline: offline)
    }
}
