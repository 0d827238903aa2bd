#if LiveServer
  /// Where an app run by ``App/main()`` serves: `--port N` and `--host NAME` on its command line,
  /// or the `PORT` and `HOST` environment variables; 127.0.0.1:8080 otherwise.
  struct LiveAppArguments: Equatable {
    var host = "127.0.0.1"
    var port = 8080
    /// What was wrong with the arguments, if anything: the app does not start.
    var problem: String?

    init(_ arguments: some Sequence<String>, environment: [String: String]) {
      if let host = environment["HOST"], !host.isEmpty { self.host = host }
      if let port = environment["PORT"] {
        self.setPort(port, from: "PORT")
      }
      var iterator = arguments.makeIterator()
      while let argument = iterator.next() {
        switch argument {
        case "--port":
          guard let value = iterator.next() else {
            self.problem = "--port needs a number: --port 8080"
            return
          }
          self.setPort(value, from: "--port")
        case "--host":
          guard let value = iterator.next(), !value.isEmpty else {
            self.problem = "--host needs an address: --host 127.0.0.1"
            return
          }
          self.host = value
        default:
          // Arguments the app reads itself are left to it.
          continue
        }
      }
    }

    private mutating func setPort(_ value: String, from source: String) {
      guard let port = Int(value), (0...65535).contains(port) else {
        self.problem = "\(source) is \"\(value)\": give a port from 0 to 65535 (0 picks a free one)"
        return
      }
      self.port = port
    }
  }
#endif
