// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Challenge",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "challenge", targets: ["TerminalApp"]),
        .library(name: "Core", targets: ["Core"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CNcurses",
            path: "Modules/CNcurses",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        // libcurl, behind URLSession on Linux, loaded on first use (see the C file). The
        // executable exports its libcurl functions so that a dynamically linked Foundation
        // (debug builds, tests) calls them too, as the static release binary does.
        .target(
            name: "CLibcurl",
            path: "Modules/CLibcurl",
            linkerSettings: [
                .linkedLibrary("dl", .when(platforms: [.linux])),
                .unsafeFlags(
                    ["-Xlinker", "--dynamic-list=\(Context.packageDirectory)/Link/exports.list"],
                    .when(platforms: [.linux])
                ),
            ]
        ),
        .target(name: "Core"),
        .executableTarget(
            name: "TerminalApp",
            dependencies: [
                "Core",
                "CNcurses",
                "CLibcurl",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "TestSupport",
            dependencies: ["Core", .product(name: "FlyingFox", package: "FlyingFox")],
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "CoreTests",
            dependencies: [
                "Core", "TestSupport",
                .product(name: "FlyingFox", package: "FlyingFox"),
            ]
        ),
        .testTarget(
            name: "TerminalAppTests",
            dependencies: [
                "TerminalApp", "Core", "CLibcurl", "TestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "FlyingFox", package: "FlyingFox"),
            ],
            exclude: ["Replay/Scripts"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
