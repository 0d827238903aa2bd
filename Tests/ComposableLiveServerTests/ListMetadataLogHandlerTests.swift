#if LiveServer
  import Logging
  import Synchronization
  import Testing

  @testable import ComposableLiveServer

  /// The handler a connection's logger gets: metadata added to it is kept as a list and reaches
  /// the wrapped handler only with a message, which then logs what it would have logged itself.
  @Suite struct ListMetadataLogHandlerTests {
    /// Keeps what it logs, and counts how often its metadata is written.
    struct Recording: LogHandler {
      final class Log: Sendable {
        let events = Mutex<[(message: String, metadata: Logger.Metadata)]>([])
        let metadataWrites = Mutex(0)
      }
      let log: Log
      var logLevel: Logger.Level = .debug
      var metadata: Logger.Metadata = [:] {
        didSet { self.log.metadataWrites.withLock { $0 += 1 } }
      }
      subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { self.metadata[key] }
        set { self.metadata[key] = newValue }
      }
      func log(event: LogEvent) {
        var all = self.metadata
        all.merge(event.metadata ?? [:]) { _, new in new }
        self.log.events.withLock { $0.append((event.message.description, all)) }
      }
    }

    @Test func addedMetadataReachesTheWrappedHandlerOnlyWithAMessage() {
      let log = Recording.Log()
      var base = Logger(label: "test") { _ in Recording(log: log) }
      base[metadataKey: "server"] = "a"
      let writesBefore = log.metadataWrites.withLock { $0 }

      var logger = base.keepingMetadataAsList
      logger[metadataKey: "hb.request.id"] = "42"
      logger[metadataKey: "hb.request.id"] = "43"
      #expect(log.metadataWrites.withLock { $0 } == writesBefore)
      #expect(logger[metadataKey: "hb.request.id"] == "43")
      #expect(logger[metadataKey: "server"] == "a")
      #expect(logger.handler.metadata == ["server": "a", "hb.request.id": "43"])

      logger.debug("hello", metadata: ["event": "x"])
      logger.trace("not logged: below the level")
      let events = log.events.withLock { $0 }
      #expect(events.count == 1)
      #expect(events.first?.message == "hello")
      #expect(events.first?.metadata == ["server": "a", "hb.request.id": "43", "event": "x"])

      // Removing a key removes it from what the wrapped handler has too; the base logger is a
      // value of its own, unchanged.
      logger[metadataKey: "server"] = nil
      logger[metadataKey: "hb.request.id"] = nil
      logger.info("bye")
      #expect(log.events.withLock { $0.last?.metadata } == [:])
      #expect(base[metadataKey: "server"] == "a")
      #expect(base.keepingMetadataAsList.keepingMetadataAsList.handler is ListMetadataLogHandler)
    }

    @Test func theLevelIsTheWrappedHandlers() {
      let log = Recording.Log()
      var logger = Logger(label: "test") { _ in Recording(log: log) }.keepingMetadataAsList
      logger.logLevel = .error
      logger.warning("not logged")
      logger.error("logged")
      #expect(log.events.withLock { $0.map(\.message) } == ["logged"])
    }
  }
#endif
