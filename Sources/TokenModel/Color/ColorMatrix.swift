/// Three colour coordinates, in whatever space the context says.
package typealias ColorTriple = SIMD3<Double>

/// A row-major 3×3 matrix applied to colour triples.
package struct ColorMatrix: Sendable {
    /// The three rows.
    package let rows: (ColorTriple, ColorTriple, ColorTriple)

    /// A matrix from its rows.
    package init(_ r0: ColorTriple, _ r1: ColorTriple, _ r2: ColorTriple) { rows = (r0, r1, r2) }

    /// `self × v`.
    package func apply(_ v: ColorTriple) -> ColorTriple {
        ColorTriple((rows.0 * v).sum(), (rows.1 * v).sum(), (rows.2 * v).sum())
    }
}
