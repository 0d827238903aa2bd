#if LiveServer
  import Foundation

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// Where the browser tests find Chromium, and whether they must run.
  public enum BrowserEnvironment {
    /// Debian's chromedriver, if installed.
    public static let chromedriver: String? = [
      "/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver",
    ]
    .first { FileManager.default.isExecutableFile(atPath: $0) }
    /// Debian's Chromium.
    public static let chromium = "/usr/bin/chromium"
    /// `TCA_BROWSER_TESTS=required` (set by `.ci/run`): a missing browser fails the tests.
    public static let isRequired =
      ProcessInfo.processInfo.environment["TCA_BROWSER_TESTS"] == "required"
    /// Whether the browser tests run at all.
    public static let isEnabled = chromedriver != nil || isRequired
    /// Where screenshots go: `TCA_BROWSER_SCREENSHOTS`, else a folder in the temporary directory.
    public static let screenshots = URL(
      fileURLWithPath: ProcessInfo.processInfo.environment["TCA_BROWSER_SCREENSHOTS"]
        ?? (NSTemporaryDirectory() + "tca-browser-screenshots"))
    /// Whether to keep a screenshot of each test's last screen even when it passes.
    public static let keepScreenshots =
      ProcessInfo.processInfo.environment["TCA_BROWSER_SCREENSHOTS"] != nil
    /// Why the tests are skipped.
    public static let skipMessage =
      "Browser tests skipped: chromedriver not found. Install Debian's chromium and chromium-driver (apt-get install chromium chromium-driver), or set TCA_BROWSER_TESTS=required to fail instead."
  }

  /// Runs `body` with a fresh headless Chromium; on failure the current tab's screenshot is saved
  /// as `NAME-failure.png` and the path is in the failure.
  public func withBrowser(
    _ name: String, _ body: (WebDriver) async throws -> Void
  ) async throws {
    guard let chromedriver = BrowserEnvironment.chromedriver else {
      throw BrowserFailure(
        "TCA_BROWSER_TESTS=required, but chromedriver is not installed (apt-get install chromium chromium-driver)"
      )
    }
    // Chromium's profile and scratch folders go here (its `TMPDIR`), and go with it: left in the
    // system's temporary directory they were two folders a test, never removed.
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-browser-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let (process, base) = try await startChromedriver(chromedriver, scratch: scratch)
    defer {
      // SIGKILL: the test process ignores SIGTERM (swift-service-lifecycle's signal handling),
      // and a child started from it inherits that.
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      try? FileManager.default.removeItem(at: scratch)
    }
    debug("chromedriver ready")
    let driver = try await WebDriver.startSession(at: base)
    debug("browser session \(driver.session)")
    do {
      try await body(driver)
      if BrowserEnvironment.keepScreenshots { _ = try? await save(driver, "\(name).png") }
      await driver.quit()
    } catch {
      let path = try? await save(driver, "\(name)-failure.png")
      await driver.quit()
      throw BrowserFailure("\(error) (screenshot: \(path ?? "none"))")
    }
  }

  /// Starts chromedriver on a free port and waits until it answers.
  ///
  /// The port is picked at random below Linux's ephemeral range (32768 and up), where a
  /// connection's own port could take it. If chromedriver exits (the port was taken anyway) or
  /// does not answer within 15 s, it is stopped and started again on another port, three times
  /// at most.
  private func startChromedriver(_ path: String, scratch: URL) async throws -> (Process, URL) {
    var lastFailure = "chromedriver did not start"
    for attempt in 1...3 {
      let port = Int.random(in: 20_000..<32_000)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: path)
      process.arguments = ["--port=\(port)", "--allowed-ips=127.0.0.1"]
      var environment = ProcessInfo.processInfo.environment
      environment["TMPDIR"] = scratch.path
      process.environment = environment
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      debug("chromedriver started on \(port) (attempt \(attempt))")
      let base = URL(string: "http://127.0.0.1:\(port)")!
      // chromedriver is ready when it answers /status.
      let deadline = ContinuousClock.now + .seconds(15)
      while process.isRunning, ContinuousClock.now < deadline {
        if let status = try? await WebDriver.request(
          "GET", base.appendingPathComponent("status"), nil)
          as? [String: Any], status["ready"] as? Bool == true
        {
          return (process, base)
        }
        // sleep-ok: poll interval of a loop bounded by its 15 s deadline.
        try await Task.sleep(for: .milliseconds(50))
      }
      lastFailure =
        process.isRunning
        ? "chromedriver did not answer on port \(port) within 15 s"
        : "chromedriver exited on port \(port) (status \(process.terminationStatus))"
      debug(lastFailure)
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
    }
    throw BrowserFailure("chromedriver did not start: \(lastFailure), three times")
  }

  /// Saves the current tab's screenshot and returns its path.
  public func save(_ driver: WebDriver, _ file: String) async throws -> String {
    try FileManager.default.createDirectory(
      at: BrowserEnvironment.screenshots, withIntermediateDirectories: true)
    let url = BrowserEnvironment.screenshots.appendingPathComponent(file)
    try await driver.screenshot().write(to: url)
    return url.path
  }

  /// Progress for someone watching a slow run (`TCA_BROWSER_DEBUG=1`).
  public func debug(_ line: String) {
    guard ProcessInfo.processInfo.environment["TCA_BROWSER_DEBUG"] != nil else { return }
    FileHandle.standardError.write(Data("browser-test: \(line)\n".utf8))
  }
#endif
