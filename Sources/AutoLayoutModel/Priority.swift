/// Priorities are tiers in (0, 1000]; 1000 is required.
public enum Priority {
    public static let required = 1000.0
    public static let high = 750.0
    public static let low = 250.0
    public static let fitting = 50.0

    /// Whether `value` is an acceptable priority.
    public static func isValid(_ value: Double) -> Bool {
        value.isFinite && value > 0 && value <= required
    }
}
