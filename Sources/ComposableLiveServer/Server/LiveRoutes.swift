#if LiveServer
  import Hummingbird
  import HummingbirdWebSocket
  import Logging

  /// The server's routes: the page (`GET /` and every other address), its assets
  /// (`GET /assets/NAME`) and its socket (`/live`).
  struct LiveRoutes: Sendable {
    let registry: SessionRegistry
    let configuration: LiveServerConfiguration
    let assets: Assets
    let logger: Logger
    let refusals: RefusalLog
    /// The hosts requests may name: the configuration's, and the address the server binds when
    /// it is a specific one.
    let allowedHosts: Set<String>

    /// The largest frame the WebSocket layer reads: above the message limit, so that an oversized
    /// message reaches ``LiveConnection``, which logs why it closes the socket.
    var maxFrameBytes: Int { max(self.configuration.maxMessageBytes * 4, 1 << 16) }

    func router() -> Router<LiveRequestContext> {
      let router = Router(context: LiveRequestContext.self)
      router.add(middleware: HostPolicy(allowed: self.allowedHosts, refusals: self.refusals))
      router.get("/") { request, context in try await self.page(request, client: context.client) }
      // An app's previews (`LiveServer(app:)`); other servers show their root view there too.
      router.get("/previews") { request, context in
        try await self.page(request, client: context.client)
      }
      router.get("/previews/{index}") { request, context in
        try await self.page(request, client: context.client)
      }
      // Any other address is a page too: an app's navigation writes its screens into the
      // address (`.navigationRoute(_:)`), and a reload or a shared link starts there.
      router.get("**") { request, context in
        // Nothing else under /assets is a page or a file.
        guard !request.uri.path.hasPrefix("/assets/") else { throw HTTPError(.notFound) }
        return try await self.page(request, client: context.client)
      }
      router.get("/assets/{name}") { _, context in
        let name = try context.parameters.require("name")
        guard let file = self.assets.file(named: name) else {
          throw HTTPError(.notFound)
        }
        return Response(
          status: .ok,
          headers: [.contentType: file.contentType, .cacheControl: "no-cache"],
          body: .init(byteBuffer: ByteBuffer(string: file.body)))
      }
      router.ws("/live") { request, _ in
        guard OriginPolicy(allowed: self.configuration.allowedOrigins).permits(request) else {
          self.refusals.record(.foreignOrigin)
          return .dontUpgrade
        }
        // A page that speaks another protocol version gets no socket (it is refused before the
        // upgrade, as a socket from another origin is). The version is exactly the digits of
        // this one: `v=abc`, `v=+1`, `v=01` or none at all is not it.
        guard request.uri.queryParameters["v"] == "\(LiveProtocol.version)" else {
          self.refusals.record(.protocolVersion)
          return .dontUpgrade
        }
        return .upgrade([:])
      } onUpgrade: { inbound, outbound, context in
        let connection = LiveConnection(
          registry: self.registry, maxMessageBytes: self.configuration.maxMessageBytes,
          client: context.requestContext.client, refusals: self.refusals, logger: context.logger)
        await connection.serve(request: context.request, inbound: inbound, outbound: outbound)
      }
      return router
    }

    private func page(_ request: Request, client: String) async throws -> Response {
      let address = LiveRequest(path: request.uri.path, query: request.uri.query ?? "")
      let page: String? = await MainActor.run {
        guard let session = self.registry.create(for: address, client: client),
          let screen = session.screen
        else {
          return nil
        }
        session.hasRendered = true
        return PageDocument.html(
          body: screen.render(), title: screen.title, session: session.id,
          heartbeatTimeout: self.configuration.heartbeatTimeout)
      }
      guard let page else { throw HTTPError(.serviceUnavailable) }
      var headers: HTTPFields = [.contentType: "text/html; charset=utf-8"]
      for (name, value) in PageDocument.securityHeaders {
        // The names are constants of ours, all valid header names.
        guard let name = HTTPFields.Element.Name(name) else { continue }
        headers[name] = value
      }
      return Response(
        status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: page)))
    }
  }
#endif
