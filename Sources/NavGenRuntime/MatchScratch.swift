/// The scratch space one URL's matching needs, carved out of one allocation on the stack: the
/// ranges of its segments (`URLText`), and for the trie walk the steps still to try and how each
/// segment was bound (`PathValues`). Allocations of a size known only at run time cost some thirty
/// instructions each, a fiftieth of a URL's time, so a URL makes one where it can.
struct MatchScratch {
    /// The walk's part: the steps still to try, and each segment's binding.
    struct Walk {
        var pending: UnsafeMutableBufferPointer<URLPatternTable.Step>
        var bindings: UnsafeMutableBufferPointer<Int32>
    }

    /// Up to this size the space is on the stack without asking how much stack is left, which
    /// costs more than the matching (the standard library's threshold).
    static let smallByteCount = 1024
    static let alignment = MemoryLayout<Range<Int>>.alignment

    let segments: Int
    /// Steps: at most `maximumChildren` untried siblings per segment, plus the root.
    let steps: Int
    let bindings: Int
    private let stepsOffset: Int
    private let bindingsOffset: Int
    let byteCount: Int

    /// Room for `segments` ranges, and for a walk over up to `walked` segments of a trie whose
    /// nodes offer at most `maximumChildren` steps each.
    @inline(__always)
    init(segments: Int, walkingUpTo walked: Int, maximumChildren: Int) {
        self.segments = segments
        steps = maximumChildren &* walked &+ 1
        bindings = walked
        stepsOffset = segments &* MemoryLayout<Range<Int>>.stride
        bindingsOffset = stepsOffset &+ steps &* MemoryLayout<URLPatternTable.Step>.stride
        byteCount = bindingsOffset &+ bindings &* MemoryLayout<Int32>.stride
    }

    /// The parts of the `byteCount` bytes at `base`, aligned to `alignment`. Pointer arithmetic,
    /// not slices of a buffer: their bounds checks cost more than the rest of the binding.
    @inline(__always)
    func bind(_ base: UnsafeMutableRawPointer) -> (segments: UnsafeMutableBufferPointer<Range<Int>>, walk: Walk) {
        (
            UnsafeMutableBufferPointer(
                start: base.bindMemory(to: Range<Int>.self, capacity: segments), count: segments),
            Walk(
                pending: UnsafeMutableBufferPointer(
                    start: (base + stepsOffset).bindMemory(to: URLPatternTable.Step.self, capacity: steps), count: steps
                ),
                bindings: UnsafeMutableBufferPointer(
                    start: (base + bindingsOffset).bindMemory(to: Int32.self, capacity: bindings), count: bindings))
        )
    }
}
