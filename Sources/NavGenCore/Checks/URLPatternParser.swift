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
        func invalid(_ message: String, at offset: Int = 0, length: Int = 1) -> URLPattern? {
            diagnostics.append(
                .error(
                    .invalidURLPattern, "invalid URL pattern \"\(displayable(text))\": \(message)",
                    at: literal.range(ofValueBytes: offset, length: length)))
            return nil
        }
        guard bytes.first == UInt8(ascii: "/") else { return invalid("a pattern starts with '/'") }
        if let bad = bytes.firstIndex(where: { $0 <= 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "#") }) {
            let what =
                bytes[bad] == UInt8(ascii: "#")
                ? "a pattern has no fragment ('#')" : "spaces and control characters must be percent-encoded"
            return invalid(what, at: bad)
        }
        let queryStart = bytes.firstIndex(of: UInt8(ascii: "?")) ?? bytes.count
        var used: Set<String> = []
        var segments: [URLPattern.Segment] = []
        var hasUnknownPlaceholder = false

        // Path: "/" alone has no segments; otherwise each "/"-separated piece must be non-empty.
        if queryStart > 1 {
            var start = 1
            while start <= queryStart {
                let end = bytes[start..<queryStart].firstIndex(of: UInt8(ascii: "/")) ?? queryStart
                guard end > start else {
                    return invalid("empty path segment", at: start - 1)
                }
                let piece = bytes[start..<end]
                let colon = piece.firstIndex(of: UInt8(ascii: ":"))
                if piece.first == UInt8(ascii: "*") || colon != nil {
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
                            return invalid(
                                "a placeholder is a whole segment (':id') or follows a literal prefix ('@:handle'); text after ':\(String(decoding: leading, as: UTF8.self))' is not supported",
                                at: start, length: piece.count)
                        }
                        return invalid(
                            "'\(marker)' must be followed by a parameter name", at: start, length: piece.count)
                    }
                    guard used.insert(name).inserted else {
                        return invalid("placeholder '\(marker)\(name)' is used twice", at: start, length: piece.count)
                    }
                    if isTail, end != queryStart {
                        return invalid("a tail ('*\(name)') is the last segment", at: start, length: piece.count)
                    }
                    guard let parameter = parameters[name] else {
                        reportUnknown(
                            name, literal: literal, at: nameStart - 1, length: piece.count - (nameStart - 1 - start),
                            into: &diagnostics)
                        hasUnknownPlaceholder = true
                        start = end + 1
                        continue
                    }
                    guard let type = parameter.type.linkType, parameter.type.fitsInPath else {
                        notInURL(parameter, literal: literal, at: start, length: piece.count, into: &diagnostics)
                        return nil
                    }
                    if isTail {
                        guard type == .string else {
                            return invalid(
                                "a tail binds the rest of the path, a String; '\(name)' is "
                                    + (parameter.type.elementName == type.rawValue
                                        ? "\(type.article) \(type.rawValue)"
                                        : "of type \(parameter.type.elementName), carried as \(type.article) \(type.rawValue)"),
                                at: start, length: piece.count)
                        }
                        segments.append(.tail(name: name))
                    } else if let colon, colon > piece.startIndex {
                        guard let prefix = percentDecoded(piece[..<colon], plusIsSpace: false) else {
                            return invalid(
                                "bad percent escape in the prefix of ':\(name)'", at: start, length: colon - start)
                        }
                        segments.append(.prefixed(prefix: prefix, name: name, type: type))
                    } else {
                        segments.append(.parameter(name: name, type: type))
                    }
                } else {
                    guard let decoded = percentDecoded(piece, plusIsSpace: false) else {
                        return invalid(
                            "bad percent escape in '\(displayable(String(decoding: piece, as: UTF8.self)))'",
                            at: start, length: piece.count)
                    }
                    segments.append(.literal(decoded))
                }
                start = end + 1
            }
        }

        // Query: "key=:param" pairs joined by "&".
        var query: [URLPattern.QueryItem] = []
        if queryStart < bytes.count {
            var keys: Set<String> = []
            var start = queryStart + 1
            while start <= bytes.count {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: "&")) ?? bytes.count
                let item = bytes[start..<end]
                guard let equals = item.firstIndex(of: UInt8(ascii: "=")), equals > start,
                    bytes.count > equals + 1, bytes[equals + 1] == UInt8(ascii: ":")
                else {
                    return invalid("a query item is written key=:param", at: max(start - 1, 0), length: item.count + 1)
                }
                guard let key = percentDecoded(item[start..<equals], plusIsSpace: true) else {
                    return invalid("bad percent escape in a query key", at: start, length: equals - start)
                }
                guard keys.insert(key).inserted else {
                    return invalid("query key '\(displayable(key))' appears twice", at: start, length: equals - start)
                }
                let name = String(decoding: item[(equals + 2)...], as: UTF8.self)
                guard isIdentifier(name) else {
                    return invalid("':' must be followed by a parameter name", at: equals + 1, length: end - equals - 1)
                }
                guard used.insert(name).inserted else {
                    return invalid("placeholder ':\(name)' is used twice", at: equals + 1, length: end - equals - 1)
                }
                if let parameter = parameters[name] {
                    guard let type = parameter.type.linkType else {
                        notInURL(
                            parameter, literal: literal, at: equals + 1, length: end - equals - 1, into: &diagnostics)
                        return nil
                    }
                    query.append(
                        URLPattern.QueryItem(key: key, parameter: name, type: type, isArray: parameter.type.isArray))
                } else {
                    reportUnknown(name, literal: literal, at: equals + 1, length: end - equals - 1, into: &diagnostics)
                    hasUnknownPlaceholder = true
                }
                start = end + 1
            }
        }

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
        return URLPattern(text: text, segments: segments, query: query, range: literal.range)
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
