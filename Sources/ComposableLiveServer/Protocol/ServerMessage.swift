#if LiveServer
  import ComposableViews

  /// One message from the server to the page (wire protocol version 1, see Docs/LiveServer.md).
  struct ServerMessage: Sendable, Hashable, Codable {
    /// What the message carries.
    enum Kind: String, Sendable, Codable {
      /// The whole screen (`html`), sent when a socket attaches: the page replaces its body.
      case render
      /// Changes since the last message (`patches`), in order.
      case patch
      /// An event was refused (`code`, `message`); the socket stays open.
      case error
    }

    /// The protocol version.
    var v = LiveProtocol.version
    /// What the message carries.
    var type: Kind
    /// The `seq` of the last event the server took (applied, ignored or refused): the page knows
    /// every event up to it has been seen, and the message reflects them.
    var ack: Int
    /// For `render`: the session id the page must use from now on.
    var session: String? = nil
    /// For `render`: true when the page's session had expired and a new one was built.
    var expired: Bool? = nil
    /// For `render`: the screen's body HTML.
    var html: String? = nil
    /// For `patch`: the patches, applied in order.
    var patches: [ViewPatch]? = nil
    /// For `render` and `patch`: the screen's title.
    var title: String? = nil
    /// For a `patch` that answers an event: `handled`, `unknownTarget` or `ignored`.
    var outcome: String? = nil
    /// For `error`: `rate-limited`, `stale-seq`; and for `ignored` outcomes, the reason.
    var code: String? = nil
    /// A sentence for people reading logs.
    var message: String? = nil
  }

  extension ServerMessage {
    /// The message as JSON text: its fields in key order, absent ones left out, strings escaped
    /// as `JSONEncoder` escapes them (with `.sortedKeys` and `.withoutEscapingSlashes`), byte for
    /// byte.
    ///
    /// Written by hand because every tab's every patch is encoded on its server: with
    /// `JSONEncoder`, encoding was 8 % of a server's CPU while a change reached 300 tabs.
    func encoded() -> String {
      var json = JSONText()
      json.open()
      json.field("ack", self.ack)
      if let code = self.code { json.field("code", code) }
      if let expired = self.expired { json.field("expired", expired) }
      if let html = self.html { json.field("html", html) }
      if let message = self.message { json.field("message", message) }
      if let outcome = self.outcome { json.field("outcome", outcome) }
      if let patches = self.patches {
        json.key("patches")
        json.bytes.append(UInt8(ascii: "["))
        for (index, patch) in patches.enumerated() {
          if index > 0 { json.bytes.append(UInt8(ascii: ",")) }
          json.open()
          json.field("html", patch.html)
          json.field("target", patch.target)
          json.close()
        }
        json.bytes.append(UInt8(ascii: "]"))
      }
      if let session = self.session { json.field("session", session) }
      if let title = self.title { json.field("title", title) }
      json.field("type", self.type.rawValue)
      json.field("v", self.v)
      json.close()
      return String(decoding: json.bytes, as: UTF8.self)
    }
  }

  /// The text of the last message a server sent, kept so that an equal message is not encoded
  /// again.
  ///
  /// A change that many tabs show (a shared value every tab's list reads) gives each tab's
  /// session the same patch, with the same ack and title: the first session encodes it, and the
  /// others, comparing their message with it (a few kilobytes compared, where encoding escapes
  /// every quote of the HTML), send the same text. A message that differs in anything is
  /// encoded, and kept in its place.
  @MainActor
  final class EncodedMessages {
    /// The cache a server's sessions share.
    static let shared = EncodedMessages()

    private var last: (message: ServerMessage, text: String)?
    /// How many messages were encoded (the others were equal to the one before).
    private(set) var encodings = 0

    /// `message` as JSON text (``ServerMessage/encoded()``).
    func text(for message: ServerMessage) -> String {
      if let last, last.message == message { return last.text }
      let text = message.encoded()
      self.encodings += 1
      self.last = (message, text)
      return text
    }
  }

  /// JSON written into bytes, an object at a time.
  struct JSONText {
    var bytes: [UInt8] = []
    /// Whether the object being written has no field yet.
    private var isFirstField = true

    mutating func open() {
      self.bytes.append(UInt8(ascii: "{"))
      self.isFirstField = true
    }

    mutating func close() {
      self.bytes.append(UInt8(ascii: "}"))
      self.isFirstField = false
    }

    /// A field's key and its colon, after a comma unless it is the object's first.
    mutating func key(_ key: StaticString) {
      if !self.isFirstField { self.bytes.append(UInt8(ascii: ",")) }
      self.isFirstField = false
      self.bytes.append(UInt8(ascii: "\""))
      key.withUTF8Buffer { self.bytes.append(contentsOf: $0) }
      self.bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
    }

    mutating func field(_ key: StaticString, _ value: Int) {
      self.key(key)
      self.bytes.append(contentsOf: String(value).utf8)
    }

    mutating func field(_ key: StaticString, _ value: Bool) {
      self.key(key)
      self.bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    mutating func field(_ key: StaticString, _ value: String) {
      self.key(key)
      self.string(value)
    }

    /// A string: `"` and `\` escaped, control characters as `\n`-style or `\u00XX` escapes,
    /// everything else (slashes, non-ASCII) as it is.
    mutating func string(_ value: String) {
      self.bytes.reserveCapacity(self.bytes.count + value.utf8.count + 2)
      self.bytes.append(UInt8(ascii: "\""))
      var value = value
      value.withUTF8 { utf8 in
        var start = 0
        for index in utf8.indices {
          let byte = utf8[index]
          guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
            continue
          }
          self.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
          start = index + 1
          self.escape(byte)
        }
        self.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
      }
      self.bytes.append(UInt8(ascii: "\""))
    }

    private mutating func escape(_ byte: UInt8) {
      let backslash = UInt8(ascii: "\\")
      switch byte {
      case UInt8(ascii: "\""), backslash: self.bytes.append(contentsOf: [backslash, byte])
      case 0x08: self.bytes.append(contentsOf: [backslash, UInt8(ascii: "b")])
      case 0x09: self.bytes.append(contentsOf: [backslash, UInt8(ascii: "t")])
      case 0x0A: self.bytes.append(contentsOf: [backslash, UInt8(ascii: "n")])
      case 0x0C: self.bytes.append(contentsOf: [backslash, UInt8(ascii: "f")])
      case 0x0D: self.bytes.append(contentsOf: [backslash, UInt8(ascii: "r")])
      default:
        let hex = Array("0123456789abcdef".utf8)
        self.bytes.append(contentsOf: [backslash, UInt8(ascii: "u"), 0x30, 0x30])
        self.bytes.append(contentsOf: [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
      }
    }
  }
#endif
