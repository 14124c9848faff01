/// Something the run loop polls beside the keyboard (the link socket). `serve` must
/// never block: it reads what is waiting and enforces its own deadlines.
protocol RunLoopSource: AnyObject {
    var descriptors: [Int32] { get }
    var nextDeadline: ContinuousClock.Instant? { get }
    func serve()
}
