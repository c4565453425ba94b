/// A Unicode encoding other than UTF-8 that a JSON file or template may have been saved in (a Windows editor's
/// "Unicode"). tokenc reads UTF-8 only (RFC 8259 §8.1); these are told apart so the message says what to do.
package enum SourceEncoding: Equatable {
    case utf16BigEndian, utf16LittleEndian, utf32BigEndian, utf32LittleEndian

    /// The encoding's name as a message gives it.
    package var name: String {
        switch self {
        case .utf16BigEndian: "UTF-16 (big-endian)"
        case .utf16LittleEndian: "UTF-16 (little-endian)"
        case .utf32BigEndian: "UTF-32 (big-endian)"
        case .utf32LittleEndian: "UTF-32 (little-endian)"
        }
    }

    /// The diagnostic for a file in this encoding, at `location` (its start).
    package func diagnostic(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.jsonUnsupportedEncoding, "file is \(name), which is not supported; save it as UTF-8", at: location)
    }

    /// Why `file`, a text that is not JSON (a template), cannot be read as UTF-8: UTF-16 or UTF-32, a NUL byte or
    /// bytes that are not UTF-8, located as token files' are; nil when it is UTF-8 without NUL bytes.
    package static func problem(inText file: SourceFile) -> Diagnostic? {
        func at(_ offset: Int) -> SourceLocation {
            let lc = file.lineColumn(ofByte: offset)
            return SourceLocation(file: file.path, offset: offset, line: lc.line, column: lc.column)
        }
        if let wide = wide(byteOrderMarkOf: file.bytes) { return wide.diagnostic(at: at(0)) }
        if let nul = JSONReader.firstNUL(file.bytes, from: 0) {
            if let wide = wide(nulPatternOf: file.bytes) { return wide.diagnostic(at: at(0)) }
            return Diagnostic(.jsonNulByte, "NUL byte in a text file", at: at(nul))
        }
        if let bad = JSONReader.firstInvalidUTF8(file.bytes) {
            return Diagnostic(.jsonInvalidUTF8, "invalid UTF-8: the file must be saved as UTF-8", at: at(bad))
        }
        return nil
    }

    /// The encoding whose byte-order mark `bytes` start with, or nil (a UTF-8 one included).
    package static func wide(byteOrderMarkOf bytes: [UInt8]) -> SourceEncoding? {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return .utf32BigEndian }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return .utf32LittleEndian }
        if bytes.starts(with: [0xFE, 0xFF]) { return .utf16BigEndian }
        if bytes.starts(with: [0xFF, 0xFE]) { return .utf16LittleEndian }
        return nil
    }

    /// The encoding `bytes` are in when their start has its NUL bytes where that encoding puts them around ASCII
    /// (a JSON text starts with ASCII: whitespace, `{` or `[`), as RFC 4627 §3 tells them; nil otherwise.
    package static func wide(nulPatternOf bytes: [UInt8]) -> SourceEncoding? {
        // Zero or not, for the first four bytes (a missing byte counts as neither).
        func z(_ i: Int) -> Bool? { i < bytes.count ? bytes[i] == 0 : nil }
        switch (z(0), z(1), z(2), z(3)) {
        case (true, true, true, false): return .utf32BigEndian
        case (false, true, true, true): return .utf32LittleEndian
        case (true, false, true, false), (true, false, nil, nil): return .utf16BigEndian
        case (false, true, false, true), (false, true, nil, nil): return .utf16LittleEndian
        default: return nil
        }
    }
}
