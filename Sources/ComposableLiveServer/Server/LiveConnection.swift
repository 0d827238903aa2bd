#if LiveServer
  import Hummingbird
  import HummingbirdWebSocket
  import Logging

  /// One page's socket: finds (or rebuilds) its session, feeds the session its events in order,
  /// and writes what the session sends. A message that breaks the protocol closes this socket only,
  /// with the reason logged.
  struct LiveConnection: Sendable {
    let registry: SessionRegistry
    let configuration: LiveServerConfiguration
    let logger: Logger

    func serve(
      request: Request, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter
    ) async {
      let query = request.uri.queryParameters
      let requestedID = query["session"].flatMap { SessionID.isWellFormed($0) ? String($0) : nil }
      let address = LiveRequest(
        path: query["path"].map(String.init) ?? "/", query: query["query"].map(String.init) ?? "")

      let outbox = Outbox { message in
        switch message {
        case .text(let text):
          do { try await outbound.writeTextMessage(text) } catch { return false }
          return true
        case .close(let cause, let reason):
          switch cause {
          case .goingAway: try? await outbound.close(.goingAway, reason: reason)
          case .tooLarge: try? await outbound.close(.messageTooLarge, reason: reason)
          case .malformed: try? await outbound.close(.unacceptableData, reason: reason)
          }
          return false
        }
      }
      let attached = await self.registry.attach(id: requestedID, request: address, outbox: outbox)
      guard let (session, connection) = attached else {
        try? await outbound.close(.goingAway, reason: "the server is shutting down")
        return
      }

      if let violation = await self.read(inbound, into: session) {
        self.logger.warning("Closed a socket: \(violation.reason)")
        let cause: Outgoing.CloseCause =
          switch violation {
          case .tooLarge: .tooLarge
          case .malformed: .malformed
          }
        outbox.yield(.close(cause, reason: violation.reason))
      }
      await self.registry.detach(session, connection: connection)
      outbox.finish()
      // The socket closes when this returns: what was queued for it is written first.
      await outbox.drained()
    }

    /// Reads messages until the socket closes (nil) or one breaks the protocol.
    private func read(
      _ inbound: WebSocketInboundStream, into session: LiveSession
    ) async -> ProtocolViolation? {
      do {
        for try await message in inbound.messages(maxSize: self.configuration.maxMessageBytes * 4) {
          guard case .text(let text) = message else {
            return .malformed("binary message")
          }
          let size = text.utf8.count
          guard size <= self.configuration.maxMessageBytes else { return .tooLarge(size) }
          switch ClientMessage.decode(text) {
          case .failure(let violation):
            return violation
          case .success(let message) where message.kind == "heartbeat":
            await session.heard()
          case .success(let event) where event.kind == "leave":
            await self.registry.end(session.id, reason: "the tab left")
            return nil
          case .success(let event):
            await session.receive(event)
          }
        }
      } catch {
        self.logger.notice("A socket ended with an error: \(error)")
      }
      return nil
    }
  }
#endif
