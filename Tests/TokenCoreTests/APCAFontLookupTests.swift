import Foundation
import Testing
@testable import TokenCore

/// APCA's font lookup (apca-w3 `fontLookupAPCA`, 0.1.7 G) against the rows its source documents, a hand-worked
/// interpolation, and an implementation written here in JavaScript (run by Node) that finds rows by search and
/// takes each step as the difference of two rows, on every Lc from 0 to 125 in tenths.
@Suite struct APCAFontLookupTests {
    static func sizes(_ lc: Double) -> [Double] {
        (0..<9).map {
            switch APCAFontLookup.allowance(lc: lc, column: $0) {
            case .fontSize(let s): return s
            case .nonTextOnly: return 777
            case .nothing: return 999
            }
        }
    }

    @Test func publishedRows() {
        #expect(Self.sizes(75) == [60, 42, 24, 18, 16, 15, 14, 16, 18])
        #expect(Self.sizes(45) == [108, 96, 72, 42, 32, 28, 24, 24, 24])
        #expect(Self.sizes(-90) == [48, 32, 21, 16, 15.5, 14.5, 14, 16, 18])  // polarity does not matter
        #expect(Self.sizes(20) == Array(repeating: 777, count: 9))
        #expect(Self.sizes(10) == Array(repeating: 999, count: 9))
    }

    /// Lc 62.5 is halfway from row 60 to row 65: weight 100 goes 72 → 70 (rounded), weight 400 24 → 23 (in
    /// half-pixel steps, rounded down: 24 − ⌊2 × 2.25 × 0.5⌋ × 0.5).
    @Test func interpolatesBetweenRows() {
        let s = Self.sizes(62.5)
        #expect(s[0] == 70 && s[3] == 23, "\(s)")
    }

    @Test func weightsMapToTheLighterColumn() {
        #expect(APCAFontLookup.column(weight: 400) == 3)
        #expect(APCAFontLookup.column(weight: 450) == 3)
        #expect(APCAFontLookup.column(weight: 950) == 8)
        #expect(APCAFontLookup.column(weight: 1) == 0)
        #expect(APCAFontLookup.column(weight: .nan) == 3)
    }

    @Test func minimumLcIsTheThresholdOfTheLookup() {
        #expect(APCAFontLookup.minimumLc(fontSize: 16, weight: 400) == 90)
        #expect(APCAFontLookup.minimumLc(fontSize: 18, weight: 400) == 75)
        // Between rows the interpolated size is rounded: 24px/400 is allowed just above Lc 59.375 (28 − 4 × 0.875
        // = 24.5 still rounds up to 25).
        #expect(abs(APCAFontLookup.minimumLc(fontSize: 24, weight: 400)! - 59.375) < 1e-6)
        #expect(APCAFontLookup.minimumLc(fontSize: 14, weight: 700) == 75)
        #expect(abs(APCAFontLookup.minimumLc(fontSize: 24, weight: 700)! - 44.6875) < 1e-6)
        #expect(APCAFontLookup.minimumLc(fontSize: 10, weight: 300) == nil)  // below 16px no contrast is enough
        #expect(APCAFontLookup.minimumLc(fontSize: .infinity, weight: 400) == nil)
        // Every size and weight: the threshold passes and a hair below it does not.
        for weight in stride(from: 100.0, through: 900, by: 100) {
            for size in stride(from: 10.0, through: 130, by: 0.25) {
                guard let t = APCAFontLookup.minimumLc(fontSize: size, weight: weight) else { continue }
                let c = APCAFontLookup.column(weight: weight)
                guard case .fontSize(let at) = APCAFontLookup.allowance(lc: t, column: c) else { Issue.record("\(size) \(weight)"); continue }
                #expect(at <= size)
                if case .fontSize(let below) = APCAFontLookup.allowance(lc: t - 1e-6, column: c) { #expect(below > size, "\(size)px \(weight): \(t)") }
            }
        }
    }

    /// The smallest allowed size never grows as contrast rises, so the threshold search is sound.
    @Test func allowedSizeFallsAsContrastRises() {
        for c in 0..<9 {
            var last = Double.infinity
            for tenth in 295...1250 {
                guard case .fontSize(let s) = APCAFontLookup.allowance(lc: Double(tenth) / 10, column: c) else { continue }
                #expect(s <= last, "column \(c) at Lc \(Double(tenth) / 10)")
                last = s
            }
        }
    }

    static let independent = #"""
    const W = [
      [0,999,999,999,999,999,999,999,999,999],[10,999,999,999,999,999,999,999,999,999],
      [15,777,777,777,777,777,777,777,777,777],[20,777,777,777,777,777,777,777,777,777],
      [25,777,777,777,120,120,108,96,96,96],[30,777,777,120,108,108,96,72,72,72],
      [35,777,120,108,96,72,60,48,48,48],[40,120,108,96,60,48,42,32,32,32],
      [45,108,96,72,42,32,28,24,24,24],[50,96,72,60,32,28,24,21,21,21],
      [55,80,60,48,28,24,21,18,18,18],[60,72,48,42,24,21,18,16,16,18],
      [65,68,46,32,21.75,19,17,15,16,18],[70,64,44,28,19.5,18,16,14.5,16,18],
      [75,60,42,24,18,16,15,14,16,18],[80,56,38.25,23,17.25,15.81,14.81,14,16,18],
      [85,52,34.5,22,16.5,15.625,14.625,14,16,18],[90,48,32,21,16,15.5,14.5,14,16,18],
      [95,45,28,19.5,15.5,15,14,13.5,16,18],[100,42,26.5,18.5,15,14.5,13.5,13,16,18],
      [105,39,25,18,14.5,14,13,12,16,18],[110,36,24,18,14,13,12,11,16,18],
      [115,34.5,22.5,17.25,12.5,11.875,11.25,10.625,14.5,16.5],[120,33,21,16.5,11,10.75,10.5,10.25,13,15],
      [125,32,20,16,10,10,10,10,12,14]];
    function lookup(lc) {
      const c = Math.min(Math.abs(lc), 125);
      let r = 0;
      while (r + 1 < W.length && W[r + 1][0] <= c) r++;
      const next = W[Math.min(r + 1, W.length - 1)];
      const out = [];
      for (let w = 1; w <= 9; w++) {
        const f = W[r][w];
        if (f > 400) { out.push(f); continue; }
        if (c < 14.5) { out.push(999); continue; }
        if (c < 29.5) { out.push(777); continue; }
        const d = next[w] > 400 ? 0 : f - next[w], t = (c - W[r][0]) / 5;
        out.push(f > 24 ? Math.round(f - d * t) : f - Math.floor(2 * d * t) * 0.5);
      }
      return out;
    }
    const out = [];
    for (let i = 0; i <= 1250; i++) out.push(lookup(i / 10));
    console.log(JSON.stringify(out));
    """#

    @Test func everyTenthOfLcEqualsAnIndependentImplementation() throws {
        let output = try ColorAPCATests.node(Self.independent, stdin: "")
        let theirs = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[Double]])
        #expect(theirs.count == 1251)
        var differing: [String] = []
        for (i, row) in theirs.enumerated() where Self.sizes(Double(i) / 10) != row {
            differing.append("Lc \(Double(i) / 10): \(Self.sizes(Double(i) / 10)) vs \(row)")
        }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
    }
}
