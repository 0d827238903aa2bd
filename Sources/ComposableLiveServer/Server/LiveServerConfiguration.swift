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

    // MARK: Limits on clients (Docs/LiveServer.md, "Limits")

    /// The host names a request may be sent to (its `Host` header without the port), compared
    /// without regard to case; a request naming another host is refused with 421, so that a page
    /// of another site cannot reach this server through a DNS name of its own (DNS rebinding).
    /// `localhost`, `127.0.0.1` and `[::1]` by default, and the address the server binds when it
    /// is a specific one. Add the names people use to reach a server on a network; `"*"` takes
    /// any host (behind a proxy that checks it).
    public var allowedHosts: Set<String> = ["localhost", "127.0.0.1", "[::1]"]
    /// The longest request line (method, URL and version), in bytes: a longer one is answered
    /// 414 and its connection closed. 8 KiB.
    public var maxRequestLineBytes = 8 * 1024
    /// The largest header section of a request, in bytes: a larger one is answered 431 and its
    /// connection closed. 16 KiB.
    public var maxHeaderBytes = 16 * 1024
    /// The most header lines a request may have: more are answered 431. 100.
    public var maxHeaderCount = 100
    /// How long a client has to send a request's head (its request line and headers), from the
    /// connection's opening or the head's first byte: a connection still sending one after it is
    /// closed (slow or half-open clients). 10 seconds.
    public var headerReadTimeout: Duration = .seconds(10)
    /// How long a connection may wait between requests before it is closed (a socket upgraded
    /// for a page is watched by the heartbeat instead). 60 seconds.
    public var idleConnectionTimeout: Duration = .seconds(60)
    /// The most sessions the server holds: a page past it gets 503. 10,000.
    public var maxSessions = 10_000
    /// The most sessions one client address holds: a page past it gets 503. 100. (Behind a
    /// proxy every client has the proxy's address: raise it there, and cap clients at the proxy.)
    public var maxSessionsPerClient = 100
    /// How often the refusals (requests, sockets and messages refused) are summed up in the log:
    /// one line per period with a count per reason, rather than a line each. 10 seconds.
    public var refusalLogInterval: Duration = .seconds(10)

    /// The defaults.
    public init() {}
  }
#endif
