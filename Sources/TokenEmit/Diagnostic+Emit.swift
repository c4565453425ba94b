/// The wording of the emitters' diagnostics, in one place.
extension Diagnostic {
    /// Two names that become the same output name (`what`, e.g. "the Swift member `primaryTint`").
    /// Located at the one left out, with a note at the one kept.
    package static func nameCollision(kept: String, keptAt: SourceLocation?, dropped: String, droppedAt: SourceLocation?,
                              becomes what: String, permutation: String? = nil) -> Diagnostic {
        Diagnostic(
            .nameCollision,
            "`\(dropped)` and `\(kept)` both become \(what); `\(dropped)` is left out of the output",
            at: droppedAt, token: dropped, permutation: permutation,
            notes: [DiagnosticNote("`\(kept)` is defined here and keeps the name", at: keptAt)])
    }

    /// Two brands or themes (which have no source location) whose names become the same output name;
    /// the later one is renamed to `renamed`.
    package static func nameCollision(kind: String, kept: String, dropped: String, becomes what: String, renamed: String) -> Diagnostic {
        Diagnostic(.nameCollision,
                   "\(kind) `\(dropped)` and `\(kept)` both become \(what); `\(dropped)` is renamed `\(renamed)`")
    }

    /// A token a brand has in some themes but not in others (a brand's token needs a value in every theme).
    package static func tokenMissingInTheme(_ path: TokenPath, at: SourceLocation?, presentIn: String, missingIn: String, output: String) -> Diagnostic {
        Diagnostic(.inconsistentToken,
                   "`\(path)` is defined for \(presentIn) but missing for \(missingIn); a brand's token needs a value in every theme for \(output), so it is left out",
                   at: at, token: path.description, permutation: missingIn)
    }

    /// A token whose type differs between permutations.
    package static func tokenTypeDiffers(_ path: TokenPath, at: SourceLocation?, type: TokenType, in first: String,
                                 other: TokenType, in second: String, output: String) -> Diagnostic {
        Diagnostic(.inconsistentToken,
                   "`\(path)` is a \(type.rawValue) token for \(first) but a \(other.rawValue) token for \(second); \(output) needs one type, so it is left out",
                   at: at, token: path.description, permutation: second)
    }

    /// A path that is a token in one permutation and a group in another.
    package static func tokenIsGroup(_ path: TokenPath, at: SourceLocation?, output: String) -> Diagnostic {
        Diagnostic(.inconsistentToken,
                   "`\(path)` is a token in one brand or theme and a group in another; the token is left out of \(output)",
                   at: at, token: path.description)
    }

    /// A brand with more Kotlin members than one JVM class holds; located at the first token left out.
    package static func kotlinObjectTooLarge(_ path: TokenPath, at: SourceLocation?, object: String, brand: String, limit: Int) -> Diagnostic {
        Diagnostic(.limitExceeded,
                   "the Kotlin object `\(object)` would have more than \(limit) members, more than one JVM class holds; `\(path)` and the tokens after it are left out of the Kotlin output",
                   at: at, token: path.description, permutation: "brand=\(brand)")
    }

    /// A token whose Kotlin value alone would outgrow a JVM class initialiser (64 KB of bytecode).
    package static func kotlinValueTooLarge(_ path: TokenPath, at: SourceLocation?, brand: String) -> Diagnostic {
        Diagnostic(.limitExceeded,
                   "`\(path)` has too many values (themes, font families) for one JVM class initialiser; it is left out of the Kotlin output",
                   at: at, token: path.description, permutation: "brand=\(brand)")
    }
}
