// The sketch of the Swift API, as a package that depends on autolayout by version
// writes it (see check.sh).
import AutoLayout

let layout = Layout()
let window = layout.node("window")
let toolbar = window.addChild("toolbar") { toolbar, window in     // add and configure in one place
    layout.activate {
        toolbar.anchors.horizontalEdges == window.anchors.horizontalEdges
        toolbar.anchors.bottom == window.anchors.bottom
        toolbar.anchors.height == 100
    }
}
let content = window.addChild("content")
let compact = false
let constraints = layout.activate {                                // result builder: if/else, for, arrays
    window.anchors.size == Size(width: 800, height: 600)
    window.anchors.left == 0
    window.anchors.top == 0
    if compact {
        content.anchors.allEdges == window.anchors.allEdges
    } else {
        content.anchors.allEdges == window.anchors.allEdges - 10    // `- d` insets every edge by d
    }
    content.anchors.width >= toolbar.anchors.width * 0.5 + 10 <~ .defaultHigh
}
let preview = layout.evaluate { content.anchors.center == window.anchors.center }  // created, not active
try layout.update()                     // throws LayoutError.unsatisfiable(...) after laying out without the broken ones
print(content.frame)                    // Rect(x: 10.0, y: 10.0, width: 780.0, height: 580.0)
