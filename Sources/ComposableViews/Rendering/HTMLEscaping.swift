/// Writes text into HTML so that it is shown as written and can never become markup: the five
/// characters HTML gives meaning to are escaped, and control characters (which HTML cannot
/// carry) are dropped, except tab, line feed and carriage return.
func appendEscaped(_ text: String, to output: inout String) {
  var needsEscaping = false
  for byte in text.utf8 where byte < 0x20 || byte == 0x7F || byte == 0xC2 || isSpecial(byte) {
    needsEscaping = true
    break
  }
  guard needsEscaping else {
    output += text
    return
  }
  for scalar in text.unicodeScalars {
    switch scalar {
    case "&": output += "&amp;"
    case "<": output += "&lt;"
    case ">": output += "&gt;"
    case "\"": output += "&quot;"
    case "'": output += "&#39;"
    case "\t", "\n", "\r": output.unicodeScalars.append(scalar)
    default:
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { continue }
      output.unicodeScalars.append(scalar)
    }
  }
}

/// Writes text into HTML as UTF-8 bytes, escaped as ``appendEscaped(_:to:)`` escapes it (the
/// same bytes, a byte at a time: no scalar is decoded unless a C1 control may be present).
func appendEscaped(_ text: String, to output: HTMLBuffer) {
  let done: Void? = text.utf8.withContiguousStorageIfAvailable { appendEscaped($0, to: output) }
  if done == nil {
    Array(text.utf8).withUnsafeBufferPointer { appendEscaped($0, to: output) }
  }
}

private func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: HTMLBuffer) {
  // Most text needs nothing escaped: then it is copied at once. (0xC2 starts the encoding of
  // the C1 controls U+0080–U+009F, which are dropped.)
  var needsEscaping = false
  for byte in bytes where byte < 0x20 || byte == 0x7F || byte == 0xC2 || isSpecial(byte) {
    needsEscaping = true
    break
  }
  guard needsEscaping else {
    output.append(bytes)
    return
  }
  var index = 0
  while index < bytes.count {
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "&"): output.append("&amp;")
    case UInt8(ascii: "<"): output.append("&lt;")
    case UInt8(ascii: ">"): output.append("&gt;")
    case UInt8(ascii: "\""): output.append("&quot;")
    case UInt8(ascii: "'"): output.append("&#39;")
    case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): output.append(byte)
    case 0..<0x20, 0x7F: continue
    case 0xC2 where index < bytes.count && (0x80...0x9F).contains(bytes[index]):
      index += 1  // a C1 control: both bytes are dropped
    default: output.append(byte)
    }
  }
}

/// Text escaped for HTML; see ``appendEscaped(_:to:)``.
func escaped(_ text: String) -> String {
  var output = ""
  appendEscaped(text, to: &output)
  return output
}

private func isSpecial(_ byte: UInt8) -> Bool {
  switch byte {
  case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
    UInt8(ascii: "'"):
    return true
  default:
    return false
  }
}

/// A hash of a string that is the same in every process (Swift's `hashValue` is seeded per
/// process), for identities that must not change between runs.
func stableHash(_ string: String) -> String {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in string.utf8 {
    hash ^= UInt64(byte)
    hash &*= 0x0000_0100_0000_01B3
  }
  return String(hash, radix: 36)
}
