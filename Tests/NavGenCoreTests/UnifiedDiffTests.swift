import TestSupport
import Testing

@testable import NavGenCore

/// `unifiedDiff` is what `format --check` and the reference tests print; a reviewer applies it
/// with `patch`, which refuses a hunk whose header miscounts unless it is allowed fuzz.
@Suite struct UnifiedDiffTests {
    @Test func aMismatchIsShownAsAUnifiedDiff() {
        let old = (1...12).map { "line \($0)" }.joined(separator: "\n")
        let new = old.replacingOccurrences(of: "line 2\n", with: "").replacingOccurrences(
            of: "line 11", with: "line eleven\nline 11b")
        #expect(
            unifiedDiff(old: old, new: new, oldName: "a.swift", newName: "b.swift", context: 2) == """
                --- a.swift
                +++ b.swift
                @@ -1,4 +1,3 @@
                 line 1
                -line 2
                 line 3
                 line 4
                @@ -9,4 +8,5 @@
                 line 9
                 line 10
                -line 11
                +line eleven
                +line 11b
                 line 12
                \\ No newline at end of file

                """)
        #expect(unifiedDiff(old: "x", new: "x", oldName: "a", newName: "b") == nil)
    }

    /// The issue's case: seven lines ending in a newline are seven lines, not eight.
    @Test func aFinalNewlineEndsALineAndDoesNotBeginOne() {
        let old = "tab home{push a}\nroute a\nroute b\nroute c\nroute d\nroute e\nroute f\n"
        let new = "tab home {\n    push a\n}\nroute a\nroute b\nroute c\nroute d\nroute e\nroute f\n"
        #expect(
            unifiedDiff(old: old, new: new, oldName: "g.nav", newName: "g.nav (formatted)") == """
                --- g.nav
                +++ g.nav (formatted)
                @@ -1,4 +1,6 @@
                -tab home{push a}
                +tab home {
                +    push a
                +}
                 route a
                 route b
                 route c

                """)
    }

    @Test func emptyTextsAndMissingFinalNewlinesAreMarked() {
        #expect(
            unifiedDiff(old: "", new: "y\n", oldName: "a", newName: "b") == "--- a\n+++ b\n@@ -0,0 +1,1 @@\n+y\n")
        #expect(
            unifiedDiff(old: "y\n", new: "", oldName: "a", newName: "b") == "--- a\n+++ b\n@@ -1,1 +0,0 @@\n-y\n")
        #expect(
            unifiedDiff(old: "a\nb", new: "a\nb\n", oldName: "a", newName: "b")
                == "--- a\n+++ b\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n")
        #expect(
            unifiedDiff(old: "a\r\nb\r\n", new: "a\nb\r\n", oldName: "a", newName: "b")
                == "--- a\n+++ b\n@@ -1,2 +1,2 @@\n-a\r\n+a\n b\r\n")
        // "é" precomposed and decomposed are equal Strings and different files.
        #expect(
            unifiedDiff(old: "caf\u{E9}\n", new: "cafe\u{301}\n", oldName: "a", newName: "b")
                == "--- a\n+++ b\n@@ -1,1 +1,1 @@\n-caf\u{E9}\n+cafe\u{301}\n")
    }

    /// Every diff of random texts applies exactly, with no fuzz and no offset, as `patch` would.
    @Test func everyDiffAppliesWithoutFuzz() throws {
        var generator = SplitMix64(seed: 38)
        let words = ["route a", "route b", "tab home {", "}", "    push a", "", "// note"]
        func text() -> String {
            let count = Int(generator.next() % 14)
            var lines = (0..<count).map { _ in words[Int(generator.next() % UInt64(words.count))] }
            let endsWithNewline = generator.next() % 4 != 0
            if !endsWithNewline, lines.isEmpty { lines = ["tail"] }
            return lines.joined(separator: "\n") + (endsWithNewline && !lines.isEmpty ? "\n" : "")
        }
        for round in 0..<2_000 {
            let old = text()
            let new = text()
            let context = Int(generator.next() % 4)
            guard let difference = unifiedDiff(old: old, new: new, oldName: "a", newName: "b", context: context)
            else {
                #expect(old == new)
                continue
            }
            let applied = try StrictPatch.apply(difference, to: old)
            #expect(Array(applied.utf8) == Array(new.utf8), "round \(round): \(difference)")
        }
    }
}

/// `patch` with `--fuzz=0` and no offsets: each hunk must start at its header's line, its counts
/// must be the lines it holds, and its context and removed lines must be the old text's bytes.
private enum StrictPatch {
    struct Failure: Error, CustomStringConvertible { let description: String }

    static func apply(_ difference: String, to old: String) throws -> String {
        let oldLines = lines(old)
        var rows = difference.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard rows.count >= 2, rows[0].hasPrefix("--- "), rows[1].hasPrefix("+++ "), rows.last == "" else {
            throw Failure(description: "no header")
        }
        rows.removeLast()
        var output: [String] = []
        var consumed = 0
        var index = 2
        while index < rows.count {
            let header = try parseHeader(rows[index])
            index += 1
            let start = header.oldCount == 0 ? header.oldStart : header.oldStart - 1
            guard start >= consumed, start <= oldLines.count else { throw Failure(description: "hunk out of place") }
            output += oldLines[consumed..<start]
            consumed = start
            var oldSeen = 0
            var newSeen = 0
            while index < rows.count, !rows[index].hasPrefix("@@") {
                let row = rows[index]
                index += 1
                var line = String(row.dropFirst()) + "\n"
                if index < rows.count, rows[index] == "\\ No newline at end of file" {
                    line.removeLast()
                    index += 1
                }
                switch row.first {
                case " ", "-":
                    guard consumed < oldLines.count, Array(oldLines[consumed].utf8) == Array(line.utf8) else {
                        throw Failure(description: "context does not match at old line \(consumed + 1)")
                    }
                    consumed += 1
                    oldSeen += 1
                    if row.first == " " {
                        output.append(line)
                        newSeen += 1
                    }
                case "+":
                    output.append(line)
                    newSeen += 1
                default: throw Failure(description: "unexpected row \(row)")
                }
            }
            guard oldSeen == header.oldCount, newSeen == header.newCount else {
                throw Failure(description: "header counts \(header) but the hunk holds \(oldSeen), \(newSeen)")
            }
            guard
                header.newCount == 0
                    ? header.newStart == output.count - newSeen : header.newStart == output.count - newSeen + 1
            else { throw Failure(description: "new start \(header.newStart) is not where the hunk lands") }
        }
        output += oldLines[consumed...]
        return output.joined()
    }

    private static func parseHeader(_ row: String) throws -> (
        oldStart: Int, oldCount: Int, newStart: Int, newCount: Int
    ) {
        let parts = row.split(separator: " ")
        guard parts.count == 4, parts[0] == "@@", parts[3] == "@@" else {
            throw Failure(description: "bad hunk \(row)")
        }
        func range(_ part: Substring, _ sign: Character) throws -> (Int, Int) {
            let numbers = part.dropFirst().split(separator: ",")
            guard part.first == sign, numbers.count == 2, let start = Int(numbers[0]), let count = Int(numbers[1])
            else {
                throw Failure(description: "bad range \(part)")
            }
            return (start, count)
        }
        let old = try range(parts[1], "-")
        let new = try range(parts[2], "+")
        return (old.0, old.1, new.0, new.1)
    }

    private static func lines(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            current.unicodeScalars.append(scalar)
            if scalar == "\n" {
                result.append(current)
                current = ""
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }
}
