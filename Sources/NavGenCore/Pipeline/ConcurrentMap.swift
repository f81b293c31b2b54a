import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `map`, with the elements transformed on every core at once and the results in the order of
    /// the elements. Elements are handed out in order, a run of neighbours at a time, each run to
    /// the first thread free; a few large elements among small ones still keep the cores evenly busy.
    ///
    /// For work that is pure: `transform` must not depend on which element finishes first.
    func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        // Runs of a few hundred small elements make the hand-out cost nothing; a short list of
        // large elements goes one element to a run.
        let runLength = Swift.max(1, count / (ProcessInfo.processInfo.activeProcessorCount * 8))
        let runCount = (count + runLength - 1) / runLength
        let slots = ResultSlots<Result>(count: count)
        withoutActuallyEscaping(transform) { transform in
            DispatchQueue.concurrentPerform(iterations: runCount) { run in
                let range = run * runLength..<Swift.min(count, (run + 1) * runLength)
                slots.store(range.map { transform(self[$0]) }, at: range.lowerBound)
            }
        }
        return slots.results()
    }
}

/// One slot per element of a `concurrentMap`, each written once by whichever thread transformed
/// that element's run. The lock is taken once per run, so it costs nothing beside the work.
private final class ResultSlots<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ results: [Result], at start: Int) {
        lock.lock()
        defer { lock.unlock() }
        for (offset, result) in results.enumerated() {
            slots[start + offset] = result
        }
    }

    /// Every slot's result; `concurrentPerform` returns only once each run has been stored.
    func results() -> [Result] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
