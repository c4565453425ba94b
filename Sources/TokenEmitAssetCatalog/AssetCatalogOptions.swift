/// Options of the Xcode asset catalog output.
package struct AssetCatalogOptions: Sendable, Hashable {
    /// The bundle the accessors load colours from.
    package enum Bundle: String, Sendable, Hashable, CaseIterable {
        /// `Bundle.main`: the catalog is in the app target (default).
        case main
        /// `Bundle.module`: the catalog is a resource of the Swift package target the accessor is in.
        case module
    }

    /// Write the Swift accessor file beside each catalog (default true).
    package var accessors: Bool
    /// Where the accessors look for the catalog (default `main`).
    package var bundle: Bundle
    /// `public` accessors, else `internal` (default true).
    package var publicAccessors: Bool

    /// Creates options; every parameter has the documented default.
    package init(accessors: Bool = true, bundle: Bundle = .main, publicAccessors: Bool = true) {
        self.accessors = accessors
        self.bundle = bundle
        self.publicAccessors = publicAccessors
    }
}
