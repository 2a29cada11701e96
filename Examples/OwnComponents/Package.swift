// swift-tools-version: 6.1
import PackageDescription

// A program of one's own: vitrine's command line with a component declared in Swift added. In your project, depend
// on vitrine by its repository's URL instead of this path.
let package = Package(
    name: "OwnComponents",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Vitrine", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "MyVitrine",
            dependencies: [
                .product(name: "Vitrine", package: "Vitrine"),
                .product(name: "VitrineCommands", package: "Vitrine"),
            ]
        ),
    ]
)
