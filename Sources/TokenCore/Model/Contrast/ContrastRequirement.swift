/// What a contrast pair is used for, which decides the WCAG threshold.
public enum ContrastKind: String, Sendable, Hashable, CaseIterable {
    /// Body text (1.4.3 / 1.4.6): 4.5:1 AA, 7:1 AAA.
    case text
    /// Large text, 18pt or 14pt bold (1.4.3 / 1.4.6): 3:1 AA, 4.5:1 AAA.
    case largeText = "large-text"
    /// User-interface components and graphical objects (1.4.11): 3:1.
    case nonText = "non-text"

    /// How messages name the kind.
    public var displayName: String {
        switch self {
        case .text: return "text"
        case .largeText: return "large text"
        case .nonText: return "non-text"
        }
    }
}

/// WCAG conformance level a pair must reach.
public enum ContrastLevel: String, Sendable, Hashable, CaseIterable {
    /// Level AA.
    case aa = "AA"
    /// Level AAA.
    case aaa = "AAA"
}

/// Which contrast method judges a pair: WCAG 2's ratio, APCA's Lc (drafted for WCAG 3), or both.
public enum ContrastAlgorithm: String, Sendable, Hashable, CaseIterable {
    /// The WCAG 2 contrast ratio (1.4.3, 1.4.6, 1.4.11).
    case wcag2
    /// APCA lightness contrast (Lc), by use case.
    case apca
    /// Both must pass.
    case both

    /// True when the WCAG 2 ratio is judged.
    public var judgesRatio: Bool { self != .apca }
    /// True when APCA Lc is judged.
    public var judgesLc: Bool { self != .wcag2 }
}

/// The minimum ratio one pair must reach, and the success criterion it comes from.
public struct ContrastRequirement: Sendable, Hashable {
    /// What the pair is used for.
    public var kind: ContrastKind
    /// The level to reach.
    public var level: ContrastLevel
    /// A configured minimum that replaces the WCAG one.
    public var customMinimum: Double?
    /// The method (or methods) that judge the pair.
    public var algorithm: ContrastAlgorithm
    /// The APCA use case, when the pair names one; else the kind's (`apcaUse`).
    public var use: APCAUseCase?

    /// A requirement.
    public init(kind: ContrastKind, level: ContrastLevel = .aa, customMinimum: Double? = nil,
                algorithm: ContrastAlgorithm = .wcag2, use: APCAUseCase? = nil) {
        self.kind = kind
        self.level = level
        self.customMinimum = customMinimum
        self.algorithm = algorithm
        self.use = use
    }

    /// The APCA use case: the one configured, else the kind's (text: body text; large text; non-text).
    public var apcaUse: APCAUseCase {
        if let use { return use }
        switch kind {
        case .text: return .bodyText
        case .largeText: return .largeText
        case .nonText: return .nonText
        }
    }

    /// The minimum |Lc|: the use case's minimum at AA, its preferred level at AAA.
    public var minimumLc: Double { apcaUse.minimum(preferred: level == .aaa) }

    /// `APCA Lc 75, body text`.
    public var apcaCriterion: String { "APCA Lc \(NumberText.format(minimumLc)), \(apcaUse.displayName)" }

    /// The minimum ratio (`x:1`).
    public var minimum: Double {
        if let customMinimum { return customMinimum }
        switch (kind, level) {
        case (.text, .aa): return 4.5
        case (.text, .aaa): return 7
        case (.largeText, .aa): return 3
        case (.largeText, .aaa): return 4.5
        case (.nonText, _): return 3
        }
    }

    /// What judges the pair: the WCAG criterion, the APCA one, or both joined by "and".
    public var criterion: String {
        switch algorithm {
        case .wcag2: return wcagCriterion
        case .apca: return apcaCriterion
        case .both: return wcagCriterion + " and " + apcaCriterion
        }
    }

    /// `WCAG 1.4.3 AA, text`; `WCAG 1.4.11, non-text` (1.4.11 has one level); `configured minimum, text`.
    public var wcagCriterion: String {
        if customMinimum != nil { return "configured minimum, \(kind.displayName)" }
        switch (kind, level) {
        case (.nonText, _): return "WCAG 1.4.11, non-text"
        case (_, .aa): return "WCAG 1.4.3 AA, \(kind.displayName)"
        case (_, .aaa): return "WCAG 1.4.6 AAA, \(kind.displayName)"
        }
    }

    /// True when `ratio` meets the minimum. The ratio is compared as computed, never rounded: 4.499 fails 4.5.
    public func isMet(by ratio: Double) -> Bool { ratio >= minimum }

    /// True when every judged method passes: the ratio its minimum, |Lc| its minimum (unrounded, as the ratio).
    public func isMet(ratio: Double, lc: Double) -> Bool {
        (!algorithm.judgesRatio || ratio >= minimum) && (!algorithm.judgesLc || abs(lc) >= minimumLc)
    }
}
