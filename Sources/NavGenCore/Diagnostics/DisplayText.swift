/// Text from a graph made safe to show in a terminal or an editor: control characters and
/// bidirectional overrides are spelled as `\u{…}` escapes, so a hostile file cannot rewrite the
/// diagnostic around it.
func displayable(_ text: some StringProtocol) -> String {
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

func isUnsafeForDisplay(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
}
