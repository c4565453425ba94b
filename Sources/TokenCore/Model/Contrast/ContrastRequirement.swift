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

/// The minimum ratio one pair must reach, and the success criterion it comes from.
public struct ContrastRequirement: Sendable, Hashable {
    /// What the pair is used for.
    public var kind: ContrastKind
    /// The level to reach.
    public var level: ContrastLevel
    /// A configured minimum that replaces the WCAG one.
    public var customMinimum: Double?

    /// A requirement.
    public init(kind: ContrastKind, level: ContrastLevel = .aa, customMinimum: Double? = nil) {
        self.kind = kind
        self.level = level
        self.customMinimum = customMinimum
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

    /// `WCAG 1.4.3 AA, text`; `WCAG 1.4.11, non-text` (1.4.11 has one level); `configured minimum, text`.
    public var criterion: String {
        if customMinimum != nil { return "configured minimum, \(kind.displayName)" }
        switch (kind, level) {
        case (.nonText, _): return "WCAG 1.4.11, non-text"
        case (_, .aa): return "WCAG 1.4.3 AA, \(kind.displayName)"
        case (_, .aaa): return "WCAG 1.4.6 AAA, \(kind.displayName)"
        }
    }

    /// True when `ratio` meets the minimum. The ratio is compared as computed, never rounded: 4.499 fails 4.5.
    public func isMet(by ratio: Double) -> Bool { ratio >= minimum }
}
