/// A fast hash of a few 64-bit words, for keys that tables look up in bulk: each word is folded in with a
/// multiply and a shift, and the result goes through SplitMix64's finaliser: a few instructions a word, where
/// `Hasher` (SipHash-1-3) runs rounds on each word and more to start and finish.
///
/// It is seeded by the table's seed (`_rawHashValue(seed:)`), which Swift draws at random per process, so a
/// table's order still changes from run to run and nothing may depend on it. It resists no deliberate
/// collisions: keys from token files cost at worst extra comparisons, never a wrong answer.
package struct WordHash {
    private var state: UInt64

    /// A hash seeded with `seed`.
    package init(seed: Int) {
        state = UInt64(bitPattern: Int64(seed)) ^ 0x9E37_79B9_7F4A_7C15
    }

    /// Folds in `word`.
    package mutating func combine(_ word: UInt64) {
        state = (state ^ word) &* 0xBF58_476D_1CE4_E5B9
        state ^= state >> 29
    }

    /// Folds in `value` so that values `==` calls equal fold in alike (`0` and `-0`).
    package mutating func combine(_ value: Double) {
        combine(value == 0 ? 0 : value.bitPattern)
    }

    /// Folds in a component that may be `none`.
    package mutating func combine(_ value: Double?) {
        // A NaN payload no parsed number has stands for `none` (NaN is unequal to everything, itself included,
        // so sharing its hash with a real NaN costs nothing).
        if let value { combine(value) } else { combine(0x7FF8_0000_0000_4E4F as UInt64) }
    }

    /// The hash.
    package func finalize() -> Int { Self.mix(state) }

    /// SplitMix64's finaliser: every bit of `word` reaches every bit of the result.
    @inline(__always) package static func mix(_ word: UInt64) -> Int {
        var z = word
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(bitPattern: UInt(z ^ (z >> 31)))
    }
}
