/// How much a constraint matters, in (0, 1000]: 1000 is required, anything less is
/// optional. Priorities are tiers, not weights: a constraint is never given up to
/// satisfy any number of constraints of lower priorities.
public struct Priority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var rawValue: Double

    public init(rawValue: Double) { self.rawValue = rawValue }
    public init(_ value: Double) { self.rawValue = value }
    public init(floatLiteral value: Double) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Double(value) }

    /// 1000: must hold; `update()` reports it when it cannot.
    public static let required: Priority = 1000
    /// 750: the compression-resistance default.
    public static let defaultHigh: Priority = 750
    /// 250: the content-hugging default.
    public static let defaultLow: Priority = 250
    /// 50: the level of a layout's fitting size.
    public static let fittingSizeLevel: Priority = 50

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// `.defaultHigh + 1`, as UIKit writes a priority just above another.
    public static func + (lhs: Priority, rhs: Double) -> Priority { Priority(lhs.rawValue + rhs) }
    public static func - (lhs: Priority, rhs: Double) -> Priority { Priority(lhs.rawValue - rhs) }
}
