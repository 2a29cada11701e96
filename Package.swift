// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Vitrine",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Vitrine", targets: ["Vitrine"]),
        .library(name: "VitrineCommands", targets: ["VitrineCommands"]),
        .executable(name: "vitrine", targets: ["vitrine"]),
        .executable(name: "vitrine-benchmarks", targets: ["VitrineBenchmarks"]),
        .executable(name: "vitrine-highlight-benchmarks", targets: ["VitrineHighlightBenchmarks"]),
        .executable(name: "vitrine-search-benchmarks", targets: ["VitrineSearchBenchmarks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/LebJe/TOMLKit", exact: "0.6.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    ],
    targets: [
        // The C library (Glibc, Musl or Darwin) behind one import, and the write loop every file goes through.
        .target(name: "VitrinePlatform"),
        .target(
            name: "Vitrine",
            dependencies: ["VitrinePlatform"],
            exclude: ["Internal/Text/LiberationSans-OFL.txt"]
        ),
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        .target(name: "CFolderSwap"),
        // cmark's allocations for one page from one region, freed at once.
        .target(name: "CMarkdownArena"),
        // Snowball's stemmers (libstemmer), which fold a word's inflections into one search term.
        .systemLibrary(
            name: "CStemmer",
            providers: [.apt(["libstemmer-dev"]), .brew(["snowball"])]
        ),
        .target(name: "VitrineSearch", dependencies: ["CStemmer", "VitrinePlatform"]),
        // Mustache templates, parsed once and rendered from typed values.
        .target(name: "VitrineMustache"),
        // zlib, which deflates the PNG stream.
        .systemLibrary(name: "CZlib"),
        .target(name: "VitrineRaster", dependencies: ["VitrinePlatform", "CZlib"]),
        .target(name: "VitrineMarkdown", dependencies: ["CCmark", "CMarkdownArena", "VitrinePlatform"]),
        .target(
            name: "VitrineSite",
            dependencies: [
                "Vitrine",
                "VitrineSearch",
                "VitrineRaster",
                "VitrineMarkdown",
                "VitrinePlatform",
                "CFolderSwap",
                "VitrineMustache",
                .product(name: "Yams", package: "Yams"),
                .product(name: "TOMLKit", package: "TOMLKit"),
                "VitrineHighlight",
            ]
        ),
        .target(
            name: "VitrinePreview",
            dependencies: [
                "Vitrine",
                "VitrineSite",
                "VitrineMustache",
                "VitrineRaster",
                "VitrinePlatform",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        .target(
            name: "VitrineCommands",
            dependencies: [
                "Vitrine",
                "VitrineSite",
                "VitrinePreview",
                "VitrineRaster",
                "VitrinePlatform",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "VitrineHighlight",
            dependencies: [
                "VitrinePlatform",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "vitrine", dependencies: ["VitrineCommands"]),
        // The example of components declared in Swift (Examples/OwnComponents, a package of its own), built with
        // this package too, so that `make test` builds it and its tests run it.
        .executableTarget(name: "vitrine-example", dependencies: ["Vitrine", "VitrineCommands"], path: "Examples/OwnComponents/Sources/MyVitrine"),
        // Test-only: Markdown from stdin to HTML with explicit options, for the conformance scripts.
        .executableTarget(name: "vitrine-markdown-check", dependencies: ["VitrineMarkdown"], path: "Tests/MarkdownCheck"),
        .executableTarget(name: "VitrineBenchmarks", dependencies: ["Vitrine", "VitrinePlatform", "VitrineRaster", "VitrineSite"], path: "Benchmarks/Components"),
        .executableTarget(
            name: "VitrineHighlightBenchmarks",
            dependencies: [
                "VitrineHighlight",
                // Only to time swift-syntax's parse and classification apart from the rest.
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            path: "Benchmarks/Highlight",
            exclude: ["README.md"]
        ),
        .executableTarget(
            name: "VitrineSearchBenchmarks", dependencies: ["VitrineSearch"], path: "Benchmarks/Search", exclude: ["measure.py", "pagefind.py"]),
        .testTarget(
            name: "VitrineTests",
            dependencies: [
                "Vitrine",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Goldens"]
        ),
        .testTarget(name: "VitrineMarkdownTests", dependencies: ["VitrineMarkdown"]),
        // VitrinePreview only for the manual's check of the live controls' template values.
        .testTarget(name: "VitrineSiteTests", dependencies: ["VitrineSite", "VitrinePreview"]),
        .testTarget(name: "VitrineSearchTests", dependencies: ["VitrineSearch", "VitrinePlatform"]),
        .testTarget(name: "VitrineMustacheTests", dependencies: ["VitrineMustache"]),
        .testTarget(name: "VitrineRasterTests", dependencies: ["VitrineRaster", "Vitrine"]),
        .testTarget(
            name: "VitrinePreviewTests",
            dependencies: [
                "VitrinePreview",
                "Vitrine",
                "VitrineSite",
                "VitrineRaster",
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(name: "VitrineCommandsTests", dependencies: ["VitrineCommands"]),
        .testTarget(
            name: "VitrineHighlightTests",
            dependencies: [
                "VitrineHighlight",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
