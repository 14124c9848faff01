/// The Character feature's strings, which its registration brings: its tab, its detail's
/// labels and sections, its Filter's fields, and its statuses and genders wherever they show
/// (the catalog writes them in English; names, species and places stay as written).
nonisolated public enum CharacterStrings {
    /// The shared list's, detail's, Filter's and palette's sentences of its records.
    public static let records = CharacterKind.names.words
    public static let tab = AppTab.title("Characters", host: "character")
    /// Its line in Home's menu, under the tab's title.
    public static let menuDetail = LocalizedString("character.menuDetail", "Browse the show's characters")
    public static let onePlace = LocalizedString("character.onePlace", "place")
    public static let oneEpisode = LocalizedString("character.oneEpisode", "episode")
    public static let status = LocalizedString("character.status", "Status")
    public static let species = LocalizedString("character.species", "Species")
    public static let type = LocalizedString("character.type", "Type")
    public static let gender = LocalizedString("character.gender", "Gender")
    public static let origin = LocalizedString("character.origin", "Origin")
    public static let location = LocalizedString("character.location", "Location")
    public static let originRole = LocalizedString("character.originRole", "origin")
    public static let locationRole = LocalizedString("character.locationRole", "location")
    public static let created = LocalizedString("character.created", "Created")
    public static let id = LocalizedString("character.id", "ID")
    public static let name = LocalizedString("character.name", "Name")
    public static let places = LocalizedString("character.places", "Places")
    public static let noPlace = LocalizedString("character.noPlace", "No known place.")
    public static let episodes = LocalizedString("character.episodes", "Episodes")
    public static let noEpisode = LocalizedString("character.noEpisode", "In no episode.")
    public static let loadingEpisodes = LocalizedString("character.loadingEpisodes", "Loading episodes…")
    public static let episodesFailed = LocalizedString("character.episodesFailed", "Couldn't load the episodes")
    public static let alive = LocalizedString("character.alive", "Alive")
    public static let dead = LocalizedString("character.dead", "Dead")
    public static let unknown = LocalizedString("character.unknown", "unknown")
    public static let female = LocalizedString("character.female", "Female")
    public static let male = LocalizedString("character.male", "Male")
    public static let genderless = LocalizedString("character.genderless", "Genderless")

    /// A status or a gender as the catalog writes it ("Alive", "Female", "unknown"), in the
    /// language of this moment (in English, exactly as written); any other value as written.
    public static func shown(_ value: String) -> String {
        guard Localizer.current.language != .english, let string = known[value.lowercased()] else { return value }
        return string.text
    }

    /// The statuses and genders the app has words for, by the catalog's word in lower case.
    private static let known = [
        "alive": alive, "dead": dead, "unknown": unknown, "female": female, "male": male, "genderless": genderless,
    ]

    public static let table = StringTable(
        [
            tab, menuDetail, onePlace, oneEpisode, status, species, type, gender, origin, location, originRole,
            locationRole, created, id, name,
            places, noPlace, episodes, noEpisode, loadingEpisodes, episodesFailed, alive, dead, unknown, female,
            male, genderless,
        ] + records.all,
        spanish: [
            records.kind: "Personaje",
            records.one: "personaje",
            records.records: "personajes",
            records.searchedBy: "nombre",
            records.loading: "Cargando personajes",
            records.loadFailed: "No se pudieron cargar los personajes",
            records.noneOnServer: "El servidor no lista ningún personaje.",
            records.noneInCatalog: "Este catálogo no tiene ningún personaje.",
            records.noMatch: "Ningún personaje coincide con \"{search}\".",
            records.noMatchFiltered: "Ningún personaje coincide con \"{search}\" con este filtro.",
            records.noneFiltered: "Ningún personaje coincide con este filtro{hint}.",
            records.unfiltered: "Sin filtro: todos los personajes.",
            records.filterPlace: "Filtrar personajes",
            records.notFound: "No hay ningún personaje #{id}.",
            records.noList: "El servidor no tiene personajes: respondió 404 a {path}.",
            tab: "Personajes", onePlace: "lugar", oneEpisode: "episodio",
            menuDetail: "Explora los personajes de la serie", status: "Estado", species: "Especie", type: "Tipo",
            gender: "Género",
            origin: "Origen", location: "Ubicación", originRole: "origen", locationRole: "ubicación",
            created: "Creado", id: "ID", name: "Nombre", places: "Lugares", noPlace: "Ningún lugar conocido.",
            episodes: "Episodios", noEpisode: "En ningún episodio.", loadingEpisodes: "Cargando episodios…",
            episodesFailed: "No se pudieron cargar los episodios", alive: "Vivo", dead: "Muerto",
            unknown: "desconocido", female: "Femenino", male: "Masculino", genderless: "Sin género",
        ]
    )
}
