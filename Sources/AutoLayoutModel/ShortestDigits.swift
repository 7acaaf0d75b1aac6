/// The fewest significant decimal digits that read back as a positive finite Double,
/// the closest of them to it (an exact tie to an even last digit): the number is
/// 0.`digits` × 10^`exponent`, the digits in ASCII. What Swift prints.
///
/// Steele and White's free-format method as Burger and Dybvig state it, on exact big
/// integers: the number is `number` / `scale`, the midpoints to its neighbours are
/// `plus` above and `minus` below it (over `scale`). The midpoints themselves count
/// when the significand is even (a reader rounds a tie to it), and the lower one is a
/// quarter step away when the significand is a power of two, as the standard library
/// has them (even at the least normal number). The standard library's own version,
/// 128-bit arithmetic on tables of powers of ten, was 2.2 KB gzipped of the WebAssembly
/// module; this one is small and slower (about 1 µs a number; descriptions and
/// messages only).
struct ShortestDigits {
    private(set) var digits: [UInt8] = []
    private(set) var exponent = 0

    init(_ value: Double) {
        let biased = Int(value.exponentBitPattern)
        let fraction = value.significandBitPattern
        let significand = biased == 0 ? fraction : fraction | 1 << 52
        let binary = max(biased, 1) - 1075
        let inclusive = significand & 1 == 0
        // The number is significand × 2^binary; everything times 4 × 2^down is an integer.
        let up = max(binary, 0), down = max(-binary, 0)
        // 10^exponent above the upper midpoint (or at it, when that does not count): an
        // estimate from the top bit, never too high, raised below until it is.
        let top = binary + 63 - significand.leadingZeroBitCount
        exponent = (top * 1233) >> 12
        // Nothing exceeds 2^10 × scale, at most 4 × 2^down × 10^(exponent + 3).
        let length = min((down + 14 + max(exponent + 3, 0) * 10 / 3) / 32 + 2, BigInteger.capacity)
        let storage = UnsafeMutablePointer<UInt32>.allocate(capacity: 5 * BigInteger.capacity)
        defer { storage.deallocate() }
        let number = BigInteger(storage, length), scale = BigInteger(storage + BigInteger.capacity, length)
        let plus = BigInteger(storage + 2 * BigInteger.capacity, length), minus = BigInteger(storage + 3 * BigInteger.capacity, length)
        let scratch = BigInteger(storage + 4 * BigInteger.capacity, length)
        number.set(significand, shiftedBy: up + 2)
        scale.set(1, shiftedBy: down + 2)
        plus.set(2, shiftedBy: up)
        minus.set(biased > 0 && fraction == 0 ? 1 : 2, shiftedBy: up)
        if exponent >= 0 {
            scale.multiply(by: 10, power: exponent)
        } else {
            number.multiply(by: 10, power: -exponent)
            plus.multiply(by: 10, power: -exponent)
            minus.multiply(by: 10, power: -exponent)
        }
        // Reaching a midpoint that counts is enough: "< kept" is "<= 0" then.
        let kept = inclusive ? 1 : 0
        while true {
            scratch.set(number, plus)
            guard scratch.compare(scale) > -kept else { break }
            scale.multiply(by: 10)
            exponent += 1
        }
        while true {
            number.multiply(by: 10)
            plus.multiply(by: 10)
            minus.multiply(by: 10)
            var digit: UInt8 = 0
            while number.compare(scale) >= 0 { number.subtract(scale); digit += 1 }
            let low = number.compare(minus) < kept
            scratch.set(number, plus)
            let high = scratch.compare(scale) > -kept
            if low || high {
                // Both bounds reached: the closer of digit and digit + 1, by twice the rest.
                scratch.set(number, number)
                let half = scratch.compare(scale)
                if high && (!low || half > 0 || half == 0 && digit & 1 == 1) { digit += 1 }
            }
            digits.append(UInt8(ascii: "0") + UInt8(digit))
            if low || high { return }
        }
    }
}

/// A non-negative integer in `length` 32-bit words, least significant first, in storage
/// that `ShortestDigits` owns. The capacity holds any Double's numbers (below 2^1140).
private struct BigInteger {
    static let capacity = 40
    let words: UnsafeMutablePointer<UInt32>
    /// The words that the arithmetic goes through (all higher ones are zero).
    let length: Int

    init(_ words: UnsafeMutablePointer<UInt32>, _ length: Int) {
        self.words = words
        self.length = length
    }

    /// `value` × 2^`shift`.
    @inline(never) func set(_ value: UInt64, shiftedBy shift: Int) {
        words.initialize(repeating: 0, count: length)
        words[0] = UInt32(truncatingIfNeeded: value)
        words[1] = UInt32(truncatingIfNeeded: value >> 32)
        multiply(by: 2, power: shift)
    }

    /// `left` + `right`.
    @inline(never) func set(_ left: BigInteger, _ right: BigInteger) {
        var carry: UInt64 = 0
        for index in 0..<length {
            carry += UInt64(left.words[index]) + UInt64(right.words[index])
            words[index] = UInt32(truncatingIfNeeded: carry)
            carry >>= 32
        }
    }

    @inline(never) func multiply(by factor: UInt32) {
        var carry: UInt64 = 0
        for index in 0..<length {
            carry += UInt64(words[index]) * UInt64(factor)
            words[index] = UInt32(truncatingIfNeeded: carry)
            carry >>= 32
        }
    }

    /// × `base`^`power`, in factors as large as a word holds.
    @inline(never) func multiply(by base: UInt32, power: Int) {
        var power = power
        while power > 0 {
            var factor: UInt32 = 1
            while power > 0 && factor <= UInt32.max / base {
                factor *= base
                power -= 1
            }
            multiply(by: factor)
        }
    }

    /// Less `other`, which is not larger.
    @inline(never) func subtract(_ other: BigInteger) {
        var borrow: UInt64 = 0
        for index in 0..<length {
            let difference = UInt64(words[index]) &- UInt64(other.words[index]) &- borrow
            words[index] = UInt32(truncatingIfNeeded: difference)
            borrow = difference >> 63
        }
    }

    /// -1, 0 or 1 as this is less than, equal to or greater than `other`.
    @inline(never) func compare(_ other: BigInteger) -> Int {
        var index = length - 1
        while index >= 0 {
            if words[index] != other.words[index] { return words[index] < other.words[index] ? -1 : 1 }
            index -= 1
        }
        return 0
    }
}
