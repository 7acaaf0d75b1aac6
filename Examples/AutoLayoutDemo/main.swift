// `swift run autolayout-demo [picture.svg]`: lays out a small window with the Swift API,
// prints every frame, resizes the window, and writes an SVG picture of the layout
// (build/svg/autolayout-demo.svg unless a path is given).
import AutoLayout
import Foundation

let layout = Layout()
let window = layout.node("window")

let toolbar = window.addChild("toolbar") { toolbar, window in
    layout.activate {
        toolbar.anchors.horizontalEdges == window.anchors.horizontalEdges
        toolbar.anchors.top == window.anchors.top
        toolbar.anchors.height == 44
    }
}
let status = window.addChild("status") { status, window in
    layout.activate {
        status.anchors.horizontalEdges == window.anchors.horizontalEdges
        status.anchors.bottom == window.anchors.bottom
        status.anchors.height == 24
    }
}
let sidebar = window.addChild("sidebar") { sidebar, window in
    layout.activate {
        sidebar.anchors.top == toolbar.anchors.bottom
        sidebar.anchors.bottom == status.anchors.top
        sidebar.anchors.leading == window.anchors.leading
        sidebar.anchors.width == window.anchors.width * 0.25 <~ .defaultHigh
        sidebar.anchors.width >= 160
    }
}
let content = window.addChild("content") { content, window in
    layout.activate {
        content.anchors.verticalEdges == sidebar.anchors.verticalEdges - 12
        content.anchors.leading == sidebar.anchors.trailing + 12
        content.anchors.trailing == window.anchors.trailing - 12
    }
}
// Buttons along the toolbar, each the same width, 8 apart.
let buttons = ["back", "forward", "share"].map { toolbar.addChild($0) }
layout.activate {
    for (index, button) in buttons.enumerated() {
        button.anchors.verticalEdges == toolbar.anchors.verticalEdges - 6
        button.anchors.width == 64
        if index == 0 {
            button.anchors.leading == toolbar.anchors.leading + 8
        } else {
            button.anchors.leading == buttons[index - 1].anchors.trailing + 8
        }
    }
}

layout.activate { window.anchors.left == 0; window.anchors.top == 0 }
let width = window.anchors.width == 800
let height = window.anchors.height == 500
layout.activate([width, height])

@MainActor func show(_ title: String) throws {
    try layout.update()
    print("== \(title)")
    for node in [window, toolbar] + buttons + [sidebar, content, status] {
        let frame = node.absoluteFrame
        let name = node.name ?? "?"
        print("  \(name.padding(toLength: 8, withPad: " ", startingAt: 0)) x=\(frame.x) y=\(frame.y) width=\(frame.width) height=\(frame.height)")
    }
}

do {
    try show("800 x 500")
    width.constant = 560          // a resize edits constants: an incremental update
    height.constant = 420
    try show("560 x 420 (the sidebar keeps its 160 minimum)")

    let path = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "build/svg/autolayout-demo.svg"
    let directory = (path as NSString).deletingLastPathComponent
    if !directory.isEmpty { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
    try layout.svg().write(toFile: path, atomically: true, encoding: .utf8)
    print("SVG picture: \(path)")
} catch let error as LayoutError {
    print("layout failed: \(error)")
    exit(1)
}
