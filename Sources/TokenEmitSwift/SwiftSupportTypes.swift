/// The fixed part of the shared Swift file: the value types tokens are made of, and the platform
/// conveniences (SwiftUI, UIKit, AppKit), each behind `#if canImport` so the file compiles anywhere
/// with only the standard library.
package enum SwiftSupportTypes {
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
            /// Red, green and blue in Display P3 (0…1) when the token is written in the display-p3 colour space;
            /// the platform colours are then made in Display P3. Nil otherwise.
            $Avar displayP3: [Swift.Double]?

            /// Creates a colour.
            $Ainit(red: Swift.Double, green: Swift.Double, blue: Swift.Double, alpha: Swift.Double = 1, hex: Swift.String, displayP3: [Swift.Double]? = nil) {
                self.red = red
                self.green = green
                self.blue = blue
                self.alpha = alpha
                self.hex = hex
                self.displayP3 = displayP3
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
            /// The case letters are shown in (`textCase`/`textTransform`); nil when the token gives none.
            $Avar textCase: TextCase?
            /// True when the text is underlined (`textDecoration: underline`).
            $Avar underline: Swift.Bool
            /// True when the text is struck through (`textDecoration: line-through`).
            $Avar strikethrough: Swift.Bool
            /// Space after each paragraph in points (`paragraphSpacing`); nil when the token gives none.
            $Avar paragraphSpacing: Swift.Double?
            /// Indent of each paragraph's first line in points (`paragraphIndent`); nil when the token gives none.
            $Avar paragraphIndent: Swift.Double?

            /// Creates a text style.
            $Ainit(fontFamily: [Swift.String], fontSize: Swift.Double, fontWeight: Swift.Double, letterSpacing: Swift.Double = 0, lineHeight: Swift.Double? = nil, italic: Swift.Bool = false, textCase: TextCase? = nil, underline: Swift.Bool = false, strikethrough: Swift.Bool = false, paragraphSpacing: Swift.Double? = nil, paragraphIndent: Swift.Double? = nil) {
                self.fontFamily = fontFamily
                self.fontSize = fontSize
                self.fontWeight = fontWeight
                self.letterSpacing = letterSpacing
                self.lineHeight = lineHeight
                self.italic = italic
                self.textCase = textCase
                self.underline = underline
                self.strikethrough = strikethrough
                self.paragraphSpacing = paragraphSpacing
                self.paragraphIndent = paragraphIndent
            }

            /// The named weight nearest `fontWeight` (for `Font.Weight` / `UIFont.Weight`).
            $Avar weight: FontWeight { FontWeight(fontWeight) }

            /// The Dynamic Type text style the font scales with: the one whose default size is nearest `fontSize`.
            $Avar textStyle: TextStyle { TextStyle(fontSize: fontSize) }

            /// The line height in points; nil when the token gives none.
            $Avar lineHeightPoints: Swift.Double? { lineHeight.map { $0 * fontSize } }

            /// The space to add between lines (SwiftUI `lineSpacing`) for the line height: the line height in points
            /// minus the font's natural line height, taken as 1.2 × the font size; 0 when the token gives none.
            $Avar lineSpacing: Swift.Double { lineHeight.map { Swift.max(0, $0 * fontSize - 1.2 * fontSize) } ?? 0 }

            /// The font the platform draws the style in: the first family of the stack it can name. An Apple system
            /// family or a CSS alias for one (`SF Pro Text`, `New York`, `system-ui`, `ui-rounded`, `serif`, …; see
            /// `FontDesign(family:)`) is the system font in that design; a CSS generic with no Apple counterpart
            /// (`cursive`, `fantasy`, `math`, `emoji`, `fangsong`) is passed over; any other family is named as
            /// written. The system font when no family is left.
            $Avar fontChoice: FontChoice {
                let unnamed: Swift.Set<Swift.String> = ["", "cursive", "fantasy", "math", "emoji", "fangsong"]
                for family in fontFamily {
                    if let design = FontDesign(family: family) { return .system(design) }
                    if !unnamed.contains(family.lowercased()) { return .named(family) }
                }
                return .system(.default)
            }

            /// The family `fontChoice` names; nil when it is the system font.
            $Avar fontName: Swift.String? {
                if case .named(let name) = fontChoice { return name }
                return nil
            }
        }

        /// The font a typography is drawn in: a family by name, or the system font in one of its designs.
        $Aenum FontChoice: Swift.Sendable, Swift.Hashable {
            /// A family by name: one the app bundles or the platform ships (`Font.custom`, `UIFontDescriptor` family).
            case named(Swift.String)
            /// The system font in a design (`Font.system(size:weight:design:)`, `UIFontDescriptor.withDesign`).
            case system(FontDesign)
        }

        /// A design of the system font: SF Pro (SF Compact on watchOS), its rounded form, New York, or SF Mono.
        $Aenum FontDesign: Swift.String, Swift.Sendable, Swift.Hashable, Swift.CaseIterable {
            /// SF Pro (SF Compact on watchOS).
            case `default`
            /// SF Pro Rounded (SF Compact Rounded on watchOS).
            case rounded
            /// New York.
            case serif
            /// SF Mono.
            case monospaced

            /// The design an Apple system family, or a CSS name for the system font, stands for (compared ignoring
            /// case); nil for any other family. The system families cannot be named on the platform (it resolves
            /// no font called "SF Pro Text"), so they are reached through their design.
            $Ainit?(family: Swift.String) {
                switch family.lowercased() {
                case "sf pro", "sf pro text", "sf pro display", "sf compact", "sf compact text", "sf compact display",
                     "sf ui text", "sf ui display", "san francisco", ".applesystemuifont", "-apple-system",
                     "blinkmacsystemfont", "system-ui", "ui-sans-serif", "sans-serif":
                    self = .default
                case "sf pro rounded", "sf compact rounded", "ui-rounded":
                    self = .rounded
                case "new york", "new york small", "new york medium", "new york large", "new york extra large",
                     "ui-serif", "serif":
                    self = .serif
                case "sf mono", "ui-monospace", "monospace":
                    self = .monospaced
                default:
                    return nil
                }
            }
        }

        /// The case text is shown in, from a typography's `textCase` (or CSS `textTransform`).
        $Aenum TextCase: Swift.String, Swift.Sendable, Swift.Hashable, Swift.CaseIterable {
            /// Every letter upper case.
            case uppercase
            /// Every letter lower case.
            case lowercase
            /// The first letter of each word upper case (SwiftUI has no such case: `textCase` leaves it as written).
            case capitalize
        }

        /// A font weight by name, from a numeric weight (1…1000) to the nearest hundred: 100 `ultraLight`, 200
        /// `thin`, 300 `light`, 400 `regular`, 500 `medium`, 600 `semibold`, 700 `bold`, 800 `heavy`, 900 `black`.
        $Aenum FontWeight: Swift.Int, Swift.Sendable, Swift.Hashable, Swift.CaseIterable {
            /// 100.
            case ultraLight = 100
            /// 200.
            case thin = 200
            /// 300.
            case light = 300
            /// 400.
            case regular = 400
            /// 500.
            case medium = 500
            /// 600.
            case semibold = 600
            /// 700.
            case bold = 700
            /// 800.
            case heavy = 800
            /// 900.
            case black = 900

            /// The weight nearest `value` (a `fontWeight` token), clamped to 100…900.
            $Ainit(_ value: Swift.Double) {
                let hundreds = Swift.min(9, Swift.max(1, (value / 100).rounded()))
                self = FontWeight(rawValue: Swift.Int(hundreds) * 100) ?? .regular
            }
        }

        /// The Dynamic Type text styles, with their default sizes in points (iOS, Large): a custom font of a given
        /// size scales like the style whose default size is nearest (the larger on a tie).
        $Aenum TextStyle: Swift.String, Swift.Sendable, Swift.Hashable, Swift.CaseIterable {
            /// 34 points.
            case largeTitle
            /// 28 points.
            case title
            /// 22 points.
            case title2
            /// 20 points.
            case title3
            /// 17 points (semibold).
            case headline
            /// 17 points.
            case body
            /// 16 points.
            case callout
            /// 15 points.
            case subheadline
            /// 13 points.
            case footnote
            /// 12 points.
            case caption
            /// 11 points.
            case caption2

            /// The default size in points.
            $Avar defaultSize: Swift.Double {
                switch self {
                case .largeTitle: return 34
                case .title: return 28
                case .title2: return 22
                case .title3: return 20
                case .headline, .body: return 17
                case .callout: return 16
                case .subheadline: return 15
                case .footnote: return 13
                case .caption: return 12
                case .caption2: return 11
                }
            }

            /// The style whose default size is nearest `fontSize` (the larger on a tie; `body`, not `headline`, at 17).
            $Ainit(fontSize: Swift.Double) {
                var best = TextStyle.body
                for style in TextStyle.allCases where style != .headline {
                    let d = Swift.abs(style.defaultSize - fontSize), e = Swift.abs(best.defaultSize - fontSize)
                    if d < e || (d == e && style.defaultSize > best.defaultSize) { best = style }
                }
                self = best
            }
        }
    """#

    /// The value type of `edgeInsets` tokens, as a member of the namespace extension; written only when a token
    /// has that type, so other outputs stay as they were. `$A` stands for the access modifier.
    package static let edgeInsets = #"""
        /// Four sides' lengths in points, from a CSS shorthand (`8px 16px`) expanded as CSS expands it; CSS's
        /// left is leading and its right trailing.
        $Astruct EdgeInsets: Swift.Sendable, Swift.Hashable {
            /// The top length.
            $Avar top: Swift.Double
            /// The leading length (CSS's left).
            $Avar leading: Swift.Double
            /// The bottom length.
            $Avar bottom: Swift.Double
            /// The trailing length (CSS's right).
            $Avar trailing: Swift.Double

            /// Creates insets.
            $Ainit(top: Swift.Double, leading: Swift.Double, bottom: Swift.Double, trailing: Swift.Double) {
                self.top = top
                self.leading = leading
                self.bottom = bottom
                self.trailing = trailing
            }
        }
    """#

    /// The SwiftUI form of `edgeInsets`, at file scope; written with it. `$N` is the namespace, `$A` the access modifier.
    static let edgeInsetsPlatform = #"""
    #if canImport(SwiftUI)
    extension $N.EdgeInsets {
        /// The insets for SwiftUI.
        $Avar edgeInsets: SwiftUI.EdgeInsets { SwiftUI.EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing) }
    }
    #endif

    """#

    /// The platform conveniences, at file scope. `$N` is the namespace, `$A` the access modifier.
    package static let platform = #"""
    #if canImport(SwiftUI)
    extension $N.Color {
        /// The colour for SwiftUI: in Display P3 for a display-p3 token, else extended sRGB (so wide-gamut colours
        /// keep their saturation).
        $Avar color: SwiftUI.Color {
            if let p3 = displayP3, p3.count == 3 {
                return SwiftUI.Color(.displayP3, red: p3[0], green: p3[1], blue: p3[2], opacity: alpha)
            }
            return SwiftUI.Color(.sRGB, red: red, green: green, blue: blue, opacity: alpha)
        }
    }

    extension $N.FontWeight {
        /// The SwiftUI weight.
        $Avar fontWeight: SwiftUI.Font.Weight {
            switch self {
            case .ultraLight: return .ultraLight
            case .thin: return .thin
            case .light: return .light
            case .regular: return .regular
            case .medium: return .medium
            case .semibold: return .semibold
            case .bold: return .bold
            case .heavy: return .heavy
            case .black: return .black
            }
        }
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    extension $N.TextCase {
        /// The SwiftUI case; nil for `capitalize`, which SwiftUI cannot show.
        $Avar textCase: SwiftUI.Text.Case? {
            switch self {
            case .uppercase: return .uppercase
            case .lowercase: return .lowercase
            case .capitalize: return nil
            }
        }
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    extension $N.TextStyle {
        /// The SwiftUI text style.
        $Avar fontTextStyle: SwiftUI.Font.TextStyle {
            switch self {
            case .largeTitle: return .largeTitle
            case .title: return .title
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .body: return .body
            case .callout: return .callout
            case .subheadline: return .subheadline
            case .footnote: return .footnote
            case .caption: return .caption
            case .caption2: return .caption2
            }
        }
    }

    extension $N.FontDesign {
        /// The SwiftUI design.
        $Avar fontDesign: SwiftUI.Font.Design {
            switch self {
            case .default: return .default
            case .rounded: return .rounded
            case .serif: return .serif
            case .monospaced: return .monospaced
            }
        }
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    extension $N.Typography {
        /// The SwiftUI font (`fontChoice`: a named family, or the system font in its design) at `fontSize`, scaling
        /// with Dynamic Type like `textStyle`, with `weight` and, when `italic`, slanted.
        $Avar font: SwiftUI.Font {
            var font: SwiftUI.Font
            switch fontChoice {
            case .named(let name):
                font = SwiftUI.Font.custom(name, size: fontSize, relativeTo: textStyle.fontTextStyle).weight(weight.fontWeight)
            case .system(let design):
                #if canImport(UIKit) && !os(watchOS)
                let size = UIKit.UIFontMetrics(forTextStyle: textStyle.uiTextStyle).scaledValue(for: fontSize)
                #else
                let size = fontSize
                #endif
                font = SwiftUI.Font.system(size: size, weight: weight.fontWeight, design: design.fontDesign)
            }
            return italic ? font.italic() : font
        }
    }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    extension SwiftUI.View {
        /// Sets a typography token's font, letter spacing (`tracking`), line height (`lineSpacing`), case and
        /// decoration.
        $Afunc typography(_ style: $N.Typography) -> some SwiftUI.View {
            font(style.font).tracking(style.letterSpacing).lineSpacing(style.lineSpacing)
                .textCase(style.textCase?.textCase).underline(style.underline).strikethrough(style.strikethrough)
        }
    }

    extension $N.CubicBezier {
        /// A SwiftUI animation along this curve lasting `duration` seconds (a duration token).
        $Afunc animation(duration: Swift.Double) -> SwiftUI.Animation {
            SwiftUI.Animation.timingCurve(x1, y1, x2, y2, duration: duration)
        }
    }

    extension $N.Transition {
        /// The SwiftUI animation: the timing curve over the duration, after the delay.
        $Avar animation: SwiftUI.Animation { timingFunction.animation(duration: duration).delay(delay) }
    }

    extension $N {
        /// Draws the outer layers of a shadow token under a view, first layer innermost. SwiftUI shadows have no
        /// spread and no inner form: spread and inset layers are left out. SwiftUI's radius is half the blur.
        $Astruct ShadowModifier: SwiftUI.ViewModifier {
            /// The layers.
            $Avar layers: [Shadow]

            /// Creates the modifier.
            $Ainit(_ layers: [Shadow]) { self.layers = layers }

            /// The content with each outer layer's shadow.
            $Afunc body(content: Content) -> some SwiftUI.View {
                layers.filter { !$0.inset }.reduce(SwiftUI.AnyView(content)) { view, layer in
                    SwiftUI.AnyView(view.shadow(color: layer.color.color, radius: layer.blur / 2, x: layer.offsetX, y: layer.offsetY))
                }
            }
        }
    }

    extension SwiftUI.View {
        /// Draws every outer layer of a shadow token (see `ShadowModifier`).
        $Afunc shadow(_ layers: [$N.Shadow]) -> some SwiftUI.View { modifier($N.ShadowModifier(layers)) }
    }

    extension Swift.Array where Element == $N.GradientStop {
        /// The SwiftUI gradient: each stop's colour at its position.
        $Avar gradient: SwiftUI.Gradient {
            SwiftUI.Gradient(stops: map { SwiftUI.Gradient.Stop(color: $0.color.color, location: CGFloat($0.position)) })
        }
    }

    extension $N.StrokeStyle {
        /// The SwiftUI stroke style of a line `width` points wide: the dashes and line cap of a dash token;
        /// `dashed` as dashes twice the width with gaps of the width, `dotted` as round dots a width apart;
        /// every other keyword a solid line.
        $Afunc strokeStyle(width: Swift.Double) -> SwiftUI.StrokeStyle {
            let w = CGFloat(width)
            switch self {
            case .dashes(let dashes, let cap):
                let lineCap: CGLineCap = cap == .round ? .round : (cap == .square ? .square : .butt)
                return SwiftUI.StrokeStyle(lineWidth: w, lineCap: lineCap, dash: dashes.map { CGFloat($0) })
            case .dashed:
                return SwiftUI.StrokeStyle(lineWidth: w, dash: [2 * w, w])
            case .dotted:
                return SwiftUI.StrokeStyle(lineWidth: w, lineCap: .round, dash: [0, 2 * w])
            default:
                return SwiftUI.StrokeStyle(lineWidth: w)
            }
        }
    }

    extension $N.Border {
        /// The SwiftUI stroke style of the border: its width and style (see `StrokeStyle.strokeStyle(width:)`).
        $Avar strokeStyle: SwiftUI.StrokeStyle { style.strokeStyle(width: width) }
    }
    #endif

    #if canImport(UIKit) && !os(watchOS)
    extension $N.Color {
        /// The colour for UIKit: in Display P3 for a display-p3 token, else extended sRGB.
        $Avar uiColor: UIKit.UIColor {
            if let p3 = displayP3, p3.count == 3 {
                return UIKit.UIColor(displayP3Red: p3[0], green: p3[1], blue: p3[2], alpha: alpha)
            }
            return UIKit.UIColor(red: red, green: green, blue: blue, alpha: alpha)
        }
    }

    extension $N.FontWeight {
        /// The UIKit weight.
        $Avar uiFontWeight: UIKit.UIFont.Weight {
            switch self {
            case .ultraLight: return .ultraLight
            case .thin: return .thin
            case .light: return .light
            case .regular: return .regular
            case .medium: return .medium
            case .semibold: return .semibold
            case .bold: return .bold
            case .heavy: return .heavy
            case .black: return .black
            }
        }
    }

    extension $N.TextStyle {
        /// The UIKit text style (tvOS has no large title: `title1` there).
        $Avar uiTextStyle: UIKit.UIFont.TextStyle {
            switch self {
            case .largeTitle:
                #if os(tvOS)
                return .title1
                #else
                return .largeTitle
                #endif
            case .title: return .title1
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .body: return .body
            case .callout: return .callout
            case .subheadline: return .subheadline
            case .footnote: return .footnote
            case .caption: return .caption1
            case .caption2: return .caption2
            }
        }
    }

    @available(iOS 13.0, tvOS 13.0, *)
    extension $N.FontDesign {
        /// The UIKit design.
        $Avar uiFontDesign: UIKit.UIFontDescriptor.SystemDesign {
            switch self {
            case .default: return .default
            case .rounded: return .rounded
            case .serif: return .serif
            case .monospaced: return .monospaced
            }
        }
    }

    extension $N.Typography {
        /// The UIKit font (`fontChoice`: a named family, or the system font in its design) at `fontSize`, with
        /// `weight` and, when `italic`, slanted, scaled for the current Dynamic Type size like `textStyle`
        /// (`UIFontMetrics`). Set the label's `adjustsFontForContentSizeCategory` to follow later changes.
        $Avar uiFont: UIKit.UIFont {
            var font = UIKit.UIFont.systemFont(ofSize: fontSize, weight: weight.uiFontWeight)
            switch fontChoice {
            case .named(let name):
                let traits: [UIKit.UIFontDescriptor.TraitKey: Any] = [.weight: weight.uiFontWeight]
                let descriptor = UIKit.UIFontDescriptor(fontAttributes: [.family: name, .traits: traits])
                font = UIKit.UIFont(descriptor: descriptor, size: fontSize)
            case .system(let design):
                if #available(iOS 13.0, tvOS 13.0, *), design != .default,
                   let designed = font.fontDescriptor.withDesign(design.uiFontDesign) {
                    font = UIKit.UIFont(descriptor: designed, size: fontSize)
                }
            }
            if italic, let slanted = font.fontDescriptor.withSymbolicTraits(font.fontDescriptor.symbolicTraits.union(.traitItalic)) {
                font = UIKit.UIFont(descriptor: slanted, size: fontSize)
            }
            return UIKit.UIFontMetrics(forTextStyle: textStyle.uiTextStyle).scaledFont(for: font)
        }

        /// Attributes for an `NSAttributedString`: `uiFont`, `kern` (the letter spacing), underline and strikethrough,
        /// and, when the token gives a line height, paragraph spacing or indent, a paragraph style with them (scaled
        /// like the font).
        $Avar attributes: [NSAttributedString.Key: Any] {
            var attributes: [NSAttributedString.Key: Any] = [.font: uiFont, .kern: letterSpacing]
            if underline { attributes[.underlineStyle] = UIKit.NSUnderlineStyle.single.rawValue }
            if strikethrough { attributes[.strikethroughStyle] = UIKit.NSUnderlineStyle.single.rawValue }
            if lineHeightPoints != nil || paragraphSpacing != nil || paragraphIndent != nil {
                let metrics = UIKit.UIFontMetrics(forTextStyle: textStyle.uiTextStyle)
                let paragraph = UIKit.NSMutableParagraphStyle()
                if let height = lineHeightPoints {
                    let scaled = metrics.scaledValue(for: CGFloat(height))
                    paragraph.minimumLineHeight = scaled
                    paragraph.maximumLineHeight = scaled
                }
                if let spacing = paragraphSpacing { paragraph.paragraphSpacing = metrics.scaledValue(for: CGFloat(spacing)) }
                if let indent = paragraphIndent { paragraph.firstLineHeadIndent = metrics.scaledValue(for: CGFloat(indent)) }
                attributes[.paragraphStyle] = paragraph
            }
            return attributes
        }
    }

    extension $N.CubicBezier {
        /// The UIKit timing curve, for `UIViewPropertyAnimator(duration:timingParameters:)`.
        @MainActor
        $Avar timingParameters: UIKit.UICubicTimingParameters {
            UIKit.UICubicTimingParameters(controlPoint1: CGPoint(x: x1, y: y1), controlPoint2: CGPoint(x: x2, y: y2))
        }
    }

    extension $N.Transition {
        /// A property animator running `animations` with this duration and curve. Start it with
        /// `startAnimation(afterDelay: delay)` to honour the token's delay.
        @MainActor
        $Afunc animator(animations: @escaping () -> Swift.Void) -> UIKit.UIViewPropertyAnimator {
            let animator = UIKit.UIViewPropertyAnimator(duration: duration, timingParameters: timingFunction.timingParameters)
            animator.addAnimations(animations)
            return animator
        }
    }

    extension Swift.Array where Element == $N.Shadow {
        /// Sets `layer`'s shadow from the first outer layer (a `CALayer` draws one shadow and has no spread): its
        /// colour and opacity, offset, and radius (half the blur); no shadow when there is no outer layer.
        $Afunc apply(to layer: CALayer) {
            guard let shadow = first(where: { !$0.inset }) else {
                layer.shadowOpacity = 0
                return
            }
            layer.shadowColor = shadow.color.uiColor.cgColor
            layer.shadowOpacity = 1
            layer.shadowOffset = CGSize(width: shadow.offsetX, height: shadow.offsetY)
            layer.shadowRadius = CGFloat(shadow.blur / 2)
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
        /// The colour for AppKit: in Display P3 for a display-p3 token, else extended sRGB.
        $Avar nsColor: AppKit.NSColor {
            if let p3 = displayP3, p3.count == 3 {
                return AppKit.NSColor(displayP3Red: p3[0], green: p3[1], blue: p3[2], alpha: alpha)
            }
            return AppKit.NSColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
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
    package static func fill(_ template: String, namespace: String, access: String) -> String {
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
