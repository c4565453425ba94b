/// Every diagnostic tokenc can emit, by stable code. The raw value is what users see in brackets
/// (`[unresolved-reference]`) and what `docs/diagnostics.md` documents. Never rename a code.
public enum DiagnosticCode: String, Sendable, Hashable, CaseIterable, Codable {
    // MARK: JSON reading
    case jsonSyntax = "json-syntax"
    case jsonEmpty = "json-empty"
    case jsonTooDeep = "json-too-deep"
    case jsonInvalidUTF8 = "json-invalid-utf8"
    case jsonNulByte = "json-nul-byte"
    case jsonByteOrderMark = "json-byte-order-mark"
    case jsonDuplicateKey = "json-duplicate-key"
    case jsonNumberOutOfRange = "json-number-out-of-range"
    /// A file saved as UTF-16 or UTF-32 (told by its byte-order mark or the NUL bytes around its ASCII): JSON is read as UTF-8 only.
    case jsonUnsupportedEncoding = "json-unsupported-encoding"
    /// A YAML token file that is not well-formed YAML (or holds several documents).
    case yamlSyntax = "yaml-syntax"

    // MARK: Token structure
    case invalidName = "invalid-name"
    case tokenWithChildren = "token-with-children"
    case invalidGroup = "invalid-group"
    case unknownProperty = "unknown-property"
    case invalidProperty = "invalid-property"
    case missingType = "missing-type"
    case unknownType = "unknown-type"
    case invalidValue = "invalid-value"
    case deprecatedForm = "deprecated-form"
    /// A unit DTCG 2025.10 does not define but real token sets use (`em`): accepted, with a warning.
    case nonStandardUnit = "non-standard-unit"
    /// A colour's `hex` fallback that names another colour than its components: a warning; outputs use the components.
    case hexFallbackMismatch = "hex-fallback-mismatch"
    /// A colour's `hex` fallback written with 3, 4 or 8 digits (`"#fff"`) beside its components: accepted as
    /// its six-digit form, with a warning and a fix-it that writes that form (a compatibility warning).
    case shortHexFallback = "short-hex-fallback"
    /// A `fontFamily` array whose one element is a comma-separated CSS font stack: read as its names, with a
    /// fix-it that writes them as the array (a compatibility warning).
    case fontStackInArray = "font-stack-in-array"
    /// A dimension written as a bare `0` or with the unit `""` on 0: read as 0px (a compatibility warning).
    case dimensionWithoutUnit = "dimension-without-unit"
    /// Lengths without a unit (`0.75`, `"0.75"`) in a Style Dictionary file, read in the unit `"units":
    /// {"unitless": …}` names (rem by default): one warning per file, with a fix-it writing the unit on each.
    case unitlessDimension = "unitless-dimension"
    /// A typography `lineHeight` given as a dimension (`{"value": 24, "unit": "px"}`): kept as a length where the
    /// output has one, converted to a ratio where it is exact (a compatibility warning).
    case lineHeightDimension = "line-height-dimension"
    /// Typography properties beyond the five of 2025.10 (`fontStyle`, `textTransform`, …): kept, with a fix-it
    /// moving them under `$extensions["org.tokenc"].typography` (a compatibility warning).
    case typographyExtraProperty = "typography-extra-property"
    /// A `$type` that misses a DTCG type by case, British spelling or a plural (`"Colour"`, `"dimensions"`): read
    /// as that type, with "did you mean" and a fix-it writing its name (a compatibility warning).
    case misspelledType = "misspelled-type"
    /// A `$type` real token sets use that DTCG 2025.10 does not define: `string`, `boolean`, and Tokens Studio's
    /// `text` and `other` (read as `string`). Carried to the outputs as plain values (a compatibility warning;
    /// no fix-it, as 2025.10 has no such type).
    case nonStandardType = "non-standard-type"
    /// A shadow layer without `spread` (Style Dictionary 5's own DTCG example): read as spread 0, with a fix-it
    /// writing it (a compatibility warning).
    case shadowWithoutSpread = "shadow-without-spread"
    /// `"$description": null`: read as no description, with a fix-it removing it (a compatibility warning).
    case nullDescription = "null-description"
    /// A Style Dictionary type name as a DTCG `$type` (`"fontSize"`, `"spacing"`, `"boxShadow"`): read as the DTCG
    /// type it means, with a fix-it writing that type's name (a compatibility warning).
    case styleDictionaryType = "style-dictionary-type"
    /// Terrazzo's `$extensions.mode` (a token's values per mode) read as a modifier whose contexts are the modes:
    /// one warning per file (a compatibility warning; `tokenc migrate` writes the resolver document).
    case terrazzoModes = "terrazzo-modes"

    // MARK: References
    case invalidReference = "invalid-reference"
    case unresolvedReference = "unresolved-reference"
    case referenceToGroup = "reference-to-group"
    case referenceCycle = "reference-cycle"
    case aliasTypeMismatch = "alias-type-mismatch"
    case invalidExtends = "invalid-extends"
    case extendsCycle = "extends-cycle"

