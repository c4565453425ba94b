/// The `remBase` option of the Swift and HTML outputs and of validation: px (points) per rem.
extension ObjectReader {
    /// The largest root font size accepted, in px: far beyond any font a browser renders, and small enough that
    /// every dimension (at most `ValueParser.magnitudeLimit`) converts to a finite number of points.
    public static let maximumRemBase = 10_000.0

    /// True for a rem base tokenc accepts: greater than 0 and at most `maximumRemBase`.
    public static func acceptsRemBase(_ n: Double) -> Bool { n > 0 && n <= maximumRemBase }

    /// `key` as a rem base: a number greater than 0 and at most `maximumRemBase`, else a located error.
    public mutating func remBase(_ key: String = "remBase") -> Double? {
        guard let n = number(key) else { return nil }
        guard Self.acceptsRemBase(n) else {
            report(key, "\"\(key)\" must be greater than 0 and at most \(NumberText.format(Self.maximumRemBase)) (px per rem), not \(NumberText.format(n))")
            return nil
        }
        return n
    }
}
