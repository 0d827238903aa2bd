#if LiveServer
  import Hummingbird
  import HummingbirdWebSocket
  import NIOCore

  /// The context of a request to a live server: Hummingbird's, with the WebSocket upgrade, and
  /// the client's address, which the session limit per client counts by.
  struct LiveRequestContext: RequestContext, WebSocketRequestContext, RemoteAddressRequestContext {
    var coreContext: CoreRequestContextStorage
    let webSocket: WebSocketHandlerReference<Self>
    /// The client's address, when the connection has one.
    let remoteAddress: SocketAddress?

    init(source: ApplicationRequestContextSource) {
      self.coreContext = .init(source: source)
      self.webSocket = .init()
      self.remoteAddress = source.channel.remoteAddress
    }

    /// The client the session limit counts by: its IP address (its port changes from
    /// connection to connection), or one key for every client without one.
    var client: String {
      self.remoteAddress?.ipAddress ?? "unknown"
    }
  }
#endif
