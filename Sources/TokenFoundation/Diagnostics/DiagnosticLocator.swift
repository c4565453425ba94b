/// Gives diagnostics their line and column, from the sources they point into.
///
/// A single lookup scans along the pointer; when many diagnostics point into one file, the file is indexed
/// once (every node's offset, every line start), so locating thousands of findings stays linear.
public struct DiagnosticLocator: Sendable {
    private var files: [String: SourceFile] = [:]

    /// A locator that knows `files` (`add(_:)` adds more).
    public init(files: [SourceFile] = []) {
        for f in files { self.files[f.path] = f }
    }

    /// Makes `file` available for locating.
    public mutating func add(_ file: SourceFile) { files[file.path] = file }

    /// The source registered under `path`.
    public func file(_ path: String) -> SourceFile? { files[path] }

    /// The location with line and column filled in, when its file is known.
    public func locate(_ location: SourceLocation) -> SourceLocation {
        locate(location, indexes: [:])
    }

    /// The diagnostic with its location and its notes' locations filled in.
    public func locate(_ diagnostic: Diagnostic) -> Diagnostic {
        locate(diagnostic, indexes: [:])
    }

    /// All diagnostics located, de-duplicated and sorted. Each file they point into is scanned once for all the
    /// nodes they name (files through `scheduler`); the diagnostics are then located in slices through
    /// `scheduler`.
    public func locate(_ diagnostics: [Diagnostic], scheduler: some WorkScheduler = SerialScheduler()) -> [Diagnostic] {
        var wanted: [String: Set<JSONPointer>] = [:]
        func want(_ location: SourceLocation?) {
            guard let given = location, !given.isLocated, let file = files[given.file] else { return }
            let l = Self.written(given, in: file)
            if l.offset == nil { wanted[l.file, default: []].insert(l.pointer ?? .root) } else if wanted[l.file] == nil { wanted[l.file] = [] }
        }
        for d in diagnostics {
            want(d.location)
            for n in d.notes { want(n.location) }
        }
        let sources = files
        let paths = wanted.keys.sorted()
        let pointers = paths.map { wanted[$0]! }
        let built = scheduler.map(paths.count) { i in FileIndex(sources[paths[i]]!, pointers: pointers[i]) }
        let indexes = Dictionary(uniqueKeysWithValues: zip(paths, built))
        // Slices big enough that scheduling costs nothing next to locating them.
        let sliceSize = 256
        let slices = (diagnostics.count + sliceSize - 1) / sliceSize
        let located = scheduler.map(slices) { s -> [Diagnostic] in
            diagnostics[s * sliceSize..<min(diagnostics.count, (s + 1) * sliceSize)].map { locate($0, indexes: indexes) }
        }
        var seen = Set<Diagnostic>()
        var out: [Diagnostic] = []
        for slice in located {
            for l in slice where seen.insert(l).inserted { out.append(l) }
        }
        return out.sorted()
    }

    /// `location` with its pointer as `file` has it: a Tokens Studio token with children is read as its group's
    /// `$root` token, a member a file without any `"$root"` does not have.
    package static func written(_ location: SourceLocation, in file: SourceFile) -> SourceLocation {
        guard let p = location.pointer, p.tokens.contains("$root"),
              !String(decoding: file.bytes, as: UTF8.self).contains("\"$root\"") else { return location }
        var l = location
        l.pointer = JSONPointer(p.tokens.filter { $0 != "$root" })
        return l
    }

    /// Where the nodes findings name are in one file, its line starts and scalar checkpoints.
    private struct FileIndex: Sendable {
        var nodes: [JSONPointer: (key: Int, value: Int)]
        var lines: [Int]
        var scalars: [Int]

        init(_ file: SourceFile, pointers: Set<JSONPointer>) {
            nodes = YAMLReader.isYAML(file.path) ? YAMLReader.offsets(of: pointers, in: file) : JSONLocator.offsets(of: pointers, in: file.bytes)
            lines = SourceFile.lineStarts(file.bytes)
            scalars = DiagnosticLocator.scalarCheckpoints(file.bytes)
        }
    }

    /// `indexes`: the files indexed for the findings being located (a file without one is scanned per location).
    private func locate(_ diagnostic: Diagnostic, indexes: [String: FileIndex]) -> Diagnostic {
        var d = diagnostic
        d.location = d.location.map { locate($0, indexes: indexes) }
        d.notes = d.notes.map { DiagnosticNote($0.message, at: $0.location.map { locate($0, indexes: indexes) }) }
        return d
    }

    private func locate(_ location: SourceLocation, indexes: [String: FileIndex]) -> SourceLocation {
        guard !location.isLocated, let file = files[location.file] else { return location }
        var l = Self.written(location, in: file)
        let index = indexes[file.path]
        let offset: Int
        if let known = l.offset {
            offset = known
        } else if let index, let hit = index.nodes[l.pointer ?? .root] {
            offset = l.part == .key ? hit.key : hit.value
        } else {
            offset = YAMLReader.isYAML(file.path) ? YAMLReader.offset(of: l.pointer ?? .root, part: l.part, in: file)
                : JSONLocator.offset(of: l.pointer ?? .root, part: l.part, in: file.bytes)
        }
        l.offset = offset
        if let index {
            let starts = index.lines
            var lo = 0, hi = starts.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
            }
            l.line = lo + 1
            l.column = 1 + Self.scalars(before: min(offset, file.bytes.count), file.bytes, index.scalars)
                - Self.scalars(before: starts[lo], file.bytes, index.scalars)
        } else {
            let lc = file.lineColumn(ofByte: offset)
            l.line = lc.line
            l.column = lc.column
        }
        return l
    }

    /// Bytes between scalar-count checkpoints.
    package static let checkpointStride = 128

    /// The number of Unicode scalars that start before every `checkpointStride`-th byte, so that a column on a
    /// very long line (minified JSON) is found without scanning the line from its start for every diagnostic.
    package static func scalarCheckpoints(_ bytes: [UInt8]) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(bytes.count / checkpointStride + 2)
        var count = 0
        bytes.withUnsafeBytes { raw in
            // Block by block; within a block, eight bytes at a time: a scalar starts at every byte that is not a
            // continuation byte (10xxxxxx), and those are counted with one mask and a population count.
            var block = 0
            while block < raw.count {
                out.append(count)
                let end = min(block + checkpointStride, raw.count)
                var i = block
                while i + 8 <= end {
                    let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    let continuation = w & ~(w << 1) & 0x8080_8080_8080_8080
                    count += 8 - continuation.nonzeroBitCount
                    i += 8
                }
                while i < end {
                    if raw[i] & 0xC0 != 0x80 { count += 1 }
                    i += 1
                }
                block = end
            }
        }
        if bytes.count % checkpointStride == 0 { out.append(count) }
        return out
    }

    /// The number of scalars starting before byte `offset`.
    private static func scalars(before offset: Int, _ bytes: [UInt8], _ checkpoints: [Int]) -> Int {
        let block = offset / checkpointStride
        var count = checkpoints[block]
        var j = block * checkpointStride
        while j < offset {
            if bytes[j] & 0xC0 != 0x80 { count += 1 }
            j += 1
        }
        return count
    }
}
