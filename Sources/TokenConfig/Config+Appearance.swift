/// The one lookup from a theme context to its configured appearance, shared by emitting, validation, the HTML
/// sheet and `tokenc diff`, so they never disagree about which themes are dark.
extension Config.Appearance {
    /// The appearance `appearances` gives theme context `context`: keys match context names case-insensitively,
    /// as inputs, modifiers and contexts do everywhere else. A key spelt exactly like the context wins over one
    /// that differs in case (decoding rejects such pairs; this keeps configs built in code deterministic), and a
    /// context without a key is light with standard contrast.
    public static func of(theme context: String, in appearances: [String: Config.Appearance]) -> Config.Appearance {
        if let exact = appearances[context] { return exact }
        let key = context.lowercased()
        return appearances.filter { $0.key.lowercased() == key }.min { $0.key < $1.key }?.value ?? Config.Appearance()
    }
}

extension Config {
    /// The appearance of theme context `context` (see `Config.Appearance.of(theme:in:)`).
    public func appearance(ofTheme context: String) -> Appearance {
        Appearance.of(theme: context, in: appearances)
    }
}
