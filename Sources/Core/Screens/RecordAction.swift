/// Something a feature does to the record in front of any screen, whichever feature's screen
/// it is: the app binds its key beside its own and says on the status line what the action
/// answers. Registered by a feature (`FeatureContract.recordActions`); a feature left out of
/// a run has none.
public struct RecordAction {
    /// Its name and default keys, which `[keys]` rebinds.
    public let key: FeatureKeyAction
    /// What help calls it for the record in front, from the feature's own strings: "star", or
    /// "unstar" for a starred one (nil: no record in front).
    public let label: (RecordInFront?) -> String
    /// Does it to the record; answers the status line's text ("Starred Morty Smith").
    public let perform: (RecordInFront) -> String
    /// What the status line says when no record is in front, given the action's key ("s").
    public let nothing: (String) -> String

    public init(
        key: FeatureKeyAction, label: @escaping (RecordInFront?) -> String, nothing: @escaping (String) -> String,
        perform: @escaping (RecordInFront) -> String
    ) {
        self.key = key
        self.label = label
        self.nothing = nothing
        self.perform = perform
    }
}
