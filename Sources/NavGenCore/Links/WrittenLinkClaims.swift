@_spi(NavGenGenerated) import NavGenRuntime

/// Which of a graph's URL patterns write links that might not read back as the value they were
/// written from (SPEC §2.4's writing rule), so that only those links are read back when an app
/// writes them, and every other link is written without parsing it again.
///
/// A written link reads back as its value unless another pattern claims it first (a literal or
/// a prefix that the value could spell, a typed placeholder that its text could parse as), or
/// its value is of a raw-value type (whose `init(rawValue:)` navgen cannot run), or it ends in a
/// tail (whose segments another pattern can claim whatever they spell). Whatever navgen cannot
/// rule out at build time is read back.
struct WrittenLinkClaims {
    /// The patterns of the graph, of tabs, routes and modals, that begin with `/` and have no
    /// fragment: those that may claim a link written by another such.
    private let patterns: [URLPattern]
    /// Whether some pattern without a fragment is for a scheme or host of its own (or any host):
    /// it answers before the patterns that begin with `/`, and may claim their links.
    private let hasOwnOrigins: Bool
    /// The patterns that may claim another's links, by their number of segments and then by the
    /// literals of their first two segments (nil for a segment that is not one); those that end
    /// in a tail apart. Each pattern is then compared with the few that could claim it, not with
    /// all: an app over modules writes thousands of routes' links without the table layout.
    private let claimants: [Int: [String?: [String?: [Int]]]]
    private let tailClaimants: [Int]

    init(graph: NavigationGraph) {
        let all = (graph.stackRoots + graph.routes + graph.modals).flatMap(\.urlPatterns)
        patterns = all.filter { $0.origin == .declared && $0.fragment == nil }
        hasOwnOrigins = all.contains { $0.origin != .declared && $0.fragment == nil }
        var claimants: [Int: [String?: [String?: [Int]]]] = [:]
        var tailClaimants: [Int] = []
        for (index, pattern) in patterns.enumerated() {
            let segments = pattern.segments
            if let last = segments.last, Self.isTail(last) {
                tailClaimants.append(index)
            } else {
                let (first, second) = (Self.literal(segments.first), Self.literal(segments.dropFirst().first))
                claimants[segments.count, default: [:]][first, default: [:]][second, default: []].append(index)
            }
        }
        self.claimants = claimants
        self.tailClaimants = tailClaimants
    }

    private static func literal(_ segment: URLPattern.Segment?) -> String? {
        if case .literal(let text) = segment { return text }
        return nil
    }

    /// The patterns that might claim links written from `pattern`: those that end in a tail, and
    /// those of its number of segments whose first two segments might match its own. A literal
    /// segment is claimed only by that literal or by a segment that is no literal; anything else
    /// may be claimed by any.
    private func possibleClaimants(of pattern: URLPattern) -> [Int] {
        guard let sameCount = claimants[pattern.segments.count] else { return tailClaimants }
        func matching<Value>(_ table: [String?: Value], _ segment: URLPattern.Segment?) -> [Value] {
            guard let text = Self.literal(segment) else { return Array(table.values) }
            return [table[text], table[nil]].compactMap { $0 }
        }
        let second = pattern.segments.dropFirst().first
        return tailClaimants
            + matching(sameCount, pattern.segments.first).flatMap { matching($0, second).joined() }
    }

    /// Whether a link written from `pattern`, of a screen with `parameters`, must be read back.
    func needsReadBack(_ pattern: URLPattern, parameters: [Parameter]) -> Bool {
        // The language-4 forms are read back: patterns of other groups answer before or beside them.
        if pattern.origin != .declared || pattern.fragment != nil || hasOwnOrigins { return true }
        if parameters.contains(where: { $0.type.isRawValue && pattern.binds($0.name) }) { return true }
        if case .tail = pattern.segments.last { return true }
        return possibleClaimants(of: pattern).contains { index in
            patterns[index] != pattern && Self.claims(patterns[index], linksOf: pattern)
        }
    }

