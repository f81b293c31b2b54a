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
        /// The root of each group's trie, in the order added; the declared schemes' and hosts' is
        /// node 0.
        fileprivate var roots: [(origin: URLPatternOrigin, node: Int32)] = []
        /// The most segments before a fragment (a link to any host's counting its host), of the
        /// patterns without a tail there.
        fileprivate var depth = 0
        fileprivate var hasTail = false
        /// The most segments in a fragment, of the patterns without a tail there.
        fileprivate var fragmentDepth = 0
        fileprivate var fragmentHasTail = false
        fileprivate var hasFragments = false
        fileprivate var hasValueFragments = false

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
            /// Where the patterns whose path ends here go on with a fragment.
            var fragment: Int32 = -1
            /// Where they go on with a fragment that is one value (`#:key`).
            var valueFragment: Int32 = -1
        }

        /// No paths yet.
        @_spi(NavGenGenerated) public init() {}

        /// Adds the path of the next pattern, numbered in the order added (from 0), and the path of
        /// its fragment when it has one (`/#/:roomID`), for the links of `origin`. A pattern added
        /// again keeps its first number.
        @_spi(NavGenGenerated) public mutating func add(
            _ path: [URLPatternSegment], fragment: [URLPatternSegment]? = nil, origin: URLPatternOrigin = .declared
        ) {
            // A link to any host, or to the hosts under a domain, is matched with its host (its
            // labels before the domain) as its first segment.
            var node = addSegments(
                origin.bindsHost ? [.string] + path : path, from: root(of: origin), inFragment: false)
            if let fragment {
                hasFragments = true
                if nodes[node].fragment < 0 { nodes[node].fragment = Int32(addNode()) }
                node = addSegments(fragment, from: Int(nodes[node].fragment), inFragment: true)
            }
            if nodes[node].record.pattern < 0 {
                nodes[node].record.pattern = patternCount
            }
            patternCount += 1
        }

        /// Adds the next pattern with a fragment that is one value (`/a#:key`, SPEC §2.4 (5)):
        /// `value` matches the URL's whole fragment up to its first `?`, when the fragment does
        /// not begin with `/`. With `alsoWithout`, the pattern matches by its path alone too, where
        /// the URL's fragment is not one it reads (none, an empty one, one of the other form):
        /// tried then with the patterns without a fragment, its value nil or its default.
        @_spi(NavGenGenerated) public mutating func add(
            _ path: [URLPatternSegment], valueFragment value: URLPatternSegment, alsoWithout: Bool = false,
            origin: URLPatternOrigin = .declared
        ) {
            let end = addSegments(origin.bindsHost ? [.string] + path : path, from: root(of: origin), inFragment: false)
            hasFragments = true
            hasValueFragments = true
            fragmentDepth = max(fragmentDepth, 1)
            if nodes[end].valueFragment < 0 { nodes[end].valueFragment = Int32(addNode()) }
            let node = child(of: Int(nodes[end].valueFragment), for: value)
            if nodes[node].record.pattern < 0 { nodes[node].record.pattern = patternCount }
            if alsoWithout, nodes[end].record.pattern < 0 { nodes[end].record.pattern = patternCount }
            patternCount += 1
        }

        /// Adds `segments` below `node` and returns where they end; a path (or a fragment's)
        /// without a tail counts towards the longest, and one with a tail is noted.
        private mutating func addSegments(_ segments: [URLPatternSegment], from node: Int, inFragment: Bool) -> Int {
            var node = node
            for segment in segments {
                node = child(of: node, for: segment)
            }
            switch (segments.last == .tail, inFragment) {
            case (true, false): hasTail = true
            case (true, true): fragmentHasTail = true
            case (false, false): depth = max(depth, segments.count)
            case (false, true): fragmentDepth = max(fragmentDepth, segments.count)
            }
            return node
        }

        /// The root of `origin`'s trie, made on first use.
        private mutating func root(of origin: URLPatternOrigin) -> Int {
            if origin == .declared { return 0 }
            if let found = roots.first(where: { $0.origin == origin }) { return Int(found.node) }
            let added = addNode()
            roots.append((origin, Int32(added)))
            return added
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
        /// The child across the boundary between a path and its fragment, or -1.
        var fragment: Int32
        /// The child across the boundary between a path and a fragment that is one value, or -1.
        var valueFragment: Int32
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
    /// The most segments a pattern without a tail has before its fragment.
    let depth: Int
    let hasTail: Bool
    /// The most segments a pattern's fragment without a tail has.
    let fragmentDepth: Int
    let fragmentHasTail: Bool
    /// Whether some pattern has a fragment part: only then is a URL's fragment read.
    let hasFragments: Bool
    /// Whether some pattern's fragment is one value: only then is a fragment that does not begin
    /// with `/` read.
    let hasValueFragments: Bool
    /// The root of each one scheme's and one host's trie (names lower-cased), and of the links to
    /// any host (-1 when there is none); the declared schemes' and hosts' is node 0.
    let schemeRoots: [(name: [UInt8], node: Int32)]
    let hostRoots: [(name: [UInt8], node: Int32)]
    /// The root of each domain's trie whose hosts a pattern binds (`https://:server.simplex.im/`),
    /// the domain lower-cased with its leading dot, the longer domains first.
    let hostSuffixRoots: [(suffix: [UInt8], node: Int32)]
    /// Whether some pattern binds the URL's host: a link to any host, or to the hosts under a
    /// domain.
    let bindsHosts: Bool
    /// Whether some pattern has a scheme or a host of its own: read once per URL, a flag is
    /// cheaper than an array's count.
    let hasSchemeRoots: Bool
    let hasHostRoots: Bool
    let anyHostRoot: Int32
    /// The most steps one node offers a segment.
    let maximumChildren: Int
    let characterKinds: URLCharacterTable
    /// The declared schemes' names, lower-cased.
    let schemes: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>
    /// Lower-cased; matched for https only.
    let hosts: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>
    /// The declared schemes as the app writes their links, in order: each name lower-cased, and
    /// its form (`"matrix:"` without `//`, `"simplex:/"` with one slash).
    let schemeForms: [(name: String, form: SchemeLinkForm)]
    let hostNames: [String]
    /// What writes the app's own links of the patterns that begin with `/`, made once: the first
    /// scheme in its declared form, else https and the first host; no link for neither.
    private let preferredWriter: LinkWriter

    /// The table for `paths`, opened by `schemes` (custom schemes, any case; `"matrix:"` writes its
    /// links without `//`, `"chat"` and `"chat://"` with it; both read either form), by https links
    /// to `hosts`, and by the schemes and hosts the patterns name for themselves.
    @_spi(NavGenGenerated) public init(schemes: [String], hosts: [String], paths: Paths) {
        schemeForms = schemes.map(SchemeLinkForm.declared)
        hostNames = hosts.map { $0.lowercased() }
        preferredWriter =
            schemeForms.first.map { $0.form.writer(scheme: $0.name) } ?? hostNames.first.map(Self.writer(host:))
            ?? .none
        self.schemes = allocatedCopy(of: schemeForms.map { allocatedCopy(of: Array($0.name.utf8)) })
        self.hosts = allocatedCopy(of: hostNames.map { allocatedCopy(of: Array($0.utf8)) })
        var schemeRoots: [(name: [UInt8], node: Int32)] = []
        var hostRoots: [(name: [UInt8], node: Int32)] = []
        var anyHostRoot: Int32 = -1
        var hostSuffixRoots: [(suffix: [UInt8], node: Int32)] = []
        for (origin, node) in paths.roots {
            switch origin {
            case .declared: break
            case .scheme(let name): schemeRoots.append((Array(name.lowercased().utf8), node))
            case .host(let name): hostRoots.append((Array(name.lowercased().utf8), node))
            case .hostSuffix(let domain): hostSuffixRoots.append((Array(("." + domain.lowercased()).utf8), node))
            case .anyHost: anyHostRoot = node
            }
        }
        // A longer domain is the more particular: `*.eu.example.com` before `*.example.com`.
        self.hostSuffixRoots = hostSuffixRoots.enumerated().sorted {
            ($0.element.suffix.count, -$0.offset) > ($1.element.suffix.count, -$1.offset)
        }.map(\.element)
        bindsHosts = anyHostRoot >= 0 || !hostSuffixRoots.isEmpty
        self.schemeRoots = schemeRoots
        self.hostRoots = hostRoots
        hasSchemeRoots = !schemeRoots.isEmpty
        hasHostRoots = !hostRoots.isEmpty
        self.anyHostRoot = anyHostRoot
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
                RareChildren(
                    tail: built.tail, prefixStart: Int32(start), prefixCount: Int32(prefixSlots.count - start),
                    fragment: built.fragment, valueFragment: built.valueFragment))
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
        fragmentDepth = paths.fragmentDepth
        fragmentHasTail = paths.fragmentHasTail
        hasValueFragments = paths.hasValueFragments
        hasFragments = paths.hasFragments
        let mostPrefixes = rareChildren.map { Int($0.prefixCount) }.max() ?? 0
        self.rareChildren = allocatedCopy(of: rareChildren)
        maximumChildren = LinkValueKind.allCases.count + mostPrefixes + 2
        characterKinds = URLCharacterTable()
    }

    /// The groups of patterns `url` is tried against, in the order they are tried.
    private func origins(of url: URLText) -> [URLPatternOrigin] {
        let groups = url.groups
        var origins: [URLPatternOrigin] = []
        if let own = schemeRoots.first(where: { $0.node == groups.own }) {
            origins.append(.scheme(String(decoding: own.name, as: UTF8.self)))
        } else if let own = hostRoots.first(where: { $0.node == groups.own }) {
            origins.append(.host(String(decoding: own.name, as: UTF8.self)))
        }
        if groups.declared { origins.append(.declared) }
        if groups.bindsHost {
            for root in hostSuffixRoots where url.hostEnds(with: root.suffix) {
                origins.append(.hostSuffix(String(decoding: root.suffix.dropFirst(), as: UTF8.self)))
            }
            if anyHostRoot >= 0 { origins.append(.anyHost) }
        }
        return origins
    }

    /// Whether some root's domain ends `host` after one or more labels.
    func hasHostSuffixRoot(of host: UnsafeBufferPointer<UInt8>) -> Bool {
        hostSuffixRoots.contains { host.count > $0.suffix.count && hasASCIISuffix(host, $0.suffix) }
    }

    /// The root of the trie of the patterns for the scheme `name` (any case), or -1.
    func root(ofScheme name: UnsafeBufferPointer<UInt8>) -> Int32 {
        for root in schemeRoots {
            if root.name.withUnsafeBufferPointer({ equalIgnoringASCIICase($0, name) }) { return root.node }
        }
        return -1
    }

    /// The root of the trie of the patterns for the host `name` (any case), or -1.
    func root(ofHost name: UnsafeBufferPointer<UInt8>) -> Int32 {
        for root in hostRoots {
            if root.name.withUnsafeBufferPointer({ equalIgnoringASCIICase($0, name) }) { return root.node }
        }
        return -1
    }

    /// How many segments a URL of `bytes` bytes may have before its fragment (its host included):
    /// more than the longest pattern's, and no pattern matches it.
    @inline(__always)
    func pathCapacity(forBytes bytes: Int) -> Int {
        hasTail ? bytes + 1 : depth
    }

    /// How many segments a URL of `bytes` bytes whose path may have `pathCapacity` is read into:
    /// its path's, and its fragment's after a boundary when the table has fragment patterns.
    @inline(__always)
    func segmentCapacity(forBytes bytes: Int, pathCapacity: Int) -> Int {
        guard hasFragments else { return pathCapacity }
        return pathCapacity + 1 + (fragmentHasTail ? bytes + 1 : fragmentDepth)
    }

    /// Whether `scheme` is one the graph declares, in any case.
    @inline(__always)
    func declares(scheme: UnsafeBufferPointer<UInt8>) -> Bool {
        for declared in schemes where equalIgnoringASCIICase(declared, scheme) { return true }
        return false
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
            let pathCapacity = start == .path ? bytes.count + 1 : pathCapacity(forBytes: bytes.count)
            let capacity =
                start == .path ? pathCapacity : segmentCapacity(forBytes: bytes.count, pathCapacity: pathCapacity)
            // The segments and the walk's scratch space in one allocation on the stack: each
            // allocation of a size known only at run time costs a URL some thirty instructions.
            // Where a tail lets a URL have as many segments as bytes, the walk's space is sized
            // once the URL is read.
            let scratch = MatchScratch(segments: capacity, walkingUpTo: capacity, maximumChildren: maximumChildren)
            if scratch.byteCount <= MatchScratch.smallByteCount {
                withUnsafeTemporaryAllocation(byteCount: scratch.byteCount, alignment: MatchScratch.alignment) { raw in
                    guard let base = raw.baseAddress else { return }
                    let (segments, walk) = scratch.bind(base)
                    guard
                        let url = try? URLText(
                            bytes, start: start, table: self, segments: segments, pathCapacity: pathCapacity,
                            kinds: characterKinds)
                    else { return }
                    forEachMatch(url, walk, body)
                }
                return
            }
            withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: capacity) { segments in
                guard
                    let url = try? URLText(
                        bytes, start: start, table: self, segments: segments, pathCapacity: pathCapacity,
                        kinds: characterKinds)
                else { return }
                let walking = MatchScratch(segments: 0, walkingUpTo: url.readCount, maximumChildren: maximumChildren)
                withUnsafeTemporaryAllocation(byteCount: walking.byteCount, alignment: MatchScratch.alignment) { raw in
                    guard let base = raw.baseAddress else { return }
                    forEachMatch(url, walking.bind(base).walk, body)
                }
            }
        }
    }

    /// `string` read as a link of this table, decoded, or the reason it is not one.
    @_spi(NavGenGenerated) public func read(_ string: String) -> Result<DecodedURL, URLRefusal> {
        readWithOrigins(string).map(\.url)
    }

    /// As `read(_:)`, with the groups of patterns the URL is tried against, in the order they are
    /// tried: its own scheme's or host's, the declared schemes' and hosts', any host's.
    @_spi(NavGenGenerated) public func readWithOrigins(_ string: String)
        -> Result<(url: DecodedURL, origins: [URLPatternOrigin]), URLRefusal>
    {
        withBytes(of: string) { bytes in
            withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: 2 * bytes.count + 2) { segments in
                do throws(URLText.Failure) {
                    let url = try URLText(
                        bytes, start: .absolute, table: self, segments: segments, pathCapacity: bytes.count + 1,
                        kinds: characterKinds)
                    return .success((url.decoded, origins(of: url)))
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
    struct Step {
        var node: Int32
        var depth: Int32
        var binding: Int32
    }

    private static let tailBinding: Int32 = -4

    /// Offers `body` each pattern that matches `url`, group by group in precedence order (the
    /// URL's own scheme's or host's, then the declared ones', then any host's), and in each the
    /// patterns with a fragment before those without, until it returns false.
    /// Inlined: a call of its own, with the reading passed to it, cost a URL some thirty
    /// instructions.
    @inline(__always)
    private func forEachMatch(
        _ url: URLText, _ walk: MatchScratch.Walk, _ body: (Int, PathValues, QueryItems) -> Bool
    ) {
        let groups = url.groups
        // Most links are of the declared schemes and hosts, without a fragment read: the reading
        // as it stands is their view.
        if groups.own < 0, !groups.bindsHost, !url.hasFragment {
            _ = forEachMatch(url, from: 0, walk, body)
            return
        }
        guard groups.own < 0 || forEachMatch(url, group: groups.own, withHost: false, walk, body),
            !groups.declared || forEachMatch(url, group: 0, withHost: false, walk, body),
            groups.bindsHost, hostSuffixRoots.isEmpty || forEachHostSuffixMatch(url, walk, body),
            anyHostRoot >= 0
        else { return }
        _ = forEachMatch(url, group: anyHostRoot, withHost: true, walk, body)
    }

    /// Offers `body` the patterns for the domains that end the URL's host, the longer domains
    /// first, each matched with the labels before its domain as the host; returns false when
    /// `body` did, to stop. The host is whole again afterwards, for the links to any host. Never
    /// inlined: only links to such hosts come here, and inlined it cost every other URL some
    /// thirty instructions in the inliner's other choices.
    @inline(never)
    private func forEachHostSuffixMatch(
        _ url: URLText, _ walk: MatchScratch.Walk, _ body: (Int, PathValues, QueryItems) -> Bool
    ) -> Bool {
        let host = url.hostRange
        defer { url.hostRange = host }
        for root in hostSuffixRoots {
            url.hostRange = host
            guard url.hostEnds(with: root.suffix) else { continue }
            url.hostRange = host.lowerBound..<(host.upperBound - root.suffix.count)
            guard forEachMatch(url, group: root.node, withHost: true, walk, body) else { return false }
        }
        return true
    }

    /// Offers `body` the patterns of the group at `root` that match `url`, those with a fragment
    /// first; returns false when `body` did, to stop.
    private func forEachMatch(
        _ url: URLText, group root: Int32, withHost: Bool, _ walk: MatchScratch.Walk,
        _ body: (Int, PathValues, QueryItems) -> Bool
    ) -> Bool {
        if url.hasFragment,
            !forEachMatch(url.viewing(withHost ? .hostPathAndFragment : .pathAndFragment), from: root, walk, body)
        {
            return false
        }
        return forEachMatch(url.viewing(withHost ? .hostAndPath : .path), from: root, walk, body)
    }

    /// Offers `body` each pattern of `root`'s trie that matches `url`'s segments, in precedence
    /// order; returns false when `body` did, to stop. Depth first: at most `maximumChildren`
    /// untried siblings wait in `walk.pending` per segment, plus the root.
    private func forEachMatch(
        _ url: URLText, from root: Int32, _ walk: MatchScratch.Walk, _ body: (Int, PathValues, QueryItems) -> Bool
    ) -> Bool {
        let count = url.segmentCount
        let pending = walk.pending
        let bindings = walk.bindings
        pending[0] = Step(node: root, depth: 0, binding: PathValues.literal)
        var pendingCount = 1
        while pendingCount > 0 {
            pendingCount -= 1
            let step = pending[pendingCount]
            let depth = Int(step.depth)
            if step.binding <= Self.tailBinding {
                let start = Int(Self.tailBinding - step.binding)
                bindings[start] = PathValues.tailStart
                for position in (start + 1)..<depth { bindings[position] = PathValues.inTail }
            } else if depth > 0 {
                bindings[depth - 1] = step.binding
            }
            guard depth < count else {
                let pattern = nodes[Int(step.node)].pattern
                if pattern >= 0, !body(Int(pattern), PathValues(url: url, bindings: bindings), url.query) {
                    return false
                }
                continue
            }
            // Between a path and its fragment only the fragment's edge leads on.
            if depth == url.boundary {
                let rare = rareChildren[Int(step.node)]
                let fragment = url.fragmentIsValue ? rare.valueFragment : rare.fragment
                if fragment >= 0 {
                    pending[pendingCount] = Step(
                        node: fragment, depth: step.depth + 1, binding: PathValues.literal)
                    pendingCount += 1
                }
                continue
            }
            let first = pendingCount
            // A tail in the path ends at the fragment.
            let end = depth < url.boundary ? url.boundary : count
            pendingCount += url.segment(depth).withDecoded { text in
                children(of: Int(step.node), for: text, into: pending, from: first, depth: depth, end: end)
            }
        }
        return true
    }

    /// Writes the steps from `node` that `text`, the segment at `depth`, can take into `steps`
    /// from index `start`, least preferred first so that the most preferred is tried first, and
    /// returns how many it wrote. Placeholders are offered what `LinkValueGrammar.mayBe` allows; a
    /// tail takes the segments up to `end`.
    private func children(
        of node: Int, for text: UnsafeBufferPointer<UInt8>, into steps: UnsafeMutableBufferPointer<Step>,
        from start: Int, depth: Int, end: Int
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
            add(rareChildren[node].tail, depth: end, binding: Self.tailBinding - Int32(depth))
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

    /// A writer for a link of this table's patterns that begin with `/`: the first scheme in its
    /// declared form, else https and the first host, then segments and query items. It writes
    /// nothing when the table has neither a scheme nor a host.
    @_spi(NavGenGenerated) public var linkWriter: LinkWriter {
        writer(for: .preferred)
    }

    /// A writer for a link of the patterns that begin with `/`, for `audience`: the first scheme
    /// (else host) for the app's own, the scheme or host named when the graph declares it; a
    /// writer of no link otherwise.
    @_spi(NavGenGenerated) public func writer(for audience: LinkAudience) -> LinkWriter {
        switch audience {
        case .preferred:
            return preferredWriter
        case .scheme(let name):
            guard let scheme = schemeForms.first(where: { $0.name == name.lowercased() }) else { return .none }
            return scheme.form.writer(scheme: scheme.name)
        case .host(let name):
            guard hostNames.contains(name.lowercased()) else { return .none }
            return Self.writer(host: name.lowercased())
        }
    }

    /// A writer for a link of a pattern for one scheme, in the pattern's form, for `audience`.
    @_spi(NavGenGenerated) public func writer(scheme: String, form: SchemeLinkForm, for audience: LinkAudience)
        -> LinkWriter
    {
        switch audience {
        case .preferred: break
        case .scheme(let name): guard name.lowercased() == scheme.lowercased() else { return .none }
        case .host: return .none
        }
        return form.writer(scheme: scheme.lowercased())
    }

    /// As `writer(scheme:form:for:)`, as language 4's generated code asks: `withoutAuthority` for
    /// `scheme:…`, else `scheme://…`.
    @_spi(NavGenGenerated) public func writer(scheme: String, withoutAuthority: Bool, for audience: LinkAudience)
        -> LinkWriter
    {
        writer(scheme: scheme, form: withoutAuthority ? .rootless : .authority, for: audience)
    }

    /// A writer for a link of a pattern for one host, for `audience`.
    @_spi(NavGenGenerated) public func writer(host: String, for audience: LinkAudience) -> LinkWriter {
        switch audience {
        case .preferred: break
        case .scheme: return .none
        case .host(let name): guard name.lowercased() == host.lowercased() else { return .none }
        }
        return Self.writer(host: host.lowercased())
    }

    /// A writer for a link of a pattern for the hosts under `domain`, for `audience`: the labels
    /// before the domain come next (`host(_:)`).
    @_spi(NavGenGenerated) public func hostSuffixWriter(domain: String, for audience: LinkAudience) -> LinkWriter {
        let suffix = "." + domain.lowercased()
        switch audience {
        case .preferred: return LinkWriter(prefix: "https://", firstSegmentIsHost: true, hostSuffix: suffix)
        case .scheme: return .none
        case .host(let name):
            return LinkWriter(
                prefix: "https://", firstSegmentIsHost: true, hostSuffix: suffix, requiredHost: name.lowercased())
        }
    }

    /// A writer for a link of a pattern for any host, for `audience`: its host comes next.
    @_spi(NavGenGenerated) public func anyHostWriter(for audience: LinkAudience) -> LinkWriter {
        switch audience {
        case .preferred: LinkWriter(prefix: "https://", firstSegmentIsHost: true)
        case .scheme: .none
        case .host(let name): LinkWriter(prefix: "https://", firstSegmentIsHost: true, requiredHost: name.lowercased())
        }
    }

    /// A writer of `https://host/…`, whose first path segment may be empty.
    private static func writer(host: String) -> LinkWriter {
        LinkWriter(prefix: "https://" + host + "/", firstSegmentIsHost: false)
    }
}

/// A literal's first eight bytes, and its hash with the node it leaves.
private struct EdgeKey {
    var prefix: UInt64
    var hash: Int

    /// Eight bytes at a time, each word mixed in with one multiplication. Inlined: a call per
    /// literal segment cost a URL about a thirtieth of its instructions.
    @inline(__always)
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
