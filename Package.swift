// swift-tools-version: 6.2
import PackageDescription

// Library users depend on `Whittle` (Foundation only) and pull in nothing else:
// target-based dependency resolution keeps swift-syntax, Yams and GRDB out of their builds.
let package = Package(
    name: "Whittle",
    defaultLocalization: "en",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .visionOS(.v1)],
    products: [
        .library(name: "Whittle", targets: ["Whittle"]),
        .library(name: "WhittleTesting", targets: ["WhittleTesting"]),
        .library(name: "WhittleGRDB", targets: ["WhittleGRDB"]),
        .library(name: "WhittleUIKit", targets: ["WhittleUIKit"]),
        .library(name: "WhittleAppKit", targets: ["WhittleAppKit"]),
        .library(name: "WhittleSwiftUI", targets: ["WhittleSwiftUI"]),
        .library(name: "WhittleAudit", targets: ["WhittleAudit"]),
        // The command's options and configuration loader, for the fuzz targets in Fuzz/.
        .library(name: "WhittleCLI", targets: ["WhittleCLI"]),
        .executable(name: "whittle", targets: ["whittle"]),
        .executable(name: "whittle-bench", targets: ["whittle-bench"]),
        .plugin(name: "WhittleAuditPlugin", targets: ["WhittleAuditPlugin"]),
        .plugin(name: "WhittleBuildToolPlugin", targets: ["WhittleBuildToolPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: Building blocks
        // The library's own words ("Cancel"), in the languages of Resources/*.lproj.
        .target(name: "Whittle", resources: [.process("Resources")]),
        .target(name: "WhittleTesting", dependencies: ["Whittle"]),
        .target(
            name: "WhittleGRDB",
            dependencies: ["Whittle", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .target(name: "WhittleUIKit", dependencies: ["Whittle"]),
        .target(name: "WhittleAppKit", dependencies: ["Whittle"]),
        .target(name: "WhittleSwiftUI", dependencies: ["Whittle"]),

        // MARK: Auditor
        .target(
            name: "WhittleAudit",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "WhittleCLI",
            dependencies: [
                "WhittleAudit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(name: "whittle", dependencies: ["WhittleCLI"]),

        // MARK: Plugins
        // `swift package whittle-audit [paths] [options]`, and an audit on every build. Their
        // command lines come from Plugins/WhittleAuditPlugin/WhittlePluginArguments.swift,
        // which the CLI tests compile too (a symlink).
        .plugin(
            name: "WhittleAuditPlugin",
            capability: .command(intent: .custom(
                verb: "whittle-audit", description: "Audit the package's targets for massive view controllers.")),
            dependencies: ["whittle"]
        ),
        .plugin(name: "WhittleBuildToolPlugin", capability: .buildTool(), dependencies: ["whittle"]),
        .executableTarget(
            name: "whittle-bench",
            dependencies: [
                "Whittle", "WhittleTesting", "WhittleAudit", "WhittleGRDB",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),

        // MARK: Examples
        // The seeds' screens built with Whittle. `Massive/` folders are auditor input, never compiled.
        .target(
            name: "WhittleExamples",
            dependencies: ["Whittle", "WhittleUIKit", "WhittleSwiftUI"],
            path: "Examples",
            exclude: [
                "README.md",
                "Photos/Massive", "Profile/Massive", "NewMessage/Massive", "EmailForm/Massive", "HeaderGrid/Massive",
                "Photos/MassiveObjC", "Profile/MassiveObjC", "Profile/MassiveSwiftUI",
            ],
            resources: [.copy("Photos/Lean/Resources/photodata.json")]
        ),

        // MARK: Tests
        .testTarget(name: "WhittleTests", dependencies: ["Whittle", "WhittleTesting", "StoreCrashWriter"]),
        // A child process the store's crash test kills in the middle of a write.
        .executableTarget(name: "StoreCrashWriter", dependencies: ["Whittle"], path: "Tests/StoreCrashWriter"),
        .testTarget(
            name: "WhittleWebServiceTests",
            dependencies: ["Whittle", "WhittleTesting", .product(name: "FlyingFox", package: "FlyingFox")]
        ),
        .testTarget(name: "WhittleGRDBTests", dependencies: ["WhittleGRDB", "WhittleTesting"]),
        .testTarget(name: "WhittleAuditTests", dependencies: ["WhittleAudit", "WhittleTesting"]),
        .testTarget(name: "WhittleExamplesTests", dependencies: ["WhittleExamples", "Whittle", "WhittleTesting"]),
        // Reads every compiled source and fails where Apple's SDKs would: see docs/platforms.md.
        .testTarget(
            name: "WhittlePlatformTests",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "WhittleCLITests",
            dependencies: ["WhittleCLI", "whittle", .product(name: "Yams", package: "Yams")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
