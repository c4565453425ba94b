/// A declared contrast check: foreground and background patterns (every foreground match is paired with
/// the backgrounds its template names), what the pair is for, and where translucent backgrounds sit.
///
/// `{"foreground": "button.*.*.*.label", "background": "button.$1.$2.$3.background", "kind": "text"}` pairs each
/// label with its own background; `{"foreground": "color.text.*", "background": "color.surface.*"}` pairs every
/// text colour with every surface.
package struct ContrastPair: Sendable, Hashable {
    /// Foreground patterns.
    package var foreground: [LocatedPattern]
    /// Background patterns, which may use the foreground's captures (`$1`).
    package var background: [LocatedPattern]
    /// What the pair is used for (decides the minimum).
    package var kind: ContrastKind
    /// Overrides the rule's level for this pair.
    package var level: ContrastLevel?
    /// Overrides the WCAG minimum for this pair.
    package var minimum: Double?
    /// Overrides the rule's method for this pair.
    package var algorithm: ContrastAlgorithm?
    /// The APCA use case, when it is not the kind's (`spot` for placeholder or disabled text, solid icons).
    package var use: APCAUseCase?
    /// The typography token the foreground is set in (may use the foreground's captures): APCA then judges the
    /// pair by its font size and weight (APCA's font lookup).
    package var typography: LocatedPattern?
    /// Surfaces a translucent background is composited over (replaces the rule's `over`).
    package var over: [LocatedPattern]?
    /// Exemptions for this pair (replaces the rule's `exempt`).
    package var exempt: [LocatedPattern]?
    /// Where the pair is declared (config entry or token `$extensions`).
    package var location: SourceLocation?

    /// A pair.
    package init(foreground: [LocatedPattern], background: [LocatedPattern], kind: ContrastKind = .text, level: ContrastLevel? = nil,
                minimum: Double? = nil, algorithm: ContrastAlgorithm? = nil, use: APCAUseCase? = nil,
                typography: LocatedPattern? = nil, over: [LocatedPattern]? = nil, exempt: [LocatedPattern]? = nil, location: SourceLocation? = nil) {
        self.foreground = foreground
        self.background = background
        self.kind = kind
        self.level = level
        self.minimum = minimum
        self.algorithm = algorithm
        self.use = use
        self.typography = typography
        self.over = over
        self.exempt = exempt
        self.location = location
    }

    /// Reads one pair object. `backgroundKey` is `background` in the config and `against` in `$extensions`,
    /// where the foreground is the token itself (`foreground` given).
    package static func read(_ r: inout ObjectReader, _ more: inout [Diagnostic], backgroundKey: String = "background",
                     foreground given: [LocatedPattern]? = nil) -> ContrastPair? {
        var fg = given ?? []
        if given == nil {
            if r.object["foreground"] == nil { r.report("foreground", "a contrast pair needs \"foreground\": a token pattern such as \"button.*.label\"") }
            fg = r.patterns("foreground", &more) ?? []
        }
        if r.object[backgroundKey] == nil {
            r.report(backgroundKey, "a contrast pair needs \"\(backgroundKey)\": a token pattern such as \"color.surface.default\"")
        }
        let bg = r.patterns(backgroundKey, allowReferences: given == nil, &more) ?? []
        let kind = r.choice("kind", ContrastKind.allCases.map(\.rawValue)).flatMap(ContrastKind.init(rawValue:)) ?? .text
        let level = r.choice("level", ContrastLevel.allCases.map(\.rawValue)).flatMap(ContrastLevel.init(rawValue:))
        let minimum = r.number("minimum")
        if let m = minimum, !(m >= 1 && m <= 21) { r.report("minimum", "\"minimum\" is a contrast ratio between 1 and 21, not \(NumberText.format(m))") }
        let algorithm = r.choice("algorithm", ContrastAlgorithm.allCases.map(\.rawValue)).flatMap(ContrastAlgorithm.init(rawValue:))
        let use = r.choice("use", APCAUseCase.allCases.map(\.rawValue)).flatMap(APCAUseCase.init(rawValue:))
        let typographies = r.patterns("typography", allowReferences: given == nil, &more)
        if let t = typographies, t.count > 1 {
            r.report("typography", "\"typography\" names one typography token (a pattern such as \"typography.body\"), not a list")
        }
        if typographies != nil, kind == .nonText || use == .nonText || use == .spot {
            r.report("typography", "\"typography\" sets the minimum for text by APCA's font lookup; a \(use?.displayName ?? kind.displayName) pair has no font")
        }
        let over = r.patterns("over", &more)
        let exempt = r.patterns("exempt", &more)
        for b in bg + (typographies ?? []) where b.pattern.highestReference > 0 {
            for f in fg where f.pattern.captureCount < b.pattern.highestReference {
                more.append(Diagnostic(.configInvalid, "\"\(b.pattern.text)\" refers to $\(b.pattern.highestReference), but the foreground \"\(f.pattern.text)\" has \(f.pattern.captureCount) wildcard\(f.pattern.captureCount == 1 ? "" : "s")", at: b.location))
            }
        }
        guard given != nil || !fg.isEmpty, !bg.isEmpty else { return nil }
        return ContrastPair(foreground: fg, background: bg, kind: kind, level: level, minimum: minimum, algorithm: algorithm, use: use,
                            typography: typographies?.first, over: over, exempt: exempt,
                            location: SourceLocation(file: r.file, pointer: r.pointer))
    }
}
