// swift-tools-version:6.0
import PackageDescription

// AUTOLAYOUT_EMBEDDED=1 builds the library targets in Embedded Swift: the shipped
// libautolayout.so then carries no Swift runtime. Tests need the full runtime, so
// they are only declared in the normal build.
let embedded = Context.environment["AUTOLAYOUT_EMBEDDED"] == "1"

// No unsafe flags here: SwiftPM refuses them in a package used as a version dependency.
// The shipped library's speed and size flags are the Makefile's (see SPEED_FLAGS there).
var librarySettings: [SwiftSetting] = []
if embedded {
    librarySettings.append(.enableExperimentalFeature("Embedded"))
}
let libraryLinks: [LinkerSetting] = [.linkedLibrary("m")]

var targets: [Target] = [
    .target(
        name: "AutoLayoutHeader",
        path: "Sources/AutoLayoutHeader"
    ),
    .target(
        name: "AutoLayoutSolver",
        swiftSettings: librarySettings,
        linkerSettings: libraryLinks
    ),
    .target(
        name: "AutoLayoutModel",
        dependencies: ["AutoLayoutSolver"],
        swiftSettings: librarySettings,
        linkerSettings: libraryLinks
    ),
    .target(
        name: "CAutoLayout",
        dependencies: ["AutoLayoutModel", "AutoLayoutHeader"],
        swiftSettings: librarySettings,
        linkerSettings: libraryLinks
    ),
]

var products: [Product] = [
    .library(name: "autolayout", type: .dynamic, targets: ["CAutoLayout"]),
]

// The Swift API (`import AutoLayout`): a layer over the model for Swift programs, with
// the full runtime; not part of the shipped C library.
if !embedded {
    targets += [
        .target(name: "AutoLayout", dependencies: ["AutoLayoutModel"]),
        .executableTarget(name: "AutoLayoutDemo", dependencies: ["AutoLayout"], path: "Examples/AutoLayoutDemo"),
        .testTarget(name: "AutoLayoutSolverTests", dependencies: ["AutoLayoutSolver"]),
        .testTarget(name: "AutoLayoutModelTests", dependencies: ["AutoLayoutModel"]),
        .testTarget(name: "CAutoLayoutTests", dependencies: ["CAutoLayout", "AutoLayoutHeader"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout"]),
    ]
    products += [
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .executable(name: "autolayout-demo", targets: ["AutoLayoutDemo"]),
    ]
}

// AUTOLAYOUT_FUZZ=1 adds the libFuzzer target (see `make fuzz`); it links only with
// -sanitize=fuzzer, so it stays out of ordinary builds.
if !embedded && Context.environment["AUTOLAYOUT_FUZZ"] == "1" {
    targets.append(.executableTarget(
        name: "AutoLayoutFuzzer",
        dependencies: ["CAutoLayout", "AutoLayoutHeader"],
        path: "Fuzz/AutoLayoutFuzzer",
        swiftSettings: [.unsafeFlags(["-parse-as-library"]), .swiftLanguageMode(.v5)]
    ))
}

let package = Package(
    name: "autolayout",
    products: products,
    targets: targets
)
