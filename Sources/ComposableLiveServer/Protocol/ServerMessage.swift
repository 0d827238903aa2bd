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
#endif
