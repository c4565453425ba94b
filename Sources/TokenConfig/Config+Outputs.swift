/// The built-in outputs by name, for code that sets them directly (the CLI's `--swift-file`, tests).
extension Config {
    /// The Swift output; nil when not emitted.
    public var swift: Target? {
        get { outputs["swift"] }
        set { outputs["swift"] = newValue }
    }

    /// The CSS output; nil when not emitted.
    public var css: Target? {
        get { outputs["css"] }
        set { outputs["css"] = newValue }
    }

    /// The JSON output; nil when not emitted.
    public var json: Target? {
        get { outputs["json"] }
        set { outputs["json"] = newValue }
    }

    /// The HTML token sheet (one page per brand); nil when not emitted.
    public var html: Target? {
        get { outputs["html"] }
        set { outputs["html"] = newValue }
    }
}
