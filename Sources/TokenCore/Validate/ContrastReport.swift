/// Every contrast pair against every permutation: the ratio, the minimum and whether it passes, as a table
/// (text for terminals, Markdown for pull requests and docs, JSON for tools).
public struct ContrastReport: Sendable, Hashable {
    /// One measurement shown in the table.
    public struct Cell: Sendable, Hashable {
        /// The measurement shown.
        public var measurement: ContrastMeasurement

        /// The unrounded ratio.
        public var ratio: Double { measurement.ratio }
        /// The minimum that applied.
        public var minimum: Double { measurement.requirement.minimum }
        /// The success criterion (`WCAG 1.4.3 AA, text`).
        public var criterion: String { measurement.requirement.criterion }
        /// True when measured but not judged.
        public var isExempt: Bool { measurement.isExempt }
        /// The foreground compared (after compositing), as hex.
        public var foreground: String { measurement.measuredForeground.hexString }
        /// The background compared (after compositing), as hex.
        public var background: String { measurement.measuredBackground.hexString }

        /// `pass`, `fail` or `exempt`.
        public var status: String { isExempt ? "exempt" : (ratio >= minimum ? "pass" : "fail") }
        /// Two decimals, truncated.
        public var ratioText: String { NumberText.fixed(ratio, places: 2, truncate: true) }
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

    /// Measures every declared pair in every permutation (also where the rule is off) and builds the table.
    public static func build(_ permutations: [CompiledPermutation], config: ValidationConfig = ValidationConfig(),
                             brandModifier: String? = nil, themeModifier: String? = nil,
                             appearances: [String: Config.Appearance] = [:]) -> ContrastReport {
        let context = RuleContext(permutations: permutations, roles: ModifierRoles(brand: brandModifier, theme: themeModifier, appearances: appearances),
                                  remBase: config.remBase)
        let out = ContrastEngine(settings: config.contrast, context: context).run(includeOff: true)
        return ContrastReport(measurements: out.measurements, permutations: permutations)
    }

    /// The table for measurements already taken (`ValidationResult.contrast`).
    public init(measurements: [ContrastMeasurement], permutations: [CompiledPermutation]) {
        self.permutations = permutations.map { $0.label.isEmpty ? "default" : $0.label }
        self.columns = permutations.map { p in
            let contexts = p.permutation.inputs.map(\.context)
            return contexts.isEmpty ? "default" : contexts.joined(separator: "/")
        }
        self.columnKey = permutations.first.map { $0.permutation.inputs.map(\.modifier).joined(separator: "/") } ?? ""
        /// A row: the two tokens (and the surface), and the kind.
        struct Key: Hashable { var pair: UInt64, surface: Int32, kind: ContrastKind }
        var index: [Key: Int] = [:]
        var rows: [Row] = []
        for m in measurements {
            let key = Key(pair: UInt64(UInt32(bitPattern: m.foreground)) << 32 | UInt64(UInt32(bitPattern: m.background)),
                          surface: m.surface ?? -1, kind: m.requirement.kind)
            let r: Int
            if let known = index[key] {
                r = known
            } else {
                r = rows.count
                index[key] = r
                rows.append(Row(foreground: m.foregroundPath, background: m.backgroundPath, surface: m.surfacePath, kind: key.kind,
                                cells: Array(repeating: nil, count: permutations.count)))
            }
            let cell = Cell(measurement: m)
            // Declared twice with different minimums: the stricter one counts.
            if let old = rows[r].cells[m.permutation], old.minimum >= cell.minimum { continue }
            rows[r].cells[m.permutation] = cell
        }
        self.rows = rows
    }

    /// Cells below their minimum (exempt ones excluded).
    public var failures: Int { count { $0.measurement.fails } }
    /// Cells measured but exempt.
    public var exemptions: Int { count { $0.isExempt } }
    /// Cells measured.
    public var measured: Int { count { _ in true } }

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