    // MARK: Resolver module
    case resolverInvalid = "resolver-invalid"
    case resolverVersion = "resolver-version"
    case resolverNoContexts = "resolver-no-contexts"
    case resolverSingleContext = "resolver-single-context"
    case resolverUnknownDefault = "resolver-unknown-default"
    case resolverInvalidReference = "resolver-invalid-reference"
    case resolverMissingReference = "resolver-missing-reference"
    case resolverCircularReference = "resolver-circular-reference"
    case resolverDuplicateName = "resolver-duplicate-name"
    case resolverUnknownProperty = "resolver-unknown-property"
    case inputUnknownModifier = "input-unknown-modifier"
    case inputUnknownContext = "input-unknown-context"
    case inputInvalidValue = "input-invalid-value"
    case inputMissing = "input-missing"
    case inputDuplicate = "input-duplicate"

    // MARK: Validation rules (docs/rules/; each rule's descriptor, beside it in Validate/Rules/, says what it is)
    case contrast = "contrast"
    /// Colours of a named group come too close to tell apart under a colour-vision deficiency simulation.
    case distinguishable = "distinguishable"
    case touchTarget = "touch-target"
    case minSize = "min-size"
    case spacingGrid = "spacing-grid"
    case minFontSize = "min-font-size"
    case caseCollision = "case-collision"
    case deprecatedReference = "deprecated-reference"
    case missingInContext = "missing-in-context"
    case unusedToken = "unused-token"

    // MARK: Emitting
    case nameCollision = "name-collision"
    /// A token missing from some brand or theme, or of another type there, which typed outputs cannot carry.
    case inconsistentToken = "inconsistent-token"

    // MARK: Configuration, files and usage
    case configInvalid = "config-invalid"
    case configUnknownKey = "config-unknown-key"
    /// `brands.modifier`, `themes.modifier` or an `inputs` key in tokenc.json names a modifier the project does
    /// not have (exit 2, nothing built).
    case configUnknownModifier = "config-unknown-modifier"
    /// A `themes.appearances` key or an `inputs` value in tokenc.json names a context its modifier does not have
    /// (exit 2, nothing built).
    case configUnknownContext = "config-unknown-context"
    case fileNotFound = "file-not-found"
    case fileUnreadable = "file-unreadable"
    case outputStale = "output-stale"
    case outputPathInvalid = "output-path-invalid"
    case sourceOutsideRoot = "source-outside-root"
    /// Input that would make tokenc do unbounded work (an `$extends` blow-up, millions of permutations).
    case limitExceeded = "limit-exceeded"
    /// Outputs of one build that cannot all be written: two at one path, or one that others need as a directory.
    case outputConflict = "output-conflict"
    /// Writing, replacing or removing an output failed (no space left, an I/O error); says what had changed.
    case outputWriteFailed = "output-write-failed"
    /// `resolve` needs one permutation and the selection matches several; the notes list them (exit 2).
    case inputAmbiguous = "input-ambiguous"
    /// A set the resolver document declares but `resolutionOrder` never reaches: its tokens are in no permutation.
    case unusedSet = "unused-set"
    /// A token file (`*.tokens.json`, `*.tokens`) beside or below the resolver document that no set or context reads.
    case unusedFile = "unused-file"
    /// `tokenc fix` could not apply a fix-it safely (its edits overlap another's, or the file would not parse or would
    /// not say what the fix-its describe); the file is left alone, the finding stays. A warning.
    case fixNotApplied = "fix-not-applied"
    /// `tokenc fix --contrast` found no colour in sRGB, of the token's hue, that makes every pair it takes part in
    /// pass; the finding names the pair (or the two pairs) that make it impossible. A warning.
    case contrastNoFix = "contrast-no-fix"
    /// `tokenc fix` could not write a file it fixed (read-only file or directory, changed meanwhile, a failed write);
    /// the file is left as it was.
    case fixWriteFailed = "fix-write-failed"
    /// `tokenc migrate` cannot use what it was given: a path that is not there, a folder with no token file, a
    /// source outside the folder it writes below `--to` (exit 2).
    case migrateSourceInvalid = "migrate-source-invalid"
    /// `tokenc migrate`'s `--to` is not an empty directory (without `--force`), or is inside or over a source (exit 2).
    case migrateTargetInvalid = "migrate-target-invalid"
    /// The migrated set would resolve a token differently from the original (type, value, alias, description or
    /// deprecation); nothing is written.
    case migrateValueChanged = "migrate-value-changed"
    /// A Tokens Studio math expression that cannot be evaluated (syntax, mixed units, division by zero, a limit
    /// passed) or whose result does not fit the token's type; the message shows the expression and why.
    case invalidExpression = "invalid-expression"
    /// A Tokens Studio colour modifier (`$extensions["studio.tokens"].modify`) that cannot be applied: an unknown
    /// type or space, an amount that is not a number, a mix without a colour, or a token that is not a colour.
    case invalidColorModifier = "invalid-color-modifier"

