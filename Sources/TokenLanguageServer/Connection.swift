import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the server's loop takes, in the order it arrived.
package enum ServerEvent: Sendable {
    /// A message from the client.
    case message(Message)
    /// A frame that was JSON but not a message, or not JSON.
    case invalid(InvalidMessage)
    /// A frame that could not be read.
    case framing(MessageFramer.FramingError)
    /// An analysis finished (its generation).
    case analysed(Analysis, Int)
    /// The client closed its end.
    case end
}

/// The events waiting for the loop: the reader thread and the analyzer push, the loop pops.
package final class EventQueue: @unchecked Sendable {
    private let condition = NSCondition()
    /// The events; those taken are nil (so an analysis taken is not kept alive here).
    private var events: [ServerEvent?] = []
    private var head = 0

    package init() {}

    /// Adds `event` at the end.
    package func push(_ event: ServerEvent) {
        condition.withLock {
            events.append(event)
            condition.signal()
        }
    }

    /// The first event, waiting for one.
    package func pop() -> ServerEvent {
        condition.withLock {
            while head == events.count { condition.wait() }
            let e = events[head]!
            events[head] = nil
            head += 1
            if head > 1024, head * 2 > events.count {
                events.removeFirst(head)
                head = 0
            }
            return e
        }
    }

    /// Takes a `$/cancelRequest` for `id` that is still waiting; true when there was one.
    package func takeCancellation(of id: RequestID) -> Bool {
        condition.withLock {
            for i in head..<events.count {
                if case .message(.notification(let n))? = events[i], n.method == "$/cancelRequest",
                   let p = n.params, (try? CancelParams(json: p))?.id == id {
                    events.remove(at: i)
                    return true
                }
            }
            return false
        }
    }
}

/// The server's standard input and output: frames read on a thread of their own into the queue, messages
/// written whole under a lock.
package final class Connection: @unchecked Sendable {
    private let input: Int32
    private let output: Int32
    private let lock = NSLock()
    private var closed = false

    /// A connection reading `input` and writing `output` (file descriptors).
    package init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    /// Starts reading frames into `queue`; `.end` is pushed when the input closes.
    package func startReading(into queue: EventQueue, limits: MessageFramer.Limits = MessageFramer.Limits()) {
        let input = self.input
        let thread = Thread {
            var framer = MessageFramer(limits: limits)
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { break }
                for frame in framer.feed(chunk[0..<n]) {
                    switch frame {
                    case .success(let body):
                        do throws(InvalidMessage) { queue.push(.message(try Message.decode(body))) } catch { queue.push(.invalid(error)) }
                    case .failure(let problem):
                        queue.push(.framing(problem))
                    }
                }
            }
            if let problem = framer.finish() { queue.push(.framing(problem)) }
            queue.push(.end)
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Writes `message` as one frame; after a failed write (the client went away) writes nothing more.
    package func send(_ message: Message) {
        let bytes = MessageFramer.frame(message.encoded())
        lock.withLock {
            guard !closed else { return }
            var written = 0
            while written < bytes.count {
                let n = bytes[written...].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { closed = true; return }
                written += n
            }
        }
    }
}

/// Runs analyses one at a time on a thread of its own: a request waits `debounce` seconds for the edits that
/// follow it, and only the newest waiting request is compiled.
package final class Analyzer: @unchecked Sendable {
    private struct Job {
        var generation: Int
        var project: TokenProject
        var sources: OverlaySources
        var due: Date
    }

    private let condition = NSCondition()
    private var job: Job?
    private var stopped = false
    private let queue: EventQueue
    /// The layers of the files the last compile read, for the next.
    private let cache = CompileCache()
    /// The spans and lines of the files, for the next analysis.
    private let texts = TextCache()

    /// An analyzer posting its results to `queue`; its thread runs until `stop`.
    package init(queue: EventQueue) {
        self.queue = queue
        let thread = Thread { self.loop() }
        thread.stackSize = 16 << 20
        thread.start()
    }

    /// Ends the thread once the analysis it is running, if any, is done; nothing waiting is compiled.
    package func stop() {
        condition.withLock {
            stopped = true
            condition.signal()
        }
    }

    /// Asks for an analysis of `project` through `sources`, `delay` seconds from now (replacing one waiting).
    package func schedule(generation: Int, project: TokenProject, sources: OverlaySources, delay: TimeInterval) {
        condition.withLock {
            job = Job(generation: generation, project: project, sources: sources, due: Date().addingTimeInterval(delay))
            condition.signal()
        }
    }

    private func loop() {
        while true {
            let taken: Job? = condition.withLock {
                while true {
                    if stopped { return nil }
                    guard let j = job else { condition.wait(); continue }
                    if j.due > Date() { _ = condition.wait(until: j.due); continue }
                    job = nil
                    return j
                }
            }
            guard let next = taken else { return }
            let analysis = Analysis(project: next.project, sources: next.sources, cache: cache, texts: texts)
            queue.push(.analysed(analysis, next.generation))
            // The indexes are built now, and given up as soon as another edit waits to be compiled (a request that
            // needs them then builds them).
            analysis.warm(stoppingWhen: { self.condition.withLock { self.job != nil || self.stopped } })
        }
    }
}
