/// The Home feature's strings (Home and About, with their terminal faces), which its
/// registration brings.
nonisolated public enum HomeStrings {
    public static let tab = AppTab.title("Home", host: "home")
    public static let about = LocalizedString("home.about", "About")
    public static let aboutDetail = LocalizedString("home.aboutDetail", "What this app demonstrates (a sheet)")
    public static let pitch = LocalizedString(
        "home.pitch", "Rick and Morty characters over a feature-decoupled navigation stack.")
    public static let prompt = LocalizedString("home.prompt", "Pick a destination:")
    public static let open = LocalizedString("home.open", "open")
    public static let charactersInCover = LocalizedString(
        "about.charactersInCover", "Browse characters in a full-screen cover")
    public static let unconnectedScreen = LocalizedString(
        "about.unconnectedScreen", "Push a screen nothing is connected to")
    public static let tryIt = LocalizedString("about.tryIt", "try it")
    public static let scrollTextUp = LocalizedString("about.scrollTextUp", "scroll the text up")
    public static let scrollTextDown = LocalizedString("about.scrollTextDown", "scroll the text down")
    public static let more = LocalizedString("about.more", "more")
    public static let paragraphs = [
        LocalizedString(
            "about.paragraph1", "Challenge browses Rick and Morty characters over a feature-decoupled navigation stack."
        ),
        LocalizedString(
            "about.paragraph2",
            "Features never name each other: Home asks for an Outgoing destination, and the app layer "
                + "redirects it to the Character feature's Incoming one. A destination nothing answers shows Not Found."
        ),
        LocalizedString(
            "about.paragraph3",
            "Every modal owns its own stack: the sheet you are reading can push screens and present a nested modal."),
        LocalizedString(
            "about.paragraph4",
            "Deep links reach any screen: press : and type a name (rck snchz finds Rick), a screen, "
                + "or challenge://character/detail/2."),
    ]

    public static let table = StringTable(
        [
            tab, about, aboutDetail, pitch, prompt, open, charactersInCover, unconnectedScreen, tryIt, scrollTextUp,
            scrollTextDown, more,
        ] + paragraphs,
        spanish: [
            tab: "Inicio", about: "Acerca de", aboutDetail: "Qué demuestra esta app (una hoja)",
            pitch: "Personajes de Rick y Morty sobre una pila de navegación de partes desacopladas.",
            prompt: "Elige un destino:", open: "abrir",
            charactersInCover: "Ver los personajes en una portada a pantalla completa",
            unconnectedScreen: "Abrir una pantalla a la que nada está conectado", tryIt: "probar",
            scrollTextUp: "subir el texto", scrollTextDown: "bajar el texto", more: "más",
            paragraphs[0]: "Challenge recorre los personajes de Rick y Morty sobre una pila de navegación de partes "
                + "desacopladas.",
            paragraphs[1]: "Las partes nunca se nombran entre sí: Inicio pide un destino de salida (Outgoing), y la "
                + "capa de la app lo redirige al de entrada (Incoming) de la parte de personajes. Un destino al que "
                + "nada responde muestra No encontrado.",
            paragraphs[2]: "Cada modal tiene su propia pila: la hoja que estás leyendo puede abrir pantallas y "
                + "presentar otro modal dentro.",
            paragraphs[3]: "Los enlaces llegan a cualquier pantalla: pulsa : y escribe un nombre (rck snchz "
                + "encuentra a Rick), una pantalla, o challenge://character/detail/2.",
        ]
    )
}
