/// Everything that changed about one token between two sides, with how much it matters.
package struct TokenChange: Sendable, Hashable {
    /// One aspect of a change. A token can change in several ways at once (renamed and re-described).
    package enum Kind: String, Sendable, Hashable, CaseIterable, Comparable {
        /// A path only the new side has.
        case added
        /// A path only the old side has.
        case removed
        /// A removed and an added token paired by `$extensions` id or unique type and value.
        case renamed
        /// Same path, another `$type`.
        case typeChanged = "type-changed"
        /// Same path and type, another resolved value.
        case valueChanged = "value-changed"
        /// The value is referenced differently (`{color.blue.500}` → `{color.blue.600}`, or literal → alias),
        /// reported whether or not the resolved value changed too.
        case referenceChanged = "reference-changed"
        /// `$description` added, removed or reworded.
        case descriptionChanged = "description-changed"
        /// Deprecated now (directly or through its group).
        case deprecated
        /// No longer deprecated.
        case undeprecated
        /// Still deprecated, with another message.
        case deprecationChanged = "deprecation-changed"

        /// Removed, renamed and type-changed tokens break the generated API (a Swift member disappears or
        /// changes type); additions and (un)deprecations are new API; everything else is a patch.
        package var bump: SemverBump {
            switch self {
            case .removed, .renamed, .typeChanged: return .major
            case .added, .deprecated, .undeprecated: return .minor
            case .valueChanged, .referenceChanged, .descriptionChanged, .deprecationChanged: return .patch
            }
        }

        /// True for the kinds that break the generated API.
        package var isBreaking: Bool { bump == .major }

        /// In declaration order.
        package static func < (a: Kind, b: Kind) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    /// Why two paths were paired as a rename.
    package enum RenameEvidence: String, Sendable, Hashable {
        /// Both carry the same `$extensions` id.
        case extensionID = "extension-id"
        /// Same type and value, and no other removed or added token has them.
        case sameValue = "same-value"
    }

    /// The token's path: the new one, or the old one for a removed token.
    package var path: TokenPath
    /// The old path of a renamed token.
    package var oldPath: TokenPath?
    /// What changed, in `Kind` order.
    package var kinds: [Kind]
    /// The token before (nil when added) and after (nil when removed).
    package var old: TokenSnapshot?
    /// The token after (nil when removed).
    package var new: TokenSnapshot?
    /// How far the value moved, when it changed and the type has a distance.
    package var delta: ValueDelta?
    /// Declared contrast pairs involving this token whose verdict changed.
    package var contrast: [ContrastChange]
    /// Why a rename was recognised.
    package var renameEvidence: RenameEvidence?
    /// Labels of the permutations the change occurs in (version diffs; empty for a diff of two permutations).
    package var permutations: [String]

    /// A change from its parts; `kinds` are sorted.
    package init(path: TokenPath, oldPath: TokenPath? = nil, kinds: [Kind], old: TokenSnapshot?, new: TokenSnapshot?,
                delta: ValueDelta? = nil, contrast: [ContrastChange] = [], renameEvidence: RenameEvidence? = nil, permutations: [String] = []) {
        self.path = path
        self.oldPath = oldPath
        self.kinds = kinds.sorted()
        self.old = old
        self.new = new
        self.delta = delta
        self.contrast = contrast
        self.renameEvidence = renameEvidence
        self.permutations = permutations
    }

    /// The largest bump among the kinds.
    package var bump: SemverBump { kinds.map(\.bump).max() ?? .none }
    /// True when any kind breaks the generated API.
    package var isBreaking: Bool { bump == .major }

    /// Sort order: by path, then old path, then kinds.
    package static func precedes(_ a: TokenChange, _ b: TokenChange) -> Bool {
        if a.path != b.path { return a.path < b.path }
        let ao = a.oldPath ?? a.path, bo = b.oldPath ?? b.path
        if ao != bo { return ao < bo }
        return a.kinds.lexicographicallyPrecedes(b.kinds)
    }
}
