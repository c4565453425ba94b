/// The report `tokenc migrate` prints: every change, grouped by file, then one summary line.
///
/// ```
/// colors.json
///   color.brand: write {"colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cc"}
///     why: [deprecated-form] a colour written as a string is a pre-2025.10 form
/// migrated 2 files into out (1 change)
/// ```
package enum MigrationReportText {
    /// The report of `result` written (or, with `dryRun`, to be written) into `target`; `written` false when a
    /// write failed.
    package static func render(_ result: MigrationResult, target: String, dryRun: Bool, written: Bool = true) -> String {
        var out = ""
        var file: String?
        for c in result.changes {
            if c.file != file {
                out += DisplayText.escape(c.file) + "\n"
                file = c.file
            }
            let member = c.member.map { " (" + DisplayText.escape($0) + ")" } ?? ""
            out += "  " + (c.token.map { DisplayText.escape($0) + member + ": " } ?? "") + DisplayText.escape(c.change) + "\n"
            out += "    why: " + DisplayText.escape(c.reason) + "\n"
        }
        let files = "\(result.files.count) file\(result.files.count == 1 ? "" : "s")"
        let changes = "\(result.changes.count) change\(result.changes.count == 1 ? "" : "s")"
        if dryRun {
            out += "would migrate \(files) into \(DisplayText.escape(target)) (\(changes)); nothing written (--dry-run)\n"
        } else if written {
            out += "migrated \(files) into \(DisplayText.escape(target)) (\(changes))\n"
        } else {
            out += "migration into \(DisplayText.escape(target)) incomplete: see the errors below (\(changes))\n"
        }
        return out
    }
}
