/// What the data layer's errors say on screen, in each language: the server's failures and a
/// catalog that cannot be read. Their `description`s stay English (events and the log).
nonisolated public enum DataStrings {
    public static let http = LocalizedString("data.http", "The server answered HTTP {status}.")
    public static let malformed = LocalizedString("data.malformed", "The server's answer could not be read: {detail}")
    public static let unreachable = LocalizedString("data.unreachable", "The server could not be reached: {detail}")
    public static let redirected = LocalizedString("data.redirected", "The server sent the request away: {detail}")
    public static let timedOut = LocalizedString("data.timedOut", "The server did not answer in time.")
    public static let offlineNotSaved = LocalizedString(
        "data.offlineNotSaved", "Offline, and this was never saved: it cannot be loaded offline.")
    /// The cause first: a status line cut at 80 columns still says it.
    public static let notSaved = LocalizedString(
        "data.notSaved", "{reason} It was never saved, so it cannot be loaded offline.")
    public static let catalogUnusable = LocalizedString("data.catalogUnusable", "the catalog is not usable: {detail}")
    public static let catalogUnreadable = LocalizedString(
        "data.catalogUnreadable", "cannot read catalog {path}: {detail}")
    public static let catalogFileUnusable = LocalizedString(
        "data.catalogFileUnusable", "catalog {path} is not usable: {detail}")

    /// Details the app writes itself, or the system's words for the commonest network failures
    /// (`strerror`), each as written in English; any other detail is shown as written.
    static let details = [
        LocalizedString("data.detail.refused", "Connection refused."),
        LocalizedString("data.detail.reset", "Connection reset by peer."),
        LocalizedString("data.detail.noRoute", "No route to host."),
        LocalizedString("data.detail.network", "Network is unreachable."),
        LocalizedString("data.detail.closed", "the server closed the connection before it answered."),
        LocalizedString("data.detail.compressed", "its compressed body could not be decoded."),
        LocalizedString("data.detail.certificate", "the server's certificate is for another host."),
    ]

    /// A detail in the language of this moment when it is one the app knows, else as written.
    static func detail(_ english: String) -> String {
        details.first { $0.english == english }?.text ?? english
    }

    public static let table = StringTable(
        [
            http, malformed, unreachable, redirected, timedOut, offlineNotSaved, notSaved, catalogUnusable,
            catalogUnreadable, catalogFileUnusable,
        ] + details,
        spanish: [
            http: "El servidor respondió HTTP {status}.",
            malformed: "No se pudo leer la respuesta del servidor: {detail}",
            unreachable: "No se pudo contactar con el servidor: {detail}",
            redirected: "El servidor desvió la petición a otro sitio: {detail}",
            timedOut: "El servidor no respondió a tiempo.",
            offlineNotSaved: "Sin conexión, y esto nunca se guardó: no se puede cargar sin conexión.",
            notSaved: "{reason} Nunca se guardó, así que no se puede cargar sin conexión.",
            catalogUnusable: "el catálogo no se puede usar: {detail}",
            catalogUnreadable: "no se puede leer el catálogo {path}: {detail}",
            catalogFileUnusable: "el catálogo {path} no se puede usar: {detail}",
            details[0]: "Conexión rechazada.", details[1]: "El otro extremo cortó la conexión.",
            details[2]: "No hay ruta hasta el servidor.", details[3]: "La red no está disponible.",
            details[4]: "el servidor cerró la conexión antes de responder.",
            details[5]: "no se pudo descomprimir su cuerpo.",
            details[6]: "el certificado del servidor es de otro servidor.",
        ]
    )
}
