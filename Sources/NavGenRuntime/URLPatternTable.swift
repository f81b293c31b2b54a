import Foundation

/// A graph's URL patterns, with the schemes and hosts that open them: the deep-link reader and
/// matcher (docs/language.md, "Matching an incoming URL"), one implementation for the generated code and for navgen's tools.
///
/// Paths are held as a trie of segments, so that matching costs a hash lookup or a value check
/// per segment of the URL, whatever the number of patterns. At each segment the branches are
/// tried in precedence order — a literal, then literal prefixes (the longer first), then typed
/// placeholders (`Int`, `Double`, `Bool`, `UUID`), then `String`, then a tail — and the first
/// pattern whose values all bind wins: a preferred branch that fails further right gives way to
/// the next one. Each node of the trie is reached by one path of segments, so a URL visits each
/// node at most once, however the branches fail.
///
/// The tables are made once, read through pointers (matching copies and retains nothing), and
/// freed with the table.
@_spi(NavGenGenerated) public final class URLPatternTable: @unchecked Sendable {
    /// The longest URL read, in UTF-8 bytes; a longer one is refused unread.
    @_spi(NavGenGenerated) public static let maximumURLLength = 4096

    /// The patterns' paths as they are added, one at a time, before a table is made of them.
    @_spi(NavGenGenerated) public struct Paths: Sendable {
        fileprivate var nodes = [NodeBuilder()]
        fileprivate var literalChildren: [LiteralEdge: Int32] = [:]
        fileprivate var literalEdges: [LiteralEdge] = []
        fileprivate var patternCount: Int32 = 0
        fileprivate var depth = 0
        fileprivate var hasTail = false

        fileprivate struct LiteralEdge: Hashable, Sendable {
            var node: Int32
            var text: String
        }

        fileprivate struct PrefixEdge: Sendable {
            var prefix: String
            var kind: LinkValueKind
            var child: Int32
        }

        /// A node's record as it will be read, its typed children and their bits filled in as
        /// they are added, with what few nodes have beside it.
        fileprivate struct NodeBuilder: Sendable {
            var record = Node(childKinds: 0, pattern: -1, int: -1, double: -1, bool: -1, uuid: -1, string: -1)
            var prefixes: [PrefixEdge] = []
            var tail: Int32 = -1
        }

        /// No paths yet.
        @_spi(NavGenGenerated) public init() {}

        /// Adds the path of the next pattern, numbered in the order added (from 0). A path added
        /// again keeps its first number.
        @_spi(NavGenGenerated) public mutating func add(_ path: [URLPatternSegment]) {
            var node = 0
            for segment in path {
                node = child(of: node, for: segment)
            }
            if nodes[node].record.pattern < 0 {
                nodes[node].record.pattern = patternCount
            }
            patternCount += 1
            if path.last == .tail {
                hasTail = true
            } else {
                depth = max(depth, path.count)
            }
        }

        private mutating func child(of node: Int, for segment: URLPatternSegment) -> Int {
            switch segment {
            case .literal(let text):
                let edge = LiteralEdge(node: Int32(node), text: text)
                if let existing = literalChildren[edge] { return Int(existing) }
                let added = addNode()
                literalChildren[edge] = Int32(added)
                literalEdges.append(edge)
                return added
            case .value(let kind):
                let existing = nodes[node].record[child: kind]
                if existing >= 0 { return Int(existing) }
                let added = addNode()
                nodes[node].record[child: kind] = Int32(added)
                nodes[node].record.childKinds |= 1 << kind.rawValue
                return added
            case .prefixed(let prefix, let kind):
                if let existing = nodes[node].prefixes.first(where: { $0.prefix == prefix && $0.kind == kind }) {
                    return Int(existing.child)
                }
                let added = addNode()
                nodes[node].prefixes.append(PrefixEdge(prefix: prefix, kind: kind, child: Int32(added)))
                return added
            case .tail:
                if nodes[node].tail >= 0 { return Int(nodes[node].tail) }
                let added = addNode()
                nodes[node].tail = Int32(added)
                return added
            }
        }

        private mutating func addNode() -> Int {
            nodes.append(NodeBuilder())
            return nodes.count - 1
        }
    }

