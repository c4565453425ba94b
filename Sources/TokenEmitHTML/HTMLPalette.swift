/// The token sheet's own colours and its style sheet. Every text colour meets WCAG AA (4.5:1) on every
/// background it is used on, and every non-text mark (focus ring, scale bars, minimum overlays) 3:1; a test
/// measures `textPairs` and `nonTextPairs` with the validator's WCAG function. Swatch labels are black or
/// white, whichever contrasts more with the swatch (`labelColor(on:)`), which is always at least 4.58:1.
package enum HTMLPalette {
    /// Page background.
    package static let page = "#ffffff"
    /// Body text.
    package static let text = "#1b1b1f"
    /// Secondary text (descriptions, aliases, captions).
    package static let muted = "#4a4a55"
    /// Table headers, code and alternate rows.
    package static let raised = "#f2f2f5"
    /// Links, focus ring, scale bars.
    package static let accent = "#0b4fb3"
    /// Rules and table borders (decorative).
    package static let rule = "#c9c9d1"
    /// The minimum overlaid on touch targets.
    package static let minimum = "#b3261e"
    /// The fill of a drawn touch target.
    static let targetFill = "#dbe7fb"
    /// The dark square of the checkerboard behind translucent swatches.
    static let checker = "#d9d9de"
    /// The pass badge (text, background); also "added" and "meets minimum".
    package static let pass = ("#0b5a2a", "#e3f3e8")
    /// The fail badge (text, background); also breaking changes and "below minimum".
    package static let fail = ("#8a1020", "#fbe4e6")
    /// The exempt badge (text, background); also neutral change kinds.
    package static let exempt = ("#3f3f4a", "#ececf0")
    /// The deprecated badge (text, background).
    package static let deprecated = ("#6b3e00", "#fff0d6")

    /// Text colours and the backgrounds they are drawn on (name, foreground, background).
    package static let textPairs: [(String, String, String)] = [
        ("text on page", text, page), ("muted on page", muted, page), ("text on raised", text, raised),
        ("muted on raised", muted, raised), ("link on page", accent, page), ("link on raised", accent, raised),
        ("pass badge", pass.0, pass.1), ("fail badge", fail.0, fail.1), ("exempt badge", exempt.0, exempt.1),
        ("deprecated badge", deprecated.0, deprecated.1), ("minimum label on page", minimum, page),
        ("text on target fill", text, targetFill),
    ]
    /// Non-text marks and their backgrounds (WCAG 1.4.11: 3:1).
    package static let nonTextPairs: [(String, String, String)] = [
        ("focus ring on page", accent, page), ("focus ring on raised", accent, raised), ("scale bar on page", accent, page),
        ("minimum outline on target fill", minimum, targetFill), ("minimum outline on page", minimum, page),
        ("target outline on page", accent, page),
    ]

    /// Black or white, whichever has the higher WCAG contrast with `color` (composited over the page, and for a
    /// translucent colour also over the checkerboard's dark square: the lower of the two ratios counts).
    package static func labelColor(on color: ColorValue) -> String {
        let backdrops = color.alpha < 1 ? [page, checker] : [page]
        var black = Double.infinity, white = Double.infinity
        for b in backdrops {
            let c = color.composited(over: Self.color(b))
            black = min(black, ColorValue.contrastRatio(c, Self.color("#000000")))
            white = min(white, ColorValue.contrastRatio(c, Self.color("#ffffff")))
        }
        return black >= white ? "#000000" : "#ffffff"
    }

    /// `#rrggbb` as a colour.
    package static func color(_ hex: String) -> ColorValue {
        var v: UInt32 = 0
        for c in hex.utf8.dropFirst() {
            let d: UInt8
            switch c {
            case 0x30...0x39: d = c - 0x30
            case 0x61...0x66: d = c - 0x61 + 10
            default: d = 0
            }
            v = v << 4 | UInt32(d)
        }
        return ColorValue(colorSpace: .srgb, components: [Double(v >> 16 & 255) / 255, Double(v >> 8 & 255) / 255, Double(v & 255) / 255])
    }

    /// The page's style sheet, shared by the token sheet and the visual diff.
    package static var styleSheet: String {
        """
        :root{color-scheme:light;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:\(text);background:\(page)}
        body{margin:0 auto;padding:16px 24px 48px;max-width:1280px}
        a{color:\(accent)}a:focus-visible,[tabindex]:focus-visible{outline:3px solid \(accent);outline-offset:2px}
        .skip{position:absolute;left:-9999px}.skip:focus{left:8px;top:8px;background:\(page);padding:4px 8px}
        h1{font-size:28px;margin:8px 0}h2{font-size:22px;margin:32px 0 8px;border-bottom:1px solid \(rule)}h3{font-size:17px;margin:20px 0 6px}
        p.meta,.desc,.alias,caption,.note{color:\(muted)}.desc,.alias{font-size:13px;margin:2px 0}.alias code{overflow-wrap:normal}
        nav ul{display:flex;flex-wrap:wrap;gap:4px 16px;padding:0;list-style:none}
        code{font:13px/1.4 ui-monospace,"DejaVu Sans Mono",monospace;background:\(raised);padding:1px 4px;border-radius:3px;overflow-wrap:anywhere}
        table{border-collapse:collapse;margin:4px 0 12px}th,td{border:1px solid \(rule);padding:6px 8px;text-align:left;vertical-align:top}
        thead th{background:\(raised)}th[scope=row]{font-weight:normal;min-width:14em;max-width:320px}caption{text-align:left;font-size:13px;padding:2px 0}
        .sw{position:relative;width:128px;height:56px;border-radius:6px;overflow:hidden;display:flex;align-items:flex-end}
        .sw.t{background:repeating-conic-gradient(\(checker) 0 25%,\(page) 0 50%) 0 0/16px 16px}
        .sw .fill{position:absolute;inset:0;box-shadow:inset 0 0 0 1px rgba(0,0,0,.15)}.sw .hex{position:relative;font:12px/1 ui-monospace,"DejaVu Sans Mono",monospace;padding:6px}
        .missing{color:\(muted);font-style:italic}
        .badge{display:inline-block;font-size:12px;font-weight:600;padding:0 6px;border-radius:8px;margin:0 2px;white-space:nowrap}
        .pass{color:\(pass.0);background:\(pass.1)}.fail{color:\(fail.0);background:\(fail.1)}
        .exempt{color:\(exempt.0);background:\(exempt.1)}.deprecated{color:\(deprecated.0);background:\(deprecated.1)}
        .bar{height:16px;background:\(accent);display:inline-block;vertical-align:middle}.clip{border-right:3px dashed \(minimum)}
        .radius{width:96px;height:48px;border:2px solid \(accent);background:\(targetFill)}
        .targets{display:flex;flex-wrap:wrap;gap:24px;align-items:flex-end}.targets figure{margin:0}
        .target{position:relative;background:\(targetFill);outline:1px solid \(accent)}
        .target .min{position:absolute;left:0;top:0;box-sizing:border-box;border:2px dashed \(minimum)}
        .minlabel{color:\(minimum);font-weight:600}
        .panel{padding:12px}.btn{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;border-style:solid}
        .radio{display:inline-flex;align-items:center}.ring{display:inline-grid;place-items:center;box-sizing:border-box;border-style:solid;border-radius:50%}
        .dot{border-radius:50%}.ratio{font-variant-numeric:tabular-nums}
        details.cvd{margin:.75rem 0}details.cvd summary{cursor:pointer;font-weight:600;padding:.25rem 0}td.sim{width:88px;min-width:88px;height:32px}
        .chip{display:inline-block;width:12px;height:12px;border-radius:2px;box-shadow:inset 0 0 0 1px rgba(0,0,0,.3);vertical-align:middle}
        .pair{display:flex;gap:8px;align-items:center}.arrow{font-size:20px}
        """
    }
}
