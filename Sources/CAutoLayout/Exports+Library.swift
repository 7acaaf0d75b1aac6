import AutoLayoutModel
import AutoLayoutHeader

@inline(__always) func cString(_ text: StaticString) -> UnsafePointer<CChar> {
    UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)
}

@_cdecl("al_status_string")
public func al_status_string(_ status: al_status) -> UnsafePointer<CChar> {
    switch status {
    case AL_OK: return cString("ok")
    case AL_ERROR_INVALID_ARGUMENT: return cString("invalid argument")
    case AL_ERROR_INVALID_HANDLE: return cString("invalid handle")
    case AL_ERROR_UNSATISFIABLE: return cString("unsatisfiable constraints")
    case AL_ERROR_INVALID_STATE: return cString("invalid state")
    case AL_ERROR_OUT_OF_MEMORY: return cString("out of memory")
    case AL_ERROR_INTERNAL: return cString("internal error")
    default: return cString("unknown status")
    }
}

@_cdecl("al_last_error_message")
public func al_last_error_message() -> UnsafePointer<CChar> {
    al_support_error()
}
