/// The fixed part of the shared Swift file: the value types tokens are made of, and the platform
/// conveniences (SwiftUI, UIKit, AppKit), each behind `#if canImport` so the file compiles anywhere
/// with only the standard library.
enum SwiftSupportTypes {
    /// The value types, as members of the namespace extension. `$A` stands for the access modifier.
    static let valueTypes = #"""
        /// A colour: sRGB components and alpha, with its hex form. Components are extended sRGB: colours
        /// beyond the sRGB gamut (Display P3 and wider) have components below 0 or above 1.
        $Astruct Color: Swift.Sendable, Swift.Hashable {
            /// Red, extended sRGB.
            $Avar red: Swift.Double
            /// Green, extended sRGB.
            $Avar green: Swift.Double
            /// Blue, extended sRGB.
            $Avar blue: Swift.Double
            /// Opacity, 0…1.
            $Avar alpha: Swift.Double
            /// `#rrggbb`, or `#rrggbbaa` when translucent (the nearest sRGB colour for wide-gamut colours).
            $Avar hex: Swift.String

            /// Creates a colour.
            $Ainit(red: Swift.Double, green: Swift.Double, blue: Swift.Double, alpha: Swift.Double = 1, hex: Swift.String) {
                self.red = red
                self.green = green
                self.blue = blue
                self.alpha = alpha
                self.hex = hex
            }
        }

        /// A cubic Bézier timing curve: control points (x1, y1) and (x2, y2).
        $Astruct CubicBezier: Swift.Sendable, Swift.Hashable {
            /// First control point, x (0…1).
            $Avar x1: Swift.Double
            /// First control point, y.
            $Avar y1: Swift.Double
            /// Second control point, x (0…1).
            $Avar x2: Swift.Double
            /// Second control point, y.
            $Avar y2: Swift.Double

            /// Creates a curve.
            $Ainit(x1: Swift.Double, y1: Swift.Double, x2: Swift.Double, y2: Swift.Double) {
                self.x1 = x1
                self.y1 = y1
                self.x2 = x2
                self.y2 = y2
            }
        }

        /// How a line is drawn: a CSS-style keyword, or dashes (lengths in points) with a line cap.
        $Aenum StrokeStyle: Swift.Sendable, Swift.Hashable {
            /// A line cap.
            $Aenum LineCap: Swift.String, Swift.Sendable, Swift.Hashable {
                /// Rounded ends.
                case round
                /// Flat ends at the end points.
                case butt
                /// Flat ends extended by half the line width.
                case square
            }
            /// A continuous line.
            case solid
            /// A dashed line.
            case dashed
            /// A dotted line.
            case dotted
            /// Two parallel lines.
            case double
            /// A carved-in border.
            case groove
            /// An extruded border.
            case ridge
            /// A raised border.
            case outset
            /// A sunken border.
            case inset
            /// Dashes and gaps, alternating, in points.
            case dashes([Swift.Double], lineCap: LineCap)
        }

        /// A border: colour, width in points, style.
        $Astruct Border: Swift.Sendable, Swift.Hashable {
            /// The colour.
            $Avar color: Color
            /// The width in points.
            $Avar width: Swift.Double
            /// The line style.
            $Avar style: StrokeStyle

            /// Creates a border.
            $Ainit(color: Color, width: Swift.Double, style: StrokeStyle) {
                self.color = color
                self.width = width
                self.style = style
            }
        }

        /// An animated transition: duration and delay in seconds, and a timing curve.
        $Astruct Transition: Swift.Sendable, Swift.Hashable {
            /// The duration in seconds.
            $Avar duration: Swift.Double
            /// The delay in seconds.
            $Avar delay: Swift.Double
            /// The timing curve.
            $Avar timingFunction: CubicBezier

            /// Creates a transition.
            $Ainit(duration: Swift.Double, delay: Swift.Double, timingFunction: CubicBezier) {
                self.duration = duration
                self.delay = delay
                self.timingFunction = timingFunction
            }
        }

        /// One shadow layer; lengths in points.
        $Astruct Shadow: Swift.Sendable, Swift.Hashable {
            /// The colour.
            $Avar color: Color
            /// Horizontal offset.
            $Avar offsetX: Swift.Double
            /// Vertical offset.
            $Avar offsetY: Swift.Double
            /// Blur radius.
            $Avar blur: Swift.Double
            /// Spread distance.
            $Avar spread: Swift.Double
            /// True for an inner shadow.
            $Avar inset: Swift.Bool

            /// Creates a shadow layer.
            $Ainit(color: Color, offsetX: Swift.Double, offsetY: Swift.Double, blur: Swift.Double, spread: Swift.Double, inset: Swift.Bool = false) {
                self.color = color
                self.offsetX = offsetX
                self.offsetY = offsetY
                self.blur = blur
                self.spread = spread
                self.inset = inset
            }
        }

        /// One stop of a gradient.
        $Astruct GradientStop: Swift.Sendable, Swift.Hashable {
            /// The colour.
            $Avar color: Color
            /// The position along the gradient, 0…1.
            $Avar position: Swift.Double

            /// Creates a stop.
            $Ainit(color: Color, position: Swift.Double) {
                self.color = color
                self.position = position
            }
        }

