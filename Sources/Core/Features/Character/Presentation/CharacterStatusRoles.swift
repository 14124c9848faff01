/// How a character's status is told apart on screen: one theme role per status, which a
/// config's `[theme]` colours by the same names (`alive`, `dead`, `unknown`).
public enum CharacterStatusRoles {
    /// Green and red in bold, yellow plain (darker shades of each on a light background).
    public static let all: [ThemeRole] = [
        ThemeRole("alive", bold: true, dark: 2, light: 28),
        ThemeRole("dead", bold: true, dark: 1, light: 124),
        ThemeRole("unknown", dark: 3, light: 130),
    ]

    /// The role a status takes: its own, or `unknown` for any status the data set has not named.
    public static func role(of status: String) -> String {
        switch status.lowercased() {
        case "alive": "alive"
        case "dead": "dead"
        default: "unknown"
        }
    }
}
