import FoundationEssentials
import Testing

@testable import Core

/// The shared screens' sentences about records are each feature's, whole: in Spanish they agree
/// with the feature's noun ("ningún personaje", "ninguna ubicación"), in English they read as the
/// English template always did. What machines read (an error's description) stays English.
@Suite struct RecordWordsTests {
    static let spanish = Localizer(.spanish, tables: AppStrings.tables(features: AppComposition.features))

    private func inSpanish(_ body: () -> Void) { Localizer.$current.withValue(Self.spanish, operation: body) }

    @Test func anEmptySearchSaysSoInEachFeaturesWords() {
        inSpanish {
            #expect(CharacterKind.names.words.noMatch.text(["search": "zz"]) == "Ningún personaje coincide con \"zz\".")
            #expect(EpisodeKind.names.words.noMatch.text(["search": "zz"]) == "Ningún episodio coincide con \"zz\".")
            #expect(LocationKind.names.words.noMatch.text(["search": "zz"]) == "Ninguna ubicación coincide con \"zz\".")
        }
        #expect(LocationKind.names.words.noMatch.text(["search": "zz"]) == "No locations match \"zz\".")
    }

    @Test func theFilterSheetTheListAndThePaletteSpeakSpanish() {
        inSpanish {
            #expect(LocationKind.names.words.unfiltered.text == "Sin filtro: todas las ubicaciones.")
            #expect(CharacterKind.names.words.unfiltered.text == "Sin filtro: todos los personajes.")
            #expect(EpisodeKind.names.words.searchedBy.text == "nombre o código")
            #expect(EpisodeKind.names.words.loading.text == "Cargando episodios")
            #expect(LocationKind.names.words.filterPlace.text == "Filtrar ubicaciones")
            #expect(CharacterKind.names.words.kind.text == "Personaje")
        }
        #expect(CharacterKind.names.words.unfiltered.text == "No filter: every character.")
        #expect(EpisodeKind.names.words.filterPlace.text == "Filter episodes")
    }

    @Test func aRecordErrorIsShownInTheFeaturesWordsAndDescribedInEnglish() {
        let missing = RecordError.notFound(noun: "location", id: 9)
        inSpanish {
            #expect(missing.shownText == "No hay ninguna ubicación #9.")
            #expect(
                RecordError.noList(noun: "character", path: "/api/character").shownText
                    == "El servidor no tiene personajes: respondió 404 a /api/character.")
        }
        #expect(missing.shownText == "There is no location #9.")
        inSpanish { #expect(missing.description == "There is no location #9.") }
    }

    @Test func aServersFailureIsShownInSpanish() {
        inSpanish {
            #expect(
                RecordError.server(.unreachable("Connection refused")).shownText
                    == "No se pudo contactar con el servidor: Conexión rechazada.")
            #expect(APIError.http(status: 503).shownText == "El servidor respondió HTTP 503.")
            #expect(APIError.timedOut.shownText == "El servidor no respondió a tiempo.")
            // A detail the app does not know stays as the system wrote it.
            #expect(
                APIError.unreachable("Host is down").shownText == "No se pudo contactar con el servidor: Host is down.")
        }
        #expect(
            APIError.unreachable("Connection refused").shownText
                == "The server could not be reached: Connection refused.")
    }

    @Test func whyNothingSavedCouldBeShownIsSaidInSpanishToo() {
        // It kept the English of the failure: "The server could not be reached: … sin conexión."
        let error = RecordError.server(.notSaved(because: .unreachable("Connection refused")))
        inSpanish {
            #expect(
                error.shownText
                    == "No se pudo contactar con el servidor: Conexión rechazada. "
                    + "Nunca se guardó, así que no se puede cargar sin conexión.")
        }
        #expect(
            error.description
                == "The server could not be reached: Connection refused. "
                + "It was never saved, so it cannot be loaded offline.")
    }

    @Test func aCatalogThatCannotBeReadIsShownInSpanishAndDescribedInEnglish() {
        let error = DataSourceError(DataStrings.catalogUnreadable, path: "a.json", detail: "it is empty")
        inSpanish { #expect(error.shownText == "no se puede leer el catálogo a.json: it is empty") }
        #expect(error.description == "cannot read catalog a.json: it is empty")
        #expect(error == DataSourceError("cannot read catalog a.json: it is empty"))
    }

    @Test func notFoundSaysALinksProblemAndABadIDInSpanish() {
        inSpanish {
            #expect(
                UnresolvedLink.reason("challenge://episode/detail/x", handlers: [EpisodeDeepLinkHandler()])
                    == "x no es un id de episodio; los ids van de 1 a 999999999.")
            #expect(
                UnresolvedLink.reason("challenge://home/a b", handlers: [])
                    == "El enlace tiene un espacio en el carácter 19; un enlace escribe un espacio como %20.")
            #expect(DeepLink.Problem.empty.description == "the link is empty; challenge --help lists the links")
        }
        #expect(
            UnresolvedLink.reason("challenge://episode/detail/x", handlers: [EpisodeDeepLinkHandler()])
                == "x is not an episode id; ids are 1 to 999999999.")
    }

    @Test func favouritesNameAStarredRecordsKindInItsFeaturesWords() {
        let place = Favorite(link: "challenge://location/detail/3", title: "Citadel of Ricks", kind: "location")
        inSpanish {
            #expect(FavoritesStrings.kindTitle(of: place) == "Ubicación")
            #expect(FavoritesStrings.kindFilter("location", link: place.link) == "solo ubicaciones")
            #expect(FavoritesStrings.noneOfKind("location", link: nil) == "Ningún favorito de tipo ubicación.")
        }
        #expect(FavoritesStrings.kindTitle(of: place) == "Location")
        #expect(FavoritesStrings.kindFilter("location", link: place.link) == "only locations")
        #expect(FavoritesStrings.noneOfKind("location", link: nil) == "No location is starred.")
    }

    private struct Unnamed: NamedRecord, Identifiable {
        let id: Int
        let name: String
    }

    @Test func theListsOwnSentencesSpeakSpanish() {
        inSpanish {
            #expect(Unnamed(id: 4, name: " ").shownName == "#4 (sin nombre)")
            #expect(ListStrings.filterBadge.text(2) == "[2 filtros]")
            #expect(
                ListStrings.forgetMessage.text(3) == "Esta lista olvida las 3 búsquedas que recuerda.")
        }
        #expect(ListStrings.filterBadge.text(1) == "[1 filter]")
        #expect(Unnamed(id: 4, name: "").shownName == "#4 (no name)")
        #expect(ListStrings.forgetMessage.text(1) == "This list forgets the 1 search it remembers.")
    }
}
