#if LiveServer
  import Foundation
  import HTTPTypes
  import HummingbirdTesting
  import NIOCore

  /// A headless Chromium driven over the W3C WebDriver protocol by Debian's `chromedriver`.
  public struct WebDriver: Sendable {
    /// Where chromedriver listens.
    public let base: URL
    /// The browser session.
    public let session: String

    /// Starts a browser on a chromedriver at `base`.
    public static func startSession(at base: URL, windowSize: String = "1000,800") async throws
      -> WebDriver
    {
      let capabilities: [String: Any] = [
        "capabilities": [
          "alwaysMatch": [
            "browserName": "chrome",
            "goog:chromeOptions": [
              "binary": BrowserEnvironment.chromium,
              "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=\(windowSize)", "--no-first-run", "--disable-extensions",
              ],
            ],
          ]
        ]
      ]
      let response = try await request("POST", base.appendingPathComponent("session"), capabilities)
      guard let value = response as? [String: Any], let id = value["sessionId"] as? String else {
        throw BrowserFailure("chromedriver gave no session: \(String(describing: response))")
      }
      return WebDriver(base: base, session: id)
    }

    private var sessionURL: URL { self.base.appendingPathComponent("session/\(self.session)") }

    /// Loads `url` and waits for it.
    public func navigate(to url: String) async throws {
      _ = try await Self.request(
        "POST", self.sessionURL.appendingPathComponent("url"), ["url": url])
    }

    /// Runs `script` (a function body; `arguments` holds `args`) and returns what it returns.
    @discardableResult
    public func execute(_ script: String, _ args: [Any] = []) async throws -> Any? {
      try await Self.request(
        "POST", self.sessionURL.appendingPathComponent("execute/sync"),
        ["script": script, "args": args])
    }

    /// The WebDriver id of the element with `id` (ids contain dots, so no CSS shorthand).
    public func element(_ id: String) async throws -> String {
      let value = try await Self.request(
        "POST", self.sessionURL.appendingPathComponent("element"),
        ["using": "css selector", "value": "[id=\"\(id)\"]"])
      guard let object = value as? [String: Any],
        let reference = object.first(where: { $0.key.hasPrefix("element-") })?.value as? String
      else {
        throw BrowserFailure("no element \(id)")
      }
      return reference
    }

    /// Clicks the element with `id`, as a person would.
    public func click(_ id: String) async throws {
      try await self.act(on: id, "click", [:])
    }

    /// Types `text` into the element with `id` (focusing it).
    public func type(_ text: String, into id: String) async throws {
      try await self.act(on: id, "value", ["text": text])
    }

    /// Sends the element command `command` to the element with `id`.
    ///
    /// A patch may replace the element between finding it and acting on it (the page replaces
    /// what changed): a person then acts on the new one, and so does this. WebDriver checks
    /// staleness before it acts, so a retried command has not half happened.
    private func act(on id: String, _ command: String, _ body: [String: Any]) async throws {
      var attempt = 0
      while true {
        attempt += 1
        let element = try await self.element(id)
        do {
          _ = try await Self.request(
            "POST", self.sessionURL.appendingPathComponent("element/\(element)/\(command)"), body)
          return
        } catch let failure as BrowserFailure
          where failure.description.contains("stale element") && attempt < 10
        {
          // sleep-ok: retry interval of a loop bounded to 10 attempts.
          try await Task.sleep(for: .milliseconds(20))
        }
      }
    }

    /// Presses keys on whatever has focus (`\u{E00C}` is Escape, `\u{E007}` Enter).
    public func press(_ keys: String) async throws {
      let actions: [[String: Any]] = keys.unicodeScalars.flatMap { key -> [[String: Any]] in
        [["type": "keyDown", "value": String(key)], ["type": "keyUp", "value": String(key)]]
      }
      _ = try await Self.request(
        "POST", self.sessionURL.appendingPathComponent("actions"),
        ["actions": [["type": "key", "id": "keyboard", "actions": actions]]])
    }

    /// The browser's back button.
    public func back() async throws {
      _ = try await Self.request("POST", self.sessionURL.appendingPathComponent("back"), [:])
    }

    /// The browser's forward button.
    public func forward() async throws {
      _ = try await Self.request("POST", self.sessionURL.appendingPathComponent("forward"), [:])
    }

    /// The browser's reload button.
    public func refresh() async throws {
      _ = try await Self.request("POST", self.sessionURL.appendingPathComponent("refresh"), [:])
    }

    /// Resizes the window to `width` × `height` CSS pixels.
    public func setWindowSize(width: Int, height: Int) async throws {
      _ = try await Self.request(
        "POST", self.sessionURL.appendingPathComponent("window/rect"),
        ["width": width, "height": height])
    }

    /// Moves the mouse onto the element with `id`, presses its button, holds it `milliseconds`
    /// and lets go, as a person pressing and holding would (W3C WebDriver actions).
    public func pressAndHold(_ id: String, milliseconds: Int) async throws {
      let element = try await self.element(id)
      let actions: [[String: Any]] = [
        [
          "type": "pointerMove", "duration": 0, "x": 0, "y": 0,
          "origin": ["element-6066-11e4-a52e-4f735466cecf": element],
        ],
        ["type": "pointerDown", "button": 0],
        ["type": "pause", "duration": milliseconds],
        ["type": "pointerUp", "button": 0],
      ]
      _ = try await Self.request(
        "POST", self.sessionURL.appendingPathComponent("actions"),
        [
          "actions": [
            [
              "type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"],
              "actions": actions,
            ]
          ]
        ])
    }

    /// Opens a new tab and returns its handle.
    public func newTab() async throws -> String {
      let value = try await Self.request(
        "POST", self.sessionURL.appendingPathComponent("window/new"), ["type": "tab"])
      guard let handle = (value as? [String: Any])?["handle"] as? String else {
        throw BrowserFailure("no new tab")
      }
      return handle
    }

    /// The current tab's handle.
    public func currentTab() async throws -> String {
      guard
        let handle = try await Self.request(
          "GET", self.sessionURL.appendingPathComponent("window"), nil) as? String
      else { throw BrowserFailure("no current tab") }
      return handle
    }

    /// Makes the tab `handle` the one commands go to.
    public func switchTo(tab handle: String) async throws {
      _ = try await Self.request(
        "POST", self.sessionURL.appendingPathComponent("window"), ["handle": handle])
    }

    /// A PNG of the current tab.
    public func screenshot() async throws -> Data {
      guard
        let base64 = try await Self.request(
          "GET", self.sessionURL.appendingPathComponent("screenshot"), nil) as? String,
        let data = Data(base64Encoded: base64)
      else { throw BrowserFailure("no screenshot") }
      return data
    }

    /// Ends the browser session.
    public func quit() async {
      _ = try? await Self.request("DELETE", self.sessionURL, nil)
    }

    /// Polls `script` (which returns a boolean) every 25 ms until it is true; fails after
    /// `seconds` with `what`.
    public func waitUntil(
      _ what: String, within seconds: Double = 10, _ script: String, _ args: [Any] = []
    ) async throws {
      let deadline = ContinuousClock.now + .seconds(seconds)
      while ContinuousClock.now < deadline {
        if try await self.execute(script, args) as? Bool == true { return }
        // sleep-ok: poll interval of a loop bounded by its deadline.
        try await Task.sleep(for: .milliseconds(25))
      }
      throw BrowserFailure("waited \(seconds) s for: \(what)")
    }

    /// The text of the element with `id`, or nil when there is none.
    public func text(of id: String) async throws -> String? {
      try await self.execute(
        "const e = document.getElementById(arguments[0]); return e ? e.textContent : null;", [id])
        as? String
    }

    /// Waits until the element with `id` has `text`.
    public func waitForText(_ text: String, in id: String, within seconds: Double = 10) async throws
    {
      try await self.waitUntil(
        "\(id) reads \(text)", within: seconds,
        "const e = document.getElementById(arguments[0]); return !!e && e.textContent === arguments[1];",
        [id, text])
    }

    /// Fetches `address` and returns its body (for waiting on servers).
    public static func get(_ address: String) async throws -> Data {
      guard let url = URL(string: address) else { throw BrowserFailure("bad address \(address)") }
      return try await self.send("GET", url, body: nil)
    }

    public static func request(_ method: String, _ url: URL, _ body: [String: Any]?) async throws
      -> Any?
    {
      let data = try await self.send(
        method, url, body: try body.map { try JSONSerialization.data(withJSONObject: $0) })
      let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      let value = (object as? [String: Any])?["value"]
      if let error = value as? [String: Any], let kind = error["error"] as? String {
        throw BrowserFailure("WebDriver \(kind): \(error["message"] as? String ?? "")")
      }
      return value
    }

    /// One HTTP request over SwiftNIO (HummingbirdTesting's client; Foundation's URLSession
    /// stalls here on Linux).
    private static func send(_ method: String, _ url: URL, body: Data?) async throws -> Data {
      guard let host = url.host, let port = url.port else {
        throw BrowserFailure("bad address \(url)")
      }
      var path = url.path.isEmpty ? "/" : url.path
      if let query = url.query { path += "?\(query)" }
      let request = TestClient.Request(
        path, method: HTTPRequest.Method(rawValue: method) ?? .get,
        headers: [.contentType: "application/json"],
        body: body.map { ByteBuffer(bytes: $0) })
      let response = try await TestClient.withClient(
        host: host, port: port, configuration: .init(timeout: .seconds(60))
      ) { client in
        try await client.execute(request)
      }
      return Data((response.body ?? ByteBuffer()).readableBytesView)
    }
  }

  /// A browser test's failure, with what went wrong.
  public struct BrowserFailure: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
  }
#endif
