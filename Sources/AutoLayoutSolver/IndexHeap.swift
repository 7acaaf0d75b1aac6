#if !arch(wasm32)   // the WebAssembly module scans the program instead (see `Tableau.evaluateChanged`)
/// Indices taken smallest first: the definitions a partial evaluation must visit, in
/// program order, without passing over the ones it need not (see
/// `Tableau.evaluateChanged`).
struct IndexHeap {
    private var items: [Int32] = []

    var count: Int { items.count }

    mutating func push(_ index: Int32) {
        items.append(index)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if items[parent] <= index { break }
            items[child] = items[parent]
            child = parent
        }
        items[child] = index
    }

    mutating func popSmallest() -> Int32? {
        guard let last = items.popLast() else { return nil }
        if items.isEmpty { return last }
        let smallest = items[0]
        var parent = 0
        while true {
            var child = 2 * parent + 1
            if child >= items.count { break }
            if child + 1 < items.count && items[child + 1] < items[child] { child += 1 }
            if items[child] >= last { break }
            items[parent] = items[child]
            parent = child
        }
        items[parent] = last
        return smallest
    }

    mutating func removeAll() {
        items.removeAll(keepingCapacity: true)
    }
}
#endif
