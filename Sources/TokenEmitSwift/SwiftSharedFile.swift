/// Renders the shared Swift file: the namespace, the `Theme` enum, the value types, `Themed`, the `Brand`
/// protocol and one protocol per group, the list of brands, and the platform conveniences.
package struct SwiftSharedFile {
    package let model: EmitModel
    package let lowering: SwiftLowering
    package let options: SwiftOptions
    package let values: SwiftValueWriter

    /// What the file reads from the model besides the lowering: the source, the brands' names, the themes, and the
    /// description and deprecation of every brand's tokens in the default theme (what its protocols document).
    package struct ModelInputs: Equatable, Sendable {
        var source: String
        var brands: [String]
        var themes: [ThemeInfo]
        var documentation: [[Documentation]]

        /// A token's description and deprecation.
        struct Documentation: Equatable, Sendable {
            var description: String?
            var deprecation: Deprecation?
        }
    }

    /// What the file reads from `model` besides the lowering (with the lowering and the options, all it depends on).
    package static func inputs(of model: EmitModel) -> ModelInputs {
        ModelInputs(source: model.source, brands: model.brands.map(\.name), themes: model.themes,
                    documentation: model.brands.map { brand in
                        brand.themes.first.map { theme in
                            theme.tokens.map { ModelInputs.Documentation(description: $0.description, deprecation: $0.deprecation) }
                        } ?? []
                    })
    }

    /// The file's bytes. With `stream`, the bytes go to it in pieces as they are rendered (as a brand file's do),
    /// and what is returned is the file's last piece.
    package func render(stream: OutputFileStream? = nil) -> [UInt8] {
        let ns = lowering.namespace
        let a = options.accessLevel.modifier
        // Sized for the whole file: a little more a token than a typical token takes (see `SwiftBrandFile.render`).
        var out = ByteBuffer(size: 4096 + lowering.tokens.count * 320, streamingTo: stream)
        out.line("// " + SwiftText.commentLine(GeneratedHeader.text(source: model.source)))
        out.line("// swiftlint:disable all")
        out.line()
        // Foundation's lock guards the brand static access reads (`use(_:)`); without Foundation it is fixed.
        out.line("#if canImport(Foundation)")
        out.line("import Foundation")
        out.line("#endif")
        if options.platformConveniences {
            out.line("#if canImport(SwiftUI)")
            out.line("import SwiftUI")
            out.line("#endif")
            out.line("#if canImport(UIKit)")
            out.line("import UIKit")
            out.line("#elseif canImport(AppKit)")
            out.line("import AppKit")
            out.line("#endif")
            out.line()
        }
        out.line("/// The design tokens: value types, themes, and the protocol every brand conforms to.")
        out.line("///")
        out.line("/// Read the brand chosen at launch statically (`\(ns).color…`, see `use(_:)`), or a given brand through")
        out.line("/// its type or `any \(ns).Brand` (see `\(ns).brands`); read theme-dependent values with a `\(ns).Theme`.")
        out.line(a + "enum " + ns + " {")
        out.line("    /// Every brand, in order.")
        out.line("    " + a + "static let brands: [any Brand] = [" + lowering.brandTypes.map { $0 + "()" }.joined(separator: ", ") + "]")
        out.line()
        out.line("    /// The brands' names as in the tokens, parallel to `brands`.")
        out.line("    " + a + "static let brandNames: [Swift.String] = [" + model.brands.map { SwiftText.stringLiteral($0.name) }.joined(separator: ", ") + "]")
        out.line()
        let d = lowering.defaultBrand
        out.line("    /// The brand static access reads until `use(_:)` picks another: " + SwiftText.commentLine(model.brands[d].name)
                 + (options.defaultBrand == nil ? " (the first brand)." : " (the build config's `defaultBrand`)."))
        out.line("    " + a + "static let defaultBrand: any Brand = " + lowering.brandTypes[d] + "()")
        out.line("}")
        out.line()
        out.line("extension " + ns + " {")
        renderTheme(into: &out)
        out.line()
        renderThemed(into: &out)
        out.line()
        out.append(SwiftSupportTypes.fill(SwiftSupportTypes.valueTypes, namespace: ns, access: a))
        let insets = lowering.tokens.contains { $0.type == .edgeInsets }
        if insets {
            out.line(); out.line()
            out.append(SwiftSupportTypes.fill(SwiftSupportTypes.edgeInsets, namespace: ns, access: a))
        }
        out.line()
        out.line("}")
        renderProtocols(into: &out)
        renderStaticAccess(into: &out)
        if options.platformConveniences {
            out.line()
            out.append(SwiftSupportTypes.fill(SwiftSupportTypes.platform, namespace: ns, access: a))
            out.line()
            if insets { out.append(SwiftSupportTypes.fill(SwiftSupportTypes.edgeInsetsPlatform, namespace: ns, access: a)) }
            renderInsets(into: &out)
        }
        return out.finished()
    }

    private var access: String { options.accessLevel.modifier }

    private func renderTheme(into out: inout ByteBuffer) {
        let a = access
        let cases = lowering.themeCases.map { "." + SwiftIdentifier.escaped($0) }
        out.line("    /// The themes, in order; the first (`\(cases.first ?? "")`) is the default.")
        out.line("    " + a + "enum Theme: Swift.String, Swift.CaseIterable, Swift.Sendable {")
        for (i, theme) in model.themes.enumerated() {
            var doc = "The \(SwiftText.commentLine(theme.name)) theme: \(theme.colorScheme.rawValue) appearance"
            if theme.highContrast { doc += ", increased contrast" }
            if i == 0 { doc += " (default)" }
            out.line("        /// " + doc + ".")
            out.line("        case " + SwiftIdentifier.escaped(lowering.themeCases[i]) + " = " + SwiftText.stringLiteral(lowering.themeRawValues[i]))
        }
        out.line()
        out.line("        /// True for themes meant for a dark appearance.")
        out.line("        " + a + "var isDark: Swift.Bool {")
        out.line("            switch self {")
        for (i, t) in model.themes.enumerated() {
            out.line("            case " + cases[i] + ": return " + (t.colorScheme == .dark ? "true" : "false"))
        }
        out.line("            }")
        out.line("        }")
        out.line()
        out.line("        /// True for themes meant for increased contrast.")
        out.line("        " + a + "var isHighContrast: Swift.Bool {")
        out.line("            switch self {")
        for (i, t) in model.themes.enumerated() {
            out.line("            case " + cases[i] + ": return " + (t.highContrast ? "true" : "false"))
        }
        out.line("            }")
        out.line("        }")
        out.line()
        out.line("        /// The theme for a system appearance: the one made for it, else the one for the same appearance")
        out.line("        /// without the contrast setting, else the default.")
        out.line("        " + a + "static func matching(dark: Swift.Bool, highContrast: Swift.Bool) -> Self {")
        out.line("            switch (dark, highContrast) {")
        for (dark, hc) in [(false, false), (true, false), (false, true), (true, true)] {
            out.line("            case (\(dark), \(hc)): return " + cases[Self.themeIndex(model.themes, dark: dark, highContrast: hc)])
        }
        out.line("            }")
        out.line("        }")
        out.line("    }")
    }

    /// The theme for an appearance: exact match, else same appearance with the other contrast, else 0.
    static func themeIndex(_ themes: [ThemeInfo], dark: Bool, highContrast: Bool) -> Int {
        let scheme: ColorScheme = dark ? .dark : .light
        if let i = themes.firstIndex(where: { $0.colorScheme == scheme && $0.highContrast == highContrast }) { return i }
        if let i = themes.firstIndex(where: { $0.colorScheme == scheme }) { return i }
        return 0
    }

    private func renderThemed(into out: inout ByteBuffer) {
        let a = access
        let ids = lowering.themeCases.map(SwiftIdentifier.escaped)
        out.line("    /// A value that differs between themes: one value per theme. Read it with `value[theme]` or")
        out.line("    /// `value(theme)`.")
        out.line("    " + a + "struct Themed<Value: Swift.Sendable & Swift.Hashable>: Swift.Sendable, Swift.Hashable {")
        for (i, theme) in model.themes.enumerated() {
            out.line("        /// The value in the \(SwiftText.commentLine(theme.name)) theme.")
            out.line("        " + a + "var " + ids[i] + ": Value")
        }
        out.line()
        out.line("        /// Creates a value from one value per theme.")
        out.line("        " + a + "init(" + ids.map { $0 + ": Value" }.joined(separator: ", ") + ") {")
        for id in ids { out.line("            self." + id + " = " + id) }
        out.line("        }")
        out.line()
        out.line("        /// The value in `theme`.")
        out.line("        " + a + "subscript(_ theme: Theme) -> Value {")
        out.line("            switch theme {")
        for id in ids { out.line("            case ." + id + ": return " + id) }
        out.line("            }")
        out.line("        }")
        out.line()
        out.line("        /// The value in `theme`.")
        out.line("        " + a + "func callAsFunction(_ theme: Theme) -> Value { self[theme] }")
        out.line("    }")
    }

    /// Static access to the current brand (`DesignTokens.color.text.primary`): one static member per top-level
    /// member every brand has, reading `current`, which `use(_:)` sets under a lock; and `.<brand>` shortcuts for
    /// `use(.summit)`.
    private func renderStaticAccess(into out: inout ByteBuffer) {
        let ns = lowering.namespace
        let a = access
        out.line()
        out.line("extension " + ns + " {")
        out.line("    #if canImport(Foundation)")
        out.line("    /// The brand static access (`" + ns + ".color…`) reads: `defaultBrand` until `use(_:)` picks another.")
        out.line("    " + a + "static var current: any Brand { BrandSelection.shared.brand }")
        out.line()
        out.line("    /// Makes `brand` the one static access reads (`" + ns + ".use(." + shortcut(lowering.defaultBrand) + ")`), from any thread.")
        out.line("    /// Call it at launch, before views read tokens: values already read are not updated.")
        out.line("    " + a + "static func use(_ brand: some Brand) { BrandSelection.shared.brand = brand }")
        out.line()
        out.line("    /// Makes the brand named `name` (as in the tokens, see `brandNames`) current; false, and no change, when")
        out.line("    /// there is no such brand.")
        out.line("    @discardableResult")
        out.line("    " + a + "static func use(named name: Swift.String) -> Swift.Bool {")
        out.line("        guard let i = brandNames.firstIndex(of: name) else { return false }")
        out.line("        BrandSelection.shared.brand = brands[i]")
        out.line("        return true")
        out.line("    }")
        out.line()
        out.line("    /// The current brand behind a lock, so any thread may read or change it.")
        out.line("    private final class BrandSelection: @unchecked Swift.Sendable {")
        out.line("        /// The one selection.")
        out.line("        static let shared = BrandSelection()")
        out.line("        private let lock = Foundation.NSLock()")
        out.line("        private var selected: any " + ns + ".Brand = " + ns + ".defaultBrand")
        out.line()
        out.line("        /// The selected brand, read and written under the lock.")
        out.line("        var brand: any " + ns + ".Brand {")
        out.line("            get { lock.lock(); defer { lock.unlock() }; return selected }")
        out.line("            set { lock.lock(); selected = newValue; lock.unlock() }")
        out.line("        }")
        out.line("    }")
        out.line("    #else")
        out.line("    /// The brand static access (`" + ns + ".color…`) reads: `defaultBrand` (without Foundation there is no `use(_:)`).")
        out.line("    " + a + "static var current: any Brand { defaultBrand }")
        out.line("    #endif")
        for m in lowering.groups[0].members where lowering.isShared(m) {
            out.line()
            switch m {
            case .group(let child):
                let c = lowering.groups[child]
                let id = SwiftIdentifier.escaped(c.identifier)
                out.line("    /// The `", c.pathComment, "` group of the current brand.")
                out.line("    " + a + "static var " + id + ": any " + ns + "." + c.typeName + " { current." + id + " }")
            case .token(let ti):
                let t = lowering.tokens[ti]
                out.line("    /// `", t.pathComment, "` of the current brand.")
                if let message = protocolDeprecation(t) { out.line("    " + SwiftBrandFile.deprecatedAttribute(message)) }
                out.line("    " + a + "static " + t.declaration + " { current." + SwiftIdentifier.escaped(t.identifier) + " }")
            }
        }
        out.line("}")
        for (b, type) in lowering.brandTypes.enumerated() {
            out.line()
            out.line("extension " + ns + ".Brand where Self == " + ns + "." + type + " {")
            out.line("    /// The " + SwiftText.commentLine(model.brands[b].name) + " brand, as in `" + ns + ".use(." + shortcut(b) + ")`.")
            out.line("    " + a + "static var " + SwiftIdentifier.escaped(shortcut(b)) + ": " + ns + "." + type + " { .init() }")
            out.line("}")
        }
    }

    /// `edgeInsets` (SwiftUI) and `uiEdgeInsets` (UIKit) on each group protocol with four sides: shared dimension
    /// tokens, the same in every theme, named `top`, `bottom`, `leading` or `left`, and `trailing` or `right`
    /// (`padding.top` …), unless the group has a member of that name.
    private func renderInsets(into out: inout ByteBuffer) {
        var swiftUI: [String] = [], uiKit: [String] = []
        for g in lowering.groups where g.shared && !g.path.isRoot {
            var sides: [String: String] = [:]  // side → member, written as an expression
            var taken = false
            for m in g.members {
                switch m {
                case .group(let c):
                    if lowering.groups[c].identifier == "edgeInsets" || lowering.groups[c].identifier == "uiEdgeInsets" { taken = true }
                case .token(let ti):
                    let t = lowering.tokens[ti]
                    if t.identifier == "edgeInsets" || t.identifier == "uiEdgeInsets" { taken = true }
                    guard t.shared, t.type == .dimension, !t.themed else { continue }
                    switch t.identifier {
                    case "top", "bottom": sides[t.identifier] = t.identifier
                    case "leading", "left": if sides["leading"] == nil { sides["leading"] = SwiftIdentifier.escaped(t.identifier) }
                    case "trailing", "right": if sides["trailing"] == nil { sides["trailing"] = SwiftIdentifier.escaped(t.identifier) }
                    default: break
                    }
                }
            }
            guard !taken, let top = sides["top"], let leading = sides["leading"], let bottom = sides["bottom"],
                  let trailing = sides["trailing"] else { continue }
            let head = "extension " + lowering.namespace + "." + g.typeName + " {\n    /// `" + g.pathComment + "` as insets: top, leading, bottom, trailing.\n    " + access
            swiftUI.append(head + "var edgeInsets: SwiftUI.EdgeInsets { SwiftUI.EdgeInsets(top: " + top + ", leading: " + leading
                           + ", bottom: " + bottom + ", trailing: " + trailing + ") }\n}")
            uiKit.append(head + "var uiEdgeInsets: UIKit.UIEdgeInsets { UIKit.UIEdgeInsets(top: " + top + ", left: " + leading
                         + ", bottom: " + bottom + ", right: " + trailing + ") }\n}")
        }
        guard !swiftUI.isEmpty else { return }
        out.line("#if canImport(SwiftUI)")
        for e in swiftUI { out.line(e) }
        out.line("#endif")
        out.line("#if canImport(UIKit) && !os(watchOS)")
        for e in uiKit { out.line(e) }
        out.line("#endif")
    }

    /// The `Brand` shortcut of brand `b`: its type name in `lowerCamelCase` (`Summit` → `summit`).
    private func shortcut(_ b: Int) -> String {
        SwiftIdentifier.lowerCamel(lowering.brandTypes[b])
    }

    private func renderProtocols(into out: inout ByteBuffer) {
        out.line()
        out.line("extension " + lowering.namespace + " {")
        renderProtocol(0, into: &out)
        out.line("}")
    }

    /// The protocol of a shared group: its shared members, each group member through an associated type
    /// (each brand's own struct, so a concrete brand type also reaches its brand-only members).
    private func renderProtocol(_ gi: Int, into out: inout ByteBuffer) {
        let ns = lowering.namespace
        let g = lowering.groups[gi]
        if gi != 0 { out.line() }
        if gi == 0 {
            out.line("    /// Every token all brands have. Each brand conforms, so a brand missing a token does not compile,")
            out.line("    /// and code written against `any \(ns).Brand` works with every brand. Tokens only some brands")
            out.line("    /// have are members of those brands' types alone.")
        } else {
            out.line("    /// The tokens in `", g.pathComment, "` that every brand has.")
        }
        out.line("    ", access, "protocol ", g.typeName, ": Swift.Sendable {")
        for m in g.members where lowering.isShared(m) {
            switch m {
            case .group(let child):
                let c = lowering.groups[child]
                let path = c.pathComment
                out.line("        /// The type of the `", path, "` group.")
                out.line("        associatedtype ", c.typeName, ": ", ns, ".", c.typeName)
                out.line("        /// The `", path, "` group.")
                out.line("        var ", SwiftIdentifier.escaped(c.identifier), ": ", c.typeName, " { get }")
            case .token(let ti):
                let t = lowering.tokens[ti]
                writeProtocolDoc(t, into: &out)
                if let message = protocolDeprecation(t) { out.line("        " + SwiftBrandFile.deprecatedAttribute(message)) }
                out.indent(8)
                out.append(t.declaration)
                out.line(" { get }")
            }
        }
        out.line("    }")
        for m in g.members where lowering.isShared(m) { if case .group(let child) = m { renderProtocol(child, into: &out) } }
    }

    /// The token's documentation: the description (of the first brand that has one), then its path and type
    /// (written in place, not as joined lines: this runs for every token).
    private func writeProtocolDoc(_ t: SwiftLowering.Token, into out: inout ByteBuffer) {
        for b in model.brands.indices {
            let i = lowering.tree.tokenIndex(t.node, brand: b, theme: 0)
            if i >= 0, let d = model.brands[b].themes[0].tokens[i].description, !d.isEmpty {
                let lines = SwiftText.docLines(d)
                if !lines.isEmpty { SwiftText.appendDoc(lines + [""], indent: 8, to: &out) }
                break
            }
        }
        out.indent(8)
        out.line("/// - Token: `", t.pathComment, "` (", t.type.rawValue, t.themed ? ", per theme)" : ")")
    }

    /// The deprecation message when every brand deprecates the token (in the default theme).
    private func protocolDeprecation(_ t: SwiftLowering.Token) -> String?? {
        var message: String?? = nil
        for b in model.brands.indices {
            let i = lowering.tree.tokenIndex(t.node, brand: b, theme: 0)
            guard i >= 0, let d = model.brands[b].themes[0].tokens[i].deprecation else { return nil }
            if message == nil { message = .some(d.message) }
        }
        return message
    }
}
