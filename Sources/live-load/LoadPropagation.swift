#if LiveServer && PostgreSQL
  import Foundation
  import HummingbirdWSClient
  import IdentifiedCollections
  import Logging
  import ComposablePostgres
  import SyncUpsFeatures

  /// `live-load --propagation --database postgres://…`: how long a change committed to PostgreSQL
  /// takes to reach the tabs of two other servers.
  ///
  /// Two servers (`live-load --serve`, child processes of this program, each with its own pool
  /// and `LISTEN` connection on a new database) serve SyncUps' list to `--sessions` tabs each.
  /// This process holds the tabs and a third storage on the database, as a third server would:
  /// once a second it renames a sync-up, and every tab waits for the patch that shows the new
  /// name. A latency runs from the moment the write starts (before its transaction commits) to
  /// the moment the tab reads the patch, so it bounds from above the time from the commit to the
  /// patch leaving the server.
  ///
  /// With `floor`, the two servers are floor servers (`live-load --serve --floor`,
  /// ``FloorServer``): same tabs, same writes, same report, but each server reads a change once
  /// and writes one frame of the real patch's size to all its tabs, the least any server could
  /// do. The report gives the frames' sizes, so that a run of each kind shows they match.
  struct LoadPropagation {
    let database: String
    let floor: Bool
    let sessionsPerServer: Int
    let writes: Int

    func run() async throws {
      let url = try await Self.newDatabase(on: self.database)
      say("database: \(url.split(separator: "/").last ?? "?") (new)")
      let seed = IdentifiedArray(uniqueElements: SyncUp.samples(uuid: { UUID() }))
      let writer = try await onAThread { () throws -> SyncUpsStorage in
        let storage = try SyncUpsStorage.postgres(url: url + "?application_name=live-load")
        _ = try storage.load()
        _ = try storage.save(seed)
        return storage
      }
      let servers = try ["a", "b"].map {
        try ServerProcess(database: url, name: $0, floor: self.floor)
      }
      defer { for server in servers { server.stop() } }
      var listening: [Int] = []
      for server in servers { listening.append(try await server.port()) }
      let ports = listening

      let board = PropagationBoard(writes: self.writes)
      let tabs = Task {
        try await withThrowingTaskGroup(of: Void.self) { group in
          for (server, port) in ports.enumerated() {
            for index in 0..<self.sessionsPerServer {
              group.addTask {
                do {
                  try await self.tab(port: port, server: server, board: board)
                } catch {
                  await board.failed("a tab of server \(server): \(error)")
                }
              }
              if index % 50 == 49 { try await Task.sleep(for: .milliseconds(20)) }
            }
          }
          try await group.waitForAll()
        }
      }
      let everyone = self.sessionsPerServer * ports.count
      guard await board.waitForConnections(everyone, within: .seconds(60)) else {
        tabs.cancel()
        throw LoadFailure("only \(await board.connected) of \(everyone) tabs showed the list")
      }
      say(
        "tabs: \(self.sessionsPerServer) on each of \(ports.count) \(self.floor ? "floor " : "")servers, showing the list"
      )

      let clock = ContinuousClock()
      var next = clock.now
      var saves: [Duration] = []
      for write in 1...self.writes {
        var syncUps = seed
        syncUps[0].title = Self.title(write)
        let started = clock.now
        await board.started(write, at: started)
        let renamed = syncUps
        try await onAThread { _ = try writer.save(renamed) }
        let saved = clock.now
        saves.append(saved - started)
        await board.saved(write, at: saved)
        next += .seconds(1)
        try await clock.sleep(until: next)
      }
      // Stragglers get five more seconds.
      _ = await board.waitForArrivals(everyone * self.writes, within: .seconds(5))
      await board.finish()
      for server in servers { server.stop() }
      _ = try? await tabs.value
      await board.report(tabs: everyone, servers: ports.count, saves: saves)
    }

    /// The sync-up's name after write `number`: no name is a prefix of another.
    static func title(_ number: Int) -> String { "Load write \(number)." }

    /// One tab on `port`: shows the list, then notes when each write's name arrives.
    private func tab(port: Int, server: Int, board: PropagationBoard) async throws {
      var logger = Logger(label: "live-load.propagation")
      logger.logLevel = .critical
      _ = try await WebSocketClient.connect(
        url: "ws://127.0.0.1:\(port)/live?v=1&path=/", configuration: .init(maxFrameSize: 1 << 22),
        logger: logger
      ) { inbound, _, _ in
        var messages = inbound.messages(maxSize: 1 << 22).makeAsyncIterator()
        guard case .text(let first)? = try await messages.next(), first.contains(">Design<")
        else {
          await board.failed("a tab's first render has no sync-up list")
          return
        }
        await board.didConnect(firstFrameBytes: first.utf8.count)
        var seen = 0
        while case .text(let text)? = try await messages.next() {
          let received = ContinuousClock.now
          guard let write = Self.lastWrite(in: text), write > seen else { continue }
          seen = write
          await board.arrived(write, at: received, server: server, bytes: text.utf8.count)
        }
      }
    }

    /// The highest write number whose name `text` contains.
    static func lastWrite(in text: String) -> Int? {
      let marker = Array("Load write ".utf8)
      let bytes = Array(text.utf8)
      var highest: Int?
      var index = 0
      while index + marker.count <= bytes.count {
        guard bytes[index..<index + marker.count].elementsEqual(marker) else {
          index += 1
          continue
        }
        index += marker.count
        var number = 0
        var digits = 0
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
          number = number * 10 + Int(bytes[index] - UInt8(ascii: "0"))
          digits += 1
          index += 1
        }
        if digits > 0, index < bytes.count, bytes[index] == UInt8(ascii: ".") {
          highest = max(highest ?? 0, number)
        }
      }
      return highest
    }

    /// A new, empty database on the server `url` names; its URL.
    static func newDatabase(on url: String) async throws -> String {
      let name = "liveload_" + UUID().uuidString.prefix(8).lowercased()
      guard let slash = url.lastIndex(of: "/") else {
        throw LoadFailure("--database must be postgres://user@host:port/db, not \(url)")
      }
      let server = try PostgresSharedDatabase(url: url)
      defer { server.close() }
      // `CREATE DATABASE` runs outside of a transaction: a read.
      try await server.read { connection in
        try await connection.query(
          "CREATE DATABASE \(unescaped: name)", logger: PostgresSharedDatabase.logger)
      }
      return url[...slash] + name
    }
  }

  /// When each write started and when each tab saw it.
  actor PropagationBoard {
    /// What a wait counts.
    enum Counted { case connections, arrivals }

    private let writes: Int
    private var starts: [Int: ContinuousClock.Instant] = [:]
    /// When each write's save returned, its transaction committed.
    private var ends: [Int: ContinuousClock.Instant] = [:]
    /// Each arrival's write and moment (at most 1,000 tabs × 60 writes).
    private var arrivalTimes: [(write: Int, at: ContinuousClock.Instant)] = []
    private var latencies: [[Duration]] = [[], []]
    /// Each write's first arrival: the database's part, before any tab waits for another's render.
    private var firsts: [Int: Duration] = [:]
    private var failures: [String] = []
    /// The size of each tab's first frame, and of each frame that brought a write.
    private var firstFrames: [Int] = []
    private var patchFrames: [Int] = []
    private(set) var connected = 0
    private var arrivals = 0
    private var isFinished = false
    private var waiter: (target: Int, continuation: CheckedContinuation<Void, Never>)?

    init(writes: Int) { self.writes = writes }

    func didConnect(firstFrameBytes: Int) {
      self.firstFrames.append(firstFrameBytes)
      self.connected += 1
      self.wake(self.connected)
    }

    func started(_ write: Int, at instant: ContinuousClock.Instant) {
      self.starts[write] = instant
    }

    func saved(_ write: Int, at instant: ContinuousClock.Instant) {
      self.ends[write] = instant
    }

    func arrived(_ write: Int, at instant: ContinuousClock.Instant, server: Int, bytes: Int) {
      guard let start = self.starts[write] else {
        self.failures.append("write \(write) arrived before it started")
        return
      }
      self.latencies[server].append(instant - start)
      self.patchFrames.append(bytes)
      self.arrivalTimes.append((write, instant))
      self.firsts[write] = min(self.firsts[write] ?? .seconds(3600), instant - start)
      self.arrivals += 1
      self.wake(self.arrivals)
    }

    /// Notes a tab's failure, unless the measurement is over (the servers closing the sockets).
    func failed(_ text: String) {
      if !self.isFinished { self.failures.append(text) }
    }

    /// The measurement is over: what fails from now on is the servers stopping.
    func finish() { self.isFinished = true }

    /// Waits until `count` tabs show the list, or `limit` passed; whether they did.
    func waitForConnections(_ count: Int, within limit: Duration) async -> Bool {
      await self.wait(until: count, of: .connections, within: limit)
    }

    /// Waits until `count` arrivals were noted, or `limit` passed; whether they were.
    func waitForArrivals(_ count: Int, within limit: Duration) async -> Bool {
      await self.wait(until: count, of: .arrivals, within: limit)
    }

    private func wait(
      until target: Int, of counted: Counted, within limit: Duration
    ) async -> Bool {
      func value() -> Int { counted == .connections ? self.connected : self.arrivals }
      if value() >= target { return true }
      let timeout = Task { [weak self] in
        try await Task.sleep(for: limit)
        await self?.wake(.max)
      }
      await withCheckedContinuation { self.waiter = (target, $0) }
      timeout.cancel()
      return value() >= target
    }

    private func wake(_ value: Int) {
      guard let waiter, value >= waiter.target else { return }
      self.waiter = nil
      waiter.continuation.resume()
    }

    func report(tabs: Int, servers: Int, saves: [Duration]) {
      let all = self.latencies.flatMap { $0 }
      say(
        "writes: \(self.writes) at 1/s; patches seen: \(all.count) of \(tabs * self.writes) (\(tabs) tabs × \(self.writes))"
      )
      say("write (save, one serializable transaction): p50 \(milliseconds(saves, 0.5))")
      say(
        "frames: first \(Self.median(self.firstFrames)) bytes, with a write's name \(Self.median(self.patchFrames)) bytes (p50)"
      )
      say(
        "write start → patch read by the tab: p50 \(milliseconds(all, 0.5)), p99 \(milliseconds(all, 0.99)), max \(milliseconds(all, 1))"
      )
      // The commit lies between the write's start and its save's return: the latency from the
      // commit lies between this and the one above.
      let fromEnd = self.arrivalTimes.compactMap { arrival in
        self.ends[arrival.write].map { arrival.at - $0 }
      }
      say(
        "  from the save's return (after the commit): p50 \(milliseconds(fromEnd, 0.5)), p99 \(milliseconds(fromEnd, 0.99))"
      )
      say(
        "  the first tab of each write: p50 \(milliseconds(Array(self.firsts.values), 0.5)), max \(milliseconds(Array(self.firsts.values), 1))"
      )
      for (server, latencies) in self.latencies.enumerated() {
        say(
          "  server \(server == 0 ? "a" : "b"): p50 \(milliseconds(latencies, 0.5)), p99 \(milliseconds(latencies, 0.99))"
        )
      }
      say(
        "failures: \(self.failures.count)\(self.failures.first.map { " (first: \($0))" } ?? "")")
    }

    /// The median of `values`, as text.
    private static func median(_ values: [Int]) -> String {
      guard !values.isEmpty else { return "n/a" }
      return "\(values.sorted()[values.count / 2])"
    }
  }

#endif
