import Foundation
import Testing
import TokenCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CPU seconds used by this process so far (user + system), to report alongside wall time on a shared machine.
private func cpuSeconds() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1_000_000
}

/// Validation of a large generated token set (100 000 tokens × 6 permutations). Off unless TOKENC_BENCH=1;
/// it checks what is found and prints how long validation took (timings are printed, never asserted).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["TOKENC_BENCH"] == "1"))
struct ValidateScaleTests {
    /// `brands` × `themes` permutations of about `count` tokens: button colours (label/background/border per
    /// component, variant, style, state), text and surface colours, primitives, spacing, font sizes.
    static func permutations(count: Int, brands: [String], themes: [String]) -> [CompiledPermutation] {
        let origin = Origin(file: "gen.json", pointer: .root)
        func color(_ v: Double) -> TokenValue { .color(ColorValue(colorSpace: .srgb, components: [v, v, v])) }
        var out: [CompiledPermutation] = []
        for brand in brands {
            for (t, theme) in themes.enumerated() {
                var tokens: [ResolvedToken] = []
                tokens.reserveCapacity(count + 64)
                let dark = t % 2 == 1
                for s in ["default", "raised", "sunken"] {
                    tokens.append(ResolvedToken(path: TokenPath(["color", "surface", s]), type: .color, value: color(dark ? 0.05 : 1), origin: origin, rawValue: .null))
                }
                for s in ["primary", "secondary"] {
                    tokens.append(ResolvedToken(path: TokenPath(["color", "text", s]), type: .color, value: color(dark ? 0.95 : 0.1), origin: origin, rawValue: .null))
                }
                var i = 0
                var component = 0
                while tokens.count < count {
                    let c = "component\(component)"
                    for variant in ["primary", "secondary", "tertiary"] {
                        for style in ["tint", "negative"] {
                            for state in ["default", "pressed", "disabled", "focused"] {
                                let base = ["button", c, variant, style, state]
                                tokens.append(ResolvedToken(path: TokenPath(base + ["label"]), type: .color, value: color(dark ? 0.9 : 0.05), origin: origin, rawValue: .null))
                                tokens.append(ResolvedToken(path: TokenPath(base + ["background"]), type: .color, value: color(dark ? 0.1 : 0.97), origin: origin, rawValue: .null))
                                tokens.append(ResolvedToken(path: TokenPath(base + ["border"]), type: .color, value: color(0.5), origin: origin, rawValue: .null))
                            }
                        }
                    }
                    for k in 0..<8 {
                        tokens.append(ResolvedToken(path: TokenPath(["spacing", c, "s\(k)"]), type: .dimension, value: .dimension(DimensionValue(Double(4 * k + (i % 97 == 0 ? 1 : 0)), .px)), origin: origin, rawValue: .null))
                        i += 1
                    }
                    tokens.append(ResolvedToken(path: TokenPath(["font", "size", c]), type: .dimension, value: .dimension(DimensionValue(14, .px)), origin: origin, rawValue: .null))
                    tokens.append(ResolvedToken(path: TokenPath(["size", c, "hit"]), type: .dimension, value: .dimension(DimensionValue(44, .px)), origin: origin, rawValue: .null))
                    component += 1
                }
                out.append(CompiledPermutation(permutation: Permutation([("brand", brand), ("theme", theme)]), tokens: ResolvedTokens(tokens)))
            }
        }
        return out
    }

    @Test func hundredThousandTokensInSixPermutations() throws {
        let permutations = Self.permutations(count: 100_000, brands: ["a", "b", "c"], themes: ["light", "dark"])
        let text = """
        {"contrast": {"over": ["color.surface.*"], "pairs": [
           {"foreground": "button.*.*.*.*.label", "background": "button.$1.$2.$3.$4.background"},
           {"foreground": "button.*.*.*.*.border", "background": "color.surface.*", "kind": "non-text"},
           {"foreground": "color.text.*", "background": "color.surface.*"}]},
         "touch-target": {"tokens": ["size.*.hit"]},
         "unused-token": {"primitives": ["spacing.*.*"]}}
        """
        let file = SourceFile(path: "tokenc.json", text: text)
        let (config, problems) = ValidationConfig.decode(JSONReader.read(file).value!.objectValue!, file: "tokenc.json", at: .root)
        #expect(problems.isEmpty)
        let clock = ContinuousClock()
        var result = ValidationResult()
        let cpu = cpuSeconds()
        let elapsed = clock.measure {
            result = Validator.validate(permutations, config: config, brandModifier: "brand", themeModifier: "theme")
        }
        print("validated \(permutations.count) permutations × \(permutations[0].tokens.count) tokens in \(elapsed) (CPU \(cpuSeconds() - cpu) s): \(result.contrast.count) contrast measurements, \(result.diagnostics.count) findings")
        #expect(result.contrast.count > 100_000)
        #expect(result.diagnostics.contains { $0.code == .spacingGrid })
        let report = ContrastReport(measurements: result.contrast, permutations: permutations)
        let reportTime = clock.measure { _ = report.markdown() }
        print("contrast report: \(report.rows.count) rows rendered in \(reportTime)")
    }
}
