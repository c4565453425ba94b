/// Reading a config with the output formats tokenc knows.
extension Config {
    /// Decodes `file` strictly (see `decode(_:outputKeys:)`), with an output for each built-in format.
    public static func decode(_ file: SourceFile) -> (config: Config?, diagnostics: [Diagnostic]) {
        decode(file, outputKeys: OutputFormats.keys)
    }
}
