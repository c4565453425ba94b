import Foundation
import Testing
@testable import TokenCore

/// Checks in headless Chromium that the token sheets (`Output/HTML/<brand>.html`) and a visual diff meet WCAG 2 AA
/// as rendered: every element with its own visible text has a contrast ratio of at least 4.5:1 (3:1 for large text,
/// at least 24px, or 18.66px and bold) between its computed `color` and the backdrop painted under it; `<html lang>`,
/// exactly one `<h1>`, heading levels that never skip, `alt` on every image, `<th>` in every table, a label on every
/// form control. The pages stay script-free: the check runs in a copy with `auditScript` appended before `</body>`,
/// which writes its findings as JSON into `<pre id="a11y-result">`; the test reads it from `--dump-dom`.
///
/// Token specimens are left out, and only where the page marks them: the pages put `data-token` on every element
/// that draws a token. Text inside a `data-token` element is a specimen (a rendered button or radio button, in the
/// tokens' own label colour on the tokens' own surface; its contrast is the tokens', which the contrast rule and the
/// sheet's contrast matrix report) — except in a colour swatch (`.sw`), whose hex label is the page's own choice
/// (black or white, or on a white backing) and is checked against the swatch's fill.
///
/// Chromium is run with `BrowserHTMLTests.chromium` (same window and flags as the other browser tests).
@Suite(.serialized) struct BrowserHTMLAccessibilityTests {
    /// The audit appended to a copy of each page. A text's backdrop is its element's background, positioned
    /// earlier siblings that cover it (a swatch's `.fill`, drawn under the `.hex` label), then its ancestors',
    /// composited with alpha until opaque, over white (the canvas) when nothing is. Text under a background image
    /// or inside a translucent (`opacity`) element cannot be measured this way and is reported as unresolved.
    /// Luminance is WCAG 2's (sRGB channel threshold 0.04045); ratios are not rounded before comparing.
    static let auditScript = #"""
    (() => {
      const out = document.getElementById('a11y-result');
      const parse = (s) => {
        const m = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(s);
        return m ? [+m[1], +m[2], +m[3], m[4] === undefined ? 1 : +m[4]] : null;
      };
      const hex = (c) => '#' + c.slice(0, 3).map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')
        + (c.length > 3 && c[3] < 1 ? Math.round(c[3] * 255).toString(16).padStart(2, '0') : '');
      const over = (top, below) => [0, 1, 2].map((i) => top[i] * top[3] + below[i] * (1 - top[3])).concat([1]);
      const channel = (v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
      const luminance = (c) => 0.2126 * channel(c[0]) + 0.7152 * channel(c[1]) + 0.0722 * channel(c[2]);
      const ratio = (a, b) => { const x = luminance(a), y = luminance(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
      const contains = (outer, inner) => outer.left <= inner.left + 0.5 && outer.top <= inner.top + 0.5
        && outer.right >= inner.right - 0.5 && outer.bottom >= inner.bottom - 0.5;
      const excerpt = (el) => {
        const own = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('');
        const t = own.replace(/\s+/g, ' ').trim();
        return t.length > 60 ? t.slice(0, 57) + '...' : t;
      };
      const where = (el) => {
        const parts = [];
        for (let e = el; e && e !== document.body; e = e.parentElement) {
          let p = e.tagName.toLowerCase();
          if (e.id) p += '#' + e.id;
          else if (e.classList.length) p += '.' + [...e.classList].join('.');
          parts.unshift(p);
        }
        return parts.slice(-4).join(' > ');
      };
      const section = (el) => { const s = el.closest('section[id]'); return s ? s.id : ''; };

      // Text colour of the page's own making, or a token specimen? The sheet marks every element that draws a token
      // with data-token: colour swatches (.sw), rendered buttons (.btn), radio buttons (.radio), bars and touch
      // targets. A swatch's hex label is chosen by the page (black or white, or on a white backing), so it is checked;
      // text inside any other data-token element is drawn in the tokens' own colours on the tokens' own surface
      // (a specimen: its contrast is the tokens', reported by the contrast rule), so it is left out.
      const specimen = (el) => { const t = el.closest('[data-token]'); return t !== null && !t.classList.contains('sw'); };

      // The colour behind an element: its own background, positioned earlier siblings painted under it (a swatch's
      // fill), then its ancestors', composited until opaque; over white (the canvas) when nothing is.
      const backdrop = (el) => {
        const rect = el.getBoundingClientRect();
        const layers = [];
        let image = null, fade = null;
        for (let e = el; e && !fade; e = e.parentElement) if (parseFloat(getComputedStyle(e).opacity) < 1) fade = where(e);
        const add = (e) => {
          const s = getComputedStyle(e);
          const c = parse(s.backgroundColor);
          if (c && c[3] > 0) layers.push(c);
          if (s.backgroundImage !== 'none' && !(c && c[3] >= 1)) image = image || where(e);
          return c && c[3] >= 1;
        };
        for (let e = el; e; e = e.parentElement) {
          if (add(e)) break;
          let opaque = false;
          if (getComputedStyle(e).position !== 'static') {
            for (let s = e.previousElementSibling; s && !opaque; s = s.previousElementSibling) {
              const st = getComputedStyle(s);
              if (st.position === 'static' || st.display === 'none' || st.visibility === 'hidden') continue;
              if (contains(s.getBoundingClientRect(), rect)) opaque = add(s);
            }
          }
          if (opaque) break;
        }
        let bg = [255, 255, 255, 1];
        for (let i = layers.length - 1; i >= 0; i--) bg = over(layers[i], bg);
        return {bg, image, fade};
      };

      const result = {lang: document.documentElement.getAttribute('lang') || '', h1: 0, headings: [], skips: [],
                      images: [], tables: [], controls: [], checked: 0, specimens: 0, failures: [], unresolved: []};

      for (const el of document.body.querySelectorAll('*')) {
        if (el === out || ['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(el.tagName)) continue;
        const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim() !== '');
        if (!own || el.getClientRects().length === 0) continue;
        const style = getComputedStyle(el);
        if (style.visibility !== 'visible') continue;
        if (specimen(el)) { result.specimens++; continue; }
        const fg = parse(style.color);
        const {bg, image, fade} = backdrop(el);
        const item = {tag: el.tagName.toLowerCase(), text: excerpt(el), path: where(el), section: section(el)};
        if (!fg || image || fade) {
          item.reason = !fg ? 'colour ' + style.color : image ? 'background image under the text at ' + image : 'opacity at ' + fade;
          result.unresolved.push(item);
          continue;
        }
        const shown = over(fg, bg);
        const size = parseFloat(style.fontSize), weight = parseInt(style.fontWeight, 10);
        const large = size >= 24 || (size >= 18.66 && weight >= 700);
        const r = ratio(shown, bg), need = large ? 3 : 4.5;
        result.checked++;
        if (r < need) {
          Object.assign(item, {color: hex(fg), background: hex(bg), ratio: Math.round(r * 100) / 100, required: need,
                               fontSize: size, fontWeight: weight});
          result.failures.push(item);
        }
      }

      let last = 0;
      for (const h of document.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
        const level = +h.tagName[1];
        result.headings.push(level);
        if (level === 1) result.h1++;
        if (level > last + 1) result.skips.push({from: last ? 'h' + last : '(start)', to: h.tagName.toLowerCase(), text: h.textContent.trim().slice(0, 60)});
        last = level;
      }
      result.headings = result.headings.length;
      for (const img of document.querySelectorAll('img')) if (!img.hasAttribute('alt')) result.images.push(where(img));
      document.querySelectorAll('table').forEach((t, i) => {
        if (!t.querySelector('th')) result.tables.push('table ' + (i + 1) + ' in ' + (section(t) || where(t)));
      });
      for (const c of document.querySelectorAll('input, select, textarea, button, meter, progress, output')) {
        if (c.type === 'hidden') continue;
        const named = (c.labels && c.labels.length > 0) || (c.getAttribute('aria-label') || '').trim() !== ''
          || c.hasAttribute('aria-labelledby') || (c.tagName === 'BUTTON' && c.textContent.trim() !== '');
        if (!named) result.controls.push(c.tagName.toLowerCase() + (c.type ? '[type=' + c.type + ']' : '') + ' ' + where(c));
      }
      out.textContent = JSON.stringify(result);
    })();
    """#

    /// A finding of the audit: a text element below its minimum, or one whose backdrop it could not measure.
    struct Finding: Decodable, CustomStringConvertible {
        var tag: String
        var text: String
        var path: String
        var section: String
        var color: String?
        var background: String?
        var ratio: Double?
        var required: Double?
        var fontSize: Double?
        var fontWeight: Int?
        var reason: String?

        var description: String {
            let place = (section.isEmpty ? "" : "#\(section) ") + "(\(path))"
            if let reason { return "<\(tag)> “\(text)” in \(place): cannot measure, \(reason)" }
            return "<\(tag)> “\(text)” in \(place): \(color ?? "?") on \(background ?? "?") = \(ratio ?? 0):1, needs \(required ?? 0):1"
                + " (\(fontSize ?? 0)px, weight \(fontWeight ?? 0))"
        }
    }

    /// A heading that skips a level.
    struct Skip: Decodable {
        var from: String
        var to: String
        var text: String
    }

    /// What the audit reports for one page.
    struct Report: Decodable {
        /// `<html lang>`, empty when absent.
        var lang: String
        /// How many `<h1>`.
        var h1: Int
        /// How many headings.
        var headings: Int
        /// Headings more than one level below the one before (the first heading counts from level 0).
        var skips: [Skip]
        /// Images without `alt`.
        var images: [String]
        /// Tables without a `<th>`.
        var tables: [String]
        /// Form controls without a label.
        var controls: [String]
        /// Text elements measured.
        var checked: Int
        /// Text elements left out as token specimens.
        var specimens: Int
        /// Text below its minimum.
        var failures: [Finding]
        /// Text whose backdrop could not be measured.
        var unresolved: [Finding]

        /// Everything wrong, one line each.
        var problems: [String] {
            var out: [String] = []
            if lang.trimmingCharacters(in: .whitespaces).isEmpty { out.append("<html> has no lang") }
            if h1 != 1 { out.append("\(h1) <h1> elements, not exactly one") }
            out += skips.map { "heading level skips: \($0.from) → \($0.to) “\($0.text)”" }
            out += images.map { "<img> without alt: \($0)" }
            out += tables.map { "table without <th>: \($0)" }
            out += controls.map { "form control without a label: \($0)" }
            out += failures.map { "contrast: \($0)" }
            out += unresolved.map { "contrast: \($0)" }
            return out
        }
    }

    /// A copy of `html` in `dir` with the audit appended before `</body>` (the page itself is not touched).
    static func harness(_ html: String, in dir: URL) throws -> URL {
        let audit = "<pre id=\"a11y-result\" hidden></pre><script>\n\(auditScript)\n</script>\n"
        var page = html
        if let body = page.range(of: "</body>", options: .backwards) {
            page.insert(contentsOf: audit, at: body.lowerBound)
        } else {
            page += audit
        }
        let url = dir.appendingPathComponent("a11y-harness.html")
        try page.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// The audit's report from a dumped DOM (the `<pre id="a11y-result">` text, entities decoded), or nil.
    static func parse(_ dom: String) throws -> Report? {
        guard let pre = dom.range(of: "<pre id=\"a11y-result\""),
              let open = dom.range(of: ">", range: pre.upperBound..<dom.endIndex),
              let end = dom.range(of: "</pre>", range: open.upperBound..<dom.endIndex) else { return nil }
        var json = String(dom[open.upperBound..<end.lowerBound])
        guard !json.isEmpty else { return nil }
        for (entity, text) in [("&quot;", "\""), ("&nbsp;", "\u{00A0}"), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&")] {
            json = json.replacingOccurrences(of: entity, with: text)
        }
        return try JSONDecoder().decode(Report.self, from: Data(json.utf8))
    }

    /// Runs the audit on `html` in Chromium; nil when Chromium is missing (`BrowserHTMLTests.chromium` has recorded
    /// that) or the audit printed nothing (recorded here, with the console).
    static func audit(_ html: String, _ name: String) throws -> Report? {
        let dir = try BrowserHTMLTests.temporary()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try BrowserHTMLTests.chromium(try harness(html, in: dir), "--dump-dom")
        if run.dom.isEmpty && BrowserCSSTests.chromium == nil { return nil }
        guard let report = try parse(run.dom) else {
            Issue.record("\(name): the audit printed nothing; console: \(BrowserHTMLTests.consoleErrors(run.log))")
            return nil
        }
        let errors = BrowserHTMLTests.consoleErrors(run.log)
        #expect(errors.isEmpty, "\(name): \(errors)")
        return report
    }

    /// Records every problem of `report`, one issue each.
    static func expectNoProblems(_ report: Report, _ name: String) {
        for p in report.problems { Issue.record("\(name): \(p)") }
    }

    @Test func theAuditSeesFailures() throws {
        // No lang, two h1, h2 → h4, light grey text, a 19px grey that is large only when bold, a white swatch label
        // on a pale fill, grey on translucent black, text under opacity, an image without alt, a table without th,
        // an unlabelled input; and a button specimen in pale grey on white, which is left out.
        let bad = """
        <!doctype html><html><head><title>bad</title><style>.sw{position:relative;width:128px;height:56px}
        .sw .fill{position:absolute;inset:0}.sw .hex{position:relative}</style></head><body>
        <h1>One</h1><h1>Two</h1><h2>Section</h2><h4>Skipped</h4>
        <p style="color:#999999">low contrast grey</p>
        <p style="color:#949494;font-size:19px;font-weight:700">large bold grey</p>
        <p style="color:#949494;font-size:19px">not bold enough</p>
        <div class="sw" data-token="color.pale"><span class="fill" style="background-color:#eeeeee"></span><span class="hex" style="color:#ffffff">#eeeeee</span></div>
        <p><span class="btn" data-token="button.x" style="color:#eeeeee;background:#ffffff">specimen</span></p>
        <div style="background:rgba(0,0,0,0.5)"><span style="color:#777777">on translucent black</span></div>
        <div style="opacity:.5"><span>faded</span></div>
        <img width="4" height="4">
        <table><tr><td>no header</td></tr></table>
        <input type="text"> <label>named <input type="checkbox"></label>
        </body></html>
        """
        guard let r = try Self.audit(bad, "bad page") else { return }
        #expect(r.lang.isEmpty)
        #expect(r.h1 == 2)
        #expect(r.skips.map { "\($0.from)→\($0.to)" } == ["h2→h4"])
        #expect(r.images.count == 1)
        #expect(r.tables.count == 1)
        #expect(r.controls.count == 1, "\(r.controls)")
        #expect(r.specimens == 1)
        let failed = Dictionary(r.failures.map { ($0.text, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(Set(failed.keys) == ["low contrast grey", "not bold enough", "#eeeeee", "on translucent black"], "\(r.failures)")
        #expect(failed["low contrast grey"]?.ratio == 2.85)
        #expect(failed["low contrast grey"]?.color == "#999999")
        #expect(failed["low contrast grey"]?.background == "#ffffff")
        #expect(failed["#eeeeee"]?.background == "#eeeeee", "the swatch label is measured on the swatch's fill")
        #expect(failed["on translucent black"]?.background == "#808080", "translucent backgrounds composite over white")
        #expect(r.unresolved.map(\.text) == ["faded"])
        #expect(r.problems.count == 11, "\(r.problems)")
    }

    @Test(arguments: ["harbor", "summit", "lumen"]) func tokenSheetMeetsAA(_ brand: String) throws {
        let page = BrowserCSSTests.output.appendingPathComponent("HTML/\(brand).html")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(!html.contains("<script"), "the sheet itself has no script")
        guard let r = try Self.audit(html, brand) else { return }
        Self.expectNoProblems(r, brand)
        #expect(r.checked > 1000, "\(brand): only \(r.checked) text elements measured")
        #expect(r.specimens > 0, "\(brand): the rendered components are marked with data-token")
        #expect(r.headings > 10)
    }

    @Test func visualDiffMeetsAA() throws {
        let r = try CLI.run(["diff", "--config", "Tokens/tokenc.json", "--from", "brand=harbor", "--to", "brand=summit", "--format", "html"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stdout.contains("<script"), "the diff itself has no script")
        guard let report = try Self.audit(r.stdout, "diff harbor → summit") else { return }
        Self.expectNoProblems(report, "diff harbor → summit")
        #expect(report.checked > 100, "only \(report.checked) text elements measured")
    }
}
