internal import AutoLayoutModel

/// Anything that reads as a linear expression of one axis: anchors, variables and
/// expressions built from them with `+ - * /`.
public protocol LayoutExpressible {
    associatedtype Axis: LayoutAxis
    var expression: LayoutExpression<Axis> { get }
}

/// `coefficient * anchor + ... + constant`: the side of a relation. Built from anchors
/// and variables with `anchor * m + c`, `anchor - c`, `anchor + other`.
public struct LayoutExpression<Axis: LayoutAxis>: LayoutExpressible {
    var terms: [Term]
    /// The number added to the terms.
    public internal(set) var constant: Double

    init(_ terms: [Term], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public var expression: LayoutExpression<Axis> { self }

    /// The same terms and constant seen as another axis's (a variable joining an anchor's).
    func cast<Other>(to: Other.Type = Other.self) -> LayoutExpression<Other> {
        LayoutExpression<Other>(terms, constant: constant)
    }

    func scaled(by factor: Double) -> LayoutExpression {
        LayoutExpression(terms.map { $0.scaled(by: factor) }, constant: constant * factor)
    }

    func adding(_ other: LayoutExpression, times factor: Double = 1) -> LayoutExpression {
        LayoutExpression(terms + other.terms.map { $0.scaled(by: factor) }, constant: constant + other.constant * factor)
    }

    func offset(by amount: Double) -> LayoutExpression {
        LayoutExpression(terms, constant: constant + amount)
    }
}

/// `coefficient * item.attribute` of one layout's node or variable.
struct Term {
    let layout: Layout
    let item: Item
    let attribute: Attribute
    var coefficient: Double

    func scaled(by factor: Double) -> Term {
        Term(layout: layout, item: item, attribute: attribute, coefficient: coefficient * factor)
    }
}
