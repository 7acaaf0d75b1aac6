extension Layout {
    /// The absolute frames as an SVG picture: a rectangle per node, children drawn over
    /// their parents, each labelled with its name and size where no other label is;
    /// nodes of broken constraints in red and ambiguous ones dashed orange, with a legend
    /// under the picture saying so when any are.
    public func describeSVG() -> String { svgDescription().string }

    /// `describeSVG`'s bytes, which the C export copies out without a String between.
    @_optimize(size) public func svgDescription() -> Text {
        var minX = 0.0, minY = 0.0, maxX = 1.0, maxY = 1.0
        var live: [Int] = []
        // Guides are not drawn, nor hidden nodes and what they contain (as in UIKit).
        for index in nodes.indices where nodes[index].isLive && !nodes[index].isGuide && !isHiddenInTree(index) {
            live.append(index)
            let frame = nodes[index].absoluteFrame
            minX = min(minX, frame.x); minY = min(minY, frame.y)
            maxX = max(maxX, frame.x + max(frame.width, 0)); maxY = max(maxY, frame.y + max(frame.height, 0))
        }
        var troubled = [Bool](repeating: false, count: nodes.count)
        for index in broken {
            for term in terms(of: Int(index)) {
                if case .node(let node) = term.item { troubled[Int(node.index)] = true }
            }
        }
        // Parents first, so that children are drawn on top (and labelled after them): by
        // depth, in index order within one. Counted, not sorted: a comparison sort's code
        // for this one use was 0.4 KB gzipped of the WebAssembly module.
        let depths = live.map { depth(of: $0) }
        var next = [Int](repeating: 0, count: (depths.max() ?? 0) + 1)
        for depth in depths where depth + 1 < next.count { next[depth + 1] += 1 }
        for depth in next.indices.dropFirst() { next[depth] += next[depth - 1] }
        var ordered = live
        for (position, index) in live.enumerated() {
            ordered[next[depths[position]]] = index
            next[depths[position]] += 1
        }
        live = ordered
        var body = Text(), texts = Text()
        // Every label is kept clear of those placed before it (its parent's among them) in
        // a picture small enough to read; a larger one is not worth the quadratic cost.
        var placed: [LabelBox] = []
        let keepClear = live.count <= 256
        var anyBroken = false, anyAmbiguous = false
        let palette = ["#dbe9f6", "#e3f1dc", "#f8ead0", "#eadcf3", "#f5dcdc"]
        for index in live {
            let frame = nodes[index].absoluteFrame
            let ambiguous = (try? hasAmbiguousLayout(NodeID(index: UInt32(index), generation: nodes[index].generation))) == true
            anyBroken = anyBroken || troubled[index]
            anyAmbiguous = anyAmbiguous || ambiguous
            let stroke = troubled[index] ? brokenColor : ambiguous ? ambiguousColor : "#4a4a4a"
            let dash = ambiguous ? " stroke-dasharray=\"4 3\"" : ""
            let fill = palette[depth(of: index) % palette.count]
            body.add("<rect x=\""); body.number(frame.x); body.add("\" y=\""); body.number(frame.y)
            body.add("\" width=\""); body.number(max(frame.width, 0)); body.add("\" height=\""); body.number(max(frame.height, 0))
            body.add("\" fill=\""); body.add(fill); body.add("\" fill-opacity=\"0.85\" stroke=\""); body.add(stroke)
            body.add(troubled[index] || ambiguous ? "\" stroke-width=\"2\"" : "\" stroke-width=\"1\""); body.add(dash); body.add("/>\n")
            let name = nodeName(index)
            var size = Text()
            size.number(shortNumber(frame.width)); size.add("×"); size.number(shortNumber(frame.height))
            let nameWidth = Double(name.utf8Bytes.count) * 6.5
            var label = LabelBox(x: frame.x + 3, baseline: frame.y + 12, width: nameWidth + 4 + Double(size.bytes.count) * 5)
            while keepClear && label.overlapsAny(placed) { label.baseline += 12 }
            if keepClear { placed.append(label) }
            // Labels go over every rectangle, so that no child hides its parent's.
            texts.add("<text x=\""); texts.number(label.x); texts.add("\" y=\""); texts.number(label.baseline)
            texts.add("\" fill=\"#202020\">"); texts.addEscapingXML(name); texts.add("</text>")
            texts.add("<text x=\""); texts.number(label.x + nameWidth + 4); texts.add("\" y=\""); texts.number(label.baseline)
            texts.add("\" fill=\"#606060\" font-size=\"9\">"); texts.add(size); texts.add("</text>\n")
            maxY = max(maxY, label.baseline + 3)
        }
        // The legend explains the colours that appear, under the picture.
        var legend = Text()
        var legendWidth = 0.0
        if anyBroken || anyAmbiguous {
            var x = minX
            let y = maxY + 14
            if anyBroken {
                legendEntry(&legend, x: x, y: y, stroke: brokenColor, dash: "", text: "red: in a broken constraint")
                x += 190
            }
            if anyAmbiguous {
                legendEntry(&legend, x: x, y: y, stroke: ambiguousColor, dash: " stroke-dasharray=\"4 3\"",
                            text: "dashed: ambiguous frame")
                x += 170
            }
            legendWidth = x - minX
            maxY = y + 10
        }
        maxX = max(maxX, minX + legendWidth)
        let width = maxX - minX + 20, height = maxY - minY + 20
        var svg = Text()
        svg.add("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\""); svg.number(width); svg.add("\" height=\""); svg.number(height)
        svg.add("\" viewBox=\""); svg.number(minX - 10); svg.add(" "); svg.number(minY - 10); svg.add(" "); svg.number(width)
        svg.add(" "); svg.number(height); svg.add("\" font-family=\"sans-serif\" font-size=\"11\">\n")
        svg.add("<rect x=\""); svg.number(minX - 10); svg.add("\" y=\""); svg.number(minY - 10); svg.add("\" width=\""); svg.number(width)
        svg.add("\" height=\""); svg.number(height); svg.add("\" fill=\"white\"/>\n")
        svg.add(body)
        svg.add(texts)
        svg.add(legend)
        svg.add("</svg>\n")
        return svg
    }

    func depth(of index: Int) -> Int {
        var depth = 0
        var current = nodes[index].parent
        while current >= 0 {
            depth += 1
            current = nodes[Int(current)].parent
        }
        return depth
    }
}

