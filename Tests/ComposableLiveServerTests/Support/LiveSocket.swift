#if LiveServer
  import Foundation
  import HTTPTypes
  import HummingbirdTesting
  import HummingbirdWSClient
  import Logging
  import LiveServerTestSupport
  import Testing

  @testable @_spi(LiveScreen) import ComposableLiveServer

  /// A page's socket in a protocol test: messages go out with ``send(_:)`` and come back, decoded,
  /// from ``next()``; ``closeFrame()`` tells how the server closed it.
  actor LiveSocket {
    private var received: [String] = []
    private var isClosed = false
    private let outgoing: AsyncStream<String>.Continuation
    private let outgoingStream: AsyncStream<String>
    private var connection: Task<WebSocketCloseFrame?, any Error>?
    private var seq = 0

    private init() {
      (self.outgoingStream, self.outgoing) = AsyncStream<String>.makeStream()
    }

    /// Opens `/live` on the test server with `query` (and optionally an `Origin`).
    static func open(
      _ client: LiveTestClient, query: String, origin: String? = nil
    ) async -> LiveSocket {
      let socket = LiveSocket()
      await socket.start(client, query: query, origin: origin)
      return socket
    }

    private func start(_ client: LiveTestClient, query: String, origin: String?) {
      var headers = HTTPFields()
      if let origin { headers[.origin] = origin }
      let configuration = WebSocketClientConfiguration(
        maxFrameSize: 1 << 22, additionalHeaders: headers)
      let outgoing = self.outgoingStream
      self.connection = Task {
        do {
          let frame = try await Self.connect(
            client, query: query, configuration: configuration, outgoing: outgoing, socket: self)
          self.markClosed()
          return frame
        } catch {
          self.markClosed()
          throw error
        }
      }
    }

    private static func connect(
      _ client: LiveTestClient, query: String, configuration: WebSocketClientConfiguration,
      outgoing: AsyncStream<String>, socket: LiveSocket
    ) async throws -> WebSocketCloseFrame? {
      guard let port = client.port else { throw TestFailure("the test server has no port") }
      return try await WebSocketClient.connect(
        url: "ws://localhost:\(port)/live?\(query)", configuration: configuration,
        logger: Logger(label: "tca.live-socket.test")
      ) { inbound, outbound, _ in
        try await withThrowingTaskGroup(of: Void.self) { group in
          group.addTask {
            for await text in outgoing {
              if text == LiveSocket.closeCommand {
                try await outbound.close(.normalClosure, reason: nil)
                return
              }
              try await outbound.writeTextMessage(text)
            }
          }
          for try await message in inbound.messages(maxSize: 1 << 22) {
            if case .text(let text) = message { await socket.deliver(text) }
          }
          group.cancelAll()
        }
      }
    }

    private func deliver(_ text: String) { self.received.append(text) }
    private func markClosed() { self.isClosed = true }

    static let closeCommand = "\u{0}close"

    /// Sends the next event (its `seq` one above the last), or `seq` when given.
    @discardableResult
    func send(_ kind: String, _ target: String, value: String? = nil, seq: Int? = nil) -> Int {
      let number = seq ?? self.seq + 1
      self.seq = max(self.seq, number)
      let message = ClientMessage(
        v: LiveProtocol.version, seq: number, kind: kind, target: target, value: value)
      let data = (try? JSONEncoder().encode(message)) ?? Data()
      self.outgoing.yield(String(decoding: data, as: UTF8.self))
      return number
    }

    /// Sends text as it is.
    func sendRaw(_ text: String) {
      self.outgoing.yield(text)
    }

    /// Closes the socket from the page's side.
    func close() {
      self.outgoing.yield(Self.closeCommand)
    }

    /// The next message, or nil when the socket has closed; fails after `seconds`.
    func next(within seconds: Double = 5) async throws -> ServerMessage? {
      let deadline = ContinuousClock.now + .seconds(seconds)
      while self.received.isEmpty {
        if self.isClosed { return nil }
        guard ContinuousClock.now < deadline else {
          throw TestFailure("no message within \(seconds) s")
        }
        // sleep-ok: poll interval of a loop bounded by its deadline.
        try await Task.sleep(for: .milliseconds(2))
      }
      let text = self.received.removeFirst()
      return try JSONDecoder().decode(ServerMessage.self, from: Data(text.utf8))
    }

    /// Whether messages are waiting.
    var hasPending: Bool { !self.received.isEmpty }

    /// Messages until one satisfies `condition`, which is returned.
    func next(
      within seconds: Double = 5, where condition: (ServerMessage) -> Bool
    ) async throws -> ServerMessage {
      let deadline = ContinuousClock.now + .seconds(seconds)
      while ContinuousClock.now < deadline {
        guard let message = try await self.next(within: seconds) else {
          throw TestFailure("the socket closed before the message came")
        }
        if condition(message) { return message }
      }
      throw TestFailure("no such message within \(seconds) s")
    }

    /// How the server closed the socket (waits for it to close).
    func closeFrame() async throws -> WebSocketCloseFrame? {
      guard let connection = self.connection else { return nil }
      let deadline = ContinuousClock.now + .seconds(10)
      while !self.isClosed {
        guard ContinuousClock.now < deadline else {
          throw TestFailure("the socket did not close within 10 s")
        }
        // sleep-ok: poll interval of a loop bounded by its 10 s deadline.
        try await Task.sleep(for: .milliseconds(5))
      }
      return try await connection.value
    }
  }

  /// A test's own failure, with what went wrong.
  struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
#endif
