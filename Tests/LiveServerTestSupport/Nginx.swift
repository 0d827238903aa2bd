#if LiveServer
  import Foundation

  /// Whether nginx is here for the tests that run servers behind it.
  public enum ProxyEnvironment {
    /// Debian's nginx, when installed.
    public static let nginx: String? = ["/usr/sbin/nginx", "/usr/bin/nginx"]
      .first { FileManager.default.isExecutableFile(atPath: $0) }
    /// Whether the proxy tests run: nginx and chromedriver are here, or they are required.
    public static let isEnabled =
      (nginx != nil && BrowserEnvironment.chromedriver != nil)
      || BrowserEnvironment.isRequired
    /// Why they are skipped.
    public static let skipMessage =
      "Proxy test skipped: it needs nginx and chromedriver (apt-get install nginx chromium chromium-driver), or set TCA_BROWSER_TESTS=required to fail instead."
  }

  /// Runs Debian's nginx on loopback in front of live servers, named by node (their
  /// `LiveServerConfiguration.nodeName`) with their ports, and `body` with its address: page
  /// requests go to each server in turn, a socket to the server its session's node names, as
  /// Docs/LiveServer.md ("Several servers behind a proxy") configures it.
  public func withNginx(
    routingTo nodes: KeyValuePairs<String, Int>, _ body: (String) async throws -> Void
  ) async throws {
    guard let nginx = ProxyEnvironment.nginx else {
      throw BrowserFailure(
        "TCA_BROWSER_TESTS=required, but nginx is not installed (apt-get install nginx)")
    }
    let prefix = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-nginx-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: prefix.appendingPathComponent("tmp"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: prefix) }
    // Below Linux's ephemeral range (32768 and up), where a connection's own port could take it,
    // and apart from the range chromedriver's ports come from.
    let port = Int.random(in: 15_000..<20_000)
    let path = prefix.path
    let servers = nodes.map { "server 127.0.0.1:\($0.value);" }.joined(separator: " ")
    let routes = nodes.map { "~^\($0.key)\\. 127.0.0.1:\($0.value);" }.joined(separator: " ")
    let configuration = """
      worker_processes 1;
      daemon off;
      pid \(path)/nginx.pid;
      error_log \(path)/error.log warn;
      events { worker_connections 256; }
      http {
        access_log off;
        client_body_temp_path \(path)/tmp/body;
        proxy_temp_path \(path)/tmp/proxy;
        fastcgi_temp_path \(path)/tmp/fastcgi;
        uwsgi_temp_path \(path)/tmp/uwsgi;
        scgi_temp_path \(path)/tmp/scgi;
        upstream tca_any { \(servers) }
        map $arg_session $tca_node {
          \(routes)
          default tca_any;
        }
        server {
          listen 127.0.0.1:\(port);
          location /live {
            proxy_pass http://$tca_node;
            proxy_http_version 1.1;
            proxy_set_header Upgrade $http_upgrade;
            proxy_set_header Connection "upgrade";
            proxy_set_header Host $http_host;
            proxy_read_timeout 1h;
          }
          location / {
            proxy_pass http://tca_any;
            proxy_set_header Host $http_host;
          }
        }
      }
      """
    let file = prefix.appendingPathComponent("nginx.conf")
    try configuration.write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: nginx)
    process.arguments = ["-p", path, "-c", file.path, "-e", "\(path)/error.log"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer {
      process.terminate()
      process.waitUntilExit()
    }
    let address = "http://127.0.0.1:\(port)/"
    let deadline = ContinuousClock.now + .seconds(10)
    while true {
      if (try? await WebDriver.get(address)) != nil { break }
      guard ContinuousClock.now < deadline, process.isRunning else {
        let log = (try? String(contentsOfFile: "\(path)/error.log", encoding: .utf8)) ?? ""
        throw BrowserFailure("nginx did not start: \(log)")
      }
      // sleep-ok: poll interval of a loop bounded by its 10 s deadline.
      try await Task.sleep(for: .milliseconds(50))
    }
    try await body(address)
  }

  extension WebDriver {
    /// Loads the page at `address` (nginx's, from ``withNginx(routingTo:_:)``) until the server
    /// named `node` serves it, and waits for its socket. nginx hands page requests to the servers
    /// in turn; a plain request between two loads moves the turn on when a load went to the
    /// wrong server. Fails after `attempts` loads.
    public func open(_ address: String, onNode node: String, attempts: Int = 6) async throws {
      var served: [String] = []
      for _ in 0..<attempts {
        try await self.open(address)
        let session = try await self.execute("return window.tcaLive.session;") as? String ?? ""
        let serving = String(session.prefix { $0 != "." })
        if serving == node { return }
        served.append(serving)
        _ = try await self.execute(
          "var r = new XMLHttpRequest(); r.open('GET', '/', false); r.send(); return r.status;")
      }
      throw BrowserFailure(
        "the page never came from server \(node) in \(attempts) loads (it came from \(served))")
    }
  }
#endif
