#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Shares what a string `$value` with a brace in it reads as — the string itself, its references and its malformed
/// references — between every token of a compilation that has that string as its value.
///
/// Token sets repeat their aliases: component files point again and again at the same semantic tokens
/// (`"{color.semantic.text.on-action}"`). Read one by one, each would get its own copy of the string, its own
/// target path (an array of names) and its own array of one reference; interned, they share one of each, which
/// lowers peak memory on large sets (see docs/performance.md).
///
/// Layers are parsed on every core at once, so the table is split into shards, each behind its own lock, chosen
/// by the string's hash (computed once, and kept as the key's hash). What an entry holds depends only on its
/// string, so which thread made it first makes no difference to the output.
package final class ReferenceInterner: @unchecked Sendable {
    /// What one string reads as.
    package struct Entry {
        /// `.string` of the first copy of the text seen: every token with this text holds that one.
        package let value: JSONValue
        package let references: [Reference]
        package let malformed: [MalformedReference]
    }

    private struct Key: Hashable {
        let text: String
        let hash: Int
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
        static func == (a: Key, b: Key) -> Bool { a.hash == b.hash && a.text == b.text }
    }

    private final class Shard {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        var entries: [Key: Entry] = [:]
        init() { pthread_mutex_init(lock, nil) }
        deinit {
            pthread_mutex_destroy(lock)
            lock.deallocate()
        }
    }

    private static let shardCount = 16
    private let shards = (0..<ReferenceInterner.shardCount).map { _ in Shard() }

    package init() {}

    /// The shared reading of `text` (a string `$value` that `ReferenceSyntax.mayContainReference` holds for).
    package func entry(for text: String) -> Entry {
        let key = Key(text: text, hash: text.hashValue)
        let shard = shards[Int(UInt(bitPattern: key.hash) % UInt(Self.shardCount))]
        pthread_mutex_lock(shard.lock)
        if let found = shard.entries[key] {
            pthread_mutex_unlock(shard.lock)
            return found
        }
        pthread_mutex_unlock(shard.lock)
        // Read outside the lock: another thread may read the same text meanwhile, and the first to store it wins.
        let value = JSONValue.string(text)
        let found = ReferenceSyntax.references(in: value)
        let made = Entry(value: value, references: found.refs,
                         malformed: found.malformed.map { MalformedReference(position: $0.0, message: $0.1) })
        pthread_mutex_lock(shard.lock)
        defer { pthread_mutex_unlock(shard.lock) }
        if let first = shard.entries[key] { return first }
        shard.entries[key] = made
        return made
    }

    /// How many distinct texts it holds.
    package var count: Int {
        shards.reduce(0) { total, shard in
            pthread_mutex_lock(shard.lock)
            defer { pthread_mutex_unlock(shard.lock) }
            return total + shard.entries.count
        }
    }
}
