/// Reads a declaration's `url "…"` strings into `URLPattern`s (SPEC §2.4), reporting
/// `invalid-url-pattern`, `unknown-placeholder` and `missing-url-param`.
struct URLPatternParser {
    let owner: String
    let parameters: [String: Parameter]
    /// Parameters in declaration order, so `missing-url-param` is reported in a stable order.
    let orderedParameters: [Parameter]
    /// Parameters declared with an unknown type (already reported): placeholders naming them
    /// leave the pattern out without a second diagnostic.
    var untypedParameters: Set<String> = []

    func parse(_ literal: StringLiteral, into diagnostics: inout DiagnosticBag) -> URLPattern? {
        let text = literal.value
        let bytes = Array(text.utf8)
        var failed = false
        func invalid(_ message: String, at offset: Int = 0, length: Int = 1) {
            guard !failed else { return }
            failed = true
            diagnostics.append(
                .error(
                    .invalidURLPattern, "invalid URL pattern \"\(displayable(text))\": \(message)",
                    at: literal.range(ofValueBytes: offset, length: length)))
        }
        if let bad = bytes.firstIndex(where: { $0 <= 0x20 || $0 == 0x7F }) {
            invalid("spaces and control characters must be percent-encoded", at: bad)
            return nil
        }
        // What comes before the path: which links the pattern answers, and where its path starts
        // (`pathStart` after a `/`, or at the first segment of a scheme's link without one).
        var origin = URLPattern.Origin.declared
        var pathStart = 0
        var used: Set<String> = []
        var hasUnknownPlaceholder = false
        var hostRange: Range<Int>?
        if bytes.first == UInt8(ascii: "/") {
            pathStart = 1
        } else if let prefix = Self.prefix(of: bytes) {
            switch prefix {
            case .https(let authorityStart):
                let end = bytes[authorityStart...].firstIndex { Self.endsAuthority($0) } ?? bytes.count
                let authority = String(decoding: bytes[authorityStart..<end], as: UTF8.self)
                if authority.hasPrefix(":") {
                    // `:server` (any host) or `:server.simplex.im` (the hosts under a domain).
                    let parts = authority.dropFirst().split(
                        separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
                    let name = String(parts.first ?? "")
                    guard isIdentifier(name) else {
                        invalid(
                            "a link to any host is written 'https://:PARAM/…', and to the hosts under a domain 'https://:PARAM.DOMAIN/…', a String parameter's name after the ':'",
                            at: authorityStart, length: max(1, end - authorityStart))
                        return nil
                    }
                    hostRange = authorityStart..<end
                    if parts.count == 2 {
                        let domain = String(parts[1])
                        if let problem = hostNameProblem(domain) ?? (domain.contains(".") ? nil : "it has no dot") {
                            invalid(
                                "'\(displayable(domain))' is not a domain for 'https://:\(name).DOMAIN/…': \(problem)",
                                at: authorityStart, length: max(1, end - authorityStart))
                            return nil
                        }
                        origin = .hostSuffix(domain: domain.lowercased(), parameter: name)
                    } else {
                        origin = .anyHost(parameter: name)
                    }
                } else if let problem = hostNameProblem(authority) {
                    invalid(
                        "'\(displayable(authority))' is not a host: \(problem)", at: authorityStart,
                        length: max(1, end - authorityStart))
                    return nil
                } else {
                    origin = .host(authority.lowercased())
                }
                pathStart = end < bytes.count && bytes[end] == UInt8(ascii: "/") ? end + 1 : end
            case .scheme(let name, let afterColon, let form):
                origin = .scheme(name.lowercased(), form: form)
                pathStart =
                    afterColon < bytes.count && bytes[afterColon] == UInt8(ascii: "/") ? afterColon + 1 : afterColon
            case .http:
                invalid("links are https only: universal links never open an app over http ('https://…')")
                return nil
            case .malformed(let message, let length):
                invalid(message, length: length)
                return nil
            }
        } else {
            invalid(
                "a pattern begins with '/' (every declared scheme and host), 'https://HOST', 'https://:PARAM.DOMAIN/' (the hosts under a domain), 'https://:PARAM/' (any host) or 'SCHEME:' (one scheme)"
            )
            return nil
        }
        let fragmentStart = bytes[pathStart...].firstIndex(of: UInt8(ascii: "#"))
        let pathAndQueryEnd = fragmentStart ?? bytes.count
        let queryStart = bytes[pathStart..<pathAndQueryEnd].firstIndex(of: UInt8(ascii: "?")) ?? pathAndQueryEnd

        // A problem found in a part ends the reading: reported as `invalid-url-pattern`, unless it
        // was reported already (a type no URL carries).
        var problem: PatternProblem?
        func part<Element>(_ read: () throws(PatternProblem) -> [Element]) -> [Element] {
            guard problem == nil else { return [] }
            do throws(PatternProblem) {
                return try read()
            } catch {
                problem = error
                return []
            }
        }
        func segments(_ range: Range<Int>) -> [URLPattern.Segment] {
            part { () throws(PatternProblem) in
                try parseSegments(
                    bytes, range, literal: literal, used: &used, hasUnknownPlaceholder: &hasUnknownPlaceholder,
                    into: &diagnostics)
            }
        }
        func queryItems(_ range: Range<Int>) -> [URLPattern.QueryItem] {
            part { () throws(PatternProblem) in
                try parseQuery(
                    bytes, range, literal: literal, used: &used, hasUnknownPlaceholder: &hasUnknownPlaceholder,
                    into: &diagnostics)
            }
        }
        if let hostRange, let name = URLPattern.hostParameter(of: origin) {
            used.insert(name)
            if let parameter = parameters[name] {
                if parameter.type.linkType != .string || parameter.type.isArray {
                    invalid(
                        "the host of a link to any host (or its labels before a domain) is bound to a String parameter (or a raw-value type of String); '\(name)' is not one",
                        at: hostRange.lowerBound, length: hostRange.count)
                }
            } else {
                reportUnknown(
                    name, literal: literal, at: hostRange.lowerBound, length: hostRange.count, into: &diagnostics)
                hasUnknownPlaceholder = true
            }
        }
        /// *(5)* A fragment that is one value: `#:key` or `#LIT:key` (not a path, no `/`), then its
        /// own query.
        func valueFragment(from start: Int) -> URLPattern.Fragment? {
            let queryStart = bytes[start...].firstIndex(of: UInt8(ascii: "?")) ?? bytes.count
            let expected =
                "a fragment part is a path after the '#' (\"#/room/:id\") or one value (\"#:key\", \"#LIT:key\"), then its query; a literal '#' is written '%23'"
            guard queryStart > start, !bytes[start..<queryStart].contains(UInt8(ascii: "/")) else {
                invalid(expected, at: start - 1)
                return nil
            }
            let value = segments(start..<queryStart)
            guard problem == nil else { return nil }
            guard let segment = value.first, value.count == 1 else { return nil }
            switch segment {
            case .parameter, .prefixed: break
            case .literal, .tail:
                invalid(expected, at: start - 1, length: queryStart - start + 1)
                return nil
            }
            let query = queryStart < bytes.count ? queryItems((queryStart + 1)..<bytes.count) : []
            let placeholders = [segment.placeholder?.name].compactMap { $0 } + query.map(\.parameter)
            let hasLiteralText: Bool
            if case .prefixed(let prefix, _, _) = segment {
                hasLiteralText = !prefix.isEmpty
            } else {
                hasLiteralText = false
            }
            let optional = placeholders.allSatisfy { parameters[$0].map { !$0.isRequired } ?? false }
            return URLPattern.Fragment(
                segments: value, query: query, isValue: true, alsoMatchesWithout: optional && !hasLiteralText)
        }
        let pathSegments = segments(pathStart..<queryStart)
        let query = queryStart < pathAndQueryEnd ? queryItems((queryStart + 1)..<pathAndQueryEnd) : []
        var fragment: URLPattern.Fragment?
        if let fragmentStart {
            let fragmentPath = fragmentStart + 1
            if let second = bytes[fragmentPath...].firstIndex(of: UInt8(ascii: "#")) {
                // The link's own `#` may be escaped or not; the pattern's is always, so that one
                // pattern reads both.
                invalid(
                    "a literal '#' in a fragment part is written '%23' (\"#/%23:alias\" reads both '#/%23x' and '#/#x')",
                    at: second)
            } else if fragmentPath < bytes.count, bytes[fragmentPath] == UInt8(ascii: "/") {
                let fragmentQueryStart = bytes[fragmentPath...].firstIndex(of: UInt8(ascii: "?")) ?? bytes.count
                fragment = URLPattern.Fragment(
                    segments: segments((fragmentPath + 1)..<fragmentQueryStart),
                    query: fragmentQueryStart < bytes.count ? queryItems((fragmentQueryStart + 1)..<bytes.count) : [])
            } else {
                fragment = valueFragment(from: fragmentPath)
            }
        }
        switch problem {
        case .invalid(let message, let offset, let length)?: invalid(message, at: offset, length: length)
        case .reported?: return nil
        case nil: break
        }
        if failed { return nil }
        // A misspelt placeholder is reported once, as unknown, not again as the parameter it meant.
        for parameter in orderedParameters
        where parameter.isRequired && !used.contains(parameter.name) && !hasUnknownPlaceholder {
            // Left out because no URL can hold it: the message says so, and how to give the screen a URL.
            if parameter.type.isOpaque {
                diagnostics.append(
                    .error(
                        .missingURLParam,
                        "URL pattern \"\(displayable(text))\" leaves out required parameter '\(parameter.name)' of '\(owner)', which is \(parameter.type.opaqueDescription) no URL carries, so '\(owner)' can have no URL; make it optional ('\(parameter.name): \(parameter.type.swiftName)?') or remove the url",
                        at: literal.range,
                        notes: [DiagnosticNote(range: parameter.range, message: "'\(parameter.name)' is declared here")]
                    ))
                continue
            }
            diagnostics.append(
                .error(
                    .missingURLParam,
                    "URL pattern \"\(displayable(text))\" leaves out required parameter '\(parameter.name)' of '\(owner)'",
                    at: literal.range,
                    notes: [DiagnosticNote(range: parameter.range, message: "'\(parameter.name)' is declared here")]))
        }
        if hasUnknownPlaceholder { return nil }
        return URLPattern(
            text: text, segments: pathSegments, query: query, range: literal.range, origin: origin, fragment: fragment)
    }

    /// What ends the reading of a pattern's part.
    private enum PatternProblem: Error {
        /// `invalid-url-pattern`, with the message and where in the pattern.
        case invalid(String, at: Int, length: Int)
        /// A diagnostic already reported.
        case reported
    }

    /// What a pattern that does not begin with `/` begins with.
    private enum Prefix {
        /// `https://`, then the host (or `:PARAM`) from this offset.
        case https(authorityStart: Int)
        /// `SCHEME:`, `SCHEME:/` or `SCHEME://`, in that `form`; the path's first segment at
        /// `afterColon` (after the `//` in the last form).
        case scheme(String, afterColon: Int, form: SchemeForm)
        case http
        case malformed(String, length: Int)
    }

    /// The scheme a pattern begins with, if it begins with one: RFC 3986's `ALPHA *( ALPHA /
    /// DIGIT / "+" / "-" / "." )`, then `:`.
    private static func prefix(of bytes: [UInt8]) -> Prefix? {
        guard let first = bytes.first, isASCIILetter(first) else { return nil }
        var index = 1
        while index < bytes.count,
            isASCIILetter(bytes[index]) || isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "+")
                || bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: ".")
        {
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        let scheme = String(decoding: bytes[..<index], as: UTF8.self)
        let hasSlashes =
            index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "/") && bytes[index + 2] == UInt8(ascii: "/")
        switch scheme.lowercased() {
        case "https":
            guard hasSlashes else {
                return .malformed("an https pattern is written 'https://HOST/…'", length: index + 1)
            }
            return .https(authorityStart: index + 3)
        case "http":
            return .http
        default:
            guard hasSlashes else {
                let isAbsolute = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")
                return .scheme(scheme, afterColon: index + 1, form: isAbsolute ? .absolutePath : .rootless)
            }
            // An empty authority reads as none (SPEC §2.4 (5)) and is never written.
            if index + 3 < bytes.count, bytes[index + 3] == UInt8(ascii: "/") {
                return .malformed(
                    "a link of '\(scheme)' with an empty authority ('\(scheme):///…') reads as one without it; write the pattern '\(scheme):/…'",
                    length: index + 4)
            }
            return .scheme(scheme, afterColon: index + 3, form: .authority)
        }
    }

    private static func endsAuthority(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }

    /// The segments of a path written in `range` without its leading `/` (`menu/:id`); an empty
    /// range is the path `/`.
    private func parseSegments(
        _ bytes: [UInt8], _ range: Range<Int>, literal: StringLiteral, used: inout Set<String>,
        hasUnknownPlaceholder: inout Bool, into diagnostics: inout DiagnosticBag
    ) throws(PatternProblem) -> [URLPattern.Segment] {
        var segments: [URLPattern.Segment] = []
        guard !range.isEmpty else { return segments }
        var start = range.lowerBound
        while start <= range.upperBound {
            let end = bytes[start..<range.upperBound].firstIndex(of: UInt8(ascii: "/")) ?? range.upperBound
            guard end > start else {
                throw .invalid("empty path segment", at: max(start - 1, 0), length: 1)
            }
            let piece = bytes[start..<end]
            let colon = piece.firstIndex(of: UInt8(ascii: ":"))
            defer { start = end + 1 }
            guard piece.first == UInt8(ascii: "*") || colon != nil else {
                guard let decoded = percentDecoded(piece, plusIsSpace: false) else {
                    throw .invalid(
                        "bad percent escape in '\(displayable(String(decoding: piece, as: UTF8.self)))'", at: start,
                        length: piece.count)
                }
                segments.append(.literal(decoded))
                continue
            }
            // `:name`, `LIT:name` or `*name`.
            let isTail = piece.first == UInt8(ascii: "*")
            let nameStart = isTail ? piece.startIndex + 1 : (colon ?? piece.startIndex) + 1
            let name = String(decoding: piece[nameStart...], as: UTF8.self)
            let marker = isTail ? "*" : ":"
            guard isIdentifier(name) else {
                let leading = piece[nameStart...].prefix(while: isIdentifierContinue)
                if !isTail, let first = leading.first, isIdentifierStart(first),
                    leading.count < piece.count - (nameStart - start)
                {
                    throw .invalid(
                        "a placeholder is a whole segment (':id') or follows a literal prefix ('@:handle'); text after ':\(String(decoding: leading, as: UTF8.self))' is not supported",
                        at: start, length: piece.count)
                }
                throw .invalid("'\(marker)' must be followed by a parameter name", at: start, length: piece.count)
            }
            guard used.insert(name).inserted else {
                throw .invalid("placeholder '\(marker)\(name)' is used twice", at: start, length: piece.count)
            }
            if isTail, end != range.upperBound {
                throw .invalid("a tail ('*\(name)') is the last segment", at: start, length: piece.count)
            }
            guard let parameter = parameters[name] else {
                reportUnknown(
                    name, literal: literal, at: nameStart - 1, length: piece.count - (nameStart - 1 - start),
                    into: &diagnostics)
                hasUnknownPlaceholder = true
                continue
            }
            guard let type = parameter.type.linkType, parameter.type.fitsInPath else {
                notInURL(parameter, literal: literal, at: start, length: piece.count, into: &diagnostics)
                throw .reported
            }
            if isTail {
                guard type == .string else {
                    throw .invalid(
                        "a tail binds the rest of the path, a String; '\(name)' is "
                            + (parameter.type.elementName == type.rawValue
                                ? "\(type.article) \(type.rawValue)"
                                : "of type \(parameter.type.elementName), carried as \(type.article) \(type.rawValue)"),
                        at: start, length: piece.count)
                }
                segments.append(.tail(name: name))
            } else if let colon, colon > piece.startIndex {
                guard let prefix = percentDecoded(piece[..<colon], plusIsSpace: false) else {
                    throw .invalid("bad percent escape in the prefix of ':\(name)'", at: start, length: colon - start)
                }
                segments.append(.prefixed(prefix: prefix, name: name, type: type))
            } else {
                segments.append(.parameter(name: name, type: type))
            }
        }
        return segments
    }

    /// The `key=:param` items joined by `&` in `range`, after a `?`.
    private func parseQuery(
        _ bytes: [UInt8], _ range: Range<Int>, literal: StringLiteral, used: inout Set<String>,
        hasUnknownPlaceholder: inout Bool, into diagnostics: inout DiagnosticBag
    ) throws(PatternProblem) -> [URLPattern.QueryItem] {
        var query: [URLPattern.QueryItem] = []
        var keys: Set<String> = []
        var start = range.lowerBound
        while start <= range.upperBound {
            let end = bytes[start..<range.upperBound].firstIndex(of: UInt8(ascii: "&")) ?? range.upperBound
            let item = bytes[start..<end]
            guard let equals = item.firstIndex(of: UInt8(ascii: "=")), equals > start,
                end > equals + 1, bytes[equals + 1] == UInt8(ascii: ":")
            else {
                throw .invalid("a query item is written key=:param", at: max(start - 1, 0), length: item.count + 1)
            }
            guard let key = percentDecoded(item[start..<equals], plusIsSpace: true) else {
                throw .invalid("bad percent escape in a query key", at: start, length: equals - start)
            }
            guard keys.insert(key).inserted else {
                throw .invalid("query key '\(displayable(key))' appears twice", at: start, length: equals - start)
            }
            let name = String(decoding: item[(equals + 2)...], as: UTF8.self)
            guard isIdentifier(name) else {
                throw .invalid("':' must be followed by a parameter name", at: equals + 1, length: end - equals - 1)
            }
            guard used.insert(name).inserted else {
                throw .invalid("placeholder ':\(name)' is used twice", at: equals + 1, length: end - equals - 1)
            }
            if let parameter = parameters[name] {
                guard let type = parameter.type.linkType else {
                    notInURL(parameter, literal: literal, at: equals + 1, length: end - equals - 1, into: &diagnostics)
                    throw .reported
                }
                query.append(
                    URLPattern.QueryItem(key: key, parameter: name, type: type, isArray: parameter.type.isArray))
            } else {
                reportUnknown(name, literal: literal, at: equals + 1, length: end - equals - 1, into: &diagnostics)
                hasUnknownPlaceholder = true
            }
            start = end + 1
        }
        return query
    }

    /// `type-not-in-url`: an opaque parameter anywhere in a pattern, an array or `URL` in the path.
    private func notInURL(
        _ parameter: Parameter, literal: StringLiteral, at offset: Int, length: Int,
        into diagnostics: inout DiagnosticBag
    ) {
        let type = parameter.type
        let reason: String
        if type.isLive {
            reason =
                "'\(parameter.name)' is \(type.opaqueDescription), which is passed in memory only and no URL carries; put an ID in the URL and let the screen load by it"
        } else if type.isOpaque, ["Date", "Foundation.Date"].contains(type.elementName) {
            // Foundation's Date has no raw value to declare: the fix is a type of the app's.
            reason =
                "'\(parameter.name)' is \(type.opaqueDescription), which no URL carries, and Foundation's Date has no raw value: carry the day or the time as a raw-value type of the app's ('type Day: String'; docs/guide.md)"
        } else if type.isOpaque {
            reason =
                "'\(parameter.name)' is \(type.opaqueDescription), which no URL carries (declare it 'type \(type.elementName): RAW' if a raw value identifies it)"
        } else if type.isArray {
            reason =
                "'\(parameter.name)' is an array, carried only in the query, one item per element ('?\(parameter.name)=:\(parameter.name)')"
        } else {
            reason =
                "'\(parameter.name)' is a URL, carried only in the query ('?\(parameter.name)=:\(parameter.name)'), percent-encoded"
        }
        diagnostics.append(
            .error(
                .typeNotInURL,
                "URL pattern \"\(displayable(literal.value))\" cannot hold '\(parameter.name)': \(reason)",
                at: literal.range(ofValueBytes: offset, length: length)))
    }

    private func reportUnknown(
        _ name: String, literal: StringLiteral, at offset: Int, length: Int, into diagnostics: inout DiagnosticBag
    ) {
        guard !untypedParameters.contains(name) else { return }
        let known = orderedParameters.map { "'\($0.name)'" }
        var hint =
            known.isEmpty ? "'\(owner)' has no parameters" : "its parameters are \(known.joined(separator: ", "))"
        if let suggestion = closestName(to: name, among: orderedParameters.map(\.name)) {
            hint = "did you mean ':\(suggestion)'?"
        }
        diagnostics.append(
            .error(
                .unknownPlaceholder, "':\(name)' is not a parameter of '\(owner)'; \(hint)",
                at: literal.range(ofValueBytes: offset, length: length)))
    }
}

