/// SPEC §3 `duplicate-url` and `ambiguous-url`: each pattern against those declared before it, in
/// one trie per group of patterns that can meet (scheme, host, fragment). Across an app's modules
/// too: the app's graph holds every module's patterns, each at its own file's line.
enum URLConflictCheck {
    static func check(_ screens: [Screen], into diagnostics: inout DiagnosticBag) {
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
    }
}
