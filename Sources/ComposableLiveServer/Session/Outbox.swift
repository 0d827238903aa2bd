#if LiveServer
  import Synchronization

  /// What a session sends one socket, in order.
  ///
  /// The messages are written by a task that runs only while there is something to write, so an
  /// idle socket holds no writing task (its stack would be most of an idle session's memory).
  final class Outbox: Sendable {
    private struct State {
      var pending: [Outgoing] = []
      var isWriting = false
      /// No more messages are taken (the socket's reading ended).
      var isFinished = false
      /// The socket is closed (a close was written, or a write failed): the rest is dropped.
      var isClosed = false
      var drainWaiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())
    /// Writes one message; returns false when the socket takes no more.
    private let write: @Sendable (Outgoing) async -> Bool

    init(write: @escaping @Sendable (Outgoing) async -> Bool) {
      self.write = write
    }

    /// Queues `message`, starting a writer if none is running.
    func yield(_ message: Outgoing) {
      let startWriter = self.state.withLock { state -> Bool in
        guard !state.isFinished, !state.isClosed else { return false }
        state.pending.append(message)
        guard !state.isWriting else { return false }
        state.isWriting = true
        return true
      }
      if startWriter {
        Task.detached { await self.writePending() }
      }
    }

    /// Takes no more messages; those queued are still written.
    func finish() {
      self.state.withLock { $0.isFinished = true }
    }

    /// Returns once every message queued so far is written (or the socket closed).
    func drained() async {
      await withCheckedContinuation { continuation in
        let isIdle = self.state.withLock { state -> Bool in
          guard state.isWriting else { return true }
          state.drainWaiters.append(continuation)
          return false
        }
        if isIdle { continuation.resume() }
      }
    }

    private func writePending() async {
      while true {
        let step = self.state.withLock {
          state -> (next: Outgoing?, waiters: [CheckedContinuation<Void, Never>]) in
          guard !state.isClosed, !state.pending.isEmpty else {
            // Stopping and taking the waiters happen together: a message queued after this
            // starts a writer of its own, and whoever waits for it waits for that one.
            state.pending = []
            state.isWriting = false
            defer { state.drainWaiters = [] }
            return (nil, state.drainWaiters)
          }
          return (state.pending.removeFirst(), [])
        }
        guard let next = step.next else {
          for waiter in step.waiters { waiter.resume() }
          return
        }
        if await !self.write(next) {
          self.state.withLock { $0.isClosed = true }
        }
      }
    }
  }

  /// What a session hands the socket that serves it, in order.
  enum Outgoing: Sendable, Equatable {
    /// Why a socket is closed.
    enum CloseCause: Sendable, Equatable {
      /// A newer socket took over the session, or the session ended.
      case goingAway
      /// The page sent a message over the size limit.
      case tooLarge
      /// The page sent something that is not a protocol message.
      case malformed
    }

    /// A protocol message's JSON text.
    case text(String)
    /// Close the socket.
    case close(CloseCause, reason: String)
  }
#endif
