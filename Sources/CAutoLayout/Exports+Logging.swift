import AutoLayoutModel
import AutoLayoutHeader

@_cdecl("al_layout_set_logger")
public func al_layout_set_logger(_ layout: OpaquePointer?, _ logger: al_log_fn?,
                                 _ userData: UnsafeMutableRawPointer?) -> al_status {
    perform("al_layout_set_logger", layout) { box throws(LayoutError) in
        // A new logger hears about what is broken at the next update, told or not before.
        box.log.forget()
        guard let logger else {
            box.logger = nil
            return
        }
        // The pointer, not the box: the box owns this closure.
        box.logger = { message in
            var bytes = message.utf8Bytes
            bytes.append(0)
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { characters in
                    logger(layout, characters.baseAddress, userData)
                }
            }
        }
    }
}

extension LayoutBox {
    /// Called at the end of every update: tells the logger, if there is one and it is not
    /// running already, when the set of broken constraints changed since it was last told.
    func logBrokenConstraintChanges() {
        guard let logger, !isLogging, let message = log.message(after: layout) else { return }
        isLogging = true
        logger(message)
        isLogging = false
    }
}
