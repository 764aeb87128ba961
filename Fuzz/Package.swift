// swift-tools-version: 6.2
// libFuzzer targets for the auditor's hand-written front ends and the files it loads.
// Build and run them with Fuzz/run.sh (see Fuzz/README.md); a plain build has no `main`.
import PackageDescription

// A path dependency is named after its folder, which is the checkout's name.
let whittle = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "main"
let asLibrary: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

func target(_ name: String, _ product: String) -> Target {
    .executableTarget(name: name, dependencies: [.product(name: product, package: whittle)], swiftSettings: asLibrary)
}

let package = Package(
    name: "WhittleFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "..")],
    targets: [
        target("FuzzSwiftFrontEnd", "WhittleAudit"),
        target("FuzzObjCFrontEnd", "WhittleAudit"),
        target("FuzzConfiguration", "WhittleCLI"),
        target("FuzzBaseline", "WhittleAudit"),
        target("FuzzReport", "WhittleAudit"),
    ]
)
