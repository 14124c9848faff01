import Core

/// `[theme]`: a base (dark, light or mono) and a colour for any role: the app's own, and those
/// its features register (`ThemeRole`). `Theme` turns them into styles; NO_COLOR still drops
/// every colour.
package struct ThemeSettings: Sendable, Equatable {
    package enum Base: String, CaseIterable, Sendable {
        /// For a dark background: the app's colours as they have always been.
        case dark
        /// For a light background: darker colours that read on white.
        case light
        /// No colour at all, bold, dim and reverse only.
        case mono
    }

    /// What a colour of the app's own is for; a feature's roles are its own (`featureRoles`).
    package enum Role: String, CaseIterable, Sendable {
        case title, selection, dim, box
        case tabBar = "tab_bar"
        case link, error
    }

    /// The roles the app's features register, in their order.
    package static let registeredRoles = AppComposition.features.flatMap(\.themeRoles)

    package var base = Base.dark
    /// The roles the file colours (by name), over the base's; nil is the terminal's own colour.
    var colors: [String: Style.Color?] = [:]
    /// The features' roles this theme knows besides the app's own.
    let featureRoles: [ThemeRole]

    package init(featureRoles: [ThemeRole] = registeredRoles) {
        self.featureRoles = featureRoles
    }

    /// Every role's name a `[theme]` may colour: the app's, then the features'.
    var roleNames: [String] {
        Role.allCases.map(\.rawValue) + featureRoles.map(\.name)
    }

    mutating func set(_ entry: ConfigTOML.Entry) throws(UserConfig.Problem) {
        if entry.key == "base" {
            let text = try UserConfig.string(entry)
            guard let base = Base(rawValue: text.lowercased()) else {
                throw UserConfig.Problem("base is dark, light or mono; found \"\(UserConfig.shown(text))\"")
            }
            self.base = base
            return
        }
        guard roleNames.contains(entry.key) else {
            throw UserConfig.unknown(entry.key, as: "key", in: "theme", known: ["base"] + roleNames)
        }
        colors[entry.key] = try Self.color(entry.value, role: entry.key)
    }

    /// A colour as a config writes it: a name, a 256-colour index, `#rrggbb` (taken to the
    /// nearest of the 256, which terminals with fewer colours approximate again), or
    /// `default`, the terminal's own (nil), as `config --default` writes the dark base's.
    static func color(_ value: ConfigTOML.Value, role: String) throws(UserConfig.Problem) -> Style.Color? {
        switch value {
        case .integer(let index):
            guard (0...255).contains(index) else {
                throw UserConfig.Problem("\(role): a colour index is from 0 to 255; found \(index)")
            }
            return Style.Color(index: index)
        case .string(let text):
            let lowered = text.lowercased()
            if lowered == "default" { return nil }
            if let index = Style.Color.names.firstIndex(of: lowered) { return Style.Color(index: index) }
            if let color = Style.Color(hex: lowered) { return color }
            throw UserConfig.Problem(
                "\(role): \"\(UserConfig.shown(text))\" is no colour; write a name (red, bright_blue, …), "
                    + "a number from 0 to 255, #rrggbb or default")
        default:
            throw UserConfig.Problem("\(role) takes a colour (a name, 0-255 or \"#rrggbb\"); found \(value.kind)")
        }
    }
}
