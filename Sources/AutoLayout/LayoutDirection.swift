/// Which way leading and trailing point: left to right (leading is the left edge) or
/// right to left (leading is the right edge).
public enum LayoutDirection: Sendable {
    case leftToRight
    case rightToLeft
}
