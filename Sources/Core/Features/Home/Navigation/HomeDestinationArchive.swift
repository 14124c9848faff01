/// Saves Home's destinations as `home`: `main` and `about`.
public typealias HomeDestinationArchive = CaseDestinationArchive<HomeIncomingNavigation>
