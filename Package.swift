// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "Challenge",
    // Linux only: the terminal, signal and file code imports Glibc, and the Makefile installs
    // Debian's packages. No platform is declared for a system it was never built on.
    products: [
        .executable(name: "challenge", targets: ["Challenge"]),
        // The attack suite, for the project's developers: never part of `challenge`.
        .executable(name: "challenge-soak", targets: ["ChallengeSoak"]),
        .library(name: "Core", targets: ["Core"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The REST client; swift-nio and its extras are named for the types Core reads.
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.100.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.26.0"),
    ],
    targets: [
        // The module map links ncursesw and tinfo itself: pkg-config would add only
        // -D_DEFAULT_SOURCE and -D_XOPEN_SOURCE=600, which SwiftPM drops with a warning on
        // every build (shim.h turns the wide-character API on instead). make deps installs it.
        .systemLibrary(name: "CNcurses", path: "Modules/CNcurses"),
        // Pictures: chafa turns pixels into cells of symbols and colours; libjpeg-turbo decodes JPEGs.
        .systemLibrary(
            name: "CChafa",
            path: "Modules/CChafa",
            pkgConfig: "chafa",
            providers: [.apt(["libchafa-dev", "libglib2.0-dev"])]
        ),
        .systemLibrary(
            name: "CTurboJPEG",
            path: "Modules/CTurboJPEG",
            pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"])]
        ),
        .target(
            name: "Core",
            dependencies: [
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
            ]
        ),
        // The terminal front end and the command line; `Challenge` is its entry point, and the
        // soak drives it in process.
        .target(
            name: "TerminalApp",
            dependencies: [
                "Core",
                "CNcurses",
                "CChafa",
                "CTurboJPEG",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Linked by lld (in the Swift toolchain) with packed relative relocations (DT_RELR, glibc
        // 2.36+): gold writes 1.9 MB of them, which the loader reads at every start (1.9 MB of
        // the resident pages; docs/performance.md).
        .executableTarget(
            name: "Challenge", dependencies: ["TerminalApp"],
            linkerSettings: [.unsafeFlags(["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"])]
        ),
        .executableTarget(
            name: "ChallengeSoak",
            dependencies: [
                "Core", "TerminalApp", "TestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "TestSupport",
            dependencies: ["Core", "CNcurses", "CTurboJPEG"],
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "CoreTests",
            dependencies: ["Core", "TestSupport"]
        ),
        .testTarget(
            name: "TerminalAppTests",
            dependencies: ["TerminalApp", "Core", "TestSupport"],
            exclude: ["Replay/Scripts"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Warnings are errors in the project's own targets, whatever make target builds them: the
// flags are the same for `make build` and `make test`, so neither rebuilds what the other built.
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}
