#if LiveServer
  import ComposableViews
  import Logging

  /// The sessions of one server, by id: made by the first page of a tab, found again by its
  /// sockets, ended when the tab leaves or its grace period runs out.
  @MainActor
  final class SessionRegistry {
    private var sessions: [String: LiveSession] = [:]
    private let makeScreen: @MainActor (LiveRequest) -> ViewHost
    private let configuration: LiveServerConfiguration
    private let logger: Logger
    private let refusals: RefusalLog
    private var isShutDown = false
    /// How many sessions each client address holds (``LiveServerConfiguration/maxSessionsPerClient``).
    private var sessionsByClient: [String: Int] = [:]
    /// The client of each session, to count it off when the session ends.
    private var clientOfSession: [String: String] = [:]
    /// The sessions without a socket, each ended when its grace period runs out.
    private var awaitingSocket: Set<String> = []
    /// The one timer that ends them and closes sockets silent past the heartbeat timeout: it
    /// wakes at the earliest such deadline. (One timer for the server rather than a sleeping task
    /// per session or a ping task per socket: an idle session holds no task.)
    private var timer: Task<Void, Never>?
    private var timerWake: ContinuousClock.Instant?

    nonisolated init(
      configuration: LiveServerConfiguration, logger: Logger, refusals: RefusalLog,
      makeScreen: @escaping @MainActor (LiveRequest) -> ViewHost
    ) {
      self.configuration = configuration
      self.logger = logger
      self.refusals = refusals
      self.makeScreen = makeScreen
    }

    /// The number of live sessions.
    var count: Int { self.sessions.count }

    /// The session with `id`, if it lives.
    func session(_ id: String) -> LiveSession? { self.sessions[id] }

    /// A new session for a page of `client`, waiting for its socket for the grace period; nil
    /// when the server is shutting down, or holds as many sessions as it may, in all or for
    /// that client (the page is answered 503).
    func create(for request: LiveRequest, client: String) -> LiveSession? {
      guard !self.isShutDown else { return nil }
      guard self.sessions.count < self.configuration.maxSessions,
        self.sessionsByClient[client, default: 0] < self.configuration.maxSessionsPerClient
      else {
        self.refusals.record(.sessionCap)
        return nil
      }
      let id = SessionID.make(node: self.configuration.nodeName)
      let session = LiveSession(
        id: id, request: request, screen: self.makeScreen(request),
        configuration: self.configuration, logger: self.logger, refusals: self.refusals)
      // A reload or a shared link: the screens its address names.
      if request.path != "/" { session.open(address: request.path) }
      self.sessions[id] = session
      self.sessionsByClient[client, default: 0] += 1
      self.clientOfSession[id] = client
      self.logger.debug("Session started", metadata: ["tca.sessions": "\(self.sessions.count)"])
      self.scheduleExpiry(of: session)
      return session
    }

    /// Attaches a socket to the session `id`, or, when it has ended or never was, to a new
    /// session built for `request` (the page is told its session expired).
    func attach(
      id: String?, request: LiveRequest, client: String, outbox: Outbox
    ) -> (session: LiveSession, connection: Int)? {
      if let id, let session = self.sessions[id], session.isLive {
        self.awaitingSocket.remove(id)
        self.wake(at: .now + self.configuration.heartbeatTimeout)
        return (session, session.attach(outbox, expired: false))
      }
      guard let session = self.create(for: request, client: client) else { return nil }
      if id != nil {
        self.logger.info("A page's session had expired; a new one was built for it")
      }
      self.awaitingSocket.remove(session.id)
      self.wake(at: .now + self.configuration.heartbeatTimeout)
      return (session, session.attach(outbox, expired: id != nil))
    }

    /// The socket `connection` of `session` closed: the session ends unless a socket attaches
    /// within the grace period.
    func detach(_ session: LiveSession, connection: Int) {
      session.detach(connection)
      if session.detachedSince != nil { self.scheduleExpiry(of: session) }
    }

    /// Ends the session `id` now (its tab left).
    func end(_ id: String, reason: String) {
      guard let session = self.sessions.removeValue(forKey: id) else { return }
      self.awaitingSocket.remove(id)
      if let client = self.clientOfSession.removeValue(forKey: id) {
        let left = self.sessionsByClient[client, default: 1] - 1
        self.sessionsByClient[client] = left > 0 ? left : nil
      }
      session.end(reason: reason)
      self.logger.debug(
        "Session ended: \(reason)", metadata: ["tca.sessions": "\(self.sessions.count)"])
    }

    /// Ends every session (the server is shutting down) and refuses new ones.
    func endAll(reason: String) {
      self.isShutDown = true
      let ended = self.sessions.values
      self.sessions.removeAll()
      self.awaitingSocket.removeAll()
      self.sessionsByClient.removeAll()
      self.clientOfSession.removeAll()
      self.timer?.cancel()
      self.timer = nil
      for session in ended { session.end(reason: reason) }
      self.logger.info("Ended \(ended.count) session(s): \(reason)")
    }

    private func scheduleExpiry(of session: LiveSession) {
      guard let since = session.detachedSince, !self.isShutDown else { return }
      self.awaitingSocket.insert(session.id)
      self.wake(at: since + self.configuration.gracePeriod)
    }

    /// Makes the timer wake at `deadline` unless it wakes before.
    private func wake(at deadline: ContinuousClock.Instant) {
      guard !self.isShutDown else { return }
      if let wake = self.timerWake, wake <= deadline { return }
      self.timer?.cancel()
      self.timerWake = deadline
      self.timer = Task { @MainActor [weak self] in
        do { try await Task.sleep(until: deadline, clock: .continuous) } catch { return }
        self?.sweep()
      }
    }

    /// Closes the sockets silent past the heartbeat timeout, ends the sessions whose grace
    /// period has run out, and sets the timer for the next deadline of either.
    private func sweep() {
      self.timer = nil
      self.timerWake = nil
      let grace = self.configuration.gracePeriod
      let timeout = self.configuration.heartbeatTimeout
      let now = ContinuousClock.now
      var next: ContinuousClock.Instant?
      func keep(_ deadline: ContinuousClock.Instant) { next = min(next ?? deadline, deadline) }
      for session in self.sessions.values where session.detachedSince == nil {
        if session.lastHeard + timeout <= now {
          session.closeSilentSocket(reason: "nothing from the page for \(timeout)")
          self.awaitingSocket.insert(session.id)
        } else {
          keep(session.lastHeard + timeout)
        }
      }
      for id in self.awaitingSocket {
        guard let since = self.sessions[id]?.detachedSince else {
          self.awaitingSocket.remove(id)
          continue
        }
        if since + grace <= now {
          self.end(id, reason: "no socket for \(grace)")
        } else {
          keep(since + grace)
        }
      }
      if let next { self.wake(at: next) }
    }
  }
#endif
