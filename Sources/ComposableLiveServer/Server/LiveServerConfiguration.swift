#if LiveServer
  /// How a ``LiveServer`` treats sessions and clients; the defaults suit one server on a laptop.
  public struct LiveServerConfiguration: Sendable {
    /// How long a tab's session outlives its socket: a page that reconnects within it finds its
    /// store as it left it; after it, the page gets a new session. 30 seconds by default.
    public var gracePeriod: Duration = .seconds(30)
    /// How long a socket may stay silent: the page sends a heartbeat every third of it, so a
    /// socket with nothing from its page for this long (a tab whose network went away without a
    /// word) is closed, and its session waits for a socket for the grace period. 90 seconds by
    /// default, as background tabs may fire their timers only once a minute. A duration that is
    /// not positive is reported, and the default is used.
    public var heartbeatTimeout: Duration = .seconds(90)
    /// The longest message a page may send, in bytes; a longer one closes that socket. 64 KiB.
    public var maxMessageBytes = 64 * 1024
    /// Events a tab may send per second, on average; more are refused with a `rate-limited` error.
    public var eventsPerSecond: Double = 50
    /// Events a tab may send at once before the rate limit applies.
    public var eventBurst: Double = 100
    /// Origins (`http://host:port`) besides the server's own whose pages may open a socket. A
    /// socket request whose `Origin` is neither the `Host` it was sent to nor listed is refused.
    public var allowedOrigins: Set<String> = []
    /// A short name of this server, put in front of its session ids (`a.3f…`) so that a proxy
    /// can send a session's socket to the server that holds it (see Docs/LiveServer.md).
    public var nodeName: String? = nil

    /// The defaults.
    public init() {}
  }
#endif
