/// Builds the Character feature's screens with their specific navigators and trackers.
public typealias CharacterContainer = RecordContainer<CharacterKind>
