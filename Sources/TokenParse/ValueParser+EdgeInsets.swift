/// Reading the non-standard `edgeInsets` type: an array of 1 to 4 dimensions, a CSS shorthand's lengths.
extension ValueParser.Reader {
    /// Reads `[d1, …, d4]` (1 to 4 dimensions, each as `dimension` reads one); every wrong part is reported.
    package mutating func edgeInsets(_ json: JSONValue, at site: ValueParser.Site) -> EdgeInsetsValue? {
        guard case .array(let items) = json else {
            error("expected an array of 1 to 4 dimensions (top, right, bottom, left, as CSS's padding takes them), found \(ValueParser.describe(json))", at: site)
            return nil
        }
        guard (1...4).contains(items.count) else {
            error("\(items.count) lengths; edgeInsets takes 1 to 4 (top, right, bottom, left)", at: site)
            return nil
        }
        var parts: [DimensionValue] = []
        for (i, item) in items.enumerated() {
            if let d = dimension(item, at: site.member(String(i), label: "\(site.label) length \(i + 1)")) { parts.append(d) }
        }
        return parts.count == items.count ? EdgeInsetsValue(parts) : nil
    }
}
