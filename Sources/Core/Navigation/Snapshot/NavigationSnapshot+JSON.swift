import FoundationEssentials

/// The snapshot as one line of JSON, its keys in a reader's order (tabs first), and back.
nonisolated extension NavigationSnapshot {
    public var json: String {
        var out = "{\"tabs\":["
        out += tabs.map { tab in
            "{\"id\":\(Self.quoted(tab.id)),\"title\":\(Self.quoted(tab.title)),\"front\":\(tab.front),"
                + "\"stack\":\(Self.array(tab.stack)),\"modals\":\(Self.modals(tab.modals))}"
        }.joined(separator: ",")
        out += "],\"redirects\":["
        out += redirects.map { "{\"from\":\(Self.quoted($0.from)),\"to\":\($0.to.map(Self.quoted) ?? "null")}" }.joined(
            separator: ",")
        out += "],\"links\":["
        out += links.map { "{\"url\":\(Self.quoted($0.url)),\"feature\":\($0.feature.map(Self.quoted) ?? "null")}" }
            .joined(separator: ",")
        out += "],\"events\":["
        out += events.map { event in
            let properties = event.properties.sorted { $0.key < $1.key }.map {
                "\(Self.quoted($0.key)):\(Self.quoted($0.value))"
            }
            return "{\"name\":\(Self.quoted(event.name)),\"properties\":{\(properties.joined(separator: ","))}}"
        }.joined(separator: ",")
        return out + "]}"
    }

    /// Reads what `json` wrote; nil for anything that is not a snapshot.
    public init?(json: String) {
        guard let snapshot = try? JSONDecoder().decode(NavigationSnapshot.self, from: Data(json.utf8)) else {
            return nil
        }
        self = snapshot
    }

    private static func modals(_ modals: [Modal]) -> String {
        "["
            + modals.map { modal in
                let detent = modal.detent.map { ",\"detent\":\(quoted($0))" } ?? ""
                return
                    "{\"style\":\(quoted(modal.style))\(detent),\"stack\":\(array(modal.stack)),\"modals\":\(Self.modals(modal.modals))}"
            }.joined(separator: ",") + "]"
    }

    private static func array(_ strings: [String]) -> String {
        "[" + strings.map(quoted).joined(separator: ",") + "]"
    }

    /// A JSON string: quotes, backslashes and every control character escaped, so a line
    /// of it never holds a raw newline or an escape sequence.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _
            where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
                || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
