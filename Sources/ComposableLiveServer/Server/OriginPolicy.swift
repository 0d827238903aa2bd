#if LiveServer
  import Hummingbird

  /// Which pages may open a socket: a browser always says where the page came from (`Origin`),
  /// and a page from another site must not drive a person's session (cross-site WebSocket
  /// hijacking). A request without `Origin` is not from a browser page and is let through.
  struct OriginPolicy: Sendable {
    /// Origins allowed besides the server's own.
    var allowed: Set<String>

    func permits(_ request: Request) -> Bool {
      guard let origin = request.headers[.origin] else { return true }
      if self.allowed.contains(origin) { return true }
      guard let authority = request.head.authority else { return false }
      return origin == "http://\(authority)" || origin == "https://\(authority)"
    }
  }
#endif
