#if LiveServer
  import Logging

  /// A log handler that keeps the metadata added to it as a short list, and gives it to the
  /// handler it wraps only when a message is logged.
  ///
  /// Hummingbird adds a request id to its logger for every connection. Swift-log's stream
  /// handler keeps metadata in a dictionary and renders it to text as soon as some is added, so
  /// every idle socket would keep both (about 0.3 KB); a connection's logger keeps a list of one
  /// instead, and logs exactly what the wrapped handler would.
  struct ListMetadataLogHandler: LogHandler {
    /// The handler that logs.
    private var base: any LogHandler
    /// Metadata set on this handler, in order, not yet given to `base`.
    private var added: [(key: String, value: Logger.Metadata.Value)] = []

    init(wrapping base: any LogHandler) {
      self.base = base
    }

    var logLevel: Logger.Level {
      get { self.base.logLevel }
      set { self.base.logLevel = newValue }
    }

    var metadataProvider: Logger.MetadataProvider? {
      get { self.base.metadataProvider }
      set { self.base.metadataProvider = newValue }
    }

    var metadata: Logger.Metadata {
      get { self.resolved.metadata }
      set {
        self.base.metadata = newValue
        self.added = []
      }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
      get {
        self.added.last(where: { $0.key == key })?.value ?? self.base[metadataKey: key]
      }
      set {
        self.added.removeAll { $0.key == key }
        if let newValue {
          self.added.append((key, newValue))
        } else if self.base[metadataKey: key] != nil {
          self.base[metadataKey: key] = nil
        }
      }
    }

    func log(event: LogEvent) {
      self.resolved.log(event: event)
    }

    /// The wrapped handler with the added metadata set on it.
    private var resolved: any LogHandler {
      var handler = self.base
      for (key, value) in self.added { handler[metadataKey: key] = value }
      return handler
    }
  }

  extension Logger {
    /// This logger, with a handler that keeps added metadata as a list (see
    /// ``ListMetadataLogHandler``).
    var keepingMetadataAsList: Logger {
      guard !(self.handler is ListMetadataLogHandler) else { return self }
      var logger = self
      logger.handler = ListMetadataLogHandler(wrapping: self.handler)
      return logger
    }
  }
#endif
