#if LiveServer && PostgreSQL
  import Foundation
  import HTTPTypes
  import HummingbirdCore
  import HummingbirdWebSocket
  import IdentifiedCollections
  import Logging
  import NIOCore
  import NIOPosix
  import NIOWebSocket
  import ServiceLifecycle
  import Synchronization
  import SyncUpsFeatures

  /// `live-load --serve --floor --database postgres://…`: the fan-out floor, a server of the
  /// propagation measurement that does the least a server that renders once for all its tabs
  /// could do.
  ///
  /// It answers the socket the tabs open (`/live`) with a first frame the size of the real
  /// server's first render, showing the sync-ups' titles. It reads the database's changes once
  /// for the whole server, through the storage the real server uses (``SyncUpsStorage``'s
  /// PostgreSQL one: `LISTEN`/`NOTIFY`, then a read of the list), and on each change builds one
  /// frame, the size of the real server's patch for that change, with the changed sync-ups'
  /// titles, and writes that same frame to every tab: one fetch, one "render", N socket writes.
  /// It says `port N` once it listens, and stops when its standard input closes, as
  /// ``PropagationServer`` does.
  struct FloorServer {
    let database: String

    /// The size of the real server's first frame to a tab of SyncUps' list over the sample
    /// sync-ups (`render`, with the page's body), as `live-load --propagation` reported it on
    /// 2026-11-29 (`frames: first 5224 bytes`).
    static let firstFrameBytes = 5_224
    /// The size of the real server's patch to a tab when one sync-up of the list is renamed, as
    /// `live-load --propagation` reported it on 2026-11-29 (`with a write's name 3417 bytes`).
    static let patchFrameBytes = 3_417

    func run() async throws {
      var logger = Logger(label: "live-load.floor")
      // Stopping the server at the end logs its cancellation as an error: not news here.
      logger.logLevel = .critical
      let database = self.database
      let storage = try await onAThread { try SyncUpsStorage.postgres(url: database) }
      let stored = try await onAThread { try storage.load() }
      let tabs = FloorTabs(syncUps: stored ?? [])
      let subscription = storage.observe { syncUps in tabs.changed(to: syncUps) }
      defer { subscription.cancel() }

      let builder = HTTPServerBuilder.http1WebSocketUpgrade(
        configuration: .init(
          ws: .init(maxFrameSize: 1 << 16, autoPing: .disabled, closeTimeout: .seconds(5)))
      ) { request, _, _ in
        guard request.path?.hasPrefix("/live?") == true else { return .dontUpgrade }
        return .upgrade([:]) { inbound, outbound, _ in
          await tabs.serve(inbound: inbound, outbound: outbound)
        }
      }
      let server = try builder.buildServer(
        configuration: ServerConfiguration(
          address: .hostname("127.0.0.1", port: 0), serverName: "live-load-floor"),
        eventLoopGroup: MultiThreadedEventLoopGroup.singleton, logger: logger,
        responder: { _, writer, _ in
          // Only the socket is served.
          try await writer.writeResponse(HTTPResponse(status: .notFound))
        },
        onServerRunning: { channel in say("port \(channel.localAddress?.port ?? 0)") })
      let services = ServiceGroup(configuration: .init(services: [server], logger: logger))
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await services.run() }
        group.addTask { await tabs.broadcast() }
        group.addTask { for await _ in lines(of: FileHandle.standardInput) {} }
        try await group.next()
        // On standard error, which the measuring process shares: the server's own part.
        FileHandle.standardError.write(Data("floor server: \(tabs.fanOutSummary())\n".utf8))
        tabs.finish()
        group.cancelAll()
      }
    }
  }

  /// The floor server's tabs, the list they show and the frames for them.
  final class FloorTabs: Sendable {
    private struct State {
      /// The socket of each tab that has its first frame.
      var tabs: [Int: WebSocketOutboundWriter] = [:]
      var nextTab = 0
      /// The list as last read.
      var syncUps: IdentifiedArrayOf<SyncUp>
      /// What a tab that connects now gets first.
      var first: ByteBuffer
    }

    private let state: Mutex<State>
    /// The frames to write to every tab, in order (at most 64 waiting: the measurement makes at
    /// most 60 changes, a second apart).
    private let frames: AsyncStream<(ByteBuffer, read: ContinuousClock.Instant)>
    private let newFrame: AsyncStream<(ByteBuffer, read: ContinuousClock.Instant)>.Continuation
    /// For each change, how long from the moment its list was read to the moment its frame was
    /// handed to the last tab's socket (at most the 64 newest).
    private let fanOuts = Mutex<[Duration]>([])

    init(syncUps: IdentifiedArrayOf<SyncUp>) {
      self.state = Mutex(State(syncUps: syncUps, first: Self.firstFrame(syncUps)))
      (self.frames, self.newFrame) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(64))
    }

    /// Serves one tab until its socket closes: its first frame, then every change's frame.
    ///
    /// A change read between this tab's first frame and its joining the others is not sent to
    /// it (the measurement makes its changes only once every tab shows the list).
    func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async {
      let first = self.state.withLock { $0.first }
      do {
        try await outbound.write(.custom(WebSocketFrame(fin: true, opcode: .text, data: first)))
      } catch {
        return
      }
      let tab = self.state.withLock { state in
        defer { state.nextTab += 1 }
        state.tabs[state.nextTab] = outbound
        return state.nextTab
      }
      defer { _ = self.state.withLock { $0.tabs.removeValue(forKey: tab) } }
      // The tab sends nothing the floor answers: read until its socket closes.
      var messages = inbound.messages(maxSize: 1 << 16).makeAsyncIterator()
      while case .some = try? await messages.next() {}
    }

    /// The list as read after a change: one frame for every tab, if anything changed.
    func changed(to syncUps: IdentifiedArrayOf<SyncUp>) {
      let frame = self.state.withLock { state -> ByteBuffer? in
        let changed = syncUps.filter { state.syncUps[id: $0.id] != $0 }
        guard !changed.isEmpty || syncUps.count != state.syncUps.count else { return nil }
        state.syncUps = syncUps
        state.first = Self.firstFrame(syncUps)
        return Self.patchFrame(IdentifiedArray(uncheckedUniqueElements: changed))
      }
      if let frame { self.newFrame.yield((frame, read: .now)) }
    }

    /// Writes each change's frame, the same bytes, to every tab, one tab after another; returns
    /// once ``finish()`` is called.
    func broadcast() async {
      for await (frame, read) in self.frames {
        let tabs = self.state.withLock { Array($0.tabs.values) }
        let message = WebSocketFrame(fin: true, opcode: .text, data: frame)
        for tab in tabs {
          try? await tab.write(.custom(message))
        }
        let fanOut = ContinuousClock.now - read
        self.fanOuts.withLock { fanOuts in
          if fanOuts.count == 64 { fanOuts.removeFirst() }
          fanOuts.append(fanOut)
        }
      }
    }

    /// How long a change took from its read to its frame handed to the last tab's socket: p50
    /// and max, as text.
    func fanOutSummary() -> String {
      let fanOuts = self.fanOuts.withLock { $0 }
      return
        "\(fanOuts.count) changes, read → frame handed to every tab's socket: p50 \(milliseconds(fanOuts, 0.5)), max \(milliseconds(fanOuts, 1))"
    }

    /// No more frames are written.
    func finish() { self.newFrame.finish() }

    /// A `render` message showing `syncUps`' titles, padded to the real first frame's size.
    static func firstFrame(_ syncUps: IdentifiedArrayOf<SyncUp>) -> ByteBuffer {
      let cards = syncUps.map { "<li><h3>\(html($0.title))</h3></li>" }.joined()
      return message(
        prefix: #"{"ack":0,"html":"#, html: "<ul>\(cards)</ul>",
        suffix: #","session":"floor","title":"Daily Sync-ups","type":"render","v":1}"#,
        bytes: FloorServer.firstFrameBytes)
    }

    /// A `patch` message showing `changed`'s titles, padded to the real patch's size.
    static func patchFrame(_ changed: IdentifiedArrayOf<SyncUp>) -> ByteBuffer {
      let cards = changed.map { "<h3>\(html($0.title))</h3>" }.joined()
      return message(
        prefix: #"{"ack":0,"patches":[{"html":"#, html: cards,
        suffix: #","target":"floor"}],"title":"Daily Sync-ups","type":"patch","v":1}"#,
        bytes: FloorServer.patchFrameBytes)
    }

    /// `prefix`, `html` as a JSON string, `suffix`: with spaces in the HTML up to `bytes` bytes.
    private static func message(
      prefix: String, html: String, suffix: String, bytes: Int
    ) -> ByteBuffer {
      let unpadded = prefix.utf8.count + json(html).utf8.count + suffix.utf8.count
      let padded = html + String(repeating: " ", count: max(0, bytes - unpadded))
      return ByteBuffer(string: prefix + json(padded) + suffix)
    }

    /// `text` as a JSON string.
    private static func json(_ text: String) -> String {
      var result = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case _ where scalar.value < 0x20:
          result += String(format: "\\u%04x", scalar.value)
        default: result.unicodeScalars.append(scalar)
        }
      }
      return result + "\""
    }

    /// `text` escaped for HTML.
    private static func html(_ text: String) -> String {
      text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;")
    }
  }
#endif
