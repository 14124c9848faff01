/// The System feature's strings: Not Found and the alert's answers.
nonisolated public enum SystemStrings {
    public static let notFound = LocalizedString("system.notFound", "Not Found")
    public static let goBack = LocalizedString("system.goBack", "go back")
    public static let noFeature = LocalizedString(
        "system.noFeature", "No feature of this app answers that destination.")
    public static let askedFor = LocalizedString("system.askedFor", "Asked for: ")
    public static let link = LocalizedString("system.link", "Link:")
    public static let pressToGoBack = LocalizedString("system.pressToGoBack", "Press Enter or {back} to go back.")
    public static let cancel = LocalizedString("system.cancel", "cancel")
    public static let cancelTitle = LocalizedString("system.cancelTitle", "Cancel")

    public static let table = StringTable(
        [notFound, goBack, noFeature, askedFor, link, pressToGoBack, cancel, cancelTitle],
        spanish: [
            notFound: "No encontrado", goBack: "volver",
            noFeature: "Ninguna parte de esta app responde a ese destino.", askedFor: "Pedido: ",
            link: "Enlace:", pressToGoBack: "Pulsa Enter o {back} para volver.", cancel: "cancelar",
            cancelTitle: "Cancelar",
        ]
    )
}
