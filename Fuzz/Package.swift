// swift-tools-version: 5.4
// libFuzzer targets for the auditor's hand-written front ends and the files it loads.
// Build and run them with Fuzz/run.sh (see Fuzz/README.md): it passes `-parse-as-library`, so
// each main.swift declares only LLVMFuzzerTestOneInput and libFuzzer supplies `main`.
import PackageDescription

// Tools version 5.4: later versions link an executable's entry point as `<Target>_main`, which
// a libFuzzer target does not have (libFuzzer supplies `main`).
func target(_ name: String, _ product: String) -> Target {
    .executableTarget(name: name, dependencies: [.product(name: product, package: "Whittle")])
}

let package = Package(
    name: "WhittleFuzz",
    platforms: [.macOS(.v10_15)],
    dependencies: [.package(name: "Whittle", path: "..")],
    targets: [
        target("FuzzSwiftFrontEnd", "WhittleAudit"),
        target("FuzzObjCFrontEnd", "WhittleAudit"),
        target("FuzzConfiguration", "WhittleCLI"),
        target("FuzzBaseline", "WhittleAudit"),
        target("FuzzReport", "WhittleAudit"),
    ]
)
