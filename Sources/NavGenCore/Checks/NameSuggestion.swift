/// The declared name closest to a misspelt one, for "did you mean" hints: within a third of the
/// name's length in edits (at least one), a swap of two neighbouring letters counting as one
/// (`trial` → `trail`). A name of one or two letters is too short for an edit to say what was
/// meant: only another case of it is suggested (`a` → `A`).
public func closestName(to name: String, among candidates: [String]) -> String? {
    let target = Array(name.utf8)
    guard target.count > 2 else { return candidates.first { $0.lowercased() == name.lowercased() && $0 != name } }
    let limit = max(1, target.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
        let bytes = Array(candidate.utf8)
        guard abs(bytes.count - target.count) <= limit else { continue }
        let distance = editDistance(target, bytes)
        if distance <= limit, distance < (best?.distance ?? .max) {
            best = (candidate, distance)
        }
    }
    return best?.name
}

/// The optimal string alignment distance: insertions, deletions, substitutions and swaps of two
/// neighbouring characters each count one. Three rolling rows.
func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for (i, x) in a.enumerated() {
        current[0] = i + 1
        for (j, y) in b.enumerated() {
            var cost = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            if i > 0, j > 0, x == b[j - 1], a[i - 1] == y {
                cost = min(cost, beforePrevious[j - 1] + 1)
            }
            current[j + 1] = cost
        }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
}

/// *(5)* `unknown-destination` at a DEST (a resolver's, or a button's `-> DEST`) that names no
/// screen, with the one of `names` it most likely meant; nothing for a module's screen whose module
/// the composition reported already.
func reportUnknownDestination(
    _ name: Name, among names: [String], reportedModules: Set<String>, into diagnostics: inout DiagnosticBag
) {
    if name.isQualified, reportedModules.contains(QualifiedName.module(of: name.text)) { return }
    var message = "unknown destination '\(name.text)'"
    if let suggestion = closestName(to: name.text, among: names) {
        message += "; did you mean '\(suggestion)'?"
    }
    diagnostics.append(.error(.unknownDestination, message, at: name.range))
}
