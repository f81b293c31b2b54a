/// Text from a graph made safe to show in a terminal or an editor: control characters and
/// bidirectional overrides are spelled as `\u{…}` escapes, so a hostile file cannot rewrite the
/// diagnostic around it.
func displayable(_ text: some StringProtocol) -> String {
    if text.utf8.allSatisfy(isPrintableASCII) { return String(text) }
    var result = ""
    for scalar in text.unicodeScalars {
        if isUnsafeForDisplay(scalar) {
            result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}

/// A byte of printable ASCII (space to `~`), which no display or literal escaping changes.
func isPrintableASCII(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x7F
}

func isUnsafeForDisplay(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
}

/// `value` in double quotes, the way both Swift and `.nav` write a string literal: `\` and `"`
/// escaped, the scalars of `namedEscapes` by their short forms, and every other control,
/// bidirectional or invisible line-breaking scalar as `\u{…}`; all other text as it is.
func quotedLiteral(_ value: String, namedEscapes: [Unicode.Scalar: String]) -> String {
    // The common case, plain text, needs no escape (no named escape is printable ASCII).
    if value.utf8.allSatisfy({ isPrintableASCII($0) && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\"") }) {
        return "\"" + value + "\""
    }
    var out = "\""
    for scalar in value.unicodeScalars {
        if scalar == "\\" {
            out += "\\\\"
        } else if scalar == "\"" {
            out += "\\\""
        } else if let escape = namedEscapes[scalar] {
            out += escape
        } else if isUnsafeForDisplay(scalar) || scalar.value == 0x2028 || scalar.value == 0x2029
            || scalar.value == 0xFEFF
        {
            out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
            out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

/// `value` as a double-quoted Swift string literal (`\n`, `\t`, `\r`, `\0` by their short
/// forms): how generated code writes strings, and how messages quote patterns and titles.
func quotedText(_ value: String) -> String {
    quotedLiteral(value, namedEscapes: swiftEscapes)
}

private let swiftEscapes: [Unicode.Scalar: String] = ["\n": "\\n", "\t": "\\t", "\r": "\\r", "\0": "\\0"]
