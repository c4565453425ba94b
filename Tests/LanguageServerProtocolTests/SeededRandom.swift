/// A small seeded generator (SplitMix64), so every random test runs the same inputs each time.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `bytes` cut into chunks of random sizes from 1 to `maximum`.
    mutating func chunks(of bytes: [UInt8], maximum: Int) -> [ArraySlice<UInt8>] {
        var out: [ArraySlice<UInt8>] = []
        var i = 0
        while i < bytes.count {
            let n = Int.random(in: 1...maximum, using: &self)
            out.append(bytes[i..<min(i + n, bytes.count)])
            i += n
        }
        return out
    }
}
