import Foundation
import Testing

/// Every relative link in the docs, the README and the benchmark page leads somewhere: the file exists, and a
/// `#fragment` names a heading (as GitHub makes anchors from headings) or an explicit `<a id>` of that page.
@Suite struct DocsLinksTests {
    static let root = Corpus.packageRoot

    /// The Markdown pages users read.
    static func pages() throws -> [URL] {
        var pages = [root.appendingPathComponent("README.md"), root.appendingPathComponent("Benchmarks/README.md")]
        let docs = root.appendingPathComponent("docs")
        let walker = FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            if url.pathExtension == "md" { pages.append(url) }
        }
        return pages
    }

    /// GitHub's anchor for a heading: lower case, formatting and punctuation dropped, spaces as hyphens; a repeated
    /// heading gets `-1`, `-2`, ….
    static func anchors(of text: String) -> Set<String> {
        var anchors = Set<String>()
        var seen: [String: Int] = [:]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) where line.hasPrefix("#") {
            let heading = line.drop(while: { $0 == "#" })
            guard heading.first == " " else { continue }
            var text = String(heading.dropFirst()).trimmingCharacters(in: .whitespaces)
            text = text.replacing(/\[([^\]]*)\]\([^)]*\)/) { String($0.output.1) }
            let slug = String(text.lowercased().unicodeScalars.filter {
                CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == " " || $0 == "_"
            }.map(Character.init)).replacingOccurrences(of: "_", with: "").replacingOccurrences(of: " ", with: "-")
            let n = seen[slug, default: 0]
            seen[slug] = n + 1
            anchors.insert(n == 0 ? slug : "\(slug)-\(n)")
        }
        for match in text.matches(of: /<a id="([^"]+)"/) { anchors.insert(String(match.output.1)) }
        return anchors
    }

    @Test func everyRelativeLinkResolves() throws {
        var checked = 0
        for page in try Self.pages() {
            let text = try String(contentsOf: page, encoding: .utf8)
            // Code blocks hold examples, not links.
            let prose = text.replacing(/```[\s\S]*?```/, with: "")
            for match in prose.matches(of: /\]\(([^)\s]+)\)/) {
                let target = String(match.output.1)
                if target.contains(":") && !target.hasPrefix("#") { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = String(parts[0])
                let file = path.isEmpty ? page : page.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
                let where_ = "\(page.path.replacingOccurrences(of: Self.root.path + "/", with: "")) links to \(target)"
                checked += 1
                guard FileManager.default.fileExists(atPath: file.path) else {
                    Issue.record("\(where_), which does not exist")
                    continue
                }
                guard parts.count == 2, file.pathExtension == "md" else { continue }
                let anchors = Self.anchors(of: try String(contentsOf: file, encoding: .utf8))
                #expect(anchors.contains(String(parts[1])), "\(where_): no such heading")
            }
        }
        #expect(checked > 100)
    }
}
