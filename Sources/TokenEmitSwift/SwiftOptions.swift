/// Options of the Swift output.
package struct SwiftOptions: Sendable, Hashable {
    /// The access level of generated declarations.
    package enum AccessLevel: String, Sendable, Hashable, CaseIterable, Codable {
        case `public`
        case `package`
        case `internal`

        /// The modifier with a trailing space, empty for `internal` (the default in Swift).
        package var modifier: String { self == .internal ? "" : rawValue + " " }
    }

    /// Access level of the namespace, value types, protocols and brands (default `public`).
    package var accessLevel: AccessLevel
    /// The enum everything is nested in (default `DesignTokens`); made a valid `UpperCamelCase` name.
    package var namespace: String
    /// Points per `rem` when converting `rem` dimensions (default 16).
    package var remBase: Double
    /// Emit the SwiftUI / UIKit / AppKit conveniences (each behind `#if canImport`) (default true).
    package var platformConveniences: Bool
    /// The brand (its name in the tokens) that static access (`DesignTokens.color…`) reads until the app calls
    /// `use(_:)`; nil for the first brand.
    package var defaultBrand: String?

    /// Creates options; every parameter has the documented default.
    package init(accessLevel: AccessLevel = .public, namespace: String = "DesignTokens", remBase: Double = 16,
                platformConveniences: Bool = true, defaultBrand: String? = nil) {
        self.accessLevel = accessLevel
        self.namespace = namespace
        self.remBase = remBase
        self.platformConveniences = platformConveniences
        self.defaultBrand = defaultBrand
    }
}
