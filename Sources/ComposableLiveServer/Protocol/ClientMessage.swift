#if LiveServer
  @_spi(Rendering) import ComposableViews
  import Foundation

  /// One message from the page to the server (wire protocol version 1, see Docs/LiveServer.md):
  /// `{"v":1,"seq":7,"kind":"input","target":"v0.name","value":"Blob"}`.
  struct ClientMessage: Sendable, Hashable, Codable {
    /// The protocol version the page speaks.
    var v: Int
    /// The event's number in its tab, from 1, increasing: the server applies an event only if its
    /// number is above the last one it applied, so a replayed or stale event is dropped.
    var seq: Int
    /// An event kind (`click`, `input`, `change`, `submit`, `dismiss`, `back`, `route`);
    /// `leave`, which the page sends when the tab goes away, so that its session ends at once;
    /// or `heartbeat`, which the page sends every third of the heartbeat timeout to say it is
    /// there (its `seq` is 0: it is not an event).
    var kind: String
    /// The element id the event happened on (empty for `leave`).
    var target: String
    /// The element's value, for `input` and `change`.
    var value: String?

    /// The kinds of event a screen takes: the view layer's.
    static let eventKinds = Set(ViewEvent.Kind.allCases.map(\.rawValue))

    /// Decodes a message, or says in a few words why it is not one.
    static func decode(_ text: String) -> Result<ClientMessage, ProtocolViolation> {
      let message: ClientMessage
      do {
        message = try JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8))
      } catch {
        return .failure(.malformed("not a JSON event message"))
      }
      guard message.v == LiveProtocol.version else {
        return .failure(
          .malformed("protocol version \(message.v), this server speaks \(LiveProtocol.version)"))
      }
      if message.kind == PageContract.Message.heartbeat {
        guard message.seq == 0 else { return .failure(.malformed("a heartbeat's seq is 0")) }
        return .success(message)
      }
      guard message.seq > 0 else { return .failure(.malformed("seq must be positive")) }
      guard message.kind == PageContract.Message.leave || Self.eventKinds.contains(message.kind)
      else {
        return .failure(.malformed("unknown event kind"))
      }
      // The views' own definition of an id: every id a page can send passes it (`leave` and a
      // `back` from a page that names no stack have none).
      guard message.target.isEmpty || ElementID.isValid(message.target) else {
        return .failure(.malformed("target is not an element id"))
      }
      return .success(message)
    }
  }

  /// Why a socket is closed: the message broke the protocol.
  enum ProtocolViolation: Error, Equatable, Sendable {
    /// Not a message of this protocol; what is wrong with it.
    case malformed(String)
    /// Longer than the limit; its size in bytes.
    case tooLarge(Int)

    var reason: String {
      switch self {
      case .malformed(let reason): return "malformed message: \(reason)"
      case .tooLarge(let size): return "message of \(size) bytes is over the limit"
      }
    }
  }

  /// Constants of the wire protocol.
  enum LiveProtocol {
    /// The version this server speaks; a page states it in the socket URL and each message.
    static let version = 1
  }
#endif