    /// A node as matching reads it, all in one record so that a step reads one cache line.
    struct Node {
        /// Bit `kind.rawValue` when the node has that placeholder, and the bits below for its
        /// other kinds of child: most nodes have one kind of child, so most segments try one.
        var childKinds: UInt8
        /// The number of the pattern whose path ends here, or -1.
        var pattern: Int32
        /// The child for each placeholder, in `LinkValueKind`'s order, or -1.
        var int: Int32
        var double: Int32
        var bool: Int32
        var uuid: Int32
        var string: Int32

        /// The child for a placeholder of `kind`, or -1.
        subscript(child kind: LinkValueKind) -> Int32 {
            get {
                switch kind {
                case .int: int
                case .double: double
                case .bool: bool
                case .uuid: uuid
                case .string: string
                }
            }
            set {
                switch kind {
                case .int: int = newValue
                case .double: double = newValue
                case .bool: bool = newValue
                case .uuid: uuid = newValue
                case .string: string = newValue
                }
            }
        }

        static let hasLiteral: UInt8 = 1 << 5
        static let hasPrefix: UInt8 = 1 << 6
        static let hasTail: UInt8 = 1 << 7
    }

    /// A slot of the literal edges' table: the node the edge leaves (-1 in an empty slot), the
    /// node it reaches, and its text — where it starts in `text`, its length, and its first eight
    /// bytes, so that most lookups read one slot and nothing else.
    struct EdgeSlot {
        var from: Int32
        var to: Int32
        var textStart: Int32
        var textCount: Int32
        var prefix: UInt64
    }

    /// What few nodes have, apart from `Node` so that the nodes stay small (a step reads one):
    /// the child for a tail, or -1, and the node's prefixed edges in `prefixes`, most preferred
    /// first.
    struct RareChildren {
        var tail: Int32
        var prefixStart: Int32
        var prefixCount: Int32
    }

    /// A literal prefix and the kind of value after it, and the node it reaches.
    struct PrefixSlot {
        var textStart: Int32
        var textCount: Int32
        var kind: LinkValueKind
        var to: Int32
    }

    let nodes: UnsafeBufferPointer<Node>
    /// Per node, read only when its `childKinds` say it has a tail or a prefix.
    let rareChildren: UnsafeBufferPointer<RareChildren>
    /// The literal edges, open-addressed by `EdgeKey`: a power of two long, at most half full.
    let edges: UnsafeBufferPointer<EdgeSlot>
    let prefixes: UnsafeBufferPointer<PrefixSlot>
    /// The literals' and prefixes' text, one after another.
    let text: UnsafeBufferPointer<UInt8>
    /// The most segments a pattern without a tail has.
    let depth: Int
    let hasTail: Bool
    /// The most steps one node offers a segment.
    let maximumChildren: Int
    let characterKinds: URLCharacterTable
    /// Lower-cased.
    let schemes: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>
    /// Lower-cased; matched for https only.
    let hosts: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>
    /// What the URLs this app writes start with: the first scheme, else https and the first host.
    let linkPrefix: String?

