import Foundation
import Synchronization
import Testing
@testable import TokenCore

/// Large values an emitter or the validator has finished with go to the caller's `ReleaseHook` (the command line
/// releases them on another thread), through the sink for emitters.
@Suite struct ReleaseHookTests {
    /// Collects what a hook is given.
    final class Released: Sendable {
        let values = Mutex<[String]>([])
        var hook: ReleaseHook { ReleaseHook { [self] value in values.withLock { $0.append(String(describing: type(of: value))) } } }
    }

    @Test func sinksUnderADirectoryKeepTheirReleaseHook() {
        let released = Released()
        let sink = OutputSink.keep.releasing(with: released.hook).under("out")
        sink.retire([1, 2, 3])
        OutputSink.keep.under("out").retire("dropped at once")
        #expect(released.values.withLock { $0 } == ["Array<Int>"])
    }

    @Test func validationHandsItsIndexesToTheReleaseHook() {
        let released = Released()
        let layer = TokenTreeParser.parse(SourceFile(path: "t.tokens.json", text: #"{"size": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}"#))
        let permutation = CompiledPermutation(permutation: Permutation([Permutation.Input]()), tokens: TokenResolver.resolve(TokenMerger.merge([layer])).tokens)
        _ = Validator.validate([permutation], release: released.hook)
        #expect(released.values.withLock { $0 }.count == 1)
    }
}
