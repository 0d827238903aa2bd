#if LiveServer
  import Foundation
  import HummingbirdTesting
  import Logging
  import Testing

  @_spi(LiveScreen) import ComposableLiveServer
  import LiveServerTestSupport

  /// Two servers behind Debian's nginx on loopback, routing sockets by the node name in front of
  /// session ids (Docs/LiveServer.md): a tab keeps its session across a reconnect.
  @Suite(
    .enabled(if: ProxyEnvironment.isEnabled, ProxyEnvironment.skipMessage),
    .serialized
  )
  struct ProxyBrowserTests {
    @Test func aTabKeepsItsSessionAcrossAReconnectThroughTheProxy() async throws {
      try await withNodes { firstPort, secondPort in
        try await withNginx(routingTo: firstPort, secondPort) { address in
          try await withBrowser("proxy") { browser in
            var nodes: Set<String> = []
            var previousNode: String?
            var shiftTurn = false
            // Page loads are spread over both servers; every tab's socket reaches its own.
            for _ in 0..<4 {
              if shiftTurn {
                // nginx takes turns per request, and a page load makes an even or odd number of
                // them: one more plain request when the last page came from the same server
                // sends the next page load to the other.
                _ = try await browser.execute(
                  "var r = new XMLHttpRequest(); r.open('GET', '/', false); r.send(); return r.status;"
                )
              }
              try await browser.navigate(to: address)
              try await browser.waitUntil(
                "the socket is up", "return window.tcaLive && window.tcaLive.connected")
              let session = try #require(
                try await browser.execute("return window.tcaLive.session;") as? String)
              let node = String(session.prefix { $0 != "." })
              shiftTurn = node == previousNode
              previousNode = node
              nodes.insert(node)
              let increment = try await browser.buttonID("Increment")
              try await browser.click(increment)
              try await browser.waitForText("Count: 1")
              try await browser.execute("window.tcaLive.drop();")
              try await browser.waitUntil("the socket is back", "return window.tcaLive.connected;")
              #expect(
                try await browser.execute("return window.tcaLive.session;") as? String == session)
              try await browser.click(increment)
              try await browser.waitForText("Count: 2")
            }
            #expect(nodes == ["a", "b"])
          }
        }
      }
    }
  }

  enum ProxyEnvironment {
    static let nginx: String? = ["/usr/sbin/nginx", "/usr/bin/nginx"]
      .first { FileManager.default.isExecutableFile(atPath: $0) }
    static let isEnabled =
      (nginx != nil && BrowserEnvironment.chromedriver != nil)
      || BrowserEnvironment.isRequired
    static let skipMessage: Comment =
      "Proxy test skipped: it needs nginx and chromedriver (apt-get install nginx chromium chromium-driver), or set TCA_BROWSER_TESTS=required to fail instead."
  }

  /// Runs two demo servers (``DemoView`` as apps are served), nodes `a` and `b`, and `body` with their ports.
  private func withNodes(_ body: @escaping @Sendable (Int, Int) async throws -> Void) async throws {
    func server(_ node: String) async -> LiveServer {
      var configuration = LiveServerConfiguration()
      configuration.nodeName = node
      var logger = Logger(label: "tca.live-server.\(node)")
      logger.logLevel = .warning
      let tabs = await DemoTabs(recording: false)
      return LiveServer(
        host: "127.0.0.1", port: 0, configuration: configuration, logger: logger
      ) {
        tabs.makeView()
      }
    }
    let a = await server("a")
    let b = await server("b")
    try await withRunningServer(a) { first in
      try await withRunningServer(b) { second in
        guard let firstPort = first.port, let secondPort = second.port else {
          throw BrowserFailure("the servers have no ports")
        }
        try await body(firstPort, secondPort)
      }
    }
  }

  /// Runs nginx in front of the two servers and `body` with its address.
  private func withNginx(
    routingTo first: Int, _ second: Int, _ body: (String) async throws -> Void
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
        upstream tca_any { server 127.0.0.1:\(first); server 127.0.0.1:\(second); }
        map $arg_session $tca_node {
          ~^a\\.   127.0.0.1:\(first);
          ~^b\\.   127.0.0.1:\(second);
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
#endif
