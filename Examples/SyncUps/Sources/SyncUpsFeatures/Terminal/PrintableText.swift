/// Text from the data file or the user, made safe to print: control characters (escape
/// sequences that would recolour the terminal, set its title or move the cursor; bidirectional
/// overrides that reorder what is shown) are replaced by a visible `�`.
///
/// Line breaks are kept only where the caller splits text into lines itself.
func printable(_ text: some StringProtocol) -> String {
  var result = ""
  result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
  for scalar in text.unicodeScalars {
    result.unicodeScalars.append(isSafeToPrint(scalar) ? scalar : "\u{FFFD}")
  }
  return result
}

private func isSafeToPrint(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x00...0x1F, 0x7F...0x9F:
    // C0 and C1 controls, including ESC (0x1B) and CSI (0x9B).
    return false
  case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
    // Bidirectional embeddings, overrides, isolates and marks.
    return false
  default:
    return true
  }
}
