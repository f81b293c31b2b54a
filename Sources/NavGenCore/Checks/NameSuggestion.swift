/// The declared name closest to a misspelt one, for "did you mean" hints.
func closestName(to name: String, among candidates: [String]) -> String? {
    let target = Array(name.utf8)
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

/// Levenshtein distance with two rolling rows.
func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for (i, x) in a.enumerated() {
        current[0] = i + 1
        for (j, y) in b.enumerated() {
            current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
