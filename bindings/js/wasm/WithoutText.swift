import AutoLayoutModel
import AutoLayoutHeader

// Compiled into CAutoLayout in place of Exports+Language.swift by
// `build-wasm.sh --without-text` (autolayout-core.wasm): the module then leaves out the
// constraint language and the descriptions, and these two keep the exports matching the
// header and say why they fail.

@_cdecl("al_layout_constrain")
public func al_layout_constrain(_ layout: OpaquePointer?, _ text: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<UInt64>?,
                                _ capacity: Int, _ count: UnsafeMutablePointer<Int>?) -> al_status {
    count?.pointee = 0
    return perform("al_layout_constrain", layout) { _ throws(LayoutError) in
        throw LayoutError(.invalidState, "this build has no constraint language (autolayout-core.wasm); autolayout.wasm has it")
    }
}

@_cdecl("al_layout_describe")
public func al_layout_describe(_ layout: OpaquePointer?, _ format: al_format, _ buffer: UnsafeMutablePointer<CChar>?,
                               _ capacity: Int, _ length: UnsafeMutablePointer<Int>?) -> al_status {
    perform("al_layout_describe", layout) { _ throws(LayoutError) in
        throw LayoutError(.invalidState, "this build has no descriptions (autolayout-core.wasm); autolayout.wasm has them")
    }
}
