#if LiveServer
  /// Finding a page's elements by what a person sees: the renderer makes ids from places in the
  /// view tree, so browser tests find controls by label or placeholder, and text by its words.
  extension WebDriver {
    /// A script that returns `found` (an expression of `e`) for the first element, among
    /// `#tca-root`'s `selector`s, that is shown (no hidden screen or element around it) and whose
    /// `property` is `arguments[0]`; `missing` when there is none.
    private static func findScript(
      _ selector: String, _ property: String, found: String = "e.id", missing: String = "null"
    ) -> String {
      """
      for (const e of document.querySelectorAll('#tca-root \(selector)')) {
        if (e.getClientRects().length > 0 && \(property) === arguments[0]) return \(found);
      }
      return \(missing);
      """
    }

    /// Loads the page at `address` and waits for its socket.
    public func open(_ address: String) async throws {
      try await self.navigate(to: address)
      try await self.waitUntil(
        "the socket is up", "return !!window.tcaLive && window.tcaLive.connected;")
    }

    /// Polls `script` every 25 ms until it returns a string (an element's id) and returns it;
    /// fails after `seconds` with `what`.
    public func elementID(
      _ what: String, within seconds: Double = 10, _ script: String, _ args: [Any] = []
    ) async throws -> String {
      let deadline = ContinuousClock.now + .seconds(seconds)
      while ContinuousClock.now < deadline {
        if let id = try await self.execute(script, args) as? String { return id }
        // sleep-ok: poll interval of a loop bounded by its deadline.
        try await Task.sleep(for: .milliseconds(25))
      }
      throw BrowserFailure("waited \(seconds) s for: \(what)")
    }

    /// Waits until a shown button reads `label` (its whole text, trimmed), and returns its id.
    public func buttonID(_ label: String, within seconds: Double = 10) async throws -> String {
      try await self.elementID(
        "a button \(label)", within: seconds,
        Self.findScript("button", "e.textContent.trim()"), [label])
    }

    /// Clicks the shown button that reads `label`, as a person would.
    public func click(button label: String) async throws {
      try await self.click(try await self.buttonID(label))
    }

    /// Waits until a shown text field has the placeholder `placeholder`, and returns its id.
    public func fieldID(placeholder: String, within seconds: Double = 10) async throws -> String {
      try await self.elementID(
        "a field \(placeholder)", within: seconds,
        Self.findScript("input, textarea", "e.placeholder"), [placeholder])
    }

    /// Whether a shown element's whole text (trimmed) is `text` now.
    public func shows(_ text: String) async throws -> Bool {
      try await self.execute(
        Self.findScript("*", "e.textContent.trim()", found: "true", missing: "false"), [text])
        as? Bool == true
    }

    /// Waits until a shown element's whole text (trimmed) is `text`.
    public func waitForText(_ text: String, within seconds: Double = 10) async throws {
      try await self.waitUntil(
        "a text \(text)", within: seconds,
        Self.findScript("*", "e.textContent.trim()", found: "true", missing: "false"), [text])
    }
  }
#endif
