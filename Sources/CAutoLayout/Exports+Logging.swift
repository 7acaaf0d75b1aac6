import AutoLayoutModel
import AutoLayoutHeader

@_cdecl("al_layout_set_logger")
public func al_layout_set_logger(_ layout: OpaquePointer?, _ logger: al_log_fn?,
                                 _ userData: UnsafeMutableRawPointer?) -> al_status {
    perform("al_layout_set_logger", layout) { box throws(LayoutError) in
        guard let logger else {
            box.layout.setLogger(nil)
            return
        }
        // The pointer, not the box: the box owns the layout that keeps this closure.
        box.layout.setLogger { message in
            var bytes = Array(message.utf8)
            bytes.append(0)
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { characters in
                    logger(layout, characters.baseAddress, userData)
                }
            }
        }
    }
}
