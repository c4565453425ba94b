/// What a format may use besides the model and its options, given by the build that runs it.
public struct EmitContext: Sendable {
    /// The validator's contrast results and each brand's touch targets, placed in the model, as the HTML sheet
    /// shows them. Given to formats that start `.afterValidation`; nil for the others (validation still runs).
    public var sheet: HTMLSheetContext?

    /// A context; by default without validation results.
    public init(sheet: HTMLSheetContext? = nil) {
        self.sheet = sheet
    }
}