extension ParameterType {
    /// `of opaque type Account`, `an array of opaque type Account`.
    fileprivate var opaqueDescription: String {
        (isArray ? "an array of " : "of ") + unlinkableDescription
    }
}

func isIdentifier(_ text: String) -> Bool {
    guard let first = text.utf8.first, isIdentifierStart(first) else { return false }
    return text.utf8.allSatisfy(isIdentifierContinue)
}

/// Decodes `%XX` escapes (and `+` as a space in query text); nil when an escape is malformed or
/// the result is not UTF-8.
func percentDecoded(_ bytes: some Collection<UInt8>, plusIsSpace: Bool) -> String? {
    // Nearly every segment has nothing to decode; then its bytes are the text as they stand.
    // Decoding replaces bytes that are not UTF-8, so the text reads back as the bytes only when they are.
    if !bytes.contains(where: { $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+")) }) {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var iterator = bytes.makeIterator()
    while let byte = iterator.next() {
        if byte == UInt8(ascii: "%") {
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            out.append(high << 4 | low)
        } else if plusIsSpace, byte == UInt8(ascii: "+") {
            out.append(UInt8(ascii: " "))
        } else {
            out.append(byte)
        }
    }
    guard firstInvalidUTF8Offset(in: out) == nil else { return nil }
    return String(decoding: out, as: UTF8.self)
}