    /// Whether `claimant` might match a link written from `pattern` and be preferred to it: it
    /// matches every segment the pattern writes, and at the first segment where their precedence
    /// differs, its own is higher.
    static func claims(_ claimant: URLPattern, linksOf pattern: URLPattern) -> Bool {
        let claiming = claimant.segments
        let written = pattern.segments
        let hasTail = claiming.last.map(Self.isTail) ?? false
        guard hasTail ? written.count >= claiming.count : written.count == claiming.count else { return false }
        var isPreferred: Bool?
        for (segment, writtenSegment) in zip(claiming, written) {
            // A tail takes the rest, and any segment the pattern writes there is preferred to it.
            if isTail(segment) { return isPreferred ?? false }
            guard mayMatch(segment, linksOf: writtenSegment) else { return false }
            let (own, other) = (rank(of: segment), rank(of: writtenSegment))
            if isPreferred == nil, own != other { isPreferred = own > other }
        }
        return isPreferred ?? false
    }

    private static func isTail(_ segment: URLPattern.Segment) -> Bool {
        if case .tail = segment { return true }
        return false
    }

    /// A segment's precedence (SPEC §2.4): a literal, then a prefix (the longer first), then a
    /// typed placeholder, then `String`, then a tail.
    private static func rank(of segment: URLPattern.Segment) -> (kind: Int, prefix: Int) {
        switch segment {
        case .literal: return (4, 0)
        case .prefixed(let prefix, _, _): return (3, prefix.utf8.count)
        case .parameter(_, let type): return (type == .string ? 1 : 2, 0)
        case .tail: return (0, 0)
        }
    }

    /// Whether `segment` might match what `written` writes in its place.
    private static func mayMatch(_ segment: URLPattern.Segment, linksOf written: URLPattern.Segment) -> Bool {
        switch (segment, written) {
        case (.literal(let literal), .literal(let text)):
            return literal == text
        case (.literal(let literal), .parameter(_, let type)):
            return spells(literal, type)
        case (.literal(let literal), .prefixed(let prefix, _, let type)):
            return literal.hasPrefix(prefix) && spells(String(literal.dropFirst(prefix.count)), type)
        case (.prefixed(let prefix, _, let type), .literal(let text)):
            return text.hasPrefix(prefix) && spells(String(text.dropFirst(prefix.count)), type)
        case (.prefixed(let prefix, _, _), .parameter(_, let type)):
            return mayStart(type, with: prefix)
        case (.prefixed(let prefix, _, _), .prefixed(let writtenPrefix, _, let type)):
            if writtenPrefix.hasPrefix(prefix) { return true }
            return prefix.hasPrefix(writtenPrefix)
                && mayStart(type, with: String(prefix.dropFirst(writtenPrefix.count)))
        case (.parameter(_, let type), .literal(let text)):
            return spells(text, type)
        case (.parameter(_, let type), .parameter(_, let writtenType)):
            return mayOverlap(type, writtenType)
        case (.parameter(_, let type), .prefixed(let prefix, _, _)):
            return mayStart(type, with: prefix)
        case (.tail, _), (_, .tail):
            return true
        }
    }

    /// Whether `text` (decoded) is a value of `type`.
    private static func spells(_ text: String, _ type: BuiltinType) -> Bool {
        !text.isEmpty && type.valueKind.value(of: text) != nil
    }

    /// Whether some value of `type` might be written starting with `prefix`.
    private static func mayStart(_ type: BuiltinType, with prefix: String) -> Bool {
        let characters: String
        switch type {
        case .string, .url: return true
        case .bool: return ["true", "false", "1", "0"].contains { $0.hasPrefix(prefix) }
        case .int: characters = "-0123456789"
        case .double: characters = "-0123456789.e+"
        case .uuid: characters = "-0123456789abcdefABCDEF"
        }
        return prefix.allSatisfy(characters.contains)
    }

    /// Whether a value of `written` might be written as text that also parses as `type`: any text
    /// is a `String`, and a UUID's text is no number nor Boolean.
    private static func mayOverlap(_ type: BuiltinType, _ written: BuiltinType) -> Bool {
        if type == written || type.valueKind == .string || written.valueKind == .string { return true }
        return type != .uuid && written != .uuid
    }
}
