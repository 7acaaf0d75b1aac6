/// Directional insets: leading and trailing follow the layout direction.
public struct Insets: Equatable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static var zero: Insets { Insets(top: 0, leading: 0, bottom: 0, trailing: 0) }
    /// UIKit's default layout margins.
    public static var standardMargins: Insets { Insets(top: 8, leading: 8, bottom: 8, trailing: 8) }
}
