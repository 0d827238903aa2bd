#if LiveServer
  /// The address of the page a session is built for: a root view may start from it, so that a
  /// session rebuilt after it expired shows what the address says.
  public struct LiveRequest: Sendable, Hashable {
    /// The path, `/` for the root.
    public var path: String
    /// The query, without `?`; empty when there is none.
    public var query: String

    /// A request for `path` with `query`.
    public init(path: String = "/", query: String = "") {
      self.path = path
      self.query = query
    }
  }
#endif
