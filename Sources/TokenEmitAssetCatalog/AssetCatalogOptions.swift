/// Options of the Xcode asset catalog output.
public struct AssetCatalogOptions: Sendable, Hashable {
    /// The bundle the accessors load colours from.
    public enum Bundle: String, Sendable, Hashable, CaseIterable {
        /// `Bundle.main`: the catalog is in the app target (default).
        case main
        /// `Bundle.module`: the catalog is a resource of the Swift package target the accessor is in.
        case module
    }

    /// Write the Swift accessor file beside each catalog (default true).
    public var accessors: Bool
    /// Where the accessors look for the catalog (default `main`).
    public var bundle: Bundle
    /// `public` accessors, else `internal` (default true).
    public var publicAccessors: Bool

    /// Creates options; every parameter has the documented default.
    public init(accessors: Bool = true, bundle: Bundle = .main, publicAccessors: Bool = true) {
        self.accessors = accessors
        self.bundle = bundle
        self.publicAccessors = publicAccessors
    }
}
