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

  /// Sessions that send equal messages (one change, many tabs) share one encoding; a message
  /// that differs in anything is encoded.
  @MainActor
  @Suite struct EncodedMessagesTests {
    @Test func anEqualMessageIsNotEncodedAgain() {
      let cache = EncodedMessages()
      // Equal patches made separately, as each tab's host makes its own strings.
      func patch(_ name: String, ack: Int = 0) -> ServerMessage {
        ServerMessage(
          type: .patch, ack: ack,
          patches: [ViewPatch(target: "r.b", html: "<p class=\"card\">" + name + "</p>")],
          title: "Daily Sync-ups")
      }
      let first = cache.text(for: patch("Design"))
      #expect(first == patch("Design").encoded())
      #expect(cache.text(for: patch("Design")) == first)
      #expect(cache.encodings == 1)

      // Another ack, another name, then the first again: each is encoded, and right.
      #expect(cache.text(for: patch("Design", ack: 1)) == patch("Design", ack: 1).encoded())
      #expect(cache.text(for: patch("Engineering")) == patch("Engineering").encoded())
      #expect(cache.text(for: patch("Design")) == first)
      #expect(cache.encodings == 4)
    }
  }
#endif
