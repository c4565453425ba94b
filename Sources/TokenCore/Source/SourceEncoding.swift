/// A Unicode encoding other than UTF-8 that a JSON file may have been saved in (a Windows editor's "Unicode").
/// tokenc reads UTF-8 only (RFC 8259 §8.1); these are told apart so the message says what to do.
enum SourceEncoding: Equatable {
    case utf16BigEndian, utf16LittleEndian, utf32BigEndian, utf32LittleEndian

    /// The encoding's name as a message gives it.
    var name: String {
        switch self {
        case .utf16BigEndian: "UTF-16 (big-endian)"
        case .utf16LittleEndian: "UTF-16 (little-endian)"
        case .utf32BigEndian: "UTF-32 (big-endian)"
        case .utf32LittleEndian: "UTF-32 (little-endian)"
        }
    }

    /// The encoding whose byte-order mark `bytes` start with, or nil (a UTF-8 one included).
    static func wide(byteOrderMarkOf bytes: [UInt8]) -> SourceEncoding? {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return .utf32BigEndian }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return .utf32LittleEndian }
        if bytes.starts(with: [0xFE, 0xFF]) { return .utf16BigEndian }
        if bytes.starts(with: [0xFF, 0xFE]) { return .utf16LittleEndian }
        return nil
    }

    /// The encoding `bytes` are in when their start has its NUL bytes where that encoding puts them around ASCII
    /// (a JSON text starts with ASCII: whitespace, `{` or `[`), as RFC 4627 §3 tells them; nil otherwise.
    static func wide(nulPatternOf bytes: [UInt8]) -> SourceEncoding? {
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
