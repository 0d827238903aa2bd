#if LiveServer
  import ComposableViews
  import Logging

  /// One browser tab: its screen (and so its store), the socket that serves it if any, and the
  /// order of its events.
  @MainActor
  final class LiveSession {
    /// The unguessable id the page holds.
    let id: String
    /// The page's path and query when the session was made.
    let request: LiveRequest
    /// The screen; nil once the session has ended (its store is then released).
    private(set) var screen: ViewHost?
    /// When the session lost (or never had) its socket; nil while one is attached.
    private(set) var detachedSince: ContinuousClock.Instant? = .now
    /// When the attached socket's page was last heard from: its attaching, an event or a
    /// heartbeat.
    private(set) var lastHeard: ContinuousClock.Instant = .now
    /// The `seq` of the last event taken.
    private(set) var lastSeq = 0
    /// Whether a socket has attached before (a later one gets the whole screen again).
    private var hasAttached = false
    /// Whether a page was rendered for the session (a socket that comes without one gets the
    /// whole screen).
    var hasRendered = false
    private var outbox: Outbox?
    private var connection = 0
    /// Whether an event is being handled: its reply takes the patches it causes.
    private var isHandling = false
    private var limiter: RateLimiter
    private let refusals: RefusalLog
    /// The server's logger; ``logger`` adds the session to it.
    private let serverLogger: Logger
    /// The logger for this session's messages. Made when a message is logged: an idle session
    /// keeps no metadata of its own.
    private var logger: Logger {
      var logger = self.serverLogger
      logger[metadataKey: "tca.session"] = "\(self.id.prefix(8))…"
      return logger
    }

    init(
      id: String, request: LiveRequest, screen: ViewHost,
      configuration: LiveServerConfiguration, logger: Logger, refusals: RefusalLog
    ) {
      self.id = id
      self.request = request
      self.screen = screen
      self.limiter = RateLimiter(
        rate: configuration.eventsPerSecond, burst: configuration.eventBurst)
      self.serverLogger = logger
      self.refusals = refusals
      screen.onInvalidate = { [weak self] in self?.screenChanged() }
    }

    /// Whether the session still has its screen.
    var isLive: Bool { self.screen != nil }

    /// Makes `outbox` the session's socket, closing the one before, and sends what the page needs
    /// to be in step: the changes since the first page (first socket), or the whole screen.
    /// Returns the connection's number, for ``detach(_:)``.
    func attach(_ outbox: Outbox, expired: Bool) -> Int {
      if let previous = self.outbox {
        previous.yield(.close(.goingAway, reason: "another socket took over this session"))
        previous.finish()
      }
      self.connection += 1
      self.outbox = outbox
      self.detachedSince = nil
      self.lastHeard = .now
      guard let screen else { return self.connection }
      if self.hasAttached || expired || !self.hasRendered {
        let html = screen.render()
        self.send(
          ServerMessage(
            type: .render, ack: self.lastSeq, session: self.id, expired: expired, html: html,
            title: screen.title))
      } else {
        self.send(
          ServerMessage(
            type: .patch, ack: self.lastSeq, patches: screen.takePatches(), title: screen.title))
      }
      self.hasAttached = true
      return self.connection
    }

    /// The socket numbered `connection` went away; the session waits for another.
    func detach(_ connection: Int) {
      guard connection == self.connection, self.outbox != nil else { return }
      self.outbox = nil
      self.detachedSince = .now
    }

    /// The page's heartbeat: it is still there.
    func heard() {
      self.lastHeard = .now
    }

    /// Closes the attached socket, whose page has been silent past the heartbeat timeout; the
    /// session waits for another socket, as when one goes away.
    func closeSilentSocket(reason: String) {
      guard let outbox = self.outbox else { return }
      self.logger.notice("Closed a silent socket: \(reason)")
      outbox.yield(.close(.goingAway, reason: reason))
      outbox.finish()
      self.detach(self.connection)
    }

    /// Goes to the screens `path` names, before the first page; an address that names none is
    /// counted (the root is shown).
    func open(address path: String) {
      guard let screen else { return }
      if case .ignored = screen.open(address: path) { self.refusals.record(.unknownAddress) }
    }

    /// Takes one event from the page: applies it in order, answers with the patches it caused.
    func receive(_ message: ClientMessage) {
      self.lastHeard = .now
      guard let screen else { return }
      guard message.seq > self.lastSeq else {
        self.logger.debug("Dropped a stale or replayed event", metadata: ["seq": "\(message.seq)"])
        self.send(
          ServerMessage(
            type: .error, ack: self.lastSeq, code: "stale-seq",
            message: "event \(message.seq) is not after \(self.lastSeq)"))
        return
      }
      self.lastSeq = message.seq
      guard self.limiter.allow() else {
        self.refusals.record(.rateLimited)
        self.send(
          ServerMessage(
            type: .error, ack: message.seq, code: "rate-limited",
            message: "too many events from this tab"))
        return
      }
      // The message's kind was checked when it was decoded.
      self.isHandling = true
      defer { self.isHandling = false }
      let outcome =
        ViewEvent.Kind(rawValue: message.kind).map {
          screen.handle(ViewEvent($0, target: message.target, value: message.value))
        } ?? .ignored("unknown event kind \(message.kind)")
      let patches = screen.takePatches()
      // Only a re-render can change the title.
      var reply = ServerMessage(
        type: .patch, ack: message.seq, patches: patches,
        title: patches.isEmpty ? nil : screen.title)
      switch outcome {
      case .handled:
        reply.outcome = "handled"
      case .unknownTarget:
        reply.outcome = "unknownTarget"
      case .ignored(let reason):
        reply.outcome = "ignored"
        reply.message = reason
        if message.kind == ViewEvent.Kind.route.rawValue { self.refusals.record(.unknownAddress) }
      }
      self.send(reply)
    }

    /// Ends the session: the socket (if any) is closed and the screen, with its store, released.
    func end(reason: String) {
      self.screen?.onInvalidate = nil
      self.screen = nil
      if let outbox {
        outbox.yield(.close(.goingAway, reason: reason))
        outbox.finish()
      }
      self.outbox = nil
    }

    /// The screen changed on its own: its patches go out now, in the screen's own main-actor
    /// turn (one hop from the change), unless an event is being handled, whose reply takes them.
    private func screenChanged() {
      guard !self.isHandling else { return }
      self.flush()
    }

    /// Sends the changes state made on its own (effects, shared state). While no socket is
    /// attached they wait in the screen: the next socket gets the whole screen.
    private func flush() {
      guard self.outbox != nil, let screen else { return }
      let patches = screen.takePatches()
      guard !patches.isEmpty else { return }
      self.send(
        ServerMessage(type: .patch, ack: self.lastSeq, patches: patches, title: screen.title))
    }

    private func send(_ message: ServerMessage) {
      guard let outbox = self.outbox else { return }
      outbox.yield(.text(EncodedMessages.shared.text(for: message)))
    }
  }
#endif
