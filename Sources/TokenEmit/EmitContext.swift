/// A value the build gives to the formats that ask for it, found by its key type, as SwiftUI's environment
/// values are: a format declares its key beside itself, so this layer knows no format.
package protocol EmitContextKey {
    /// What the key holds.
    associatedtype Value: Sendable
}

/// What a format may use besides the model and its options, given by the build that runs it.
package struct EmitContext: Sendable {
    private var values: [ObjectIdentifier: any Sendable] = [:]

    /// An empty context: what formats that do not start `.afterValidation` are given.
    package init() {}

    /// The value the build gave for `key`, or nil.
    package subscript<Key: EmitContextKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
