import Foundation
import Testing
@testable import TokenCore

/// The visual diff (`tokenc diff --format html`) on the fixture with every change kind: breaking changes first,
/// changed colours as old/new swatches with ΔE, changed sizes drawn both ways, added and removed tokens listed,
/// hostile paths escaped.
@Suite struct DiffHTMLTests {
    @Test func sectionsComeBreakingFirst() throws {
        let html = DiffHTMLRenderer().render(try DiffRenderTests.diff())
        let order = ["id=\"breaking\"", "id=\"colours\"", "id=\"sizes\"", "id=\"changed\"", "id=\"added\""].map { html.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 }.map { html.distance(from: html.startIndex, to: $0) } == order.compactMap { $0 }.map { html.distance(from: html.startIndex, to: $0) }.sorted())
        #expect(html.contains("<h2 id=\"breaking-h\">Breaking changes (4)</h2>"))
        #expect(html.contains("Suggested version bump: <strong class=\"badge fail\">major</strong>"))
        // The removed token is listed with its old value and a removed badge; the added one with its value.
        #expect(html.contains("<th scope=\"row\"><code>retired</code></th><td><span class=\"badge fail\">removed</span></td><td><code>1</code></td><td>—</td>"))
        #expect(html.contains("<tr><th scope=\"row\"><code>elevation.raised</code></th><td>number</td><td><code>2</code></td></tr>"))
        #expect(!html.contains("<script"))
    }

    @Test func colourChangesAreSwatchPairsWithDeltaE() throws {
        let diff = try DiffRenderTests.diff()
        let html = DiffHTMLRenderer().render(diff)
        let change = try #require(diff.changes.first { $0.path.description == "color.gray.500" })
        guard case .color(let old)? = change.old?.value, case .color(let new)? = change.new?.value, case .color(let e)? = change.delta else {
            Issue.record("color.gray.500 is not a colour change")
            return
        }
        let row = "<tr><th scope=\"row\"><code>color.gray.500</code></th><td>\(HTMLSwatch.color(old, attributes: " data-token=\"color.gray.500\" data-side=\"old\""))</td>"
            + "<td>\(HTMLSwatch.color(new, attributes: " data-token=\"color.gray.500\" data-side=\"new\""))</td><td class=\"ratio\">\(NumberText.fixed(e, places: 2))</td>"
        #expect(html.contains(row), "old and new swatch side by side with ΔE")
        #expect(html.contains("style=\"background-color:\(old.hexString)\"") && html.contains("style=\"background-color:\(new.hexString)\""))
    }

    @Test func sizeChangesAreDrawnBothWays() throws {
        let diff = try DiffRenderTests.diff()
        let html = DiffHTMLRenderer().render(diff)
        let change = try #require(diff.changes.first { $0.path.description == "size.gap" })
        guard case .dimension(let old)? = change.old?.value, case .dimension(let new)? = change.new?.value else {
            Issue.record("size.gap is not a dimension change")
            return
        }
        // 1rem (16px) → 20px: both drawn at their px length, the delta in px.
        #expect(old.unit == .rem && new.unit == .px)
        #expect(html.contains("<td><span class=\"ratio\">1rem (16px)</span><br><span class=\"bar\" style=\"width:16px\" data-token=\"size.gap\" data-side=\"old\"></span></td>"))
        #expect(html.contains("<td><span class=\"ratio\">\(NumberText.format(new.value))px</span><br><span class=\"bar\" style=\"width:\(NumberText.format(new.value))px\" data-token=\"size.gap\" data-side=\"new\"></span></td><td class=\"ratio\">+4px</td>"))
    }

    @Test func emptyDiffSaysSo() {
        let t = ResolvedTokens([EmitSample.token("a", .number(1))])
        let html = DiffHTMLRenderer().render(TokenDiffer.compare(permutation: DiffSide(tokens: t), with: DiffSide(tokens: t)))
        #expect(html.contains("— no differences.</p>"))
        #expect(html.hasSuffix("</html>\n"))
    }

    @Test func hostilePathsAreEscaped() {
        let evil = "x</style><script>alert(1)</script>"
        let old = ResolvedTokens([EmitSample.token("color.\(evil)", .color(EmitSample.rgb(0x112233)), description: evil)])
        let new = ResolvedTokens([EmitSample.token("color.\(evil)", .color(EmitSample.rgb(0x332211)), description: evil + "!")])
        let html = DiffHTMLRenderer().render(TokenDiffer.compare(permutation: DiffSide(tokens: old), with: DiffSide(tokens: new)))
        #expect(!html.contains("<script"))
        #expect(html.components(separatedBy: "</style>").count == 2)
        #expect(html.contains("<code>color.x&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;</code>"))
    }
}
