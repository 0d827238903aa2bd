#if LiveServer
  import ComposableViews
  import Foundation
  import Testing

  @testable @_spi(LiveScreen) import ComposableLiveServer

  /// The hand-written JSON of the server's messages is what Foundation's encoder writes, byte for
  /// byte, and reads back as the same message.
  @Suite struct ServerMessageJSONTests {
    /// Every ASCII character, both line separators, accents, an emoji and a slash.
    static let awkward: String = {
      var text = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }.joined()
      text += "é\u{2028}\u{2029}😀 </script> C:\\path \"quoted\""
      return text
    }()

    static let messages: [ServerMessage] = [
      ServerMessage(type: .patch, ack: 0, patches: []),
      ServerMessage(
        type: .render, ack: 12, session: "s-1", expired: true, html: "<p>\(awkward)</p>",
        title: awkward),
      ServerMessage(
        type: .patch, ack: 3,
        patches: [
          ViewPatch(target: "u1.b.2", html: awkward),
          ViewPatch(target: "x", html: ""),
        ],
        title: "Daily Sync-ups", outcome: "handled"),
      ServerMessage(
        type: .error, ack: -1, code: "stale-seq", message: "seq 4 is not after 7\n\ttry again"),
      ServerMessage(type: .patch, ack: Int.max, expired: false, outcome: "ignored", code: ""),
    ]

    // By index: the messages' own descriptions, control characters and all, would fill the log.
    @Test(arguments: messages.indices)
    func isWhatFoundationWrites(_ index: Int) throws {
      let message = Self.messages[index]
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      let foundation = String(decoding: try encoder.encode(message), as: UTF8.self)
      #expect(message.encoded() == foundation)
    }

    @Test(arguments: messages.indices)
    func readsBackAsTheSameMessage(_ index: Int) throws {
      let message = Self.messages[index]
      let decoded = try JSONDecoder().decode(
        ServerMessage.self, from: Data(message.encoded().utf8))
      #expect(decoded == message)
    }
  }
#endif
