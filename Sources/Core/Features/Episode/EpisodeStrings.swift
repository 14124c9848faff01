/// The Episode feature's strings, which its registration brings.
nonisolated public enum EpisodeStrings {
    public static let tab = AppTab.title("Episodes", host: "episode")

    public static let table = StringTable([tab], spanish: [tab: "Episodios"])
}
