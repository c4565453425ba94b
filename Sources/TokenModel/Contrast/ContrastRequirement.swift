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
    /// The text's size and weight, when the pair names a typography token: APCA's font lookup then sets the
    /// minimum |Lc| instead of the use case's fixed level.
    public var font: APCAFont?

    /// A requirement.
    public init(kind: ContrastKind, level: ContrastLevel = .aa, customMinimum: Double? = nil,
                algorithm: ContrastAlgorithm = .wcag2, use: APCAUseCase? = nil, font: APCAFont? = nil) {
        self.kind = kind
        self.level = level
        self.customMinimum = customMinimum
        self.algorithm = algorithm
        self.use = use
        self.font = font
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

    /// The minimum |Lc|: the use case's minimum at AA, its preferred level (15 more) at AAA. With a font, the
    /// font lookup's minimum for its size and weight (15 more for body text below Lc 70, as APCA asks of fluent
    /// text; 15 more again at AAA), or infinity when the text is too small for any contrast.
    public var minimumLc: Double {
        guard let font else { return apcaUse.minimum(preferred: level == .aaa) }
        guard var lc = font.minimumLc else { return .infinity }
        if apcaUse == .bodyText, lc < 70 { lc += 15 }
        return level == .aaa ? lc + 15 : lc
    }

    /// The minimum |Lc| as reports write it: `75`, or `none` when no contrast is enough.
    public var minimumLcText: String { minimumLc.isFinite ? NumberText.format((minimumLc * 10).rounded(.up) / 10) : "none" }

    /// `APCA Lc 75, body text`; with a font, `APCA Lc 90, body text at 16px weight 400`, or `APCA font lookup,
    /// body text at 10px weight 300` when the text is too small for any contrast.
    public var apcaCriterion: String {
        guard let font else { return "APCA Lc \(NumberText.format(minimumLc)), \(apcaUse.displayName)" }
        let use = "\(apcaUse.displayName) at \(font.displayName)"
        return minimumLc.isFinite ? "APCA Lc \(minimumLcText), \(use)" : "APCA font lookup, \(use)"
    }

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

/// The size and weight of the text a contrast pair judges, read from a typography token, for APCA's font lookup.
public struct APCAFont: Sendable, Hashable {
    /// The font size in px.
    public let size: Double
    /// The CSS font weight (100…900).
    public let weight: Double
    /// The typography token it comes from.
    public var token: String
    /// The smallest |Lc| the lookup allows this size and weight, or nil when it allows none (found once: every
    /// verdict and report reads it).
    public let minimumLc: Double?

    /// A font.
    public init(size: Double, weight: Double, token: String) {
        self.size = size
        self.weight = weight
        self.token = token
        self.minimumLc = APCAFontLookup.minimumLc(fontSize: size, weight: weight)
    }

    /// `16px weight 400`.
    public var displayName: String { "\(NumberText.format(size))px weight \(NumberText.format(weight))" }
}
