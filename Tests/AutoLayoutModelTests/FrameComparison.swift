import Foundation
import XCTest
@testable import AutoLayoutModel

/// The first pair of nodes whose frames in two layouts differ by 1e-6 or more in any
/// coordinate, described as "name at frame, <other> has frame"; nil when all agree. The
/// random session tests hold every update to a layout built another way with this.
func firstFrameDifference(_ layout: Layout, _ other: Layout, _ pairs: [(NodeID, NodeID)],
                          otherSays: String = "a fresh layout has") throws -> String? {
    for (node, otherNode) in pairs {
        let frame = try layout.frame(of: node), wanted = try other.frame(of: otherNode)
        guard abs(frame.x - wanted.x) < 1e-6 && abs(frame.y - wanted.y) < 1e-6
            && abs(frame.width - wanted.width) < 1e-6 && abs(frame.height - wanted.height) < 1e-6 else {
            return "\(layout.nodeName(Int(node.index))) at \(frame), \(otherSays) \(wanted)"
        }
    }
    return nil
}

/// A failing session with every step it does not need taken out, one at a time from the
/// end: what `fails` still fails on.
func shrunk<Step>(_ session: [Step], fails: ([Step]) throws -> Bool) rethrows -> [Step] {
    var steps = session
    var position = steps.count - 1
    while position >= 0 {
        var shorter = steps
        shorter.remove(at: position)
        if try fails(shorter) { steps = shorter }
        position -= 1
    }
    return steps
}

/// Runs the sessions `run` draws from consecutive seeds, `sessions` of them from seed 1
/// unless AUTOLAYOUT_<NAME>_SESSIONS and AUTOLAYOUT_<NAME>_SEED say otherwise; reports
/// the first failure to XCTest and stops there (nil). Returns how many sessions were
/// asked for and how many updates were checked.
func runSessionCampaign(_ name: String, sessions defaultSessions: Int,
                        _ run: (UInt64) throws -> (failure: String?, checked: Int)) rethrows -> (sessions: Int, checked: Int)? {
    let environment = ProcessInfo.processInfo.environment
    let sessions = environment["AUTOLAYOUT_\(name)_SESSIONS"].flatMap { Int($0) } ?? defaultSessions
    let first = environment["AUTOLAYOUT_\(name)_SEED"].flatMap { UInt64($0) } ?? 1
    var checked = 0
    for seed in first..<(first + UInt64(max(sessions, 1))) {
        let result = try run(seed)
        checked += result.checked
        if let failure = result.failure {
            XCTFail(failure)
            return nil
        }
    }
    return (sessions, checked)
}
