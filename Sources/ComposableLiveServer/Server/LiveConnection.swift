#if LiveServer
  @_spi(Rendering) import ComposableViews
  import Hummingbird
  import HummingbirdWebSocket
  import Logging

  /// One page's socket: finds (or rebuilds) its session, feeds the session its events in order,
  /// and writes what the session sends. A message that breaks the protocol closes this socket only,
  /// with the reason logged.
  struct LiveConnection: Sendable {
    let registry: SessionRegistry
    /// The largest message a page may send (``LiveServerConfiguration/maxMessageBytes``).
    let maxMessageBytes: Int
    /// The client's address, which the session limit per client counts by.
    let client: String
    let refusals: RefusalLog
    let logger: Logger

    /// A socket attached to its session.
    private struct Attachment: Sendable {
      let session: LiveSession
      let connection: Int
      let outbox: Outbox
    }

    /// Serves one socket until it closes.
    ///
    /// An idle socket is a task suspended in the read below, and its stack keeps the most it
    /// ever held: attaching and closing are functions of their own, so that what they need is
    /// not kept in the frame that waits for the next message.
    func serve(
      request: Request, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter
    ) async {
      guard let attachment = await self.attach(request: request, outbound: outbound) else {
        return
      }
      let violation = await self.read(inbound, into: attachment.session)
      await self.close(attachment, violation: violation)
    }

    /// Finds (or rebuilds) the socket's session and gives it the socket's outbox; nil when the
    /// server is shutting down (the socket is then closed).
    @inline(never)
    private func attach(request: Request, outbound: WebSocketOutboundWriter) async -> Attachment? {
      let (requestedID, address) = Self.session(requestedBy: request)
      let outbox = Self.outbox(writingTo: outbound)
      guard
        let (session, connection) = await self.registry.attach(
          id: requestedID, request: address, client: self.client, outbox: outbox)
      else {
        // 1013, Try Again Later: shutting down, or at its session limit (the page retries).
        try? await outbound.close(.unknown(1013), reason: "the server takes no new session now")
        return nil
      }
      return Attachment(session: session, connection: connection, outbox: outbox)
    }

    /// The session a socket asks for (an id that is not well formed is none) and the page it
    /// was opened from. (Not async: what reading the query needs stays off the socket's stack.)
    @inline(never)
    private static func session(requestedBy request: Request) -> (id: String?, page: LiveRequest) {
      let query = request.uri.queryParameters
      let requestedID = query["session"].flatMap { SessionID.isWellFormed($0) ? String($0) : nil }
      let page = LiveRequest(
        path: query["path"].map(String.init) ?? "/", query: query["query"].map(String.init) ?? "")
      return (requestedID, page)
    }

    /// An outbox that writes to `outbound`.
    @inline(never)
    private static func outbox(writingTo outbound: WebSocketOutboundWriter) -> Outbox {
      Outbox { message in
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
    }

    /// Closes the socket's side of its session: a violation is logged and sent as the close
    /// reason, and the socket closes once what was queued for it is written.
    @inline(never)
    private func close(_ attachment: Attachment, violation: ProtocolViolation?) async {
      if let violation {
        // Counted, not logged one by one: a flood of bad messages makes one line a period.
        self.logger.debug("Closed a socket: \(violation.reason)")
        let cause: Outgoing.CloseCause
        switch violation {
        case .tooLarge:
          cause = .tooLarge
          self.refusals.record(.oversizedMessage)
        case .malformed:
          cause = .malformed
          self.refusals.record(.malformedMessage)
        }
        attachment.outbox.yield(.close(cause, reason: violation.reason))
      }
      await self.registry.detach(attachment.session, connection: attachment.connection)
      attachment.outbox.finish()
      await attachment.outbox.drained()
    }

    /// Reads messages until the socket closes (nil) or one breaks the protocol.
    ///
    /// The loop holds only the iterator; each message is handled by a function of its own.
    private func read(
      _ inbound: WebSocketInboundStream, into session: LiveSession
    ) async -> ProtocolViolation? {
      var messages = inbound.makeAsyncIterator()
      do {
        while let message = try await messages.nextMessage(
          maxSize: self.maxMessageBytes * 4)
        {
          if let outcome = await self.handle(message, in: session) { return outcome.violation }
        }
      } catch {
        self.log(endedWith: error)
      }
      return nil
    }

    /// Logs why a socket's reading ended (a function of its own: what logging needs is not kept
    /// in the reading loop's frame).
    @inline(never)
    private func log(endedWith error: any Error) {
      self.logger.notice("A socket ended with an error: \(error)")
    }

    /// Why reading a socket stops before it closes.
    private enum Stop {
      case left
      case violated(ProtocolViolation)

      var violation: ProtocolViolation? {
        guard case .violated(let violation) = self else { return nil }
        return violation
      }
    }

    /// Gives `message` to `session`; returns why reading stops, or nil to read on.
    @inline(never)
    private func handle(_ message: WebSocketMessage, in session: LiveSession) async -> Stop? {
      guard case .text(let text) = message else {
        return .violated(.malformed("binary message"))
      }
      let size = text.utf8.count
      guard size <= self.maxMessageBytes else { return .violated(.tooLarge(size)) }
      switch ClientMessage.decode(text) {
      case .failure(let violation):
        return .violated(violation)
      case .success(let message) where message.kind == PageContract.Message.heartbeat:
        await session.heard()
      case .success(let event) where event.kind == PageContract.Message.leave:
        await self.registry.end(session.id, reason: "the tab left")
        return .left
      case .success(let event):
        await session.receive(event)
      }
      return nil
    }
  }
#endif