private let brokenColor = "#d62728"
private let ambiguousColor = "#ff7f0e"

/// Where a label was put: its left edge, its baseline and its width (11 px text).
private struct LabelBox {
    var x: Double
    var baseline: Double
    var width: Double

    func overlapsAny(_ others: [LabelBox]) -> Bool {
        for other in others where x < other.x + other.width && other.x < x + width && abs(baseline - other.baseline) < 12 {
            return true
        }
        return false
    }
}

/// A swatch of the stroke and what it means.
private func legendEntry(_ legend: inout Text, x: Double, y: Double, stroke: String, dash: String, text: String) {
    legend.add("<rect x=\""); legend.number(x); legend.add("\" y=\""); legend.number(y - 9)
    legend.add("\" width=\"16\" height=\"10\" fill=\"white\" stroke=\""); legend.add(stroke); legend.add("\" stroke-width=\"2\"")
    legend.add(dash); legend.add("/><text x=\""); legend.number(x + 22); legend.add("\" y=\""); legend.number(y)
    legend.add("\" fill=\"#202020\">"); legend.add(text); legend.add("</text>\n")
}


/// A size for a label: at most one decimal.
private func shortNumber(_ value: Double) -> Double {
    (value * 10).rounded() / 10
}

extension Layout {
    /// Whether the node or one of its ancestors is hidden.
    fileprivate func isHiddenInTree(_ index: Int) -> Bool {
        var current = Int32(index)
        while current >= 0 {
            if nodes[Int(current)].isHidden { return true }
            current = nodes[Int(current)].parent
        }
        return false
    }
}
