import Foundation
import Testing

/// Features stay apart, checked on the sources of both targets: a feature's files never
/// name what another feature owns, only the app layer's joints name a feature, and Core
/// never imports CNcurses. The rule itself is `FeatureBoundaries`.
@Suite struct ArchitectureTests {
    // MARK: The real tree

    @Test func theSourcesKeepFeaturesApart() throws {
        // Given
        let tree = SourceTree.scanned

        // When
        let violations = FeatureBoundaries.violations(in: tree)

        // Then: and the scan saw what it should, or an empty answer proves nothing
        #expect(violations == [], "\(violations.map(\.description).joined(separator: "\n"))")
        let owned = FeatureBoundaries.ownedNames(in: tree)
        #expect(Set(owned.keys).isSuperset(of: ["Home", "Character", "System"]))
        #expect(
            owned["Character"]?.isSuperset(of: ["CharacterModel", "CharacterFilterViewModel", "CharacterFeature"])
                == true)
        #expect(tree.keys.contains("TerminalApp/Views/Character/CharacterFaces.swift"))
    }

    @Test func eachFeatureIsNamedOnlyByTheJoints() throws {
        // Given
        let tree = SourceTree.scanned

        // When
        let table = FeatureBoundaries.filesNamingEachFeature(in: tree)

        // Then
        for (feature, files) in table {
            #expect(files.count <= 3, "\(feature) is named by \(files.sorted())")
            #expect(files.isSubset(of: FeatureBoundaries.joints), "\(feature) is named by \(files.sorted())")
        }
        #expect(table["Character"] == FeatureBoundaries.joints)
    }

    @Test func favouritesCrossesTheContentFeaturesWithoutAnyOfThemOrASharedFileNamingIt() throws {
        // Given the real tree, and the files of the content features it stars
        let tree = SourceTree.scanned
        let content = tree.filter { path, _ in
            ["Character", "Episode", "Location"].contains { path.contains("/\($0)/") }
        }

        // When: what names Favourites' types, and any text of theirs that says its name
        let naming = FeatureBoundaries.filesNamingEachFeature(in: tree)["Favorites"]
        let saying = content.filter { _, source in
            source.code.lowercased().contains("favo") || source.literals.contains { $0.lowercased().contains("favo") }
        }

        // Then only the composition root and the redirect table name it; no content file even
        // mentions it; and the scan saw its types, or an empty answer proves nothing
        #expect(naming == FeatureBoundaries.joints, "Favorites is named by \((naming ?? []).sorted())")
        #expect(saying.isEmpty, "\(saying.keys.sorted())")
        #expect(content.count > 10)
        let owned = FeatureBoundaries.ownedNames(in: tree)["Favorites"] ?? []
        #expect(owned.isSuperset(of: ["FavoritesFeature", "FavoritesStore", "Favorite", "FavoritesListViewModel"]))

        // And a content feature, or a shared file, that named it would be caught
        let planted = tree.merging(
            [
                "Core/Features/Character/Planted.swift": ScannedSource("let starred = FavoritesStore.limit\n"),
                "Core/Screens/Planted.swift": ScannedSource("let list = FavoritesIncomingNavigation.list\n"),
            ]
        ) { $1 }
        let caught = FeatureBoundaries.violations(in: planted).filter { $0.owner == "Favorites" }.map(\.file)
        #expect(caught.sorted() == ["Core/Features/Character/Planted.swift", "Core/Screens/Planted.swift"])
    }

    @Test func noSharedFileNamesAFeatureInAString() throws {
        // Given
        let tree = SourceTree.scanned

        // When: a link or a destination of a feature written as text outside its folders
        let found = FeatureBoundaries.featureStrings(in: tree)

        // Then none but the joints': tabs, `[start]` names, theme roles and examples come from the features
        #expect(found == [], "\(found.joined(separator: "\n"))")
        let planted = tree.merging(
            [
                "TerminalApp/Config/Planted.swift": ScannedSource(
                    "let tab = \"challenge://episode/list\"\nlet d = \"location.detail(3)\"\n")
            ]
        ) { $1 }
        #expect(FeatureBoundaries.featureStrings(in: planted).count == 2)
    }

    @Test func coreNeverImportsCNcurses() throws {
        // Given
        let files = SourceTree.scanned(in: ["Core"])

        // When
        let importing = files.filter { FeatureBoundaries.imports("CNcurses", $0.value) }.keys.sorted()

        // Then
        #expect(importing == [])
        #expect(files.count > 20)
    }

    @Test func nothingImportsFoundationNetworking() throws {
        // Given every source of both targets (HTTP is AsyncHTTPClient's: no URLSession, no libcurl)
        let files = SourceTree.scanned

        // When
        let importing = files.filter { FeatureBoundaries.imports("FoundationNetworking", $0.value) }.keys.sorted()

        // Then
        #expect(importing == [])
        #expect(files.count > 20)
    }

    @Test func theAppImportsTheSmallFoundationOnly() throws {
        // Given the app's targets (the soak, a developer's tool, may use all of Foundation)
        let files = SourceTree.scanned(in: ["Core", "TerminalApp", "Challenge"])

        // When: full Foundation links ICU's data, 34 MB of a 70 MB binary (docs/performance.md)
        let importing = files.filter { FeatureBoundaries.imports("Foundation", $0.value) }.keys.sorted()

        // Then
        #expect(importing == [])
        #expect(files.count > 100)
        #expect(FeatureBoundaries.imports("Foundation", ScannedSource("import Foundation\n")))
        #expect(!FeatureBoundaries.imports("Foundation", ScannedSource("import FoundationEssentials\n")))
    }

    @Test func generatedFilesAreDataAndImportNothing() {
        // The scan leaves them out: what they hold is a tool's output, not code
        let generated = SourceTree.generated
        #expect(generated.keys.contains("Core/Features/Character/Data/EmbeddedCatalogJSON.swift"))
        #expect(generated.keys.contains("TerminalApp/Rendering/TextWidthTable.swift"))
        for (path, source) in generated {
            #expect(!source.split(separator: "\n").contains { $0.hasPrefix("import ") }, "\(path) imports")
            #expect(SourceTree.scanned[path] == nil)
        }
    }

    // MARK: The checker, fed small trees

    /// Two features and a shared file; `extra` adds or replaces files.
    private func tree(_ extra: [String: String]) -> [String: String] {
        [
            "Core/Features/Home/HomeViewModel.swift": "public final class HomeViewModel {}",
            "Core/Features/Character/CharacterListViewModel.swift": "public final class CharacterListViewModel {}",
            "Core/Navigation/Screen.swift": "public protocol Screen { func makeView() }",
        ].merging(extra) { $1 }
    }

    @Test func aFeatureNamingAnotherFeaturesTypeBreaksTheRule() {
        // Given
        let files = tree([
            "Core/Features/Home/HomeViewModel.swift": """
            public final class HomeViewModel {
                let next = CharacterListViewModel()
            }
            """
        ])

        // When / Then
        #expect(
            FeatureBoundaries.violations(in: files) == [
                .init(
                    file: "Core/Features/Home/HomeViewModel.swift", name: "CharacterListViewModel", owner: "Character")
            ])
    }

    @Test func aFaceNamingAnotherFeatureBreaksTheRule() {
        // Given: Home's face, a folder named Home under TerminalApp
        let files = tree([
            "TerminalApp/Views/Home/HomeView.swift": "struct HomeView { let list: CharacterListViewModel }"
        ])

        // When / Then
        #expect(FeatureBoundaries.violations(in: files).map(\.file) == ["TerminalApp/Views/Home/HomeView.swift"])
    }

    @Test func aStaticMemberAddedToASharedTypeIsOwnedByItsFeature() {
        // Given: Character extends a shared type; Home uses the member
        let files = tree([
            "Core/Features/Character/Routes.swift": "extension Route { static let characterList = Route() }",
            "Core/Navigation/Route.swift": "struct Route {}",
            "Core/Features/Home/HomeViewModel.swift": "final class HomeViewModel { let next: Route = .characterList }",
        ])

        // When / Then
        #expect(FeatureBoundaries.violations(in: files).map(\.name) == ["characterList"])
    }

    @Test func anotherFeaturesGlobalFunctionOrConstantBreaksTheRule() {
        // Given
        let files = tree([
            "Core/Features/Character/Globals.swift": """
            let characterPageSize = 20
            func makeCharacterList() -> CharacterListViewModel { CharacterListViewModel() }
            """,
            "Core/Features/Home/HomeViewModel.swift": """
            final class HomeViewModel {
                func open() { _ = makeCharacterList(); print(characterPageSize) }
            }
            """,
        ])

        // When / Then
        #expect(FeatureBoundaries.violations(in: files).map(\.name) == ["characterPageSize", "makeCharacterList"])
    }

    @Test func aStringLookupOfAnotherFeaturesTypeBreaksTheRule() {
        // Given
        let files = tree([
            "Core/Features/Home/HomeViewModel.swift": #"""
            final class HomeViewModel { let type: Any? = NSClassFromString("Core.CharacterListViewModel") }
            """#
        ])

        // When / Then
        #expect(FeatureBoundaries.violations(in: files).map(\.name) == ["CharacterListViewModel"])
    }

    @Test func aSharedFileThatIsNotAJointBreaksTheRule() {
        // Given
        let files = tree([
            "TerminalApp/CLI/Command.swift": "let model = CharacterListViewModel()",
            "Core/App/AppComposition.swift": "let features = [CharacterListViewModel(), HomeViewModel()]",
        ])

        // When
        let violations = FeatureBoundaries.violations(in: files, joints: ["Core/App/AppComposition.swift"])

        // Then
        #expect(
            violations == [
                .init(file: "TerminalApp/CLI/Command.swift", name: "CharacterListViewModel", owner: "Character")
            ])
        #expect(
            FeatureBoundaries.filesNamingEachFeature(in: files.mapValues(ScannedSource.init))["Character"]
                == ["TerminalApp/CLI/Command.swift", "Core/App/AppComposition.swift"])
    }

    @Test func commentsLongerWordsAndSharedNamesKeepTheRule() {
        // Given: the other feature's name only in comments and longer words; both
        // features implement a shared requirement
        let files = tree([
            "Core/Features/Home/HomeViewModel.swift": #"""
            /// Opens what `CharacterListViewModel` shows. /* CharacterListViewModel */
            public final class HomeViewModel {
                let count = CharacterListViewModels.all.count
            }
            extension HomeViewModel: Screen { func makeView() {} }
            """#,
            "Core/Features/Character/Face.swift": "extension String { func makeView() {} }",
        ])

        // When / Then
        #expect(FeatureBoundaries.violations(in: files) == [])
    }

    @Test func codeInsideAStringInterpolationCounts() {
        // Given
        let files = tree([
            "Core/Features/Home/Home.swift": #"struct Home { let text = "\(CharacterListViewModel.title)" }"#
        ])

        // When / Then
        #expect(FeatureBoundaries.violations(in: files).map(\.name) == ["CharacterListViewModel"])
    }

    @Test func declarationsSeeTypesTopLevelNamesAndExtensionMembers() {
        // Given
        let source = """
            /// A struct Phantom in a comment.
            public final class Screen {
                class func make() -> Screen { let local = Screen(); return local }
                enum Phase { case idle }
            }
            @MainActor public protocol ScreenContract {}
            typealias ScreenTracker = Tracker<Screen>
            actor Loader {}
            let pageSize = 20
            func makeScreen() -> Screen { Screen() }
            extension String { static var screenTitle: String { "x" } }
            """

        // When
        let found = Declarations(code: ScannedSource(source).code)

        // Then
        #expect(found.types == ["Screen", "ScreenContract", "ScreenTracker", "Loader"])
        #expect(found.topLevel == ["pageSize", "makeScreen"])
        #expect(found.extensionMembers == ["String": ["screenTitle"]])
        #expect(found.members == ["make", "Phase", "idle"])
    }

    @Test(
        arguments: [
            ("Core/Features/Home/Home/HomeView.swift", "Home"),
            ("TerminalApp/Views/Character/CharacterListView.swift", "Character"),
            ("TerminalApp/Views/ScreenView.swift", nil),
            ("Core/App/AppComposition.swift", nil),
            ("TerminalApp/Views/Home.swift", nil),
        ] as [(String, String?)])
    func filesBelongToTheFeatureWhoseFolderHoldsThem(_ path: String, _ owner: String?) {
        // When / Then
        #expect(FeatureBoundaries.feature(of: path, among: ["Home", "Character"]) == owner)
    }

    @Test(arguments: [
        ("import CNcurses", true),
        ("@preconcurrency import CNcurses", true),
        ("import struct CNcurses.WINDOW", true),
        ("    import CNcurses // indented", true),
        ("// import CNcurses", false),
        ("let text = \"import CNcurses\"", false),
        ("import CNcursesKit", false),
        ("import Foundation", false),
    ])
    func cncursesImportsAreFound(_ source: String, _ imports: Bool) {
        // When / Then
        #expect(FeatureBoundaries.importsCNcurses(source) == imports)
    }
}
