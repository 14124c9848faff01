/// What every feature is built on, chosen by the front end: the terminal's real
/// clock and files, or replay's and the tests' virtual clock and memory.
public struct AppEnvironment {
    public var scheduler: any SchedulerContract
    public var tracker: any TrackerContract
    public var storage: any StateStorageContract
    /// Where reading data notes what it left out (duplicate ids); nil: nowhere.
    public var log: (any LogContract)?
    /// Where records' pictures come from; nil: none are fetched (placeholders stay).
    public var images: (any ImageSourceContract)?
    /// Where a server's answers are kept and revalidated; nil: none are kept.
    public var answers: AnswerStore?
    /// Whether a server's records come from `answers` alone, with no request at all.
    public var offline: Bool

    public init(
        scheduler: any SchedulerContract, tracker: any TrackerContract, storage: any StateStorageContract,
        log: (any LogContract)? = nil, images: (any ImageSourceContract)? = nil, answers: AnswerStore? = nil,
        offline: Bool = false
    ) {
        self.images = images
        self.answers = answers
        self.offline = offline
        self.scheduler = scheduler
        self.tracker = tracker
        self.storage = storage
        self.log = log
    }
}
