/// The Style Dictionary 5 transforms a config may name that tokenc reproduces (`StyleDictionaryTransforms` applies
/// them when the outputs are written); any other is a `style-dictionary-unsupported` warning.
package enum StyleDictionaryTransformNames {
    /// The name transforms (and their Style Dictionary 3 `cti` spellings).
    package static let name: Set<String> = [
        "name/kebab", "name/camel", "name/snake", "name/constant", "name/pascal",
        "name/cti/kebab", "name/cti/camel", "name/cti/snake", "name/cti/constant", "name/cti/pascal",
    ]
    /// The value transforms tokenc reproduces.
    package static let value: Set<String> = [
        "time/seconds", "size/rem", "size/px", "size/remToDp", "size/remToSp", "size/remToPt", "size/swift/remToCGFloat",
        "size/compose/remToDp", "size/compose/remToSp", "size/compose/em", "color/css", "color/hex", "color/hex8",
        "color/rgb", "color/hex8android", "color/composeColor", "color/UIColorSwift", "fontFamily/css", "cubicBezier/css",
        "strokeStyle/css/shorthand", "border/css/shorthand", "typography/css/shorthand", "transition/css/shorthand",
        "shadow/css/shorthand",
    ]
    /// Transforms that change nothing tokenc writes: `attribute/cti` (filters always see the CTI attributes), and
    /// those whose Style Dictionary types (`asset`, `content`, `html`) tokenc reads as strings, written as such.
    package static let neutral: Set<String> = ["attribute/cti", "html/icon", "asset/url", "content/swift/literal", "asset/swift/literal"]
    /// Every transform a config may name without a warning.
    package static let known = name.union(value).union(neutral)
}
