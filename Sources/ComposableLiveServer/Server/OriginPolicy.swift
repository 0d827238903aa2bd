#if LiveServer
  import Hummingbird

  /// Which pages may open a socket: a browser always says where the page came from (`Origin`,
  /// an `http` or `https` origin, or `null`), and a page from another site must not drive a
  /// person's session (cross-site WebSocket hijacking). A request without `Origin`, or with a
  /// `ws`/`wss` one (what WebSocket client libraries send), is not from a browser page: no
  /// person's cookies or session ride on it, and it is let through.
  struct OriginPolicy: Sendable {
    /// Origins allowed besides the server's own.
    var allowed: Set<String>

    /// Whether every `Origin` the request carries is allowed.
    func permits(_ request: Request) -> Bool {
      request.headers[values: .origin].allSatisfy { self.permits(origin: $0, of: request) }
    }

    private func permits(origin: String, of request: Request) -> Bool {
      if self.allowed.contains(origin) { return true }
      if origin.hasPrefix("ws://") || origin.hasPrefix("wss://") { return true }
      guard let authority = request.head.authority else { return false }
      return origin == "http://\(authority)" || origin == "https://\(authority)"
    }
  }
#endif
