import Testing
@testable import TokenCore

/// The value tables' hashing (`TokenValue._rawHashValue`, `ValueKey`): values `==` calls equal hash equally in
/// every kind (the fast kinds and those hashed with `Hasher`), and values that hash alike but differ stay apart.
@Suite struct ValueHashTests {
    static func color(_ c: [Double?], alpha: Double = 1, space: ColorSpace = .srgb, hex: String? = nil) -> TokenValue {
        .color(ColorValue(colorSpace: space, components: c, alpha: alpha, hex: hex))
    }

    /// Pairs of equal values built separately (so they share no storage), `-0` against `0` among them.
    static let equalPairs: [(TokenValue, TokenValue)] = [
        (color([1, 0.5, 0]), color([1, 0.5, 0])),
        (color([0, nil, 0.25], alpha: 0.5), color([-0.0, nil, 0.25], alpha: 0.5)),
        (.dimension(DimensionValue(0, .px)), .dimension(DimensionValue(-0.0, .px))),
        (.number(-0.0), .number(0)),
        (.fontWeight(700), .fontWeight(700)),
        (.duration(DurationValue(200, .ms)), .duration(DurationValue(200, .ms))),
        (.fontFamily(["Inter", "sans-serif"]), .fontFamily(["Inter", "sans-serif"])),
        // Canonically equivalent strings are equal Swift strings: "é" precomposed and decomposed.
        (.fontFamily(["Caf\u{E9}"]), .fontFamily(["Cafe\u{301}"])),
        (.cubicBezier(CubicBezierValue(0, 0, 1, 1)), .cubicBezier(CubicBezierValue(0, 0, 1, 1))),
    ]

    /// A resolved token's key (`valueKey`) carries the hash worked out when it was resolved: an alias's is its
    /// target's, a literal's its definition's. It is the key of the value itself, also after the value changes.
    @Test func resolvedTokensCarryTheirValuesKey() {
        let resolved = Compiled(##"{"$type": "dimension", "a": {"$value": {"value": 4, "unit": "px"}}, "b": {"$value": "{a}"},"##
            + ##" "c": {"$type": "color", "$value": "#336699", "alpha": 0.5}, "d": {"$value": {"value": 4, "unit": "px"}}}"##).tokens
        #expect(resolved.count == 4)
        for t in resolved.tokens {
            #expect(t.valueKey == ValueKey(t.value) && t.valueHash == ValueKey.hash(t.value), "\(t.path)")
        }
        #expect(resolved["b"]?.valueHash == resolved["a"]?.valueHash && resolved["d"]?.valueKey == resolved["a"]?.valueKey)
        var changed = resolved["a"]!
        changed.value = .number(2)
        #expect(changed.valueKey == ValueKey(.number(2)) && changed.valueHash == ValueKey.hash(.number(2)))
        #expect(resolved["a"]?.valueKey == ValueKey(.dimension(DimensionValue(4, .px))))
    }

    @Test func equalValuesHashEqually() {
        for (a, b) in Self.equalPairs {
            #expect(a == b)
            for seed in [0, 1, -7, Int.max] {
                #expect(a._rawHashValue(seed: seed) == b._rawHashValue(seed: seed), "\(a) vs \(b), seed \(seed)")
            }
            #expect(ValueKey(a) == ValueKey(b))
            #expect(ValueKey(a).hashValue == ValueKey(b).hashValue)
        }
    }

    @Test func valuesThatHashAlikeButDifferStayApart() {
        // The fast hash leaves out the colour space, the hex fallback and units: these pairs hash alike.
        let alike: [(TokenValue, TokenValue)] = [
            (Self.color([0.2, 0.4, 0.6]), Self.color([0.2, 0.4, 0.6], space: .displayP3)),
            (Self.color([0.2, 0.4, 0.6]), Self.color([0.2, 0.4, 0.6], hex: "#336699")),
            (.dimension(DimensionValue(1, .rem)), .dimension(DimensionValue(1, .em))),
        ]
        for (a, b) in alike {
            #expect(a != b)
            #expect(ValueKey(a) != ValueKey(b))
            var table: [ValueKey: Int] = [:]
            table[ValueKey(a)] = 1
            table[ValueKey(b)] = 2
            #expect(table.count == 2)
            #expect(table[ValueKey(a)] == 1 && table[ValueKey(b)] == 2)
        }
        // Kinds with the same number do not hash alike (and are never equal).
        #expect(TokenValue.number(4)._rawHashValue(seed: 0) != TokenValue.fontWeight(4)._rawHashValue(seed: 0))
        #expect(Self.color([nil, 0, 0])._rawHashValue(seed: 0) != Self.color([0, 0, 0])._rawHashValue(seed: 0))
    }

    @Test func aTableOfManyValuesFindsEachOnce() {
        // Enough values to make a table grow several times; every key is found with its own id.
        var values: [TokenValue] = []
        for i in 0..<2000 {
            let x = Double(i) / 2000
            values.append(Self.color([x, 1 - x, x / 2]))
            values.append(.dimension(DimensionValue(Double(i), .px)))
            values.append(.number(Double(i) * 0.25))
        }
        var table: [ValueKey: Int] = [:]
        for (i, v) in values.enumerated() { table[ValueKey(v)] = i }
        #expect(table.count == values.count)
        for (i, v) in values.enumerated() { #expect(table[ValueKey(v)] == i) }
    }
}

/// `TokenPath`'s stored hash: a path made by appending names hashes as the same path made whole, names that
/// Swift calls equal hash alike, and the order and number of names matter.
@Suite struct TokenPathHashTests {
    @Test func appendedPathsHashAsWholeOnes() {
        let whole = TokenPath(["color", "button", "primaryTint"])
        let built = TokenPath.root.appending("color").appending("button").appending("primaryTint")
        #expect(built == whole)
        #expect(built.hashValue == whole.hashValue)
        #expect(built._rawHashValue(seed: 42) == whole._rawHashValue(seed: 42))
        #expect(TokenPath(["a"]).appending(TokenPath(["b", "c"])).hashValue == TokenPath(["a", "b", "c"]).hashValue)
        #expect(TokenPath(["a", "b", "c"]).parent == TokenPath(["a", "b"]))
        #expect(TokenPath(["a", "b", "c"]).parent?.hashValue == TokenPath(["a"]).appending("b").hashValue)
        // Canonically equivalent names are equal strings, so their paths are equal and hash alike.
        let composed = TokenPath(["caf\u{E9}"]), decomposed = TokenPath.root.appending("cafe\u{301}")
        #expect(composed == decomposed && composed.hashValue == decomposed.hashValue)
    }

    @Test func orderAndLengthMatter() {
        #expect(TokenPath(["a", "b"]).hashValue != TokenPath(["b", "a"]).hashValue)
        #expect(TokenPath(["a"]).hashValue != TokenPath(["a", ""]).hashValue)
        #expect(TokenPath.root.hashValue != TokenPath([""]).hashValue)
        var table: [TokenPath: Int] = [:]
        for i in 0..<500 { table[TokenPath(["group\(i % 7)", "token\(i)"])] = i }
        for i in 0..<500 { #expect(table[TokenPath.root.appending("group\(i % 7)").appending("token\(i)")] == i) }
    }
}
