/// Options of the Kotlin output.
public struct KotlinOptions: Sendable, Hashable {
    /// The package of every file (default `designtokens`; empty for none).
    public var packageName: String
    /// dp (or sp) per `rem` (default 16).
    public var remBase: Double
    /// Jetpack Compose types (`Color`, `Dp`, `TextUnit`) instead of `Long` and `Float` (default false).
    public var compose: Bool
    /// `public` declarations (Kotlin's default), else `internal` (default true).
    public var publicDeclarations: Bool

    /// Creates options; every parameter has the documented default.
    public init(packageName: String = "designtokens", remBase: Double = 16, compose: Bool = false, publicDeclarations: Bool = true) {
        self.packageName = packageName
        self.remBase = remBase
        self.compose = compose
        self.publicDeclarations = publicDeclarations
    }
}
