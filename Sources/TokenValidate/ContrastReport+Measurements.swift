/// The contrast table from validation's measurements.
extension ContrastReport {
    /// Measures every declared pair in every permutation (also where the rule is off) and builds the table.
    package static func build(_ permutations: [CompiledPermutation], config: ValidationConfig = ValidationConfig(),
                             brandModifier: String? = nil, themeModifier: String? = nil,
                             appearances: [String: Config.Appearance] = [:]) -> ContrastReport {
        let context = RuleContext(permutations: permutations, roles: ModifierRoles(brand: brandModifier, theme: themeModifier, appearances: appearances),
                                  remBase: config.remBase)
        let out = ContrastEngine(settings: config[ContrastRule.self], context: context).run(includeOff: true)
        return ContrastReport(measurements: out.measurements, permutations: permutations)
    }

    /// The table for measurements already taken (`ValidationResult.contrast`).
    package init(measurements: [ContrastMeasurement], permutations: [CompiledPermutation]) {
        let labels = permutations.map { $0.label.isEmpty ? "default" : $0.label }
        let columns = permutations.map { p in
            let contexts = p.permutation.inputs.map(\.context)
            return contexts.isEmpty ? "default" : contexts.joined(separator: "/")
        }
        let columnKey = permutations.first.map { $0.permutation.inputs.map(\.modifier).joined(separator: "/") } ?? ""
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
            let cell = Cell(ratio: m.ratio, lc: m.lc, requirement: m.requirement, isExempt: m.isExempt,
                            foregroundRGB: m.foregroundRGB, backgroundRGB: m.backgroundRGB)
            // Declared twice with different minimums: the stricter one counts.
            if let old = rows[r].cells[m.permutation], old.minimum >= cell.minimum { continue }
            rows[r].cells[m.permutation] = cell
        }
        self.init(permutations: labels, columns: columns, columnKey: columnKey, rows: rows)
    }
}
