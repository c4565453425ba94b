/// Every contrast pair against every permutation: the ratio, the minimum and whether it passes, as a table.
/// Validation fills it (`ContrastReport+Measurements.swift`); the CLI prints it (text for terminals, Markdown
/// for pull requests and docs, JSON for tools) and the HTML sheet shows it.
package struct ContrastReport: Sendable, Hashable {
    /// One measurement shown in the table.
    package struct Cell: Sendable, Hashable {
        /// The unrounded ratio.
        package var ratio: Double
        /// The unrounded APCA Lc of the same two colours (signed: negative for light on dark).
        package var lc: Double
        /// The minimum that applied and its criterion.
        package var requirement: ContrastRequirement
        /// True when measured but not judged.
        package var isExempt: Bool
        /// The opaque foreground compared (after compositing), 0xRRGGBB.
        package var foregroundRGB: UInt32
        /// The opaque background compared (after compositing), 0xRRGGBB.
        package var backgroundRGB: UInt32

        /// A cell.
        package init(ratio: Double, lc: Double, requirement: ContrastRequirement, isExempt: Bool, foregroundRGB: UInt32, backgroundRGB: UInt32) {
            self.ratio = ratio
            self.lc = lc
            self.requirement = requirement
            self.isExempt = isExempt
            self.foregroundRGB = foregroundRGB
            self.backgroundRGB = backgroundRGB
        }

        /// The minimum that applied.
        package var minimum: Double { requirement.minimum }
        /// The success criterion (`WCAG 1.4.3 AA, text`).
        package var criterion: String { requirement.criterion }
        /// The foreground compared (after compositing), as hex.
        package var foreground: String { ColorValue(packedRGB: foregroundRGB).hexString }
        /// The background compared (after compositing), as hex.
        package var background: String { ColorValue(packedRGB: backgroundRGB).hexString }
        /// True when the pair is judged and below its minimum.
        package var fails: Bool { !isExempt && !requirement.isMet(ratio: ratio, lc: lc) }

        /// `pass`, `fail` or `exempt`.
        package var status: String { isExempt ? "exempt" : (fails ? "fail" : "pass") }
        /// Two decimals, truncated.
        package var ratioText: String { NumberText.fixed(ratio, places: 2, truncate: true) }
        /// Lc to one decimal, signed (APCA's published precision).
        package var lcText: String { NumberText.fixed(lc, places: 1) }
        /// True when the ratio fails where it is judged.
        package var ratioFails: Bool { requirement.algorithm.judgesRatio && ratio < minimum }
        /// True when |Lc| fails where it is judged.
        package var lcFails: Bool { requirement.algorithm.judgesLc && abs(lc) < requirement.minimumLc }
    }

    /// One pair: a row of the table.
    package struct Row: Sendable, Hashable {
        /// The foreground token.
        package var foreground: TokenPath
        /// The background token.
        package var background: TokenPath
        /// The surface under a translucent background, when one was used.
        package var surface: TokenPath?
        /// What the pair is used for.
        package var kind: ContrastKind
        /// One cell per permutation (nil where the pair does not exist).
        package var cells: [Cell?]

        package init(foreground: TokenPath, background: TokenPath, surface: TokenPath?, kind: ContrastKind, cells: [Cell?]) {
            self.foreground = foreground
            self.background = background
            self.surface = surface
            self.kind = kind
            self.cells = cells
        }

        /// `fg on bg` (`over surface`).
        package var title: String {
            "\(foreground) on \(background)" + (surface.map { " over \($0)" } ?? "")
        }
    }

    /// Permutation labels, one per column.
    package var permutations: [String]
    /// Short column headings (`harbor/light`).
    package var columns: [String]
    /// What the short headings are made of (`brand/theme`).
    package var columnKey: String
    /// One row per pair, in the order pairs were first measured.
    package var rows: [Row]

    /// A table of these rows.
    package init(permutations: [String], columns: [String], columnKey: String, rows: [Row]) {
        self.permutations = permutations
        self.columns = columns
        self.columnKey = columnKey
        self.rows = rows
    }

    /// Cells below their minimum (exempt ones excluded).
    package var failures: Int { count { $0.fails } }
    /// Cells measured but exempt.
    package var exemptions: Int { count { $0.isExempt } }
    /// Cells measured.
    package var measured: Int { count { _ in true } }
    /// True when some pair is judged by APCA: the renderings then show Lc beside every ratio.
    package var showsAPCA: Bool { rows.contains { $0.cells.contains { $0?.requirement.algorithm.judgesLc == true } } }

    /// How many cells satisfy the condition.
    private func count(_ where_: (Cell) -> Bool) -> Int {
        var n = 0
        for row in rows { for case let cell? in row.cells where where_(cell) { n += 1 } }
        return n
    }

    /// One line: `12 pairs × 4 permutations, 46 measured, 1 below its minimum, 3 exempt`.
    package var summary: String {
        "\(rows.count) pair\(rows.count == 1 ? "" : "s") × \(permutations.count) permutation\(permutations.count == 1 ? "" : "s"), "
            + "\(measured) measured, \(failures) below the minimum, \(exemptions) exempt"
    }
}
