/// The Filter sheet's shared strings (each feature brings its fields' own).
nonisolated public enum FilterStrings {
    public static let title = LocalizedString("filter.title", "Filter")
    public static let apply = LocalizedString("filter.apply", "apply")
    public static let nextField = LocalizedString("filter.nextField", "next field")
    public static let next = LocalizedString("filter.next", "next")
    public static let previousField = LocalizedString("filter.previousField", "previous field")
    public static let reset = LocalizedString("filter.reset", "reset")
    public static let leaveField = LocalizedString("filter.leaveField", "leave field")
    public static let editField = LocalizedString("filter.editField", "edit field")
    public static let edit = LocalizedString("filter.edit", "edit")
    public static let nextChoice = LocalizedString("filter.nextChoice", "next choice")
    public static let change = LocalizedString("filter.change", "change")
    public static let previousChoice = LocalizedString("filter.previousChoice", "previous choice")
    public static let close = LocalizedString("filter.close", "close")
    public static let focusField = LocalizedString("filter.focusField", "focus a field")
    public static let hint = LocalizedString(
        "filter.hint", "Narrow the list; Enter applies, {back} closes without changes.")
    public static let filterKey = LocalizedString("filter.key", "filter")
    public static let any = LocalizedString("filter.any", "any")
    public static let active = PluralString(
        "filter.active", one: "{count} active filter.", other: "{count} active filters.")

    public static let table = StringTable(
        [
            title, apply, nextField, next, previousField, reset, leaveField, editField, edit, nextChoice, change,
            previousChoice, close, focusField, hint, any, filterKey,
        ],
        plurals: [active],
        spanish: [
            title: "Filtro", apply: "aplicar", nextField: "campo siguiente", next: "siguiente",
            previousField: "campo anterior", reset: "restablecer", leaveField: "salir del campo",
            editField: "editar el campo", edit: "editar", nextChoice: "opción siguiente", change: "cambiar",
            previousChoice: "opción anterior", close: "cerrar", focusField: "elegir un campo",
            hint: "Acota la lista; Enter aplica, {back} cierra sin cambios.", any: "cualquiera",
            filterKey: "filtrar",
        ],
        spanishPlurals: [
            active: [
                .one: "{count} filtro activo.", .many: "{count} de filtros activos.",
                .other: "{count} filtros activos.",
            ]
        ]
    )
}
