/// Every contrast pair against every permutation: the ratio, the minimum and whether it passes, as a table.
/// Validation fills it (`ContrastReport+Measurements.swift`); the CLI prints it (text for terminals, Markdown
/// for pull requests and docs, JSON for tools) and the HTML sheet shows it.
public struct ContrastReport: Sendable, Hashable {
    /// One measurement shown in the table.
    public struct Cell: Sendable, Hashable {
        /// The unrounded ratio.
        public var ratio: Double
        /// The unrounded APCA Lc of the same two colours (signed: negative for light on dark).
        public var lc: Double
        /// The minimum that applied and its criterion.
        public var requirement: ContrastRequirement
        /// True when measured but not judged.
        public var isExempt: Bool
        /// The opaque foreground compared (after compositing), 0xRRGGBB.
        public var foregroundRGB: UInt32
        /// The opaque background compared (after compositing), 0xRRGGBB.
        public var backgroundRGB: UInt32

        /// A cell.
        public init(ratio: Double, lc: Double, requirement: ContrastRequirement, isExempt: Bool, foregroundRGB: UInt32, backgroundRGB: UInt32) {
            self.ratio = ratio
            self.lc = lc
            self.requirement = requirement
            self.isExempt = isExempt
            self.foregroundRGB = foregroundRGB
            self.backgroundRGB = backgroundRGB
        }

        /// The minimum that applied.
        public var minimum: Double { requirement.minimum }
        /// The success criterion (`WCAG 1.4.3 AA, text`).
        public var criterion: String { requirement.criterion }
        /// The foreground compared (after compositing), as hex.
        public var foreground: String { ColorValue(packedRGB: foregroundRGB).hexString }
        /// The background compared (after compositing), as hex.
        public var background: String { ColorValue(packedRGB: backgroundRGB).hexString }
        /// True when the pair is judged and below its minimum.
        public var fails: Bool { !isExempt && !requirement.isMet(ratio: ratio, lc: lc) }

        /// `pass`, `fail` or `exempt`.
        public var status: String { isExempt ? "exempt" : (fails ? "fail" : "pass") }
        /// Two decimals, truncated.
        public var ratioText: String { NumberText.fixed(ratio, places: 2, truncate: true) }
        /// Lc to one decimal, signed (APCA's published precision).
        public var lcText: String { NumberText.fixed(lc, places: 1) }
        /// True when the ratio fails where it is judged.
        public var ratioFails: Bool { requirement.algorithm.judgesRatio && ratio < minimum }
        /// True when |Lc| fails where it is judged.
        public var lcFails: Bool { requirement.algorithm.judgesLc && abs(lc) < requirement.minimumLc }
    }

    /// One pair: a row of the table.
    public struct Row: Sendable, Hashable {
        /// The foreground token.
        public var foreground: TokenPath
        /// The background token.
        public var background: TokenPath
        /// The surface under a translucent background, when one was used.
        public var surface: TokenPath?
        /// What the pair is used for.
        public var kind: ContrastKind
        /// One cell per permutation (nil where the pair does not exist).
        public var cells: [Cell?]

        package init(foreground: TokenPath, background: TokenPath, surface: TokenPath?, kind: ContrastKind, cells: [Cell?]) {
            self.foreground = foreground
            self.background = background
            self.surface = surface
            self.kind = kind
            self.cells = cells
        }

        /// `fg on bg` (`over surface`).
        public var title: String {
            "\(foreground) on \(background)" + (surface.map { " over \($0)" } ?? "")
        }
    }

    /// Permutation labels, one per column.
    public var permutations: [String]
    /// Short column headings (`harbor/light`).
    public var columns: [String]
    /// What the short headings are made of (`brand/theme`).
    public var columnKey: String
    /// One row per pair, in the order pairs were first measured.
    public var rows: [Row]

    /// A table of these rows.
    package init(permutations: [String], columns: [String], columnKey: String, rows: [Row]) {
        self.permutations = permutations
        self.columns = columns
        self.columnKey = columnKey
        self.rows = rows
    }

    /// Cells below their minimum (exempt ones excluded).
    public var failures: Int { count { $0.fails } }
    /// Cells measured but exempt.
    public var exemptions: Int { count { $0.isExempt } }
    /// Cells measured.
    public var measured: Int { count { _ in true } }
    /// True when some pair is judged by APCA: the renderings then show Lc beside every ratio.
    public var showsAPCA: Bool { rows.contains { $0.cells.contains { $0?.requirement.algorithm.judgesLc == true } } }

    /// How many cells satisfy the condition.
    private func count(_ where_: (Cell) -> Bool) -> Int {
        var n = 0
        for row in rows { for case let cell? in row.cells where where_(cell) { n += 1 } }
        return n
    }

    /// One line: `12 pairs × 4 permutations, 46 measured, 1 below its minimum, 3 exempt`.
    public var summary: String {
        "\(rows.count) pair\(rows.count == 1 ? "" : "s") × \(permutations.count) permutation\(permutations.count == 1 ? "" : "s"), "
            + "\(measured) measured, \(failures) below the minimum, \(exemptions) exempt"
    }
}