        /// A text style; sizes in points, line height as a multiple of the font size.
        $Astruct Typography: Swift.Sendable, Swift.Hashable {
            /// Font families, most preferred first.
            $Avar fontFamily: [Swift.String]
            /// Font size in points.
            $Avar fontSize: Swift.Double
            /// Font weight, 1…1000 (400 regular, 700 bold).
            $Avar fontWeight: Swift.Double
            /// Letter spacing (tracking) in points; 0, the font's own spacing, when the token gives none.
            $Avar letterSpacing: Swift.Double
            /// Line height as a multiple of the font size; nil when the token gives none (use the font's own).
            $Avar lineHeight: Swift.Double?
            /// True for an italic (or oblique) style; false, upright, when the token gives none.
            $Avar italic: Swift.Bool

            /// Creates a text style.
            $Ainit(fontFamily: [Swift.String], fontSize: Swift.Double, fontWeight: Swift.Double, letterSpacing: Swift.Double = 0, lineHeight: Swift.Double? = nil, italic: Swift.Bool = false) {
                self.fontFamily = fontFamily
                self.fontSize = fontSize
                self.fontWeight = fontWeight
                self.letterSpacing = letterSpacing
                self.lineHeight = lineHeight
                self.italic = italic
            }
        }
    """#

    /// The platform conveniences, at file scope. `$N` is the namespace, `$A` the access modifier.
    static let platform = #"""
    #if canImport(SwiftUI)
    extension $N.Color {
        /// The colour for SwiftUI (extended sRGB, so wide-gamut colours keep their saturation).
        $Avar color: SwiftUI.Color {
            SwiftUI.Color(.sRGB, red: red, green: green, blue: blue, opacity: alpha)
        }
    }
    #endif

    #if canImport(UIKit) && !os(watchOS)
    extension $N.Color {
        /// The colour for UIKit (extended sRGB).
        $Avar uiColor: UIKit.UIColor {
            UIKit.UIColor(red: red, green: green, blue: blue, alpha: alpha)
        }
    }

    @available(iOS 13.0, tvOS 13.0, *)
    extension $N.Theme {
        /// The theme that best matches a trait collection (dark appearance, increased contrast).
        $Astatic func matching(_ traits: UIKit.UITraitCollection) -> Self {
            matching(dark: traits.userInterfaceStyle == .dark, highContrast: traits.accessibilityContrast == .high)
        }
    }

    @available(iOS 13.0, tvOS 13.0, *)
    extension $N.Themed where Value == $N.Color {
        /// A dynamic colour that follows the trait collection: dark appearance and increased contrast pick
        /// the matching theme.
        $Avar uiColor: UIKit.UIColor {
            let themed = self
            return UIKit.UIColor { traits in themed[$N.Theme.matching(traits)].uiColor }
        }
    }

    #if canImport(SwiftUI)
    @available(iOS 15.0, tvOS 15.0, *)
    extension $N.Themed where Value == $N.Color {
        /// A dynamic SwiftUI colour that follows the environment's appearance and contrast.
        $Avar color: SwiftUI.Color { SwiftUI.Color(uiColor: uiColor) }
    }
    #endif
    #elseif canImport(AppKit)
    extension $N.Color {
        /// The colour for AppKit (extended sRGB).
        $Avar nsColor: AppKit.NSColor {
            AppKit.NSColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
        }
    }

    @available(macOS 10.15, *)
    extension $N.Theme {
        /// The theme that best matches an appearance (dark, increased contrast).
        $Astatic func matching(_ appearance: AppKit.NSAppearance) -> Self {
            let match = appearance.bestMatch(from: [.aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua])
            return matching(dark: match == .darkAqua || match == .accessibilityHighContrastDarkAqua,
                            highContrast: match == .accessibilityHighContrastAqua || match == .accessibilityHighContrastDarkAqua)
        }
    }

    @available(macOS 10.15, *)
    extension $N.Themed where Value == $N.Color {
        /// A dynamic colour that follows the appearance: dark and increased contrast pick the matching theme.
        $Avar nsColor: AppKit.NSColor {
            let themed = self
            return AppKit.NSColor(name: nil) { appearance in themed[$N.Theme.matching(appearance)].nsColor }
        }
    }

    #if canImport(SwiftUI)
    @available(macOS 12.0, *)
    extension $N.Themed where Value == $N.Color {
        /// A dynamic SwiftUI colour that follows the environment's appearance and contrast.
        $Avar color: SwiftUI.Color { SwiftUI.Color(nsColor: nsColor) }
    }
    #endif
    #endif
    """#

    /// `template` with `$N` and `$A` filled in.
    static func fill(_ template: String, namespace: String, access: String) -> String {
        var out = ""
        out.reserveCapacity(template.utf8.count + 256)
        var it = template.makeIterator()
        while let c = it.next() {
            guard c == "$" else { out.append(c); continue }
            switch it.next() {
            case "N": out += namespace
            case "A": out += access
            case let other?: out.append("$"); out.append(other)
            case nil: out.append("$")
            }
        }
        return out
    }
}
