/// One change of a text: the bytes in `range` become `text`. `owners` are the fix-its it serves.
package struct JSONPatch: Sendable, Hashable {
    package var range: Range<Int>
    package var text: [UInt8]
    package var owners: Set<Int>

    package init(_ range: Range<Int>, _ text: [UInt8], owners: Set<Int>) {
        self.range = range
        self.text = text
        self.owners = owners
    }
}

/// Turns `FixIt.Edit`s into byte patches of one JSON text, changing only the bytes the edits concern: a value or
/// key is swapped in place, a removed member takes its comma and (when it sat alone on its lines) those lines
/// with it, an inserted member goes after the last one with the indentation its siblings use. Comments and
/// formatting elsewhere stay as they are. Nodes are found by `JSONSpans`.
package enum JSONTextEditor {
    /// Patches that belong together (one value or key, or every removal and insertion in one container): patches
    /// of one unit may touch each other, patches of different units must not overlap.
    package struct Unit: Sendable, Hashable {
        package var patches: [JSONPatch]
        /// Every fix-it the unit serves.
        package var owners: Set<Int> { patches.reduce(into: []) { $0.formUnion($1.owners) } }
    }

    /// What `plan` made of the edits.
    package struct Plan: Sendable {
        package var units: [Unit] = []
        /// Edits that could not be placed, with why (by the fix-it that asked for them).
        package var failures: [(owner: Int, reason: String)] = []
    }

    /// The patches for `edits` (each with the fix-it it belongs to) in `bytes`. Edits of one fix-it are planned
    /// together; the units come out in a deterministic order (by position).
    package static func plan(_ edits: [(owner: Int, edit: FixIt.Edit)], in bytes: [UInt8]) -> Plan {
        var spans = JSONSpans(bytes)
        let layout = Layout(bytes)
        var plan = Plan()
        // Removals and insertions are gathered per container (its value's offset), as commas and line layout
        // depend on all of them together.
        var removals: [Int: [(owner: Int, index: Int)]] = [:]
        var insertions: [Int: [(owner: Int, key: String, json: String)]] = [:]
        var containers: [Int: JSONSpans.Container] = [:]
        for (owner, edit) in edits {
            let pointer = edit.location.pointer ?? .root
            switch edit {
            case .replace(let location, let json):
                guard let node = spans.node(at: pointer) else {
                    plan.failures.append((owner, "\(describe(pointer)) is not in the file"))
                    continue
                }
                if location.part == .key {
                    guard let keyRange = node.member?.keyRange else {
                        plan.failures.append((owner, "\(describe(pointer)) is not an object member, so it has no key to replace"))
                        continue
                    }
                    plan.units.append(Unit(patches: [JSONPatch(keyRange, layout.text(json, at: keyRange.lowerBound), owners: [owner])]))
                } else {
                    plan.units.append(Unit(patches: [JSONPatch(node.valueRange, layout.text(json, at: node.valueRange.lowerBound), owners: [owner])]))
                }
            case .remove:
                guard let node = spans.node(at: pointer), let parent = node.parent, let index = node.index else {
                    plan.failures.append((owner, pointer.tokens.isEmpty ? "the document itself cannot be removed" : "\(describe(pointer)) is not in the file"))
                    continue
                }
                containers[parent.open] = parent
                removals[parent.open, default: []].append((owner, index))
            case .insert(_, let key, let json):
                guard let node = spans.node(at: pointer), let c = spans.container(at: node.valueRange.lowerBound), c.isObject else {
                    plan.failures.append((owner, "\(describe(pointer)) is not an object in the file"))
                    continue
                }
                containers[c.open] = c
                insertions[c.open, default: []].append((owner, key, json))
            }
        }
        for open in containers.keys.sorted() {
            let unit = containerUnit(containers[open]!, removing: removals[open] ?? [], inserting: insertions[open] ?? [], layout: layout)
            if !unit.patches.isEmpty { plan.units.append(unit) }
        }
        plan.units.sort { ($0.patches.first?.range.lowerBound ?? 0, $0.patches.first?.range.upperBound ?? 0) < ($1.patches.first?.range.lowerBound ?? 0, $1.patches.first?.range.upperBound ?? 0) }
        return plan
    }

    /// `bytes` with `patches` applied (they must not overlap; zero-length ones at an offset go before a patch
    /// starting there).
    package static func apply(_ patches: [JSONPatch], to bytes: [UInt8]) -> [UInt8] {
        let sorted = patches.sorted { ($0.range.lowerBound, $0.range.count) < ($1.range.lowerBound, $1.range.count) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + sorted.reduce(0) { $0 + $1.text.count })
        var at = 0
        for p in sorted {
            out.append(contentsOf: bytes[at..<p.range.lowerBound])
            out.append(contentsOf: p.text)
            at = p.range.upperBound
        }
        out.append(contentsOf: bytes[at...])
        return out
    }

    /// How a pointer reads in messages.
    package static func describe(_ pointer: JSONPointer) -> String {
        pointer.tokens.isEmpty ? "the document's root" : "\"\(pointer.description)\""
    }

    // MARK: Containers

    /// The patches removing `removing` (member indices) from `c` and adding `inserting` at its end.
    private static func containerUnit(_ c: JSONSpans.Container, removing: [(owner: Int, index: Int)],
                                      inserting: [(owner: Int, key: String, json: String)], layout: Layout) -> Unit {
        var removers: [Int: Set<Int>] = [:]  // member index → fix-its removing it
        for r in removing { removers[r.index, default: []].insert(r.owner) }
        let inserters = Set(inserting.map(\.owner))
        var patches: [JSONPatch] = []
        let lastKept = c.members.indices.last { removers[$0] == nil }

        if lastKept == nil, inserting.isEmpty, !removers.isEmpty, layout.onlyWhitespaceAndCommas(in: c) {
            // Every member goes and nothing else is inside: the container closes up (`{}`).
            let owners = removers.values.reduce(into: Set<Int>()) { $0.formUnion($1) }
            return Unit(patches: [JSONPatch(c.open + 1..<c.close, [], owners: owners)])
        }

        for index in removers.keys.sorted() {
            let m = c.members[index]
            let owners = removers[index]!
            let valueEnd = m.valueRange.upperBound
            // The comma goes with the member; when a comment sits between them, the comma alone.
            var tail = valueEnd
            if let comma = m.comma {
                if layout.isBlank(valueEnd..<comma) {
                    tail = comma + 1
                } else {
                    patches.append(JSONPatch(comma..<comma + 1, [], owners: owners))
                }
            }
            let lineStart = layout.lineStart(of: m.start)
            if layout.isBlank(lineStart..<m.start), let next = layout.blankRestOfLine(from: tail) {
                // Alone on its lines: the lines go.
                patches.append(JSONPatch(lineStart..<next, [], owners: owners))
            } else if tail > valueEnd {
                patches.append(JSONPatch(m.start..<layout.skipSpaces(from: tail), [], owners: owners))
            } else {
                patches.append(JSONPatch(layout.whitespaceStart(before: m.start)..<valueEnd, [], owners: owners))
            }
        }

        // A member left last by the removals loses its comma, unless members are added after it or the container
        // ended with a comma already.
        if let k = lastKept, k < c.members.count - 1, let comma = c.members[k].comma, inserting.isEmpty,
           c.members.last?.comma == nil {
            let owners = (k + 1..<c.members.count).reduce(into: Set<Int>()) { $0.formUnion(removers[$1] ?? []) }
            let afterSpaces = layout.skipSpaces(from: comma + 1)
            patches.append(JSONPatch(comma..<afterSpaces, [], owners: owners))
        }

        if !inserting.isEmpty {
            patches += insertionPatches(c, after: lastKept, inserting, owners: inserters, layout: layout)
        }
        return Unit(patches: merged(patches))
    }

    /// The patches adding `members` at the end of object `c`, after member `anchor` (nil: no member stays).
    private static func insertionPatches(_ c: JSONSpans.Container, after anchor: Int?, _ members: [(owner: Int, key: String, json: String)],
                                         owners: Set<Int>, layout: Layout) -> [JSONPatch] {
        func texts(indent: [UInt8]) -> [[UInt8]] {
            members.map { m in
                Array(JSONWriter.string(.string(m.key), pretty: false).utf8) + Array(": ".utf8) + layout.reindent(m.json, indent: indent)
            }
        }
        func lines(_ indent: [UInt8]) -> [UInt8] {
            var out: [UInt8] = []
            for (i, t) in texts(indent: indent).enumerated() {
                if i > 0 { out.append(0x2C) }
                out += layout.lineEnding + indent + t
            }
            return out
        }
        let inline = Array(texts(indent: []).joined(separator: Array(", ".utf8)))
        if let anchor {
            let m = c.members[anchor]
            let end = m.valueRange.upperBound
            let after = m.comma.map { $0 + 1 } ?? end
            var patches: [JSONPatch] = []
            if layout.isBlank(layout.lineStart(of: m.start)..<m.start), let lineBreak = layout.blankLineBreak(from: after), lineBreak < c.close {
                if m.comma == nil { patches.append(JSONPatch(end..<end, [0x2C], owners: owners)) }
                patches.append(JSONPatch(lineBreak..<lineBreak, lines(layout.indentation(ofLineAt: m.start)), owners: owners))
            } else if m.comma == nil {
                patches.append(JSONPatch(end..<end, Array(", ".utf8) + inline, owners: owners))
            } else {
                patches.append(JSONPatch(after..<after, [0x20] + inline, owners: owners))
            }
            return patches
        }
        // No member stays: below the opening line when the closing bracket has a line of its own, else inside.
        let closeLine = layout.lineStart(of: c.close)
        if closeLine > c.open, layout.isBlank(closeLine..<c.close) {
            let lineBreak = closeLine - layout.lineBreakLength(endingAt: closeLine)
            let indent = layout.indentation(ofLineAt: c.close) + layout.indentUnit
            return [JSONPatch(lineBreak..<lineBreak, lines(indent), owners: owners)]
        }
        return [JSONPatch(c.open + 1..<c.open + 1, inline, owners: owners)]
    }

    /// `patches` with overlapping or touching deletions joined (patches of one unit that meet are one change).
    private static func merged(_ patches: [JSONPatch]) -> [JSONPatch] {
        let sorted = patches.sorted { ($0.range.lowerBound, $0.range.count) < ($1.range.lowerBound, $1.range.count) }
        var out: [JSONPatch] = []
        for p in sorted {
            if var last = out.last, last.text.isEmpty, p.text.isEmpty, !last.range.isEmpty, !p.range.isEmpty,
               p.range.lowerBound <= last.range.upperBound {
                last.range = last.range.lowerBound..<max(last.range.upperBound, p.range.upperBound)
                last.owners.formUnion(p.owners)
                out[out.count - 1] = last
            } else {
                out.append(p)
            }
        }
        return out
    }

    // MARK: Layout

    /// What the editor needs to know about lines and indentation of a text.
    package struct Layout {
        package let bytes: [UInt8]
        /// The text's line ending (CRLF when its first line ends so, CR for classic Mac files, else LF).
        let lineEnding: [UInt8]
        /// One level of indentation: the leading whitespace of the first indented line (two spaces when none is).
        let indentUnit: [UInt8]

        package init(_ bytes: [UInt8]) {
            self.bytes = bytes
            var ending: [UInt8] = [0x0A]
            if let i = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }), bytes[i] == 0x0D {
                ending = i + 1 < bytes.count && bytes[i + 1] == 0x0A ? [0x0D, 0x0A] : [0x0D]
            }
            lineEnding = ending
            var unit: [UInt8] = [0x20, 0x20]
            var i = 0
            while i < bytes.count {
                if bytes[i] == 0x0A || bytes[i] == 0x0D {
                    var j = i + 1
                    while j < bytes.count, bytes[j] == 0x0A || bytes[j] == 0x0D { j += 1 }
                    var k = j
                    while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
                    if k > j, k < bytes.count, bytes[k] != 0x0A, bytes[k] != 0x0D {
                        unit = Array(bytes[j..<k])
                        break
                    }
                    i = j
                } else {
                    i += 1
                }
            }
            indentUnit = unit
        }

        /// `json` as it goes in at `offset`: each line after the first indented like the line `offset` is on, line
        /// ends as the file writes them.
        package func text(_ json: String, at offset: Int) -> [UInt8] {
            reindent(json, indent: indentation(ofLineAt: offset))
        }

        /// `json` with `indent` put before each of its lines after the first, and the file's line endings.
        package func reindent(_ json: String, indent: [UInt8]) -> [UInt8] {
            let u = Array(json.utf8)
            guard u.contains(0x0A) || u.contains(0x0D) else { return u }
            var out: [UInt8] = []
            var i = 0
            while i < u.count {
                if u[i] == 0x0D || u[i] == 0x0A {
                    i += u[i] == 0x0D && i + 1 < u.count && u[i + 1] == 0x0A ? 2 : 1
                    out += lineEnding + indent
                } else {
                    out.append(u[i])
                    i += 1
                }
            }
            return out
        }

        /// The offset at which the line holding `offset` starts.
        func lineStart(of offset: Int) -> Int {
            var i = min(offset, bytes.count)
            while i > 0, bytes[i - 1] != 0x0A, bytes[i - 1] != 0x0D { i -= 1 }
            return i
        }

        /// The leading spaces and tabs of the line holding `offset`.
        package func indentation(ofLineAt offset: Int) -> [UInt8] {
            let start = lineStart(of: offset)
            var i = start
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
            return Array(bytes[start..<i])
        }

        /// True when `range` holds only spaces and tabs.
        package func isBlank(_ range: Range<Int>) -> Bool {
            range.allSatisfy { bytes[$0] == 0x20 || bytes[$0] == 0x09 }
        }

        /// The offset after the spaces and tabs from `offset`.
        func skipSpaces(from offset: Int) -> Int {
            var i = offset
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
            return i
        }

        /// Where the whitespace (line breaks included) just before `offset` starts.
        func whitespaceStart(before offset: Int) -> Int {
            var i = offset
            while i > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i - 1]) { i -= 1 }
            return i
        }

        /// When only spaces and tabs follow `offset` on its line: the offset after the line break (or the end).
        func blankRestOfLine(from offset: Int) -> Int? {
            let i = skipSpaces(from: offset)
            guard i < bytes.count else { return i }
            switch bytes[i] {
            case 0x0A: return i + 1
            case 0x0D: return i + 1 < bytes.count && bytes[i + 1] == 0x0A ? i + 2 : i + 1
            default: return nil
            }
        }

        /// When only spaces, tabs and comments follow `offset` on its line: where its line break is.
        func blankLineBreak(from offset: Int) -> Int? {
            var i = skipSpaces(from: offset)
            while i + 1 < bytes.count, bytes[i] == 0x2F {
                if bytes[i + 1] == 0x2F {  // a line comment runs to the line break
                    while i < bytes.count, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
                } else if bytes[i + 1] == 0x2A {  // a block comment must end on this line
                    var j = i + 2
                    while j + 1 < bytes.count, !(bytes[j] == 0x2A && bytes[j + 1] == 0x2F) {
                        if bytes[j] == 0x0A || bytes[j] == 0x0D { return nil }
                        j += 1
                    }
                    guard j + 1 < bytes.count else { return nil }
                    i = skipSpaces(from: j + 2)
                } else {
                    return nil
                }
            }
            guard i < bytes.count, bytes[i] == 0x0A || bytes[i] == 0x0D else { return nil }
            return i
        }

        /// The length of the line break that ends just before `lineStart` (0 at the start of the text).
        func lineBreakLength(endingAt lineStart: Int) -> Int {
            guard lineStart > 0 else { return 0 }
            return lineStart >= 2 && bytes[lineStart - 1] == 0x0A && bytes[lineStart - 2] == 0x0D ? 2 : 1
        }

        /// True when the inside of `c`, outside its members, holds only whitespace and commas (no comment).
        func onlyWhitespaceAndCommas(in c: JSONSpans.Container) -> Bool {
            var i = c.open + 1
            for m in c.members {
                guard (i..<m.start).allSatisfy({ [0x20, 0x09, 0x0A, 0x0D, 0x2C].contains(bytes[$0]) }) else { return false }
                i = m.valueRange.upperBound
            }
            return (i..<c.close).allSatisfy { [0x20, 0x09, 0x0A, 0x0D, 0x2C].contains(bytes[$0]) }
        }
    }
}