    // MARK: Style Dictionary and Tokens Studio files
    /// A token file declared `"format": "dtcg"` whose tokens are written with `value` and no `$value` (Style
    /// Dictionary, Tokens Studio): one error for the file instead of one per token.
    case legacyTokenFormat = "legacy-token-format"
    /// A Style Dictionary token whose type neither its `type`, its value nor its path's names tell, and that has
    /// no text to carry (an object of no known shape, references inside other text): an error naming the `type`
    /// to add; `validation["untyped-token"]` may make it a warning, and the token is then left out of the outputs.
    case untypedToken = "untyped-token"
    /// Style Dictionary tokens whose type neither `type`, value nor path names tell, written as their text
    /// (unquoted in CSS, a `String` in Swift), as Style Dictionary writes them: one warning per file.
    case untypedLiteral = "untyped-literal"
    /// A template output's template does not parse: an unknown or unclosed tag, a malformed expression (exit 2).
    case templateSyntax = "template-syntax"
    /// A template names a variable or member its context does not have (`{{ token.nmae }}`) (exit 2).
    case templateUnknownVariable = "template-unknown-variable"
    /// A template uses a filter neither Stencil nor tokenc has (exit 2).
    case templateUnknownFilter = "template-unknown-filter"
    /// A template fails while rendering: a filter given the wrong input or arguments, an `include` (exit 2).
    case templateRender = "template-render"
    /// A Style Dictionary config (`--style-dictionary`, `"styleDictionary"`) names a format, transform, transform
    /// group or key tokenc has no equivalent for (Objective-C formats, JavaScript hooks): a warning at that member,
    /// and the file (or the setting) is left out.
    case styleDictionaryUnsupported = "style-dictionary-unsupported"
    /// A Style Dictionary `source` or `include` pattern that matches no file, as Style Dictionary tells too.
    case sourcePatternEmpty = "source-pattern-empty"
    /// A template gives a filter a value or argument it cannot take (`indent:-5`, `"nan"|fixed:2`, `of_type` on
    /// text), or loops over something that is not a list (exit 2).
    case templateInvalidArgument = "template-invalid-argument"

    /// The severity a diagnostic of this code has unless a rule's configuration says otherwise.
    public var defaultSeverity: Severity {
        switch self {
        case .jsonByteOrderMark, .jsonDuplicateKey, .resolverSingleContext, .deprecatedForm, .nonStandardUnit, .unknownProperty, .unknownType,
             .distinguishable, .spacingGrid, .minFontSize, .caseCollision, .deprecatedReference, .unusedToken:
            return .warning
        case .hexFallbackMismatch, .unusedSet, .unusedFile, .fixNotApplied, .contrastNoFix:
            return .warning
        case .styleDictionaryUnsupported, .sourcePatternEmpty, .unitlessDimension, .untypedLiteral:
            return .warning
        case let code where code.isCompatibility:
            return .warning
        default:
            return .error
        }
    }

    /// True for the compatibility warnings: a form DTCG 2025.10 does not allow but whose intent is plain,
    /// accepted as its strict equivalent. `"compatibility": "strict"` in tokenc.json and `--strict` make them
    /// errors (`WarningPolicy.compatibilityAsErrors`).
    public var isCompatibility: Bool {
        switch self {
        case .shortHexFallback, .fontStackInArray, .dimensionWithoutUnit, .lineHeightDimension, .typographyExtraProperty, .nonStandardUnit,
             .misspelledType, .nonStandardType, .shadowWithoutSpread, .nullDescription, .styleDictionaryType, .terrazzoModes:
            return true
        default:
            return false
        }
    }

    /// True for problems with the command line, configuration or files (exit code 2) rather than
    /// with the tokens themselves (exit code 1).
    public var isEnvironmentProblem: Bool {
        switch self {
        case .configInvalid, .configUnknownKey, .configUnknownModifier, .configUnknownContext, .fileNotFound, .fileUnreadable, .outputPathInvalid:
            return true
        case .outputConflict, .outputWriteFailed:
            return true
        case .fixWriteFailed:
            return true
        case .migrateSourceInvalid, .migrateTargetInvalid:
            return true
        case .templateSyntax, .templateUnknownVariable, .templateUnknownFilter, .templateRender, .templateInvalidArgument:
            return true
        default:
            return false
        }
    }
}

extension DiagnosticCode {
    /// True for the codes of the validation rules, each set under `validation` in tokenc.json. Their order,
    /// summaries and settings are the rules' descriptors (`RuleCatalog`, a layer above).
    public var isValidationRule: Bool {
        switch self {
        case .contrast, .distinguishable, .touchTarget, .minSize, .spacingGrid, .minFontSize, .caseCollision, .deprecatedReference,
             .missingInContext, .unusedToken:
            return true
        default:
            return false
        }
    }
}
