import AutoLayoutModel
import AutoLayoutHeader

@_cdecl("al_variable_new")
public func al_variable_new(_ layout: OpaquePointer?, _ name: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<UInt64>?) -> al_status {
    perform("al_variable_new", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        out.pointee = box.handle(box.layout.makeVariable(name: string(name)))
    }
}

@_cdecl("al_variable_get_value")
public func al_variable_get_value(_ layout: OpaquePointer?, _ variable: UInt64, _ out: UnsafeMutablePointer<Double>?) -> al_status {
    perform("al_variable_get_value", layout) { box throws(LayoutError) in
        let out = try required(out, "out")
        out.pointee = try box.layout.value(of: box.variable(variable, role: "variable"))
    }
}
