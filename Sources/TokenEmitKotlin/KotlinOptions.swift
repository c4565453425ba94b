/// Options of the Kotlin output.
package struct KotlinOptions: Sendable, Hashable {
    /// The package of every file (default `designtokens`; empty for none).
    package var packageName: String
    /// dp (or sp) per `rem` (default 16).
    package var remBase: Double
    /// Jetpack Compose types (`Color`, `Dp`, `TextUnit`) instead of `Long` and `Float` (default false).
    package var compose: Bool
    /// `public` declarations (Kotlin's default), else `internal` (default true).
    package var publicDeclarations: Bool

    /// Creates options; every parameter has the documented default.
    package init(packageName: String = "designtokens", remBase: Double = 16, compose: Bool = false, publicDeclarations: Bool = true) {
        self.packageName = packageName
        self.remBase = remBase
        self.compose = compose
        self.publicDeclarations = publicDeclarations
    }
}
