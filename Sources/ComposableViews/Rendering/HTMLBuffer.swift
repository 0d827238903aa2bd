/// The bytes an ``HTMLWriter`` writes, in memory of its own: an append is a bounds check and a
/// copy. Markup the module makes is appended as it is; text, escaped (``appendEscaped(_:)``).
///
/// An `Array`'s `append(contentsOf:)` checks uniqueness and goes through a generic copy on every
/// call, about 90 instructions for the few bytes of a tag or class name; a page is thousands of
/// those. The buffer is a class so that the renderer can reuse one for every unit it writes. It
/// is not `Sendable`: the writer that holds it is the main actor's.
final class HTMLBuffer {
  // No access to these outlives the method that makes it, and no method calls out while one is
  // held, so accesses never overlap: the run-time exclusivity check is left out.
  @exclusivity(unchecked) private var base: UnsafeMutablePointer<UInt8>
  @exclusivity(unchecked) private var capacity: Int
  /// The number of bytes written.
  @exclusivity(unchecked) private(set) var count = 0

  /// A buffer with room for `capacity` bytes before it grows.
  init(capacity: Int = 1_024) {
    self.capacity = Swift.max(capacity, 16)
    self.base = .allocate(capacity: self.capacity)
  }

  deinit {
    self.base.deallocate()
  }

  /// Appends one byte.
  @inline(__always)
  func append(_ byte: UInt8) {
    if self.count == self.capacity { self.grow(toHold: self.count + 1) }
    (self.base + self.count).initialize(to: byte)
    self.count += 1
  }

  /// Appends bytes.
  @inline(__always)
  func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, bytes.count > 0 else { return }
    let end = self.count + bytes.count
    if end > self.capacity { self.grow(toHold: end) }
    (self.base + self.count).initialize(from: source, count: bytes.count)
    self.count = end
  }

  /// Appends markup as it is. (A string literal comes here rather than to
  /// ``append(contentsOf:)``: its bytes are there already.)
  func append(_ markup: StaticString) {
    markup.withUTF8Buffer { self.append($0) }
  }

  /// Appends a string's UTF-8 as it is (a tag, an attribute name, an id: made by this module).
  func append(contentsOf string: String) {
    let appended: Void? = string.utf8.withContiguousStorageIfAvailable { self.append($0) }
    if appended == nil {
      for byte in string.utf8 { self.append(byte) }
    }
  }

  /// Appends an array of bytes.
  func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { self.append($0) }
  }

  /// Appends part of an array of bytes (a unit's HTML between two of its child units).
  func append(_ bytes: [UInt8], from start: Int, to end: Int) {
    bytes.withUnsafeBufferPointer { self.append(UnsafeBufferPointer(rebasing: $0[start..<end])) }
  }

  /// Appends text so that it is shown as written and can never become markup: the five
  /// characters HTML gives meaning to are escaped, and control characters (which HTML cannot
  /// carry) are dropped, except tab, line feed and carriage return.
  func appendEscaped(_ text: String) {
    let appended: Void? = text.utf8.withContiguousStorageIfAvailable { self.appendEscaped($0) }
    if appended == nil {
      Array(text.utf8).withUnsafeBufferPointer { self.appendEscaped($0) }
    }
  }

  private func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
    // Most text needs nothing escaped: then it is copied at once. (0xC2 starts the encoding of
    // the C1 controls U+0080–U+009F, which are dropped; no scalar is decoded otherwise.)
    var needsEscaping = false
    for byte in bytes where byte < 0x20 || byte == 0x7F || byte == 0xC2 || Self.isSpecial(byte) {
      needsEscaping = true
      break
    }
    guard needsEscaping else {
      self.append(bytes)
      return
    }
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "&"): self.append("&amp;")
      case UInt8(ascii: "<"): self.append("&lt;")
      case UInt8(ascii: ">"): self.append("&gt;")
      case UInt8(ascii: "\""): self.append("&quot;")
      case UInt8(ascii: "'"): self.append("&#39;")
      case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): self.append(byte)
      case 0..<0x20, 0x7F: continue
      case 0xC2 where index < bytes.count && (0x80...0x9F).contains(bytes[index]):
        index += 1  // a C1 control: both bytes are dropped
      default: self.append(byte)
      }
    }
  }

  private static func isSpecial(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
      UInt8(ascii: "'"):
      return true
    default:
      return false
    }
  }

  /// Forgets what was written, keeping the room.
  func removeAll() {
    self.count = 0
  }

  /// What was written, as an array of exactly that size.
  var bytes: [UInt8] {
    let count = self.count
    let base = self.base
    return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      if count > 0 { buffer.baseAddress!.initialize(from: base, count: count) }
      initialized = count
    }
  }

  /// What was written, as a string.
  var string: String {
    String(decoding: UnsafeBufferPointer(start: self.base, count: self.count), as: UTF8.self)
  }

  /// Makes room for at least `needed` bytes, doubling so that appends stay cheap.
  private func grow(toHold needed: Int) {
    let capacity = Swift.max(needed, self.capacity * 2)
    let base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    base.initialize(from: self.base, count: self.count)
    self.base.deallocate()
    self.base = base
    self.capacity = capacity
  }
}
