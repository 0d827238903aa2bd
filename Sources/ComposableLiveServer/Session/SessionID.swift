#if LiveServer
  @_spi(Rendering) import ComposableViews

  /// Session ids: 128 random bits from the system's secure generator, as 32 hex digits, after the
  /// server's node name when it has one.
  enum SessionID {
    /// A new, unguessable id.
    static func make(node: String?) -> String {
      var generator = SystemRandomNumberGenerator()
      let random = (0..<2).map { _ in hex(generator.next() as UInt64) }.joined()
      if let node { return "\(node).\(random)" }
      return random
    }

    /// Whether `text` could be an id at all (an attacker's text is only ever looked up).
    static func isWellFormed(_ text: Substring) -> Bool {
      // Made of the bytes of an element id: it is a token in the page's markup and its URLs.
      text.utf8.count <= 128 && text.utf8.allSatisfy(ElementID.isAllowed)
    }

    private static func hex(_ value: UInt64) -> String {
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
  }
#endif
