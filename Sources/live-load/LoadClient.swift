#if LiveServer
  import Foundation
  import HummingbirdWSClient
  import Logging

  /// The tabs of `live-load`, in a process of their own: opens the sessions, then sends one event a
  /// second from each and checks every answer.
  struct LoadClient {
    let scenario: LoadScenario
    let port: Int
    let sessions: Int
    let seconds: Int

    func run() async throws {
      let (opens, openContinuation) = AsyncStream<Void>.makeStream()
      let (starts, startContinuation) = AsyncStream<Void>.makeStream()
      let open = Gate(opens)
      let start = Gate(starts)
      Task {
        for await command in lines(of: FileHandle.standardInput) {
          if command == "open" { openContinuation.finish() }
          if command == "go" { startContinuation.finish() }
        }
      }
      let results = Results()

      // Warm-up sessions, each sending a few events, then leaving.
      try await withThrowingTaskGroup(of: Void.self) { group in
        for _ in 0..<20 {
          group.addTask { try await self.tab(events: 3, phase: .zero, results: nil, start: nil) }
        }
        try await group.waitForAll()
      }
      say("warm")

      await open.wait()

      let connected = Counter()
      try await withThrowingTaskGroup(of: Void.self) { group in
        for index in 0..<self.sessions {
          let phase = Duration.milliseconds(index * 1000 / self.sessions)
          group.addTask {
            try await self.tab(
              events: self.seconds, phase: phase, results: results, start: start,
              onConnected: {
                if await connected.increment() == self.sessions {
                  say("connected")
                }
              })
          }
          if index % 50 == 49 { try await Task.sleep(for: .milliseconds(20)) }
        }
        try await group.waitForAll()
      }
      await results.report(sessions: self.sessions, seconds: self.seconds)
    }

    /// One tab: connects, waits for `start`, then sends `events` clicks a second apart (after
    /// `phase`), checking that each answer acknowledges it, in order, with the count it made.
    private func tab(
      events: Int, phase: Duration, results: Results?, start: Gate?,
      onConnected: @escaping @Sendable () async -> Void = {}
    ) async throws {
      let url = "ws://127.0.0.1:\(self.port)/live?v=1&path=/"
      var logger = Logger(label: "live-load.client")
      logger.logLevel = .error
      _ = try await WebSocketClient.connect(
        url: url, configuration: .init(maxFrameSize: 1 << 20), logger: logger
      ) { inbound, outbound, _ in
        var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
        guard case .text(let first)? = try await messages.next() else { return }
        let script: LoadScript
        do {
          script = try self.scenario.script(firstRender: Self.html(of: first))
        } catch {
          await results?.error("\(error)")
          return
        }
        await onConnected()
        if let start { await start.wait() }
        try await Task.sleep(for: phase)
        let clock = ContinuousClock()
        var next = clock.now
        for seq in 1...events {
          let event = script.event(seq)
          let sent = clock.now
          try await outbound.write(.text(event.message(seq: seq)))
          // The answer: the first message acknowledging this event.
          while true {
            guard case .text(let text)? = try await messages.next() else {
              await results?.error("the socket closed before event \(seq) was answered")
              return
            }
            let answer = Answer(text)
            if answer.isError {
              await results?.error("error for event \(seq): \(text.prefix(120))")
            }
            if answer.ack < seq { continue }
            let latency = clock.now - sent
            if answer.ack != seq {
              await results?.misordered("event \(seq) answered by ack \(answer.ack)")
            } else if let expected = event.expected, !text.contains(expected) {
              await results?.misordered("event \(seq) answered without \(expected)")
            } else if !text.contains(#""patches""#) {
              await results?.misordered("event \(seq) answered without a patch")
            }
            await results?.record(latency)
            break
          }
          next += .seconds(1)
          if seq < events { try await clock.sleep(until: next) }
        }
        try await outbound.write(.text(#"{"v":1,"seq":\#(events + 1),"kind":"leave","target":""}"#))
      }
    }
  }

  extension LoadClient {
    /// The page a render message carries.
    static func html(of message: String) -> String {
      let object = try? JSONSerialization.jsonObject(with: Data(message.utf8)) as? [String: Any]
      return object?["html"] as? String ?? ""
    }
  }

  /// The few fields of a server message the client checks, read without a full decode.
  struct Answer {
    let ack: Int
    let isError: Bool

    init(_ text: String) {
      self.isError = text.contains(#""type":"error""#)
      if let range = text.range(of: #""ack":"#) {
        self.ack = Int(text[range.upperBound...].prefix { $0.isNumber }) ?? -1
      } else {
        self.ack = -1
      }
    }
  }

  /// Latencies and problems, from every tab.
  actor Results {
    private var latencies: [Duration] = []
    private var errors: [String] = []
    private var disorder: [String] = []

    func record(_ latency: Duration) { self.latencies.append(latency) }
    func error(_ text: String) { self.errors.append(text) }
    func misordered(_ text: String) { self.disorder.append(text) }

    func report(sessions: Int, seconds: Int) {
      say(
        "events: \(sessions) sessions × \(seconds) s at 1/s: \(self.latencies.count) answered of \(sessions * seconds)"
      )
      say(
        "event-to-patch latency: p50 \(milliseconds(self.latencies, 0.5)), p99 \(milliseconds(self.latencies, 0.99)), max \(milliseconds(self.latencies, 1))"
      )
      say("errors: \(self.errors.count)\(self.errors.first.map { " (first: \($0))" } ?? "")")
      say(
        "out of order or wrong: \(self.disorder.count)\(self.disorder.first.map { " (first: \($0))" } ?? "")"
      )
    }
  }

  /// A count shared by tasks.
  actor Counter {
    private var value = 0
    func increment() -> Int {
      self.value += 1
      return self.value
    }
  }

  /// Opens once its stream finishes.
  actor Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    init(_ stream: AsyncStream<Void>) {
      Task { [weak self] in
        for await _ in stream {}
        await self?.open()
      }
    }

    private func open() {
      self.isOpen = true
      for waiter in self.waiters { waiter.resume() }
      self.waiters = []
    }

    func wait() async {
      if self.isOpen { return }
      await withCheckedContinuation { self.waiters.append($0) }
    }
  }
#endif
