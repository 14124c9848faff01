/// The strings of the shared navigation: the palette's kinds for what is no feature's record,
/// and the inspector's headings (`challenge inspect` prints them in English, as machines read).
nonisolated public enum NavigationStrings {
    public static let screen = LocalizedString("palette.kind.screen", "Screen")
    public static let link = LocalizedString("palette.kind.link", "Link")
    public static let tabs = LocalizedString("inspector.tabs", "Tabs")
    public static let front = LocalizedString("inspector.front", "(front)")
    public static let noRedirect = LocalizedString("inspector.noRedirect", "no redirect")
    public static let noFeature = LocalizedString("inspector.noFeature", "no feature")
    public static let notFound = LocalizedString("inspector.notFound", "Not Found")
    public static let redirects = LocalizedString("inspector.redirects", "Redirects")
    public static let links = LocalizedString("inspector.links", "Links")
    public static let events = LocalizedString("inspector.events", "Events (newest first)")
    public static let noneYet = LocalizedString("inspector.none", "none yet")
    public static let sheet = LocalizedString("inspector.sheet", "sheet")
    public static let cover = LocalizedString("inspector.cover", "cover")
    public static let alert = LocalizedString("inspector.alert", "alert")
    public static let medium = LocalizedString("inspector.medium", "medium")
    public static let large = LocalizedString("inspector.large", "large")
    public static let noHost = LocalizedString("link.noHost", "No feature of this app answers \"{host}\".")
    /// English's article follows the host's first sound; Spanish names the id without one.
    public static let notAnID = LocalizedString("link.notAnID", "{id} is not an {host} id; ids are {low} to {high}.")
    public static let notAID = LocalizedString("link.notAID", "{id} is not a {host} id; ids are {low} to {high}.")
    public static let noScreen = LocalizedString(
        "link.noScreen", "The {host} feature has no screen at {path}; it answers {links}.")
    public static let notALink = LocalizedString("link.notALink", "It is not a {scheme} link.")
    public static let hostNoName = LocalizedString(
        "link.hostNoName",
        "Its host ({host}) is no name: a link starts {scheme}HOST/, the host of letters, digits, - and .")
    public static let badEscape = LocalizedString(
        "link.badEscape",
        "A % in its path starts no escape: % is followed by two hex digits, and what they write is UTF-8 text.")

    public static let linkEmpty = LocalizedString("link.empty", "the link is empty; challenge --help lists the links")
    public static let linkTooLong = LocalizedString(
        "link.tooLong", "the link is {bytes} bytes long; a link is at most {maximum} bytes")
    public static let linkSpace = LocalizedString(
        "link.space", "the link holds a space at character {position}; a link writes a space as %20")
    public static let linkControl = LocalizedString(
        "link.control",
        "the link holds {name} ({escaped}) at character {position}; a link is one line of printable ASCII")
    public static let linkNonASCII = LocalizedString(
        "link.nonASCII",
        "the link holds {shown} at character {position}; a link is printable ASCII, anything else written as %XX "
            + "escapes of its UTF-8")
    public static let lineBreak = LocalizedString("link.lineBreak", "a line break")
    public static let tab = LocalizedString("link.tab", "a tab")
    public static let escapeCharacter = LocalizedString("link.escapeCharacter", "an escape character")
    public static let notUTF8 = LocalizedString("link.notUTF8", "a byte that is not UTF-8")
    public static let controlCharacter = LocalizedString("link.controlCharacter", "a control character")

    public static let table = StringTable(
        [
            screen, link, tabs, front, noRedirect, noFeature, notFound, redirects, links, events, noneYet, sheet, cover,
            alert, medium,
            large, noHost,
            notAnID, notAID, noScreen, notALink, hostNoName, badEscape, linkEmpty, linkTooLong, linkSpace, linkControl,
            linkNonASCII, lineBreak, tab, escapeCharacter, notUTF8, controlCharacter,
        ],
        spanish: [
            screen: "Pantalla", link: "Enlace", tabs: "Pestañas", front: "(al frente)", noRedirect: "sin redirección",
            noFeature: "ninguna parte", notFound: "No encontrado", redirects: "Redirecciones", links: "Enlaces",
            events: "Eventos (los últimos primero)", noneYet: "nada aún",
            sheet: "hoja", cover: "portada", alert: "alerta", medium: "media", large: "grande",
            noHost: "Ninguna parte de esta app responde a \"{host}\".",
            notAnID: "{id} no es un id de {host}; los ids van de {low} a {high}.",
            notAID: "{id} no es un id de {host}; los ids van de {low} a {high}.",
            noScreen: "La parte {host} no tiene pantalla en {path}; responde a {links}.",
            notALink: "No es un enlace {scheme}.",
            linkEmpty: "el enlace está vacío; challenge --help lista los enlaces",
            linkTooLong: "el enlace mide {bytes} bytes; un enlace mide como mucho {maximum} bytes",
            linkSpace: "el enlace tiene un espacio en el carácter {position}; un enlace escribe un espacio como %20",
            linkControl: "el enlace tiene {name} ({escaped}) en el carácter {position}; un enlace es una sola línea "
                + "de ASCII imprimible",
            linkNonASCII: "el enlace tiene {shown} en el carácter {position}; un enlace es ASCII imprimible, y todo "
                + "lo demás se escribe con escapes %XX de su UTF-8",
            lineBreak: "un salto de línea", tab: "un tabulador", escapeCharacter: "un carácter de escape",
            notUTF8: "un byte que no es UTF-8", controlCharacter: "un carácter de control",
            hostNoName: "Su host ({host}) no es un nombre: un enlace empieza por {scheme}HOST/, con un host de "
                + "letras, dígitos, - y .",
            badEscape: "Un % de su ruta no empieza un escape: a % le siguen dos dígitos hexadecimales, y lo que "
                + "escriben es texto UTF-8.",
        ]
    )
}
