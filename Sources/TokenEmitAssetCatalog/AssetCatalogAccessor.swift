/// The Swift accessor file of a catalog: an enum with one case per colour set (raw value: its name), and
/// `color` (SwiftUI), `uiColor` (UIKit) and `nsColor` (AppKit) behind `#if canImport`, so the file compiles
/// everywhere, Linux included (where only the names remain).
package enum AssetCatalogAccessor {
    /// The file for `colours` (colour-set name, Swift case name, token) of catalog `catalog`.
    package static func render(type: String, catalog: String, brand: String, source: String,
                       colours: [(set: String, member: String, token: ResolvedToken)], options: AssetCatalogOptions) -> String {
        let a = options.publicAccessors ? "public " : ""
        var out = ""
        for line in SwiftText.docLines(GeneratedHeader.text(source: source)) { out += "// \(line)\n" }
        out += """

        import Foundation
        #if canImport(SwiftUI)
        import SwiftUI
        #endif
        #if canImport(UIKit)
        import UIKit
        #elseif canImport(AppKit)
        import AppKit
        #endif


        """
        out += "/// The colour sets of the asset catalog `\(catalog)` (brand \(SwiftText.commentLine(brand))), by name.\n"
        out += "\(a)enum \(type): Swift.String, Swift.CaseIterable, Swift.Sendable {\n"
        for c in colours {
            out += "    /// `\(SwiftText.commentLine(c.token.path.description))`\n"
            if let d = c.token.description {
                out += "    ///\n"
                for line in SwiftText.docLines(d) { out += "    /// \(line)\n" }
            }
            out += "    case \(SwiftIdentifier.escaped(c.member)) = \"\(c.set)\"\n"
        }
        out += """

            /// The bundle holding the catalog.
            \(a)static var bundle: Foundation.Bundle { .\(options.bundle.rawValue) }
        }

        #if canImport(SwiftUI)
        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
        extension \(type) {
            /// The colour set as a SwiftUI colour: it follows the appearance (dark, increased contrast).
            \(a)var color: SwiftUI.Color { SwiftUI.Color(rawValue, bundle: Self.bundle) }
        }
        #endif

        #if canImport(UIKit) && !os(watchOS)
        @available(iOS 11.0, tvOS 11.0, *)
        extension \(type) {
            /// The colour set as a dynamic UIKit colour: it follows the trait collection.
            \(a)var uiColor: UIKit.UIColor {
                guard let color = UIKit.UIColor(named: rawValue, in: Self.bundle, compatibleWith: nil) else {
                    preconditionFailure("the colour set \\(rawValue) is not in \\(Self.bundle)")
                }
                return color
            }
        }
        #elseif canImport(AppKit)
        @available(macOS 10.13, *)
        extension \(type) {
            /// The colour set as a dynamic AppKit colour: it follows the appearance.
            \(a)var nsColor: AppKit.NSColor {
                guard let color = AppKit.NSColor(named: rawValue, bundle: Self.bundle) else {
                    preconditionFailure("the colour set \\(rawValue) is not in \\(Self.bundle)")
                }
                return color
            }
        }
        #endif

        """
        return out
    }
}
