/// APCA's font lookup (apca-w3 `fontLookupAPCA`, Public Beta 0.1.7 (G)): for a contrast Lc, the smallest font
/// size (CSS px, reference font Barlow) each weight 100…900 may be set at; and the inverse, the smallest |Lc| a
/// given size and weight needs.
package enum APCAFontLookup {
    /// What the table allows a weight at one contrast.
    package enum Allowance: Sendable, Hashable {
        /// Text at this size (px) and up.
        case fontSize(Double)
        /// Non-text and spot elements only, no readable text (the table's 777).
        case nonTextOnly
        /// Nothing: too little contrast for any use (the table's 999).
        case nothing
    }

    /// The weights of the table's columns.
    package static let weights: [Double] = [100, 200, 300, 400, 500, 600, 700, 800, 900]

    // Rows by Lc 0, 10, 15, …, 125; columns by weight 100…900. 999: nothing; 777: non-text only; else px.
    private static let rowLc: [Double] = [0, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100, 105, 110, 115, 120, 125]
    private static let sizes: [[Double]] = [
        [999, 999, 999, 999, 999, 999, 999, 999, 999],
        [999, 999, 999, 999, 999, 999, 999, 999, 999],
        [777, 777, 777, 777, 777, 777, 777, 777, 777],
        [777, 777, 777, 777, 777, 777, 777, 777, 777],
        [777, 777, 777, 120, 120, 108, 96, 96, 96],
        [777, 777, 120, 108, 108, 96, 72, 72, 72],
        [777, 120, 108, 96, 72, 60, 48, 48, 48],
        [120, 108, 96, 60, 48, 42, 32, 32, 32],
        [108, 96, 72, 42, 32, 28, 24, 24, 24],
        [96, 72, 60, 32, 28, 24, 21, 21, 21],
        [80, 60, 48, 28, 24, 21, 18, 18, 18],
        [72, 48, 42, 24, 21, 18, 16, 16, 18],
        [68, 46, 32, 21.75, 19, 17, 15, 16, 18],
        [64, 44, 28, 19.5, 18, 16, 14.5, 16, 18],
        [60, 42, 24, 18, 16, 15, 14, 16, 18],
        [56, 38.25, 23, 17.25, 15.81, 14.81, 14, 16, 18],
        [52, 34.5, 22, 16.5, 15.625, 14.625, 14, 16, 18],
        [48, 32, 21, 16, 15.5, 14.5, 14, 16, 18],
        [45, 28, 19.5, 15.5, 15, 14, 13.5, 16, 18],
        [42, 26.5, 18.5, 15, 14.5, 13.5, 13, 16, 18],
        [39, 25, 18, 14.5, 14, 13, 12, 16, 18],
        [36, 24, 18, 14, 13, 12, 11, 16, 18],
        [34.5, 22.5, 17.25, 12.5, 11.875, 11.25, 10.625, 14.5, 16.5],
        [33, 21, 16.5, 11, 10.75, 10.5, 10.25, 13, 15],
        [32, 20, 16, 10, 10, 10, 10, 12, 14],
    ]
    // The step from each row to the next, as the published table gives it (the interpolation uses these).
    private static let deltas: [[Double]] = [
        [0, 0, 0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 12, 12, 12, 24, 24, 24],
        [0, 0, 12, 12, 36, 36, 24, 24, 24],
        [0, 12, 12, 36, 24, 18, 16, 16, 16],
        [12, 12, 24, 18, 16, 14, 8, 8, 8],
        [12, 24, 12, 10, 4, 4, 3, 3, 3],
        [16, 12, 12, 4, 4, 3, 3, 3, 3],
        [8, 12, 6, 4, 3, 3, 2, 2, 0],
        [4, 2, 10, 2.25, 2, 1, 1, 0, 0],
        [4, 2, 4, 2.25, 1, 1, 0.5, 0, 0],
        [4, 2, 4, 1.5, 2, 1, 0.5, 0, 0],
        [4, 3.75, 1, 0.75, 0.188, 0.188, 0, 0, 0],
        [4, 3.75, 1, 0.75, 0.188, 0.188, 0, 0, 0],
        [4, 2.5, 1, 0.5, 0.125, 0.125, 0, 0, 0],
        [3, 4, 1.5, 0.5, 0.5, 0.5, 0.5, 0, 0],
        [3, 1.5, 1, 0.5, 0.5, 0.5, 0.5, 0, 0],
        [3, 1.5, 0.5, 0.5, 0.5, 0.5, 1, 0, 0],
        [3, 1, 0, 0.5, 1, 1, 1, 0, 0],
        [1.5, 1.5, 0.75, 1.5, 1.125, 0.75, 0.375, 1.5, 1.5],
        [1.5, 1.5, 0.75, 1.5, 1.125, 0.75, 0.375, 1.5, 1.5],
        [1, 1, 0.5, 1, 0.75, 0.5, 0.25, 1, 1],
        [0, 0, 0, 0, 0, 0, 0, 0, 0],
    ]

    /// The table's column for a CSS font weight: the nearest listed weight at or below it (a weight between two
    /// columns is judged as the lighter, which needs the larger size), clamped to 100…900.
    package static func column(weight: Double) -> Int {
        guard weight.isFinite else { return 3 }
        return Int((min(max(weight, 100), 900) / 100).rounded(.down)) - 1
    }

    /// What `lc` (either sign) allows a weight's column, interpolated between rows as apca-w3 does.
    package static func allowance(lc: Double, column: Int) -> Allowance {
        let contrast = min(abs(lc.isFinite ? lc : 0), 125)
        // Rows are 5 Lc apart from Lc 10; the first row covers 0 ..< 10.
        let row = contrast < 10 ? 0 : Int(contrast / 5) - 1
        let font = sizes[row][column]
        if font == 999 { return .nothing }
        if font == 777 { return .nonTextOnly }
        if contrast < 14.5 { return .nothing }
        if contrast < 29.5 { return .nonTextOnly }
        let step = (contrast - rowLc[row]) / 5
        let delta = deltas[row][column]
        if font > 24 { return .fontSize((font - delta * step).rounded(.toNearestOrAwayFromZero)) }
        return .fontSize(font - (2 * delta * step).rounded(.towardZero) * 0.5)
    }

    /// The smallest |Lc| at which text of `fontSize` px and `weight` is allowed, or nil when no contrast is
    /// enough (the size is below the table's smallest for that weight).
    package static func minimumLc(fontSize: Double, weight: Double) -> Double? {
        let c = column(weight: weight)
        func allows(_ lc: Double) -> Bool {
            if case .fontSize(let s) = allowance(lc: lc, column: c) { return fontSize >= s }
            return false
        }
        guard fontSize.isFinite, allows(125) else { return nil }
        // The allowed size falls as Lc rises, so the threshold is found by bisection.
        var low = 0.0, high = 125.0
        while high - low > 1e-9 {
            let mid = (low + high) / 2
            if allows(mid) { high = mid } else { low = mid }
        }
        // Thresholds on a row (Lc 75, 90) come out a hair above it; snap them back.
        let snapped = (high * 1e6).rounded() / 1e6
        return allows(snapped) ? snapped : high
    }
}
