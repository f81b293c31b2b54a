@_spi(NavGenGenerated) import NavGenRuntime

/// SPEC §3 `duplicate-url` and `ambiguous-url`: each pattern against those declared before it, in
/// one trie per group of patterns that can meet (scheme, host, fragment). Across an app's modules
/// too: the app's graph holds every module's patterns, each at its own file's line.
enum URLConflictCheck {
    /// `declaredSchemes` and `declaredHosts` are the graph's `scheme` and `host` lines: a pattern
    /// for one of them shadows, there, a pattern that begins with `/` of the same shape.
    static func check(
        _ screens: [Screen], declaredSchemes: Set<String> = [], declaredHosts: Set<String> = [],
        into diagnostics: inout DiagnosticBag
    ) {
        // Patterns for different schemes or hosts never collide, nor a pattern with a fragment
        // with one without: a trie per group.
        var tries: [URLPattern.ConflictGroup: URLPatternTrie] = [:]
        var entries: [(pattern: URLPattern, owner: String)] = []
        for screen in screens {
            for pattern in screen.urlPatterns {
                let shapes = pattern.conflictShapes
                // One report a pattern: the first group it collides in.
                if let conflict = shapes.lazy.compactMap({ tries[$0.group]?.conflict(for: $0.keys) }).first {
                    switch conflict {
                    case .duplicate(let other):
                        let first = entries[other]
                        diagnostics.append(
                            .error(
                                .duplicateURL,
                                "URL pattern \"\(displayable(pattern.text))\" matches the same URLs as \"\(displayable(first.pattern.text))\" of '\(first.owner)'"
                                    + (pattern.query.isEmpty && first.pattern.query.isEmpty
                                        ? "" : "; the query never tells two patterns apart, only the path does"),
                                at: pattern.range,
                                notes: [
                                    DiagnosticNote(
                                        range: first.pattern.range,
                                        message: "\"\(displayable(first.pattern.text))\" is declared here")
                                ]))
                    case .ambiguous(let other, let example):
                        let first = entries[other]
                        diagnostics.append(
                            .error(
                                .ambiguousURL,
                                "URL pattern \"\(displayable(pattern.text))\" is ambiguous with \"\(displayable(first.pattern.text))\" of '\(first.owner)': both match '\(displayable(example))' with equal precedence",
                                at: pattern.range,
                                notes: [
                                    DiagnosticNote(
                                        range: first.pattern.range,
                                        message: "\"\(displayable(first.pattern.text))\" is declared here")
                                ]))
                    }
                }
                for (group, keys) in shapes {
                    tries[group, default: URLPatternTrie()].insert(keys, id: entries.count)
                }
                entries.append((pattern, screen.name))
            }
        }
        warnAboutShadows(
            entries, tries: tries, declaredSchemes: declaredSchemes, declaredHosts: declaredHosts, into: &diagnostics)
    }

    /// `shadowed-url` (issue 47): a pattern for a declared scheme or host (`trails://trail/:id`)
    /// with the shape of another screen's pattern that begins with `/` (`/trail/:id`): on that
    /// scheme or host the first always wins, and the second never opens. Two packages claiming
    /// one path for different screens, seldom meant. (A pattern for one host that refines one of
    /// the same screen's for all is how a link in a host's own form is written, and is not warned
    /// about.)
    private static func warnAboutShadows(
        _ entries: [(pattern: URLPattern, owner: String)], tries: [URLPattern.ConflictGroup: URLPatternTrie],
        declaredSchemes: Set<String>, declaredHosts: Set<String>, into diagnostics: inout DiagnosticBag
    ) {
        for (pattern, owner) in entries {
            let answersDeclared: Bool
            switch pattern.origin {
            case .scheme(let name, _): answersDeclared = declaredSchemes.contains(name)
            case .host(let host): answersDeclared = declaredHosts.contains(host)
            case .declared, .hostSuffix, .anyHost: answersDeclared = false
            }
            let declaredGroup = URLPattern.ConflictGroup(origin: .declared, hasFragment: pattern.fragment != nil)
            guard answersDeclared, case .duplicate(let other)? = tries[declaredGroup]?.conflict(for: pattern.shapeKeys),
                entries[other].owner != owner
            else { continue }
            let shadowed = entries[other]
            diagnostics.append(
                .warning(
                    .shadowedURL,
                    "URL pattern \"\(displayable(pattern.text))\" of '\(owner)' has the shape of \"\(displayable(shadowed.pattern.text))\" of '\(shadowed.owner)', which it shadows on \(pattern.groupDescription.replacingOccurrences(of: " only", with: "")): such links open '\(owner)', never '\(shadowed.owner)'",
                    at: pattern.range,
                    notes: [
                        DiagnosticNote(
                            range: shadowed.pattern.range,
                            message: "\"\(displayable(shadowed.pattern.text))\" is declared here")
                    ]))
        }
    }
}
