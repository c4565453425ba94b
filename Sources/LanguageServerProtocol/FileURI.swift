/// `file://` URIs, as clients name documents, and the paths they stand for.
///
/// A path becomes a URI with every byte of its UTF-8 outside the unreserved characters and `/` percent-encoded
/// (`/a b#1` is `file:///a%20b%231`); a URI becomes a path with its percent-escapes decoded. A Windows path
/// keeps its drive letter as written (`file:///C%3A/x` is `/C:/x`).
package enum FileURI {
    /// Why a URI does not name a file.
    package enum Failure: Error, Hashable, Sendable {
        /// The URI's scheme is not `file` (`untitled:`, `https:`, …).
        case notAFile(scheme: String)
        /// The text has no scheme.
        case missingScheme
        /// The URI names a file on another host.
        case remoteHost(String)
        /// A `%` not followed by two hex digits, or escapes that decode to something other than UTF-8 without NUL.
        case invalidEscape(String)
    }

    /// The path `uri` names.
    package static func path(fromURI uri: String) throws(Failure) -> String {
        let bytes = Array(uri.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0,
              bytes[..<colon].allSatisfy({ isSchemeByte($0) }), isLetter(bytes[0]) else { throw .missingScheme }
        let scheme = String(decoding: bytes[..<colon], as: UTF8.self)
        guard scheme.lowercased() == "file" else { throw .notAFile(scheme: scheme) }

        var rest = bytes[(colon + 1)...]
        // A query or a fragment is not part of the path.
        if let end = rest.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) { rest = rest[..<end] }
        if rest.starts(with: "//".utf8) {
            rest = rest.dropFirst(2)
            let slash = rest.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
            let host = String(decoding: rest[..<slash], as: UTF8.self)
            guard host.isEmpty || host.lowercased() == "localhost" else { throw .remoteHost(host) }
            rest = rest[slash...]
        }
        var path = try decode(rest)
        if path.isEmpty { path = "/" }
        return path
    }

    /// The `file://` URI of `path` (a relative path is taken from the root).
    package static func uri(fromPath path: String) -> String {
        var out = Array("file://".utf8)
        if !path.hasPrefix("/") { out.append(UInt8(ascii: "/")) }
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in path.utf8 {
            if isUnreserved(byte) || byte == UInt8(ascii: "/") {
                out.append(byte)
            } else {
                out.append(contentsOf: [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `bytes` with each `%XX` replaced by the byte it stands for.
    private static func decode(_ bytes: ArraySlice<UInt8>) throws(Failure) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let byte = bytes[i]
            guard byte == UInt8(ascii: "%") else { out.append(byte); i += 1; continue }
            guard i + 2 < bytes.endIndex, let high = hexValue(bytes[i + 1]), let low = hexValue(bytes[i + 2]) else {
                throw .invalidEscape(String(decoding: bytes[i..<min(i + 3, bytes.endIndex)], as: UTF8.self))
            }
            out.append(high << 4 | low)
            i += 3
        }
        guard !out.contains(0), let path = String(validating: out, as: UTF8.self) else {
            throw .invalidEscape(String(decoding: bytes, as: UTF8.self))
        }
        return path
    }

    private static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private static func isLetter(_ b: UInt8) -> Bool { (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) }

    private static func isSchemeByte(_ b: UInt8) -> Bool {
        isLetter(b) || (0x30...0x39).contains(b) || b == UInt8(ascii: "+") || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")
    }

    /// RFC 3986's unreserved characters: letters, digits, `-`, `.`, `_`, `~`.
    private static func isUnreserved(_ b: UInt8) -> Bool {
        isLetter(b) || (0x30...0x39).contains(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: ".") || b == UInt8(ascii: "_") || b == UInt8(ascii: "~")
    }
}