    /// The table for `paths`, opened by `schemes` (custom schemes, any case) and by https links
    /// to `hosts`.
    @_spi(NavGenGenerated) public init(schemes: [String], hosts: [String], paths: Paths) {
        self.schemes = allocatedCopy(of: schemes.map { allocatedCopy(of: Array($0.lowercased().utf8)) })
        self.hosts = allocatedCopy(of: hosts.map { allocatedCopy(of: Array($0.lowercased().utf8)) })
        if let scheme = schemes.first {
            linkPrefix = scheme.lowercased() + "://"
        } else if let host = hosts.first {
            linkPrefix = "https://" + host.lowercased() + "/"
        } else {
            linkPrefix = nil
        }
        var text: [UInt8] = []
        var prefixSlots: [PrefixSlot] = []
        var rareChildren: [RareChildren] = []
        var nodes = paths.nodes.map { built -> Node in
            var node = built.record
            if built.tail >= 0 { node.childKinds |= Node.hasTail }
            if !built.prefixes.isEmpty { node.childKinds |= Node.hasPrefix }
            let start = prefixSlots.count
            let preferred = built.prefixes.sorted {
                ($0.prefix.utf8.count, -$0.kind.rawValue) > ($1.prefix.utf8.count, -$1.kind.rawValue)
            }
            for edge in preferred {
                prefixSlots.append(
                    PrefixSlot(
                        textStart: Int32(text.count), textCount: Int32(edge.prefix.utf8.count), kind: edge.kind,
                        to: edge.child))
                text += edge.prefix.utf8
            }
            rareChildren.append(
                RareChildren(tail: built.tail, prefixStart: Int32(start), prefixCount: Int32(prefixSlots.count - start))
            )
            return node
        }
        let empty = EdgeSlot(from: -1, to: -1, textStart: 0, textCount: 0, prefix: 0)
        var edges = [EdgeSlot](repeating: empty, count: 8)
        while edges.count < 2 * paths.literalEdges.count { edges += edges }
        let mask = edges.count - 1
        var literalStarts: [Int] = []
        for edge in paths.literalEdges {
            literalStarts.append(text.count)
            text += edge.text.utf8
        }
        let allText = allocatedCopy(of: text)
        for (edge, start) in zip(paths.literalEdges, literalStarts) {
            nodes[Int(edge.node)].childKinds |= Node.hasLiteral
            let end = start + edge.text.utf8.count
            let key = EdgeKey(from: Int(edge.node), UnsafeBufferPointer(rebasing: allText[start..<end]))
            var slot = key.hash & mask
            while edges[slot].from >= 0 { slot = (slot + 1) & mask }
            edges[slot] = EdgeSlot(
                from: edge.node, to: paths.literalChildren[edge] ?? -1, textStart: Int32(start),
                textCount: Int32(end - start),
                prefix: key.prefix)
        }
        self.text = allText
        self.nodes = allocatedCopy(of: nodes)
        self.edges = allocatedCopy(of: edges)
        self.prefixes = allocatedCopy(of: prefixSlots)
        depth = paths.depth
        hasTail = paths.hasTail
        let mostPrefixes = rareChildren.map { Int($0.prefixCount) }.max() ?? 0
        self.rareChildren = allocatedCopy(of: rareChildren)
        maximumChildren = LinkValueKind.allCases.count + mostPrefixes + 2
        characterKinds = URLCharacterTable()
    }

    deinit {
        for scheme in schemes { scheme.deallocate() }
        schemes.deallocate()
        for host in hosts { host.deallocate() }
        hosts.deallocate()
        nodes.deallocate()
        rareChildren.deallocate()
        edges.deallocate()
        prefixes.deallocate()
        text.deallocate()
        characterKinds.deallocate()
    }

    // MARK: Matching

    /// What `destination` makes of the first pattern, in precedence order, that matches the URL
    /// `string` and whose values it accepts; nil when none does or the URL is not one of the
    /// table's links. `destination` gets the pattern's number and its values, lent for the call.
    ///
    /// Nothing is allocated or reference-counted until a pattern matches: the URL is read in place
    /// as byte ranges, and a value is decoded only when `destination` asks for it.
    @inlinable
    @_spi(NavGenGenerated) public func firstMatch<Link>(
        in string: borrowing String, _ destination: (_ pattern: Int, _ path: PathValues, _ query: QueryItems) -> Link?
    ) -> Link? {
        firstMatch(string, from: .absolute, destination)
    }

    /// As `firstMatch(in:_:)`, for a path with an optional query (`/menu/42?src=x`) instead of a
    /// whole URL: how navgen's tools match a path they made up.
    @inlinable
    @_spi(NavGenGenerated) public func firstMatch<Link>(
        inPath path: String, _ destination: (_ pattern: Int, _ path: PathValues, _ query: QueryItems) -> Link?
    ) -> Link? {
        firstMatch(path, from: .path, destination)
    }

    /// Generic only here, in the caller's module, where `Link` is known: the reading and matching
    /// are compiled once, in the runtime, unspecialized code being several times slower.
    @inlinable
    func firstMatch<Link>(
        _ string: borrowing String, from start: URLStart, _ destination: (Int, PathValues, QueryItems) -> Link?
    ) -> Link? {
        var link: Link?
        forEachMatch(in: string, from: start) { pattern, path, query in
            // Moved into `link`, never copied: a copy of a stack link retains its array.
            guard let found = destination(pattern, path, query) else { return true }
            link = found
            return false
        }
        return link
    }

