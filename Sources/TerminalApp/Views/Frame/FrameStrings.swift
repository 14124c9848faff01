import Core

/// The terminal front end's own strings: the key tables' words (footer and help), help, the
/// palette, the inspector, the status line. Features bring theirs through their registrations.
nonisolated enum FrameStrings {
    static let back = LocalizedString("keys.back", "back")
    static let tabs = LocalizedString("keys.tabs", "tabs")
    static let tab = LocalizedString("keys.tab", "{tab} tab")
    static let copyLink = LocalizedString("keys.copyLink", "copy link")
    static let copyLinkNone = LocalizedString("keys.copyLinkNone", "copy link (none here)")
    /// A feature's action on the record in front where no record is.
    static let noneHere = LocalizedString("keys.noneHere", "{action} (none here)")
    static let nothingToCopy = LocalizedString(
        "status.nothingToCopy", "Nothing to copy here · {key} copies the link of a selected record")
    static let grow = LocalizedString("keys.grow", "grow")
    static let shrink = LocalizedString("keys.shrink", "shrink")
    static let help = LocalizedString("keys.help", "help")
    static let quit = LocalizedString("keys.quit", "quit")
    static let goToAnything = LocalizedString("keys.goToAnything", "go to anything")
    static let goTo = LocalizedString("keys.goTo", "go to")
    static let suspend = LocalizedString("keys.suspend", "suspend (fg resumes)")
    static let repaint = LocalizedString("keys.repaint", "repaint the screen")
    static let inspector = LocalizedString("keys.inspector", "navigation inspector")
    static let inspectorShort = LocalizedString("keys.inspectorShort", "inspector")
    static let historyBack = LocalizedString("keys.historyBack", "back (history)")
    static let forwardHelp = LocalizedString("keys.forwardHelp", "forward (what back left)")
    static let forward = LocalizedString("keys.forward", "forward")
    static let nothingForward = LocalizedString(
        "status.nothingForward", "Nothing to go forward to · ] brings back what Back left")
    static let nothingBack = LocalizedString("status.nothingBack", "Nothing to go back to · press {key} to quit")
    static let forgetPlacesTitle = LocalizedString("alert.forgetPlaces", "Forget recent places?")
    static let forgetPlaces = PluralString(
        "alert.forgetPlacesMessage", one: "Go to (:) forgets the {count} place you went to from it.",
        other: "Go to (:) forgets all {count} places you went to from it.")
    static let forget = LocalizedString("alert.forget", "Forget")
    static let forgotPlaces = PluralString(
        "status.forgotPlaces", one: "Forgot {count} recent place", other: "Forgot {count} recent places")
    static let copied = LocalizedString("status.copied", "Copied {link}")
    static let click = LocalizedString("keys.click", "click")
    static let up = LocalizedString("keys.up", "up")
    static let down = LocalizedString("keys.down", "down")
    static let move = LocalizedString("keys.move", "move")
    static let pageUp = LocalizedString("keys.pageUp", "page up")
    static let pageDown = LocalizedString("keys.pageDown", "page down")
    static let top = LocalizedString("keys.top", "top")
    static let bottom = LocalizedString("keys.bottom", "bottom")
    static let scrollUp = LocalizedString("keys.scrollUp", "scroll up")
    static let scrollDown = LocalizedString("keys.scrollDown", "scroll down")
    static let scroll = LocalizedString("keys.scroll", "scroll")
    static let closeInspector = LocalizedString("keys.closeInspector", "close inspector")
    static let closeHelp = LocalizedString("keys.closeHelp", "close help")
    static let choose = LocalizedString("keys.choose", "choose")
    static let go = LocalizedString("keys.go", "go")
    static let close = LocalizedString("keys.close", "close")
    static let forgetRecent = LocalizedString("keys.forgetRecent", "forget recent")
    static let delete = LocalizedString("keys.delete", "delete")
    static let deleteUnder = LocalizedString("keys.deleteUnder", "delete under the cursor")
    static let cursorLeft = LocalizedString("keys.cursorLeft", "cursor left")
    static let cursorRight = LocalizedString("keys.cursorRight", "cursor right")
    static let cursorStart = LocalizedString("keys.cursorStart", "cursor to start")
    static let cursorEnd = LocalizedString("keys.cursorEnd", "cursor to end")
    static let deleteToStart = LocalizedString("keys.deleteToStart", "delete to start")
    static let deleteToEnd = LocalizedString("keys.deleteToEnd", "delete to end")
    static let deleteWord = LocalizedString("keys.deleteWord", "delete word")
    static let keysTitle = LocalizedString("help.title", "Keys")
    static let more = LocalizedString("help.more", "more")
    static let tooSmall = LocalizedString("frame.tooSmall", "Terminal too small")
    static let needs = LocalizedString("frame.needs", "{size}, needs {minimum}")
    static let enlarge = LocalizedString("frame.enlarge", "Enlarge it, or {key} to quit")
    static let tooLarge = LocalizedString("frame.tooLarge", "Terminal too large")
    static let atMost = LocalizedString("frame.atMost", "{size}, at most {maximum}")
    static let shrinkIt = LocalizedString("frame.shrink", "Shrink it, or {key} to quit")
    static let inspectorTitle = LocalizedString("inspector.title", "Navigation · F12 closes")
    static let palettePrompt = LocalizedString("palette.prompt", "type a name, a screen or a link")
    static let nothingMatches = LocalizedString("palette.nothingMatches", "Nothing matches")
    static let recent = LocalizedString("palette.recent", "recent")
    static let open = LocalizedString("keys.open", "open")
    static let search = LocalizedString("keys.search", "search")
    static let repeatSearch = LocalizedString("keys.repeatSearch", "repeat last search")
    static let clearSearch = LocalizedString("keys.clearSearch", "clear search")
    static let retry = LocalizedString("keys.retry", "retry")
    static let recentKey = LocalizedString("keys.recent", "recent")
    static let nextRecent = LocalizedString("keys.nextRecent", "next recent")
    static let use = LocalizedString("keys.use", "use")
    static let forgetOne = LocalizedString("keys.forgetOne", "forget")
    static let forgetAll = LocalizedString("keys.forgetAll", "forget all")
    static let moveDown = LocalizedString("keys.moveDown", "move down")
    static let leaveField = LocalizedString("keys.leaveField", "leave field")
    static let total = LocalizedString("list.total", "{count} total")
    static let loaded = LocalizedString("list.loaded", "{count} loaded")
    static let searchLabel = LocalizedString("list.searchLabel", "Search:")
    static let goToTitle = LocalizedString("palette.title", "Go to")
    static let loadingCatalog = LocalizedString("status.loadingCatalog", "Loading the catalog…")
    static let keysWait = LocalizedString("status.keysWait", "Loading… the keys typed act once it is here")
    static let keysDroppedFailed = PluralString(
        "status.keysDroppedFailed", one: "It did not load: the {count} key typed meanwhile was dropped",
        other: "It did not load: the {count} keys typed meanwhile were dropped")
    static let keysDroppedTooMany = PluralString(
        "status.keysDroppedTooMany", one: "{count} key typed while it loaded was dropped: too many waited",
        other: "{count} keys typed while it loaded were dropped: too many waited")
    static let linksOn = LocalizedString(
        "status.linksOn", "Links from other terminals are on: the other challenge quit")
    static let linksOff = LocalizedString("status.linksOff", "Links from other terminals are off: {reason}")
    static let socketPathTooLong = LocalizedString("status.socketPathTooLong", "the socket path is too long")
    static let socketPathTaken = LocalizedString("status.socketPathTaken", "a file that is not a socket is in the way")
    static let socketOtherUser = LocalizedString("status.socketOtherUser", "another user (uid {uid}) has the socket")
    static let socketRunning = LocalizedString("status.socketRunning", "another challenge already has them")
    static let socketCallFailed = LocalizedString("status.socketCallFailed", "{call} failed: {reason}")
    static let nothingSaved = LocalizedString("status.nothingSaved", "Nothing will be saved, {problem}")
    static let eventsStopped = LocalizedString("status.eventsStopped", "Events are no longer written: {reason}")
    static let recordingStopped = LocalizedString("status.recordingStopped", "Recording stopped: {reason}")
    static let rowClick = LocalizedString("keys.rowClick", "select a row; again to open")
    static let refresh = LocalizedString("keys.refresh", "refresh")
    static let fileBeingRead = LocalizedString("status.fileBeingRead", "{name} is being read")
    /// The arrows' words in ASCII (`--ascii`).
    static let arrowsUpDown = LocalizedString("ascii.upDown", "up/down")
    static let arrowsLeftRight = LocalizedString("ascii.leftRight", "left/right")
    static let arrowUp = LocalizedString("ascii.up", "up")
    static let arrowDown = LocalizedString("ascii.down", "down")
    static let arrowLeft = LocalizedString("ascii.left", "left")
    static let arrowRight = LocalizedString("ascii.right", "right")
    static let fileUnchanged = LocalizedString("status.fileUnchanged", "{name} has not changed since it was last read")

    static let table = StringTable(
        [
            back, tabs, tab, copyLink, copyLinkNone, noneHere, nothingToCopy, grow, shrink, help, quit, goToAnything,
            goTo,
            suspend, repaint, inspector, inspectorShort, historyBack, forwardHelp, forward, nothingForward,
            nothingBack, forgetPlacesTitle, forget, copied, click, up, down, move, pageUp, pageDown, top, bottom,
            scrollUp, scrollDown, scroll, closeInspector, closeHelp, choose, go, close, forgetRecent, delete,
            deleteUnder, cursorLeft, cursorRight, cursorStart, cursorEnd, deleteToStart, deleteToEnd, deleteWord,
            keysTitle, more, tooSmall, needs, enlarge, tooLarge, atMost, shrinkIt, inspectorTitle, palettePrompt,
            nothingMatches, recent, goToTitle, open, search, repeatSearch, clearSearch, retry, recentKey, nextRecent,
            use, forgetOne, forgetAll, moveDown, leaveField, total, loaded, searchLabel, loadingCatalog, keysWait,
            linksOn, linksOff,
            socketPathTooLong, socketPathTaken, socketOtherUser, socketRunning, socketCallFailed, nothingSaved,
            eventsStopped, recordingStopped, rowClick, refresh, fileBeingRead, fileUnchanged, arrowsUpDown,
            arrowsLeftRight, arrowUp, arrowDown, arrowLeft, arrowRight,
        ],
        plurals: [forgetPlaces, forgotPlaces, keysDroppedFailed, keysDroppedTooMany],
        spanish: [
            back: "atrás", tabs: "pestañas", tab: "pestaña {tab}", copyLink: "copiar enlace",
            copyLinkNone: "copiar enlace (aquí no hay)", noneHere: "{action} (aquí no hay)",
            nothingToCopy: "Nada que copiar aquí · {key} copia el enlace del registro elegido",
            grow: "agrandar", shrink: "encoger", help: "ayuda", quit: "salir", goToAnything: "ir a cualquier sitio",
            goTo: "ir a", suspend: "suspender (fg reanuda)", repaint: "redibujar la pantalla",
            inspector: "inspector de navegación", inspectorShort: "inspector", historyBack: "atrás (historial)",
            forwardHelp: "adelante (lo que atrás dejó)", forward: "adelante",
            nothingForward: "Nada a lo que avanzar · ] trae lo que Atrás dejó",
            nothingBack: "Nada a lo que volver · pulsa {key} para salir",
            forgetPlacesTitle: "¿Olvidar los lugares recientes?", forget: "Olvidar", copied: "Copiado {link}",
            click: "clic", up: "arriba", down: "abajo", move: "mover", pageUp: "página arriba",
            pageDown: "página abajo", top: "al principio", bottom: "al final", scrollUp: "subir", scrollDown: "bajar",
            scroll: "desplazar", closeInspector: "cerrar el inspector", closeHelp: "cerrar ayuda",
            choose: "elegir", go: "ir", close: "cerrar", forgetRecent: "olvidar recientes", delete: "borrar",
            deleteUnder: "borrar bajo el cursor", cursorLeft: "cursor a la izquierda",
            cursorRight: "cursor a la derecha", cursorStart: "cursor al principio", cursorEnd: "cursor al final",
            deleteToStart: "borrar hasta el principio", deleteToEnd: "borrar hasta el final",
            deleteWord: "borrar palabra", keysTitle: "Teclas", more: "más", tooSmall: "Terminal demasiado pequeña",
            needs: "{size}, necesita {minimum}", enlarge: "Agrándala, o {key} para salir",
            tooLarge: "Terminal demasiado grande", atMost: "{size}, como mucho {maximum}",
            shrinkIt: "Redúcela, o {key} para salir",
            inspectorTitle: "Navegación · F12 cierra",
            palettePrompt: "escribe un nombre, una pantalla o un enlace", nothingMatches: "Nada coincide",
            recent: "reciente", goToTitle: "Ir a", open: "abrir", search: "buscar",
            repeatSearch: "repetir la última búsqueda", clearSearch: "borrar la búsqueda", retry: "reintentar",
            recentKey: "recientes", nextRecent: "reciente siguiente", use: "usar", forgetOne: "olvidar",
            forgetAll: "olvidar todas", moveDown: "bajar", leaveField: "salir del campo", total: "{count} en total",
            loaded: "{count} cargados", searchLabel: "Buscar:", loadingCatalog: "Cargando el catálogo…",
            keysWait: "Cargando… las teclas pulsadas actúan en cuanto llegue",
            linksOn: "Los enlaces desde otras terminales están activos: el otro challenge salió",
            linksOff: "Los enlaces desde otras terminales están desactivados: {reason}",
            socketPathTooLong: "la ruta del socket es demasiado larga",
            socketPathTaken: "un archivo que no es un socket ocupa su sitio",
            socketOtherUser: "otro usuario (uid {uid}) tiene el socket", socketRunning: "otro challenge ya los tiene",
            socketCallFailed: "{call} falló: {reason}", nothingSaved: "No se guardará nada: {problem}",
            eventsStopped: "Los eventos ya no se escriben: {reason}",
            recordingStopped: "La grabación se detuvo: {reason}",
            rowClick: "elige una fila; otra vez la abre", refresh: "actualizar",
            arrowsUpDown: "arriba/abajo", arrowsLeftRight: "izquierda/derecha", arrowUp: "arriba",
            arrowDown: "abajo", arrowLeft: "izquierda", arrowRight: "derecha", fileBeingRead: "{name} se está leyendo",
            fileUnchanged: "{name} no ha cambiado desde que se leyó",
        ],
        spanishPlurals: [
            forgetPlaces: [
                .one: "Ir a (:) olvida el {count} lugar al que fuiste desde ahí.",
                .many: "Ir a (:) olvida los {count} de lugares a los que fuiste desde ahí.",
                .other: "Ir a (:) olvida los {count} lugares a los que fuiste desde ahí.",
            ],
            forgotPlaces: [
                .one: "Olvidado {count} lugar reciente", .many: "Olvidados {count} de lugares recientes",
                .other: "Olvidados {count} lugares recientes",
            ],
            keysDroppedFailed: [
                .one: "No se cargó: se descartó la {count} tecla pulsada mientras tanto",
                .many: "No se cargó: se descartaron las {count} de teclas pulsadas mientras tanto",
                .other: "No se cargó: se descartaron las {count} teclas pulsadas mientras tanto",
            ],
            keysDroppedTooMany: [
                .one: "Se descartó {count} tecla pulsada mientras cargaba: esperaban demasiadas",
                .many: "Se descartaron {count} de teclas pulsadas mientras cargaba: esperaban demasiadas",
                .other: "Se descartaron {count} teclas pulsadas mientras cargaba: esperaban demasiadas",
            ],
        ]
    )

    /// The strings of every part of the app in `language`: the shared parts', each registered
    /// feature's and the front end's.
    static func localizer(_ language: Language, features: [AppFeature] = AppComposition.features) -> Localizer {
        Localizer(language, tables: AppStrings.tables(features: features) + [table])
    }
}
