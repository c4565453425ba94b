/// What a token sheet shows besides the tokens themselves: the validator's contrast results and the
/// touch-target settings of each brand. Built by `OutputRenderer` from the config and the validation result.
package struct HTMLSheetContext: Sendable {
    /// A permutation's place in the emit model.
    package struct Coordinate: Sendable, Hashable {
        /// Index into `EmitModel.brands`.
        package var brand: Int
        /// Index into `EmitModel.themes`.
        package var theme: Int

        /// A coordinate.
        package init(brand: Int, theme: Int) {
            self.brand = brand
            self.theme = theme
        }
    }

    /// The touch-target rule as it applies to one brand.
    package struct TouchTargets: Sendable, Hashable {
        /// The minimum side in px (= pt = dp).
        package var minimum: Double
        /// Where the minimum comes from (`the 48px minimum for brand harbor`).
        package var phrase: String
        /// The tokens that are touch targets (marked, or matching the rule's `tokens`), in author order.
        package var tokens: [TokenPath]
        /// Those of `tokens` the rule does not check.
        package var exempt: Set<TokenPath>

        /// Touch targets.
        package init(minimum: Double, phrase: String, tokens: [TokenPath] = [], exempt: Set<TokenPath> = []) {
            self.minimum = minimum
            self.phrase = phrase
            self.tokens = tokens
            self.exempt = exempt
        }
    }

    /// Every declared contrast pair measured in every permutation, as validation measured it.
    package var contrast: ContrastReport?
    /// Where each column of `contrast` lies in the model (nil for a permutation the model has no place for).
    package var columns: [Coordinate?]
    /// Touch targets by brand index (missing: no touch-target section).
    package var touchTargets: [Int: TouchTargets]

    /// A context; empty by default (the sheet then shows tokens only).
    package init(contrast: ContrastReport? = nil, columns: [Coordinate?] = [], touchTargets: [Int: TouchTargets] = [:]) {
        self.contrast = contrast
        self.columns = columns
        self.touchTargets = touchTargets
    }
}

/// The key the build gives the sheet's context under.
package enum HTMLSheetKey: EmitContextKey {
    package typealias Value = HTMLSheetContext
}

extension EmitContext {
    /// The validator's contrast results and each brand's touch targets, placed in the model, as the HTML sheet
    /// shows them. Given to formats that start `.afterValidation`; nil for the others (validation still runs).
    package var sheet: HTMLSheetContext? {
        get { self[HTMLSheetKey.self] }
        set { self[HTMLSheetKey.self] = newValue }
    }

    /// A context that holds the sheet's.
    package init(sheet: HTMLSheetContext?) {
        self.init()
        self.sheet = sheet
    }
}
