import ArgumentParser
import Core

/// How the app lays its screens out and the language they speak (`AppearanceOptions` with `--ascii`).
struct DrawingOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "How the stack is drawn: auto (side-by-side columns from 140 columns, three from 200), stack (one screen), columns (as many as fit).",
            valueName: "auto|stack|columns"
        ))
    var layout: LayoutMode?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The language of the screens (default: the config's language, else LC_ALL, LC_MESSAGES or LANG).",
            valueName: "en|es"))
    var lang: Language?
}
