/// One cell of a sparse row.
public struct Term {
    public var symbol: Int32
    /// In a tableau row, the cell's entry in the column index (see `ColumnIndex`); -1
    /// elsewhere. It fills what would be padding: a cell stays 16 bytes.
    var entry: Int32
    public var coefficient: Double

    @inline(__always) public init(symbol: Int32, coefficient: Double) {
        self.symbol = symbol
        self.entry = -1
        self.coefficient = coefficient
    }
}

/// A sparse linear expression `constant + sum(coefficient * symbol)`.
///
/// In the tableau a row defines its basic symbol; while a constraint is being added
/// the same shape means `0 = constant + sum(...)`. Terms are unordered and hold each
/// symbol at most once.
struct Row {
    var terms: [Term]
    var constant: Double

    init(constant: Double = 0, terms: [Term] = []) {
        self.constant = constant
        self.terms = terms
    }

    /// The coefficient of `symbol`, or 0. Linear: rows are short.
    func coefficient(of symbol: Int32) -> Double {
        for term in terms where term.symbol == symbol { return term.coefficient }
        return 0
    }

    /// Adds `coefficient * symbol`, merging with an existing cell and dropping it if it
    /// cancels. Linear in the row's length; used only while building a new row.
    mutating func add(_ symbol: Int32, _ coefficient: Double) {
        for index in terms.indices where terms[index].symbol == symbol {
            let sum = terms[index].coefficient + coefficient
            if isCancelled(sum, terms[index].coefficient, coefficient) || isNegligibleCell(sum) {
                terms.swapAt(index, terms.count - 1)
                terms.removeLast()
            } else {
                terms[index].coefficient = sum
            }
            return
        }
        if !isNegligibleCell(coefficient) { terms.append(Term(symbol: symbol, coefficient: coefficient)) }
    }

    #if !arch(wasm32)
    /// Adds the terms one by one, as `add` does. Into an empty row, a long list of
    /// distinct symbols (a stack's fit names every node's size) is appended at once:
    /// `add` reads the row for each term, which made such a constraint quadratic in its
    /// length (4 M instructions for 1,000 terms).
    mutating func add(_ list: [LinearTerm]) {
        if list.count > 16 && terms.isEmpty {
            var symbols = list.map { $0.variable.symbol }
            symbols.sort()
            if !zip(symbols, symbols.dropFirst()).contains(where: { $0 == $1 }) {
                for term in list where !isNegligibleCell(term.coefficient) {
                    terms.append(Term(symbol: term.variable.symbol, coefficient: term.coefficient))
                }
                return
            }
        }
        for term in list { add(term.variable.symbol, term.coefficient) }
    }
    #endif

    /// Negates every cell and the constant.
    mutating func negate() {
        constant = -constant
        for index in terms.indices { terms[index].coefficient = -terms[index].coefficient }
    }

    /// Turns `0 = constant + a*subject + rest` into `subject = -(constant + rest) / a`.
    /// `subject` must be in the row.
    mutating func solve(for subject: Int32) {
        var subjectCoefficient = 0.0
        for index in terms.indices where terms[index].symbol == subject {
            subjectCoefficient = terms[index].coefficient
            terms.swapAt(index, terms.count - 1)
            terms.removeLast()
            break
        }
        let scale = -1.0 / subjectCoefficient
        constant *= scale
        for index in terms.indices { terms[index].coefficient *= scale }
    }
}
