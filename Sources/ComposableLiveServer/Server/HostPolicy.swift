#if LiveServer
  import Hummingbird

  /// Which hosts a request may name (``LiveServerConfiguration/allowedHosts``): a page of another
  /// site whose DNS name was pointed at this machine (DNS rebinding) names its own host, and is
  /// refused with 421 before it reaches a page, an asset or a socket.
  struct HostPolicy<Context: RequestContext>: RouterMiddleware {
    /// The names allowed, lowercased; `*` allows any.
    let allowed: Set<String>
    let refusals: RefusalLog

    init(allowed: Set<String>, refusals: RefusalLog) {
      self.allowed = Set(allowed.map { $0.lowercased() })
      self.refusals = refusals
    }

    func handle(
      _ request: Request, context: Context,
      next: (Request, Context) async throws -> Response
    ) async throws -> Response {
      guard self.permits(authority: request.head.authority) else {
        self.refusals.record(.foreignHost)
        return Response(status: .misdirectedRequest, headers: [.connection: "close"])
      }
      return try await next(request, context)
    }

    /// Whether a request's `Host` (its authority: a name or address, and maybe a port) is one
    /// of the allowed names. A request without one is refused: HTTP/1.1 requires it.
    func permits(authority: String?) -> Bool {
      if self.allowed.contains("*") { return true }
      guard let authority, let host = Self.host(of: authority) else { return false }
      return self.allowed.contains(host.lowercased())
    }

    /// The host of an authority without its port: `[::1]` of `[::1]:8080`, `localhost` of
    /// `localhost:8080`; nil when it is not one.
    static func host(of authority: String) -> Substring? {
      if authority.hasPrefix("[") {
        guard let end = authority.firstIndex(of: "]") else { return nil }
        let rest = authority[authority.index(after: end)...]
        guard rest.isEmpty || Self.isPort(rest) else { return nil }
        return authority[...end]
      }
      guard let colon = authority.firstIndex(of: ":") else { return authority[...] }
      guard Self.isPort(authority[colon...]) else { return nil }
      return authority[..<colon]
    }

    /// Whether `text` is `:` and a port number.
    private static func isPort(_ text: Substring) -> Bool {
      let digits = text.dropFirst()
      return text.first == ":" && !digits.isEmpty && digits.count <= 5
        && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
  }
#endif
