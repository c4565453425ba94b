extension Config {
    /// The fixed `inputs` as `(modifier, context)` pairs in key order, ready for `InputPairs.overlay`.
    public var inputPairs: [(String, String)] {
        inputs.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
