// swift-tools-version:6.1
// In-process benchmarks of Core with ordo-one's package-benchmark. A package of its
// own so that `make test` never builds the harness; `make bench` runs it.
import PackageDescription

let package = Package(
    name: "ChallengeBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Challenge", path: "../.."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "CoreBenchmarks",
            dependencies: [
                .product(name: "Core", package: "Challenge"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/CoreBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ]
)
