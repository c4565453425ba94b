/// Finds keys written twice in one JSON object. json-c keeps the last silently; authors deserve to know.
///
/// One forward pass over the bytes that tracks, per open object, the keys seen so far; the pointer to a
/// duplicate is only built when one is found, so the common case costs a byte scan.
package enum DuplicateKeyScanner {
    /// A key written twice: where each occurrence's key starts, and the object's pointer.
    package struct Duplicate {
        package var object: JSONPointer
        package var key: String
        package var first: Int
        package var second: Int
    }

    /// The number of keys in `b` (a valid JSON text), counted as the colons outside strings; nil when a cheap
    /// count cannot be trusted: single quotes or comments (json-c's extensions, which the full scan handles),
    /// or a `\u0000` escape (a NUL that json-c would cut a key at). When it equals the number of members json-c
    /// kept, no object has a key twice: every key has its colon, and json-c keeps one member per distinct key.
    ///
    /// Most of a token file's bytes are inside strings: a string's bytes are looked at one by one only when it
    /// holds a backslash (`Lexer.plainStringEnd`).
    package static func keyCount(_ b: [UInt8]) -> Int? {
        b.withUnsafeBufferPointer { p -> Int? in
            var count = 0
            var i = 0
            let n = p.count
            while i < n {
                let c = p[i]
                if c == 0x22 {  // a string: to its closing quote, escapes skipped
                    i += 1
                    switch Lexer.plainStringEnd(p, from: i, quote: 0x22) {
                    case .closed(let close):
                        i = close + 1
                        continue
                    case .unterminated: return count  // json-c refused it
                    case .escaped: break
                    }
                    while i < n {
                        let d = p[i]
                        if d == 0x22 { break }
                        if d == 0x5C {
                            if i + 5 < n && p[i + 1] == 0x75 && p[i + 2] == 0x30 && p[i + 3] == 0x30 && p[i + 4] == 0x30 && p[i + 5] == 0x30 {
                                return nil
                            }
                            i += 1
                        }
                        i += 1
                    }
                } else if c == 0x3A {
                    count += 1
                } else if c == 0x27 || c == 0x2F {
                    return nil
                }
                i += 1
            }
            return count
        }
    }

    /// Every duplicate key in `b` (which json-c has already accepted as valid JSON).
    package static func scan(_ b: [UInt8]) -> [Duplicate] { scanKeys(b).duplicates }

    /// Every duplicate key in `b`, and the offsets of keys holding a NUL character (`"a\u0000b"`): json-c
    /// keeps keys as C strings, so such a key silently becomes its part before the NUL.
    static func scanKeys(_ b: [UInt8]) -> (duplicates: [Duplicate], nulKeys: [Int]) {
        var found: [Duplicate] = []
        var nulKeys: [Int] = []
        var stack: [ScanFrame] = []
        var i = 0
        var expectKey = false
        while i < b.count {
            let c = b[i]
            switch c {
            case 0x7B:
                stack.append(ScanFrame(isObject: true))
                expectKey = true
                i += 1
            case 0x5B:
                stack.append(ScanFrame(isObject: false))
                stack[stack.count - 1].index = 0
                expectKey = false
                i += 1
            case 0x7D, 0x5D:
                if !stack.isEmpty { stack.removeLast() }
                expectKey = false
                i += 1
            case 0x2C:
                if let top = stack.last {
                    if top.isObject { expectKey = true } else { stack[stack.count - 1].index += 1 }
                }
                i += 1
            case 0x22, 0x27:
                let start = i
                if expectKey, stack.last?.isObject == true {
                    guard let (key, next) = Lexer.readString(b, at: i) else { return (found, nulKeys) }
                    if key.utf8.contains(0) { nulKeys.append(start) }
                    let top = stack.count - 1
                    if let first = stack[top].keys[key] {
                        found.append(Duplicate(object: pointer(stack, upTo: top), key: key, first: first, second: start))
                    }
                    stack[top].keys[key] = start
                    stack[top].currentKey = key
                    expectKey = false
                    i = next
                } else {
                    guard let next = Lexer.skipValue(b, at: i) else { return (found, nulKeys) }
                    i = next
                }
            case 0x2F:
                let j = Lexer.skipTrivia(b, from: i)
                i = j == i ? i + 1 : j
            default:
                i += 1
            }
        }
        return (found, nulKeys)
    }

    /// The pointer of the container at `depth` in the stack.
    private static func pointer(_ stack: [ScanFrame], upTo depth: Int) -> JSONPointer {
        JSONPointer(stack[..<depth].map { $0.isObject ? $0.currentKey : String($0.index) })
    }
}

/// One open container during a scan: for objects, the keys seen (key → offset) and the current key; for arrays, the index.
private struct ScanFrame {
    var isObject: Bool
    var keys: [String: Int] = [:]
    var currentKey: String = ""
    var index: Int = -1
}