    /// Offers `body` each pattern that matches the URL, in precedence order, until it returns false.
    @usableFromInline
    func forEachMatch(in string: borrowing String, from start: URLStart, _ body: (Int, PathValues, QueryItems) -> Bool)
    {
        withBytes(of: string) { bytes in
            // A URL with more segments than the longest pattern matches nothing, so that many
            // ranges is all a URL needs (a path a tool made up is read whole).
            let capacity = hasTail || start == .path ? bytes.count + 1 : depth
            withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: capacity) { segments in
                guard
                    let url = try? URLText(bytes, start: start, table: self, segments: segments, kinds: characterKinds)
                else { return }
                forEachMatch(url, body)
            }
        }
    }

    /// `string` read as a link of this table, decoded, or the reason it is not one.
    @_spi(NavGenGenerated) public func read(_ string: String) -> Result<DecodedURL, URLRefusal> {
        withBytes(of: string) { bytes in
            withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: bytes.count + 1) { segments in
                do throws(URLText.Failure) {
                    let url = try URLText(
                        bytes, start: .absolute, table: self, segments: segments, kinds: characterKinds)
                    let decoded = (0..<url.segmentCount).map { url.segment($0).decoded }
                    return .success(DecodedURL(segments: decoded, queryItems: url.query.decodedItems))
                } catch {
                    return .failure(error.refusal(of: bytes))
                }
            }
        }
    }

    /// The string's UTF-8 in place when it is native; only a string bridged from elsewhere is copied.
    private func withBytes<Result>(of string: borrowing String, _ body: (UnsafeBufferPointer<UInt8>) -> Result)
        -> Result
    {
        if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
        var contiguous = copy string
        return contiguous.withUTF8(body)
    }

    /// A node still to try: the segments it has consumed, and how the last one was bound (a
    /// `PathValues` binding, or for a tail `tailBinding - start`, `start` its first segment).
    private struct Step {
        var node: Int32
        var depth: Int32
        var binding: Int32
    }

    private static let tailBinding: Int32 = -4

    private func forEachMatch(_ url: URLText, _ body: (Int, PathValues, QueryItems) -> Bool) {
        let count = url.segmentCount
        // Depth first: at most `maximumChildren` untried siblings wait per segment, plus the root.
        withUnsafeTemporaryAllocation(of: Step.self, capacity: maximumChildren * count + 1) { pending in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: count) { bindings in
                pending[0] = Step(node: 0, depth: 0, binding: PathValues.literal)
                var pendingCount = 1
                while pendingCount > 0 {
                    pendingCount -= 1
                    let step = pending[pendingCount]
                    let depth = Int(step.depth)
                    if step.binding <= Self.tailBinding {
                        let start = Int(Self.tailBinding - step.binding)
                        bindings[start] = PathValues.tailStart
                        for position in (start + 1)..<count { bindings[position] = PathValues.inTail }
                    } else if depth > 0 {
                        bindings[depth - 1] = step.binding
                    }
                    guard depth < count else {
                        let pattern = nodes[Int(step.node)].pattern
                        if pattern >= 0, !body(Int(pattern), PathValues(url: url, bindings: bindings), url.query) {
                            return
                        }
                        continue
                    }
                    let first = pendingCount
                    pendingCount += url.segment(depth).withDecoded { text in
                        children(
                            of: Int(step.node), for: text, into: pending, from: first, depth: depth, segmentCount: count
                        )
                    }
                }
            }
        }
    }

    /// Writes the steps from `node` that `text`, the segment at `depth`, can take into `steps`
    /// from index `start`, least preferred first so that the most preferred is tried first, and
    /// returns how many it wrote. Placeholders are offered what `LinkValueGrammar.mayBe` allows.
    private func children(
        of node: Int, for text: UnsafeBufferPointer<UInt8>, into steps: UnsafeMutableBufferPointer<Step>,
        from start: Int, depth: Int,
        segmentCount: Int
    ) -> Int {
        var count = 0
        func add(_ child: Int32, depth: Int, binding: Int32) {
            steps[start + count] = Step(node: child, depth: Int32(depth), binding: binding)
            count += 1
        }
        let children = nodes[node]
        let kinds = children.childKinds
        let next = depth + 1
        if kinds & Node.hasTail != 0 {
            add(rareChildren[node].tail, depth: segmentCount, binding: Self.tailBinding - Int32(depth))
        }
        if kinds & 1 << 4 != 0, LinkValueGrammar.mayBe(text, .string) { add(children.string, depth: next, binding: 0) }
        if kinds & 1 << 3 != 0, LinkValueGrammar.mayBe(text, .uuid) { add(children.uuid, depth: next, binding: 0) }
        if kinds & 1 << 2 != 0, LinkValueGrammar.mayBe(text, .bool) { add(children.bool, depth: next, binding: 0) }
        if kinds & 1 << 1 != 0, LinkValueGrammar.mayBe(text, .double) { add(children.double, depth: next, binding: 0) }
        if kinds & 1 != 0, LinkValueGrammar.mayBe(text, .int) { add(children.int, depth: next, binding: 0) }
        if kinds & Node.hasPrefix != 0 {
            let rare = rareChildren[node]
            let first = Int(rare.prefixStart)
            for slot in prefixes[first..<(first + Int(rare.prefixCount))].reversed() {
                let length = Int(slot.textCount)
                guard text.count > length,
                    sameBytes(
                        UnsafeBufferPointer(rebasing: self.text[Int(slot.textStart)..<(Int(slot.textStart) + length)]),
                        UnsafeBufferPointer(rebasing: text[..<length])),
                    LinkValueGrammar.mayBe(UnsafeBufferPointer(rebasing: text[length...]), slot.kind)
                else { continue }
                add(slot.to, depth: next, binding: Int32(length))
            }
        }
        if kinds & Node.hasLiteral != 0, let child = literalChild(of: node, text) {
            add(child, depth: next, binding: PathValues.literal)
        }
        return count
    }

    /// The node the literal edge spelled `text` leads to from `node`, if there is one.
    private func literalChild(of node: Int, _ text: UnsafeBufferPointer<UInt8>) -> Int32? {
        let mask = edges.count - 1
        let key = EdgeKey(from: node, text)
        var slot = key.hash & mask
        while edges[slot].from >= 0 {
            let edge = edges[slot]
            if Int(edge.from) == node, Int(edge.textCount) == text.count, edge.prefix == key.prefix,
                text.count <= 8
                    || sameBytes(
                        UnsafeBufferPointer(
                            rebasing: self.text[Int(edge.textStart)..<Int(edge.textStart + edge.textCount)]), text)
            {
                return edge.to
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    // MARK: Writing

    /// A writer for a link of this table: the link prefix (the first scheme, else https and the
    /// first host), then segments and query items. It writes nothing when the table has neither
    /// a scheme nor a host.
    @_spi(NavGenGenerated) public var linkWriter: LinkWriter {
        LinkWriter(prefix: linkPrefix, firstSegmentIsHost: !schemes.isEmpty)
    }
}

/// A literal's first eight bytes, and its hash with the node it leaves.
private struct EdgeKey {
    var prefix: UInt64
    var hash: Int

    /// Eight bytes at a time, each word mixed in with one multiplication.
    init(from node: Int, _ text: UnsafeBufferPointer<UInt8>) {
        var hash = UInt64(UInt32(truncatingIfNeeded: node)) &* 0x9e37_79b9_7f4a_7c15
        prefix = 0
        var start = 0
        repeat {
            var word: UInt64 = 0
            var shift: UInt64 = 0
            for index in start..<min(start + 8, text.count) {
                word |= UInt64(text[index]) &<< shift
                shift &+= 8
            }
            if start == 0 { prefix = word }
            hash = (hash ^ word) &* 0xff51_afd7_ed55_8ccd
            start += 8
        } while start < text.count
        // A product's low bits see only its inputs' low bits: the high half, which every byte
        // reaches, is folded into the low bits that the table's mask keeps.
        self.hash = Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
