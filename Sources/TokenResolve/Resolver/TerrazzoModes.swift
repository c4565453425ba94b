/// DTCG token files written with Terrazzo's modes (`"$extensions": {"mode": {"light": …, "dark": …}}` beside a
/// token's `$value`) as the resolver document the rest of the build uses: one set reading the files, then one
/// modifier whose contexts are the modes, in order of first appearance, the first the default. A context reads
/// each file's values for its mode (`TokenSource.modeValues`); a token that gives a mode no value keeps `$value`.
public enum TerrazzoModes {
    /// The key under `$extensions` Terrazzo writes modes in, and the default modifier name.
    public static let defaultKey = "mode"

    /// One mode of the files (`TerrazzoMode`, which the token tree parser reads).
    public typealias Mode = TerrazzoMode

    /// What the files' modes are: the names in order of first appearance, and for each file with modes the
    /// pointer of the first token's mode object (where the file's one warning points).
    package struct Found {
        package var names: [String] = []
        var firstUse: [(file: String, pointer: JSONPointer)] = []
    }

    /// The resolver document for `files` (read from `directory`, their paths relative to it as in the config),
    /// with modes under `$extensions[key]` read as modifier `modifier`; nil when no token has modes. `diagnostics`
    /// gets one `terrazzo-modes` warning per file that has them.
    public static func document(files: [(relative: String, file: SourceFile)], directory: String, key: String = defaultKey,
                                modifier: String, diagnostics: inout [Diagnostic]) -> ResolverDocument? {
        var found = Found()
        let needle = Array(JSONWriter.string(.string(key), pretty: false).utf8)
        for (_, file) in files where contains(file.bytes, needle) {
            // Only files that mention the key are parsed here (the build parses them again, as sets).
            guard let root = JSONReader.read(file).value else { continue }
            collect(root, pointer: .root, key: key, file: file.path, into: &found)
        }
        guard !found.names.isEmpty else { return nil }
        let names = found.names.joined(separator: ", ")
        for use in found.firstUse {
            diagnostics.append(Diagnostic(
                .terrazzoModes,
                "this file gives tokens Terrazzo modes ($extensions.\(key): \(names)); they are read as the contexts of modifier "
                    + "\"\(modifier)\" (default \"\(found.names[0])\"), each token's $value where it gives a mode none. "
                    + "`tokenc migrate` writes their DTCG 2025.10 form, a resolver document with a file per mode",
                at: SourceLocation(file: use.file, pointer: use.pointer)))
        }
        let path = PathText.join(directory, "\(modifier).resolver.json")
        let origin = Origin(file: found.firstUse[0].file, pointer: found.firstUse[0].pointer)
        let base = files.map { TokenSource.file(path: $0.relative, pointer: .root, origin: Origin(file: $0.file.path, pointer: .root), overrides: nil) }
        let contexts = found.names.map { name in
            ResolverModifier.Context(name: name, sources: files.map {
                TokenSource.modeValues(path: $0.relative, mode: Mode(key: key, context: name), origin: origin)
            }, origin: origin)
        }
        let m = ResolverModifier(name: modifier, contexts: contexts, defaultContext: found.names[0], origin: origin)
        var document = ResolverDocument(path: path, resolutionOrder: [.set(ResolverSet(name: "tokens", sources: base, origin: origin)), .modifier(m)],
                                        modifiers: [m], referencedFiles: files.map(\.relative))
        document.modesKey = key
        return document
    }

    /// Adds the modes of the tokens in `value` (a group or token at `pointer`) to `found`.
    private static func collect(_ value: JSONValue, pointer: JSONPointer, key: String, file: String, into found: inout Found) {
        guard case .object(let o) = value else { return }
        if o["$value"] != nil {
            guard case .object(let modes)? = o["$extensions"]?.objectValue?[key] else { return }
            // Terrazzo's "." is the token's `$value` itself, not a mode.
            for name in modes.keys where name != "." && !found.names.contains(name) { found.names.append(name) }
            if !modes.isEmpty, found.firstUse.last?.file != file { found.firstUse.append((file, pointer.appending("$extensions").appending(key))) }
            return
        }
        for member in o.members where !member.key.hasPrefix("$") || member.key == "$root" {
            collect(member.value, pointer: pointer.appending(member.key), key: key, file: file, into: &found)
        }
    }

    /// True when `bytes` contains `needle`.
    private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= bytes.count else { return false }
        var i = 0
        let last = bytes.count - needle.count
        while i <= last {
            if bytes[i] == first, bytes[i..<(i + needle.count)].elementsEqual(needle) { return true }
            i += 1
        }
        return false
    }
}
