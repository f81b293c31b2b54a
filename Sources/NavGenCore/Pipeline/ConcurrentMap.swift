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
        return [Result](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            // Each result is moved straight into its place: threads write disjoint elements, and
            // `concurrentPerform` returns only when every run has.
            if let start = buffer.baseAddress {
                let results = ResultStorage(start: start)
                withoutActuallyEscaping(transform) { transform in
                    DispatchQueue.concurrentPerform(iterations: runCount) { run in
                        for index in run * runLength..<Swift.min(count, (run + 1) * runLength) {
                            results.initialize(index, to: transform(self[index]))
                        }
                    }
                }
            }
            initializedCount = count
        }
    }
}

/// Where a `concurrentMap` writes its results, shared by its threads, each of which writes
/// elements no other thread touches.
private struct ResultStorage<Result>: @unchecked Sendable {
    let start: UnsafeMutablePointer<Result>

    func initialize(_ index: Int, to result: Result) {
        (start + index).initialize(to: result)
    }
}
